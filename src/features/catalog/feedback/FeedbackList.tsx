import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { Feedback } from "../../../../sdk";
import { Stars } from "../../../components/catalog/RatingLine";
import { LikeIcon } from "../../../components/icons/catalog-icons";
import { formatDate } from "../../../lib/format/date-time";

/**
 * Feedback as people wrote it. Comments are plain text (the contract says so): React puts them
 * in the page as text, so markup typed into a comment is shown, never run. Line breaks are kept.
 * The author's name and the comment are isolated for direction (docs/decisions.md, "Client"):
 * "Malika E." stays so on a Persian page, and a Persian comment on an English one.
 * The caller's own is never among them: listFeedback leaves it out, MyFeedback shows it.
 */
export function FeedbackList({ items }: { items: Feedback[] }) {
  const { locale } = useIntl();
  return (
    <List>
      {items.map((item) => (
        <Item key={item.id}>
          <Head>
            <Author>
              <bdi>{item.author}</bdi>
            </Author>
            <time dateTime={item.created_at}>{formatDate(item.created_at, locale)}</time>
          </Head>
          {item.kind === "like" ? (
            <Liked>
              <LikeIcon />
              <FormattedMessage id="feedback.liked" />
            </Liked>
          ) : (
            item.rating !== null && <Stars value={item.rating} />
          )}
          {item.comment && <Comment dir="auto">{item.comment}</Comment>}
        </Item>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: 0.35rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  p { margin: 0; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem;
  time { color: ${({ theme }) => theme.color.muted}; font-size: 0.875rem; }
`;

const Author = styled.span`
  font-weight: 600;
`;

const Liked = styled.p`
  display: flex;
  align-items: center;
  gap: 0.35rem;
`;

const Comment = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
