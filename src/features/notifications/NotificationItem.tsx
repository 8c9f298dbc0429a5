import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { notificationText } from "../../../machines/notification-text";
import type { Lang, Notification, Role } from "../../../sdk";
import { Button } from "../../components/Button";
import { IntlText } from "../../components/IntlText";
import { formatDate, formatTime } from "../../lib/format/date-time";
import { notificationLink } from "./notification-link";

interface NotificationItemProps {
  notification: Notification;
  busy: boolean;
  onRead: () => void;
  onRemove: () => void;
  /** The reader's role: a subscription's notice leads to the plans of their kind of account. */
  role?: Role | null;
}

/**
 * One notification in the reader's language: its title (a link to what it is about), what
 * happened, when, and whether it is new; marked read or deleted from here.
 */
export function NotificationItem({
  notification,
  busy,
  onRead,
  onRemove,
  role = null,
}: NotificationItemProps) {
  const { locale } = useIntl();
  const { title, body } = notificationText(notification, locale as Lang);
  const link = notificationLink(notification, role);
  const titleId = `notification-${notification.id}`;
  return (
    <Item aria-labelledby={titleId} $unread={!notification.read}>
      <Head>
        <h2 id={titleId}>
          {link ? (
            <Link href={link}>
              <IntlText value={title} />
            </Link>
          ) : (
            <IntlText value={title} />
          )}
        </h2>
        {!notification.read && (
          <New>
            <FormattedMessage id="notificationCenter.new" />
          </New>
        )}
      </Head>
      {body && (
        <Body dir={"text" in body ? "auto" : undefined}>
          <IntlText value={body} />
        </Body>
      )}
      <Footer>
        <time dateTime={notification.created_at}>
          <FormattedMessage
            id="notificationCenter.receivedAt"
            values={{
              date: formatDate(notification.created_at, locale),
              time: formatTime(notification.created_at, locale),
            }}
          />
        </time>
        <Actions>
          {!notification.read && (
            <Button type="button" $tone="plain" disabled={busy} onClick={onRead}>
              <FormattedMessage id="notificationCenter.markRead" />
            </Button>
          )}
          <Button type="button" $tone="plain" disabled={busy} onClick={onRemove}>
            <FormattedMessage id="notificationCenter.remove" />
          </Button>
        </Actions>
      </Footer>
    </Item>
  );
}

const Item = styled.article<{ $unread: boolean }>`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 5px solid
    ${({ theme, $unread }) => ($unread ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  h2 { margin: 0; font-size: 1.05rem; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
`;

const New = styled.span`
  padding-inline: 0.5rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: 0.8rem;
  font-weight: 700;
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  time { color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
