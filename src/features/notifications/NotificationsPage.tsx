import { useActorRef, useSelector } from "@xstate/react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { createNotificationsActors } from "../../../machines/notifications.actors";
import { notificationsMachine } from "../../../machines/notifications.machine";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { ErrorText } from "../../components/ErrorText";
import { PageNavigation } from "../../components/PageNavigation";
import { useActors } from "../../lib/actors-context";
import { NotificationItem } from "./NotificationItem";

/**
 * /notifications: the person's notifications, newest first, a page at a time, all or only the
 * unread ones; each marked read or deleted, or all marked read at once. The page's machine
 * (machines/notifications.machine.ts) does the calls and tells the header's badge the count.
 */
export function NotificationsPage() {
  const { api, app, session } = useActors();
  const role = useSelector(session, (s) => s.context.user?.role ?? null);
  const actor = useActorRef(
    notificationsMachine.provide({
      actors: createNotificationsActors(api, app),
      actions: {
        reportUnread: (_, { unread }) => app.send({ type: "app.unreadCounted", unread }),
      },
    }),
    { input: {} },
  );
  const items = useSelector(actor, (s) => s.context.items);
  const total = useSelector(actor, (s) => s.context.total);
  const unread = useSelector(actor, (s) => s.context.unread);
  const page = useSelector(actor, (s) => s.context.page);
  const pageSize = useSelector(actor, (s) => s.context.pageSize);
  const unreadOnly = useSelector(actor, (s) => s.context.unreadOnly);
  const error = useSelector(actor, (s) => s.context.error);
  const failed = useSelector(actor, (s) => s.matches("failed"));
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  // Nothing to show yet: the first page has not arrived.
  const first = useSelector(actor, (s) => s.matches("loading") && s.context.items.length === 0);
  const pageCount = Math.ceil(total / pageSize);

  return (
    <>
      <h1>
        <FormattedMessage id="notifications.title" />
      </h1>
      <Toolbar>
        <Summary role="status">
          {!first && !failed && (
            <FormattedMessage id="notificationCenter.summary" values={{ unread }} />
          )}
        </Summary>
        <Filter role="group" aria-labelledby="notification-filter">
          <span id="notification-filter">
            <FormattedMessage id="notificationCenter.filter.label" />
          </span>
          <Button
            type="button"
            $tone="plain"
            aria-pressed={!unreadOnly}
            disabled={busy}
            onClick={() => actor.send({ type: "notifications.unreadOnly", unreadOnly: false })}
          >
            <FormattedMessage id="notificationCenter.filter.all" />
          </Button>
          <Button
            type="button"
            $tone="plain"
            aria-pressed={unreadOnly}
            disabled={busy}
            onClick={() => actor.send({ type: "notifications.unreadOnly", unreadOnly: true })}
          >
            <FormattedMessage id="notificationCenter.filter.unread" />
          </Button>
        </Filter>
        <Button
          type="button"
          disabled={busy || unread === 0}
          onClick={() => actor.send({ type: "notifications.readAll" })}
        >
          <FormattedMessage id="notificationCenter.markAllRead" />
        </Button>
      </Toolbar>
      {error && !failed && <ErrorText code={error} />}
      {failed && error ? (
        <LoadFailed code={error} onRetry={() => actor.send({ type: "notifications.retry" })} />
      ) : first ? (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      ) : items.length === 0 ? (
        <Empty role="status">
          <FormattedMessage
            id={unreadOnly ? "notificationCenter.noUnread" : "notifications.empty"}
          />
        </Empty>
      ) : (
        <List aria-busy={busy}>
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem
                notification={notification}
                role={role}
                busy={busy}
                onRead={() => actor.send({ type: "notifications.read", id: notification.id })}
                onRemove={() => actor.send({ type: "notifications.remove", id: notification.id })}
              />
            </li>
          ))}
        </List>
      )}
      {pageCount > 1 && (
        <PageNavigation
          page={page}
          pageCount={pageCount}
          labelId="notificationCenter.pages"
          onChange={(next) => actor.send({ type: "notifications.page", page: next })}
        />
      )}
    </>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  margin-block-end: 1rem;
`;

const Summary = styled.p`
  flex: 1 1 10rem;
  margin: 0;
  font-weight: 600;
`;

const Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  button[aria-pressed="true"] {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  padding: 2rem 1.5rem;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;
