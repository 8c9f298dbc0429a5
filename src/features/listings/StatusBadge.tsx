import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { OfferingStatus } from "../../../sdk";

/** An offering's status in words, published ones marked in the primary colour. */
export function StatusBadge({ status }: { status: OfferingStatus }) {
  return (
    <Badge $status={status}>
      <FormattedMessage id={`listings.status.${status}`} />
    </Badge>
  );
}

const Badge = styled.span<{ $status: OfferingStatus }>`
  display: inline-block;
  padding-inline: 0.5rem;
  border-radius: 6px;
  font-size: 0.85rem;
  font-weight: 700;
  background: ${({ theme, $status }) =>
    $status === "active" ? theme.color.primary : theme.color.background};
  color: ${({ theme, $status }) => ($status === "active" ? theme.color.onPrimary : theme.color.muted)};
  border: 1px solid ${({ theme }) => theme.color.border};
`;
