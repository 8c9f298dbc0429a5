import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { BusinessStatus } from "../../../sdk";

/** A business's status, in words (colour only repeats them). */
export function StatusBadge({ status }: { status: BusinessStatus }) {
  return (
    <Badge $status={status}>
      <FormattedMessage id={`business.status_${status}`} />
    </Badge>
  );
}

const Badge = styled.span<{ $status: BusinessStatus }>`
  display: inline-block;
  padding-block: 0.1rem;
  padding-inline: 0.5rem;
  border-radius: 999px;
  font-size: 0.875rem;
  white-space: nowrap;
  border: 1px solid
    ${({ theme, $status }) =>
      $status === "accepted"
        ? theme.color.primary
        : $status === "pending"
          ? theme.color.border
          : theme.color.danger};
  color: ${({ theme, $status }) =>
    $status === "rejected" || $status === "blocked" ? theme.color.danger : theme.color.text};
`;
