import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { BusinessStatus } from "../../../sdk";

/**
 * Why the owner cannot publish yet (Profile.business_status): drafts can be prepared whatever
 * the business's status, publishing needs it accepted. Nothing for an accepted business.
 */
export function BusinessStatusNote({ status }: { status: BusinessStatus | null }) {
  if (status === null || status === "accepted") return null;
  return (
    <Note role="note" data-testid="business-status-note">
      <FormattedMessage id={`listings.business.${status}`} />
    </Note>
  );
}

const Note = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-inline-start: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
`;
