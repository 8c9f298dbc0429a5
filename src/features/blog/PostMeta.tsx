import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { formatDate } from "../../lib/format/date-time";

/** A post's date and reading time, as the list and the post show them. */
export function PostMeta({ publishedAt, minutes }: { publishedAt: string; minutes: number }) {
  const { locale } = useIntl();
  return (
    <Meta>
      <time dateTime={publishedAt}>{formatDate(publishedAt, locale)}</time>
      {" · "}
      <FormattedMessage id="blog.readingTime" values={{ minutes }} />
    </Meta>
  );
}

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;
