import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { Feedback } from "../../../sdk";
import { formatDate } from "../../format/date-time";
import { Stars } from "./RatingLine";

/**
 * Feedback as people wrote it. Comments are plain text (the contract says so): React puts them
 * in the page as text, so markup typed into a comment is shown, never run. Line breaks are kept.
 */
export function FeedbackList({ items }: { items: Feedback[] }) {
  return (
    <List>
      {items.map((item) => (
        <Item key={item.id}>
          <Head>
            <Author>{item.author}</Author>
            {item.is_mine && (
              <Mine>
                <FormattedMessage id="feedback.yours" />
              </Mine>
            )}
            <time dateTime={item.created_at}>{formatDate(item.created_at)}</time>
          </Head>
          {item.kind === "like" ? (
            <p>
              <span aria-hidden="true">👍 </span>
              <FormattedMessage id="feedback.liked" />
            </p>
          ) : (
            item.rating !== null && <Stars value={item.rating} />
          )}
          {item.comment && <Comment>{item.comment}</Comment>}
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

const Mine = styled.span`
  padding-inline: 0.4rem;
  border-radius: 6px;
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  font-size: 0.8rem;
`;

const Comment = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
