import { useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import type { ActorRefFrom } from "xstate";
import { checkoutAmount, type checkoutMachine } from "../../../machines/checkout.machine";
import { planPrice } from "../../../machines/plans";
import type { Subscription } from "../../../sdk";
import { Button } from "../../components/Button";
import { Dialog, DialogActions } from "../../components/Dialog";
import { ErrorText } from "../../components/ErrorText";
import { maskCard } from "../../lib/format/card";
import { formatDate } from "../../lib/format/date-time";
import { formatMoney, formatTiyin } from "../../lib/i18n/money";

interface CheckoutDialogProps {
  actor: ActorRefFrom<typeof checkoutMachine>;
  /** The subscription a change moves from. */
  current: Subscription | null;
  /** This attempt follows one the server refused for a changed price. */
  repriced: boolean;
}

/**
 * Paying for the chosen plan: the amount as it will be charged (in sum, with the display
 * currency's), when (now, or at the paid period's end for a change between paid plans), the
 * card to charge (the default first; none for the free plan, a way to add one when there is
 * none), then the payment itself. An answer that never came is asked about again with the
 * same payment ("Check again"), which is never charged twice.
 */
export function CheckoutDialog({ actor, current, repriced }: CheckoutDialogProps) {
  const { locale } = useIntl();
  const cardsId = useId();
  const context = useSelector(actor, (s) => s.context);
  const paying = useSelector(actor, (s) => s.hasTag("busy"));
  const uncertain = useSelector(actor, (s) => s.matches("uncertain"));
  const { plan, period, cards, cardId, error } = context;
  const amount = formatTiyin(checkoutAmount(context), locale);
  const display = planPrice(plan, period)?.display;
  const change = current !== null;
  // From the free plan a change is charged now; between paid plans at the period's end.
  const later = change && !current.plan.free;
  // The plan and period there are now, a change to another scheduled: choosing it drops that.
  const keeping = change && current.plan.code === plan.code && current.period === period;
  const close = () => actor.send({ type: "checkout.close" });

  return (
    <Dialog
      open
      title={
        <FormattedMessage
          id={`subscription.checkout.${keeping ? "keepTitle" : change ? "changeTitle" : "subscribeTitle"}`}
          values={{ plan: <bdi>{plan.name}</bdi> }}
        />
      }
      onClose={close}
    >
      <Body aria-busy={paying}>
        {repriced && (
          <Notice role="status">
            <FormattedMessage id="subscription.checkout.repriced" />
          </Notice>
        )}
        <p>
          <FormattedMessage id={`subscription.checkout.period.${period}`} />
        </p>
        {plan.free ? (
          <p>
            <FormattedMessage id="subscription.checkout.free" />
          </p>
        ) : (
          <>
            <Amount>
              {later ? (
                <FormattedMessage
                  id={`subscription.checkout.${keeping ? "keep" : "chargeLater"}`}
                  values={{
                    amount: <strong>{amount}</strong>,
                    date: formatDate(current.current_period_end, locale),
                  }}
                />
              ) : (
                <FormattedMessage
                  id="subscription.checkout.chargeNow"
                  values={{ amount: <strong>{amount}</strong> }}
                />
              )}
            </Amount>
            {display && display.currency !== "UZS" && (
              <Muted>
                <FormattedMessage
                  id="subscription.checkout.shownIn"
                  values={{
                    price: formatMoney(
                      display.amount,
                      display.currency,
                      display.currency,
                      [],
                      locale,
                    ),
                  }}
                />
              </Muted>
            )}
            {cards.length === 0 ? (
              <p>
                <FormattedMessage id="subscription.checkout.noCards" />{" "}
                <Link href="/payment-cards">
                  <FormattedMessage id="subscription.checkout.addCard" />
                </Link>
              </p>
            ) : (
              <Cards aria-labelledby={cardsId}>
                <legend id={cardsId}>
                  <FormattedMessage id="subscription.checkout.card" />
                </legend>
                {cards.map((card) => (
                  <label key={card.id}>
                    <input
                      type="radio"
                      name="card"
                      value={card.id}
                      checked={cardId === card.id}
                      disabled={paying || uncertain}
                      onChange={() => actor.send({ type: "checkout.card", id: card.id })}
                    />
                    <bdi dir="ltr">{maskCard(`${card.first4}${card.last4}`, locale)}</bdi>
                    {card.is_default && (
                      <Muted as="span">
                        <FormattedMessage id="paymentCards.default" />
                      </Muted>
                    )}
                  </label>
                ))}
              </Cards>
            )}
          </>
        )}
        {error && <ErrorText code={error} />}
        {uncertain && (
          <p>
            <FormattedMessage id="subscription.checkout.uncertain" />
          </p>
        )}
      </Body>
      <DialogActions>
        <Button type="button" $tone="plain" disabled={paying} onClick={close}>
          <FormattedMessage id="subscription.checkout.close" />
        </Button>
        {uncertain ? (
          <Button type="button" onClick={() => actor.send({ type: "checkout.retry" })}>
            <FormattedMessage id="subscription.checkout.checkAgain" />
          </Button>
        ) : (
          <Button
            type="button"
            disabled={paying}
            aria-busy={paying}
            onClick={() => actor.send({ type: "checkout.pay" })}
          >
            {paying ? (
              <FormattedMessage id="subscription.checkout.paying" />
            ) : plan.free ? (
              <FormattedMessage id="subscription.actions.startFree" />
            ) : keeping ? (
              <FormattedMessage id="subscription.actions.keep" />
            ) : later ? (
              <FormattedMessage id="subscription.checkout.confirmChange" />
            ) : (
              <FormattedMessage id="subscription.checkout.pay" values={{ amount }} />
            )}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

const Body = styled.div`
  display: grid;
  gap: 0.75rem;
  p { margin: 0; }
`;

const Notice = styled.p`
  padding: 0.6rem 0.9rem;
  border-inline-start: 4px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.background};
`;

const Amount = styled.p`
  font-size: 1.05rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

const Cards = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  legend { padding-inline: 0.25rem; font-weight: 600; }
  label {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    min-block-size: 44px;
    cursor: pointer;
  }
  bdi { white-space: nowrap; font-variant-numeric: tabular-nums; }
`;
