import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { planPrice, yearlySaving } from "../../../machines/plans";
import type { PlanChoice } from "../../../machines/subscription.machine";
import type { BillingPeriod, Money, Plan, PlanLimits } from "../../../sdk";
import { Button } from "../../components/Button";
import { formatMoney, formatTiyin } from "../../lib/i18n/money";

/** What the plan's button does for the person looking: sign in first, a choice, or nothing. */
export type PlanOffer = { kind: "signIn"; href: string } | { kind: "none" } | { kind: PlanChoice };

const ACTIONS: Partial<Record<PlanChoice, string>> = {
  subscribe: "subscription.actions.subscribe",
  startFree: "subscription.actions.startFree",
  change: "subscription.actions.change",
  keep: "subscription.actions.keep",
};

interface PlanCardProps {
  plan: Plan;
  period: BillingPeriod;
  offer: PlanOffer;
  disabled: boolean;
  onChoose: () => void;
}

const money = ({ amount, currency }: Money, locale: string) =>
  formatMoney(amount, currency, currency, [], locale);

/**
 * One plan: its name and description, its price for the period in the display currency (and
 * the sum that is charged), what a year saves, what it includes and, for businesses, its
 * limits; then what choosing it does.
 */
export function PlanCard({ plan, period, offer, disabled, onChoose }: PlanCardProps) {
  const { locale, formatMessage } = useIntl();
  const headingId = useId();
  const price = planPrice(plan, period) ?? plan.prices.month;
  const saving = period === "year" ? yearlySaving(plan) : null;
  const current = offer.kind === "current";
  const action = ACTIONS[offer.kind as PlanChoice];
  return (
    <Card aria-labelledby={headingId} $current={current}>
      <h2 id={headingId}>
        <bdi>{plan.name}</bdi>
      </h2>
      {current && (
        <Badge>
          <FormattedMessage id="subscription.plan.current" />
        </Badge>
      )}
      <Description dir="auto">{plan.description}</Description>
      <Price>
        {plan.free ? (
          <>
            <strong>
              <FormattedMessage id="subscription.plan.free" />
            </strong>{" "}
            <FormattedMessage id="subscription.plan.freeFor" />
          </>
        ) : (
          <FormattedMessage
            id={`subscription.plan.per.${period}`}
            values={{ price: <strong>{money(price.display, locale)}</strong> }}
          />
        )}
      </Price>
      {!plan.free && (
        <Small>
          <FormattedMessage
            id="subscription.plan.charged"
            values={{ amount: formatTiyin(price.amount, locale) }}
          />
        </Small>
      )}
      {saving && (
        <Saving>
          <FormattedMessage
            id="subscription.plan.saving"
            values={{
              amount: money({ amount: saving.display, currency: price.display.currency }, locale),
              percent: saving.percent / 100,
            }}
          />
        </Saving>
      )}
      {plan.features.length > 0 && (
        <List aria-label={formatMessage({ id: "subscription.plan.features" })}>
          {plan.features.map((feature) => (
            <li key={feature} dir="auto">
              {feature}
            </li>
          ))}
        </List>
      )}
      {plan.limits && (
        <>
          <h3>
            <FormattedMessage id="subscription.plan.limits" />
          </h3>
          <Limits limits={plan.limits} />
        </>
      )}
      <Choose>
        {offer.kind === "signIn" ? (
          <ActionLink href={offer.href}>
            <FormattedMessage id="subscription.signIn" />
          </ActionLink>
        ) : offer.kind === "freeUsed" ? (
          <Small>
            <FormattedMessage id="subscription.actions.freeUsed" />
          </Small>
        ) : action ? (
          <Button type="button" disabled={disabled} onClick={onChoose}>
            <FormattedMessage id={action} />
          </Button>
        ) : null}
      </Choose>
    </Card>
  );
}

/** A business plan's limits, side by side with the other plans': each a label and a value. */
function Limits({ limits }: { limits: PlanLimits }) {
  const { formatNumber } = useIntl();
  const count = (value: number | null) =>
    value === null ? <FormattedMessage id="subscription.limits.unlimited" /> : formatNumber(value);
  const allowed = (value: boolean) => (
    <FormattedMessage id={value ? "subscription.limits.yes" : "subscription.limits.no"} />
  );
  const rows = [
    ["offerings", count(limits.active_offerings)],
    ["flashSales", count(limits.flash_sales_per_month)],
    ["banners", allowed(limits.banner_access)],
    ["featured", allowed(limits.featured)],
  ] as const;
  return (
    <LimitList>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>
            <FormattedMessage id={`subscription.limits.${label}`} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </LimitList>
  );
}

const Card = styled.li<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1.25rem;
  border: ${({ $current }) => ($current ? "2px" : "1px")} solid
    ${({ theme, $current }) => ($current ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  h2 { margin: 0; font-size: 1.25rem; }
  h3 { margin: 0.4rem 0 0; font-size: 0.95rem; }
`;

const Badge = styled.span`
  align-self: flex-start;
  padding-inline: 0.6rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: 0.8rem;
  font-weight: 700;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Price = styled.p`
  margin: 0;
  strong { font-size: 1.6rem; }
`;

const Small = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Saving = styled.p`
  margin: 0;
  font-weight: 600;
`;

const List = styled.ul`
  display: grid;
  gap: 0.35rem;
  margin: 0;
  padding-inline-start: 1.2rem;
`;

const LimitList = styled.dl`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding-block-end: 0.25rem;
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; font-weight: 600; text-align: end; }
`;

// The button stands at the card's foot, level across the cards of a row.
const Choose = styled.div`
  margin-block-start: auto;
  padding-block-start: 0.5rem;
`;

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: 1.1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;
