import { useSelector } from "@xstate/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link, useLocation } from "wouter";
import { signInPath } from "../../../machines/next-path";
import { yearlySaving } from "../../../machines/plans";
import { changeableSubscription, planChoice } from "../../../machines/subscription.machine";
import type { BillingPeriod, Lang, Plan, PlanAudience } from "../../../sdk";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { ErrorText } from "../../components/ErrorText";
import type { DisplayCurrency } from "../../lib/display-currency";
import { CheckoutDialog } from "./CheckoutDialog";
import { CurrentSubscription } from "./CurrentSubscription";
import { PeriodSwitch } from "./PeriodSwitch";
import { PlanCard, type PlanOffer } from "./PlanCard";
import { useSubscription } from "./use-subscription";

const OTHER_PAGE: Record<PlanAudience, string> = {
  user: "/business-subscription",
  business: "/subscription",
};

interface PlansViewProps {
  audience: PlanAudience;
  subscriber: boolean;
  visitor: boolean;
  currency: DisplayCurrency;
  lang: Lang;
}

/**
 * The plans side by side for the period chosen (monthly or yearly), and for a subscriber their
 * subscription above them; each plan says what choosing it does for this person: sign in,
 * subscribe, change to it, or nothing (their plan now, or a free month already used).
 */
export function PlansView({ audience, subscriber, visitor, currency, lang }: PlansViewProps) {
  const actor = useSubscription({ audience, subscriber, currency, lang });
  const [path] = useLocation();
  const [period, setPeriod] = useState<BillingPeriod>("month");
  const plans = useSelector(actor, (s) => s.context.plans);
  const overview = useSelector(actor, (s) => s.context.overview);
  const loaded = useSelector(actor, (s) => s.matches("ready"));
  const loadError = useSelector(actor, (s) => (s.matches("failed") ? s.context.error : null));
  const error = useSelector(actor, (s) => (s.matches("ready") ? s.context.error : null));
  const done = useSelector(actor, (s) => s.context.done);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const checkout = useSelector(actor, (s) => s.children.checkout);
  const repriced = useSelector(actor, (s) => s.context.repriced);

  if (loadError) {
    return (
      <LoadFailed code={loadError} onRetry={() => actor.send({ type: "subscription.retry" })} />
    );
  }
  if (!loaded) {
    return (
      <p role="status">
        <FormattedMessage id="common.loading" />
      </p>
    );
  }
  const current = changeableSubscription(overview);
  const bestSaving = Math.max(0, ...plans.map((plan) => yearlySaving(plan)?.percent ?? 0));
  const offerOf = (plan: Plan, shown: BillingPeriod): PlanOffer => {
    if (visitor) return { kind: "signIn", href: signInPath(path) };
    if (!subscriber) return { kind: "none" };
    return { kind: planChoice(overview, plan, shown) };
  };

  return (
    <>
      {subscriber && overview && <CurrentSubscription actor={actor} overview={overview} />}
      {!visitor && !subscriber && (
        <Note>
          <FormattedMessage id={`subscription.otherAudience.${audience}`} />{" "}
          <Link href={OTHER_PAGE[audience]}>
            <FormattedMessage id={`subscription.otherLink.${audience}`} />
          </Link>
        </Note>
      )}
      <Status role="status">{done && <FormattedMessage id={`subscription.done.${done}`} />}</Status>
      {error && !checkout && <ErrorText code={error} />}
      <PeriodSwitch period={period} bestSaving={bestSaving} onChange={setPeriod} />
      <Plans aria-busy={busy}>
        {plans.map((plan) => {
          // A plan not sold yearly (the free month) keeps its monthly price in the yearly view.
          const shown = plan.prices[period] ? period : "month";
          return (
            <PlanCard
              key={plan.code}
              plan={plan}
              period={shown}
              offer={offerOf(plan, shown)}
              disabled={busy}
              onChoose={() =>
                actor.send({ type: "subscription.choose", code: plan.code, period: shown })
              }
            />
          );
        })}
      </Plans>
      {checkout && <CheckoutDialog actor={checkout} current={current} repriced={repriced} />}
    </>
  );
}

const Plans = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
`;

const Status = styled.p`
  margin: 0;
  font-weight: 600;
`;
