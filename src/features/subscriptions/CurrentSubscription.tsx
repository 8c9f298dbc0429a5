import { useSelector } from "@xstate/react";
import { type ReactNode, useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { changeableSubscription } from "../../../machines/subscription.machine";
import type { Subscription, SubscriptionOverview } from "../../../sdk";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { PlanUsage } from "../../components/PlanUsage";
import { maskCard } from "../../lib/format/card";
import { formatDate } from "../../lib/format/date-time";
import { formatMoney, formatTiyin } from "../../lib/i18n/money";
import type { SubscriptionActor } from "./use-subscription";

interface CurrentSubscriptionProps {
  actor: SubscriptionActor;
  overview: SubscriptionOverview;
}

/**
 * The subscriber's subscription: its plan and status, when the paid period ends, the next
 * charge (amount, date, card), a change scheduled for the period's end, a cancellation that
 * takes effect then or a renewal that failed and is retried until its grace date; cancelling
 * (asked first) or resuming it. A business also sees how much of its plan's limits it uses.
 */
export function CurrentSubscription({ actor, overview }: CurrentSubscriptionProps) {
  const { locale } = useIntl();
  const headingId = useId();
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const confirming = useSelector(actor, (s) => s.matches({ ready: "confirmingCancel" }));
  const subscription = overview.subscription;
  const running = changeableSubscription(overview);
  const date = (value: string) => <time dateTime={value}>{formatDate(value, locale)}</time>;
  const plan = subscription ? <bdi>{subscription.plan.name}</bdi> : null;

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="subscription.current.title" />
      </h2>
      {!subscription ? (
        <p>
          <FormattedMessage id="subscription.current.none" />
        </p>
      ) : !running ? (
        <p>
          <FormattedMessage
            id="subscription.current.ended"
            values={{ plan, date: date(subscription.current_period_end) }}
          />
        </p>
      ) : (
        <>
          <Facts subscription={running} date={date} />
          {running.pending_change && (
            <p>
              <FormattedMessage
                id="subscription.current.scheduled"
                values={{
                  plan: <bdi>{running.pending_change.plan_name}</bdi>,
                  period: running.pending_change.period,
                  date: date(running.current_period_end),
                }}
              />
            </p>
          )}
          {running.cancel_at_period_end && (
            <p>
              <FormattedMessage
                id="subscription.current.canceledAtEnd"
                values={{ date: date(running.current_period_end) }}
              />
            </p>
          )}
          {running.status === "past_due" && running.grace_until && (
            <Warning>
              <FormattedMessage
                id="subscription.current.pastDue"
                values={{ date: date(running.grace_until) }}
              />
            </Warning>
          )}
        </>
      )}
      {overview.usage && (
        <Usage>
          <li>
            <PlanUsage kind="active_offerings" usage={overview.usage} limits={overview.limits} />
          </li>
          <li>
            <PlanUsage
              kind="flash_sales_per_month"
              usage={overview.usage}
              limits={overview.limits}
            />
          </li>
        </Usage>
      )}
      {running && (
        <Actions>
          {running.cancel_at_period_end ? (
            <Button
              type="button"
              disabled={busy}
              onClick={() => actor.send({ type: "subscription.resume" })}
            >
              <FormattedMessage id="subscription.current.resume" />
            </Button>
          ) : (
            <Button
              type="button"
              $tone="plain"
              disabled={busy}
              onClick={() => actor.send({ type: "subscription.cancel" })}
            >
              <FormattedMessage id="subscription.current.cancel" />
            </Button>
          )}
        </Actions>
      )}
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={<FormattedMessage id="subscription.cancelDialog.title" />}
        message={
          <FormattedMessage
            id="subscription.cancelDialog.message"
            values={{ plan, date: running ? formatDate(running.current_period_end, locale) : "" }}
          />
        }
        okLabel={<FormattedMessage id="subscription.cancelDialog.ok" />}
        cancelLabel={<FormattedMessage id="subscription.cancelDialog.keep" />}
        onConfirm={() => actor.send({ type: "subscription.cancelConfirm" })}
        onCancel={() => actor.send({ type: "subscription.cancelAbort" })}
      />
    </Section>
  );
}

/** The running subscription's plan, status, period and what comes next. */
function Facts({
  subscription,
  date,
}: {
  subscription: Subscription;
  date: (value: string) => ReactNode;
}) {
  const { locale } = useIntl();
  const next = subscription.next_charge;
  return (
    <List>
      <dt>
        <FormattedMessage id="subscription.current.plan" />
      </dt>
      <dd>
        {subscription.plan.free ? (
          // The free month is not paid at all, monthly or otherwise.
          <bdi>{subscription.plan.name}</bdi>
        ) : (
          <FormattedMessage
            id="subscription.current.planValue"
            values={{ plan: <bdi>{subscription.plan.name}</bdi>, period: subscription.period }}
          />
        )}
      </dd>
      <dt>
        <FormattedMessage id="subscription.current.status" />
      </dt>
      <dd>
        <FormattedMessage id={`subscription.current.statuses.${subscription.status}`} />
      </dd>
      <dt>
        <FormattedMessage id="subscription.current.periodEnd" />
      </dt>
      <dd>{date(subscription.current_period_end)}</dd>
      {next && (
        <>
          <dt>
            <FormattedMessage id="subscription.current.nextCharge" />
          </dt>
          <dd>
            <FormattedMessage
              id="subscription.current.nextChargeValue"
              values={{
                amount: formatTiyin(next.price.amount, locale),
                shown: formatMoney(
                  next.price.display.amount,
                  next.price.display.currency,
                  next.price.display.currency,
                  [],
                  locale,
                ),
                date: date(next.at),
              }}
            />
          </dd>
        </>
      )}
      {subscription.card && (
        <>
          <dt>
            <FormattedMessage id="subscription.current.card" />
          </dt>
          <dd>
            <bdi dir="ltr">{maskCard(subscription.card.masked, locale)}</bdi>
          </dd>
        </>
      )}
    </List>
  );
}

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: clamp(1rem, 4vw, 1.5rem);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  h2 { margin: 0; font-size: 1.2rem; }
  p { margin: 0; }
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.35rem 1.5rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Warning = styled.p`
  padding: 0.6rem 0.9rem;
  border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.background};
`;

const Usage = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding-inline-start: 1.2rem;
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
