import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import type { AdminUserDetail } from "../../../sdk";
import { maskCard } from "../../lib/format/card";
import { formatDate, formatTime } from "../../lib/format/date-time";

/** What the person has and did: businesses, plans, cards, feedback, notifications, the audit. */
export function UserRecords({ detail }: { detail: AdminUserDetail }) {
  const intl = useIntl();
  const date = (value: string) => formatDate(value, intl.locale);
  return (
    <>
      <Records id="businesses" title={<FormattedMessage id="adminUsers.businesses" />}>
        {detail.businesses.map((business) => (
          <li key={business.id}>
            <Link href={`/admin/companies/${business.id}`}>
              <bdi>{business.name}</bdi>
            </Link>{" "}
            <Muted>
              <FormattedMessage id={`business.status_${business.status}`} />
            </Muted>
          </li>
        ))}
      </Records>
      <Records id="subscriptions" title={<FormattedMessage id="adminUsers.subscriptions" />}>
        {detail.subscriptions.map((subscription) => (
          <li key={subscription.id}>
            <bdi>{subscription.plan_name}</bdi>{" "}
            <Muted>
              <FormattedMessage id={`adminUsers.subscriptionStatus.${subscription.status}`} />,{" "}
              <FormattedMessage
                id="adminUsers.periodEnd"
                values={{ date: date(subscription.current_period_end) }}
              />
            </Muted>
          </li>
        ))}
      </Records>
      <Records id="cards" title={<FormattedMessage id="adminUsers.cards" />}>
        {detail.cards.map((card) => (
          <li key={card.id}>
            <bdi dir="ltr">{maskCard(`${card.first4}${card.last4}`, intl.locale)}</bdi>{" "}
            <Muted>
              {card.network === "humo" ? "Humo" : "UzCard"}
              {card.is_default && (
                <>
                  {", "}
                  <FormattedMessage id="adminUsers.defaultCard" />
                </>
              )}
            </Muted>
          </li>
        ))}
      </Records>
      <Records
        id="feedback"
        title={
          <FormattedMessage id="adminUsers.feedback" values={{ count: detail.feedback.count }} />
        }
      >
        {detail.feedback.latest.map((feedback) => (
          <li key={feedback.id}>
            <FormattedMessage
              id={`adminUsers.feedbackKind.${feedback.kind}`}
              values={{ rating: feedback.rating ?? 0 }}
            />
            {feedback.comment && (
              <>
                {": "}
                <bdi>{feedback.comment}</bdi>
              </>
            )}{" "}
            <Muted>{date(feedback.created_at)}</Muted>
          </li>
        ))}
      </Records>
      <Records
        id="notifications"
        title={
          <FormattedMessage
            id="adminUsers.notifications"
            values={{ count: detail.notifications.count }}
          />
        }
      >
        {detail.notifications.latest.map((note) => (
          <li key={note.id}>
            <FormattedMessage id={`adminUsers.notificationType.${note.type}`} />{" "}
            <Muted>
              {date(note.created_at)},{" "}
              <FormattedMessage id={note.read ? "adminUsers.read" : "adminUsers.unread"} />
            </Muted>
          </li>
        ))}
      </Records>
      <Records id="audit" title={<FormattedMessage id="adminUsers.audit" />}>
        {detail.audit.map((entry) => (
          <li key={entry.id}>
            <FormattedMessage
              id={`adminUsers.actionNames.${entry.action}`}
              defaultMessage={entry.action}
            />
            {entry.action === "user.role" && (
              <>
                {": "}
                <FormattedMessage id={`role.${String(entry.before?.role)}`} />
                {" → "}
                <FormattedMessage id={`role.${String(entry.after?.role)}`} />
              </>
            )}{" "}
            <Muted>
              <FormattedMessage
                id="adminUsers.auditEntry"
                values={{
                  actor: <bdi>{entry.actor.name}</bdi>,
                  date: `${date(entry.at)} ${formatTime(entry.at, intl.locale)}`,
                }}
              />
            </Muted>
          </li>
        ))}
      </Records>
    </>
  );
}

function Records({ id, title, children }: { id: string; title: ReactNode; children: ReactNode[] }) {
  const headingId = `admin-user-${id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children.length === 0 ? (
        <Muted as="p">
          <FormattedMessage id="adminUsers.none" />
        </Muted>
      ) : (
        <List>{children}</List>
      )}
    </section>
  );
}

const List = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
  display: grid;
  gap: 0.3rem;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;
