import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { AdminUser, AdminUserStatus, Role } from "../../../sdk";

export const ROLES: Role[] = ["user", "business", "admin"];
export const STATUSES: AdminUserStatus[] = ["active", "inactive"];

/** The person's name, else their email or phone: an account made by sign-in may have none. */
export function userName(user: AdminUser): string {
  return (
    [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email || user.phone || ""
  );
}

export function StatusBadge({ status }: { status: AdminUserStatus }) {
  return (
    <Badge $inactive={status === "inactive"}>
      <FormattedMessage id={`adminUsers.statuses.${status}`} />
    </Badge>
  );
}

const Badge = styled.span<{ $inactive: boolean }>`
  display: inline-block;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  font-size: 0.85rem;
  white-space: nowrap;
  border: 1px solid ${({ theme, $inactive }) => ($inactive ? theme.color.danger : theme.color.border)};
  color: ${({ theme, $inactive }) => ($inactive ? theme.color.danger : theme.color.text)};
`;
