import { useSelector } from "@xstate/react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Link, useLocation } from "wouter";
import type { ActorRefFrom } from "xstate";
import type { unreadCountMachine } from "../../../machines/unread-count.machine";
import { BellIcon } from "../icons/BellIcon";

// Beyond this the badge says "99+": the page says how many exactly.
const MOST_SHOWN = 99;

/**
 * The header's way to /notifications, with the unread count the server keeps saying on the
 * socket (machines/unread-count.machine.ts). The link's name says the count in words; the
 * badge shows it, in the language's digits, while there are unread ones.
 */
export function NotificationsLink({
  unreadCount,
}: {
  unreadCount: ActorRefFrom<typeof unreadCountMachine>;
}) {
  const intl = useIntl();
  const [path] = useLocation();
  const unread = useSelector(unreadCount, (s) => (s.matches("known") ? s.context.unread : 0));
  return (
    <Bell
      href="/notifications"
      aria-label={intl.formatMessage({ id: "notificationCenter.badge" }, { count: unread })}
      aria-current={path === "/notifications" ? "page" : undefined}
    >
      <BellIcon />
      {unread > 0 && (
        <Badge aria-hidden="true">
          {unread > MOST_SHOWN ? `${intl.formatNumber(MOST_SHOWN)}+` : intl.formatNumber(unread)}
        </Badge>
      )}
    </Bell>
  );
}

const Bell = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 44px;
  block-size: 44px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: 1.35rem;
  &:hover { background: ${({ theme }) => theme.color.background}; }
  &[aria-current="page"] { border-color: ${({ theme }) => theme.color.primary}; }
`;

const Badge = styled.span`
  position: absolute;
  inset-block-start: -0.4rem;
  inset-inline-end: -0.4rem;
  min-inline-size: 1.35rem;
  padding-inline: 0.3rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.onDanger};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.35rem;
  text-align: center;
`;
