import { FormattedMessage } from "react-intl";
import styled from "styled-components";

/**
 * A page whose content arrives with a later feature: its heading and an honest sentence about
 * what will be here. It never shows made-up data.
 */
export function EmptyStatePage({ titleId, messageId }: { titleId: string; messageId: string }) {
  return (
    <>
      <h1>
        <FormattedMessage id={titleId} />
      </h1>
      <Empty role="status">
        <FormattedMessage id={messageId} />
      </Empty>
    </>
  );
}

export const Empty = styled.p`
  padding: 2rem 1.5rem;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;
