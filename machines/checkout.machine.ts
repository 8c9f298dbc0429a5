import { assign, fromPromise, setup } from "xstate";
import type {
  BillingPeriod,
  PaymentCard,
  Plan,
  PlanAudience,
  Subscription,
  SubscriptionRequest,
} from "../sdk";
import { planPrice } from "./plans";
import { type FailureCode, failureCode, RequestFailure } from "./request-failure";

/**
 * Paying for a plan: subscribing to it, or changing a subscription to it. One machine per
 * attempt, started when the person chooses the plan. Read top to bottom:
 * - `choosing`: the card (the default one preselected; none for the free plan) and the amount,
 *   the plan's price in tiyin as shown. `checkout.pay` → `paying`, or stays with
 *   `card_required` when a paid plan has no card to charge.
 * - `paying`: the request, with the attempt's `Idempotency-Key`. The key is made once, when the
 *   attempt starts (`key`), and sent again with every retry of the same payment, so the server
 *   never charges it twice: a double click is one request (`checkout.pay` means nothing here).
 * - `uncertain`: no answer says what happened (a network failure, a 5xx,
 *   `payment_provider_unavailable`, `STPIMS-ERR-065` in process, `STPIMS-ERR-066` still at the
 *   processor). `checkout.retry` asks again with the same key: the server answers the
 *   payment's outcome, charging at most once.
 * - `refused`: the server said no and charged nothing (a processor's `STPIMS-ERR-nnn`,
 *   `card_required`, `free_plan_already_used`, `subscription_active_user`…). Its answer is kept
 *   under the key, so paying again is a new attempt with a new key.
 * - `paid` (the subscription as it now is) and `repriced` (`amount_mismatch`: the price
 *   changed, nothing was charged; the plans are read again and a new attempt shows the new
 *   amount) end the machine, as `checkout.close` does from anywhere but `paying` (`closed`:
 *   a request on its way is never abandoned, and its key with it).
 */

export interface CheckoutInput {
  audience: PlanAudience;
  plan: Plan;
  period: BillingPeriod;
  /** The cards that can be charged (not expired), the default first. */
  cards: PaymentCard[];
  /** The subscription a change moves from; null to subscribe. */
  subscriptionId: string | null;
}

export type CheckoutOutput =
  | { outcome: "paid"; subscription: Subscription }
  | { outcome: "repriced" }
  | { outcome: "closed" };

export interface CheckoutContext extends CheckoutInput {
  /** The attempt's Idempotency-Key (a UUID), the same for every retry of it. */
  key: string;
  cardId: string | null;
  error: FailureCode | null;
  /** How the machine ended, once it has. */
  outcome: CheckoutOutput | null;
}

export type CheckoutEvent =
  | { type: "checkout.card"; id: string }
  | { type: "checkout.pay" }
  | { type: "checkout.retry" }
  | { type: "checkout.close" };

/** One payment as it is sent: the same key and body for each of its retries. */
export interface CheckoutPayment {
  key: string;
  audience: PlanAudience;
  subscriptionId: string | null;
  body: SubscriptionRequest;
}

/** The amount the person agreed to: the plan's price for the period, in tiyin. */
export function checkoutAmount({ plan, period }: Pick<CheckoutInput, "plan" | "period">): number {
  return planPrice(plan, period)?.amount ?? 0;
}

/** The request of an attempt: the card left out for the free plan, which charges nothing. */
export function checkoutPayment(context: CheckoutContext): CheckoutPayment {
  const { plan, period, cardId } = context;
  const body: SubscriptionRequest = { plan: plan.code, period, amount: checkoutAmount(context) };
  return {
    key: context.key,
    audience: context.audience,
    subscriptionId: context.subscriptionId,
    body: plan.free || !cardId ? body : { ...body, card_id: cardId },
  };
}

// Answers that do not say whether the card was charged: only the same key may ask again.
const UNCERTAIN: ReadonlySet<FailureCode> = new Set<FailureCode>([
  "network_error",
  "payment_provider_unavailable",
  "STPIMS-ERR-065",
  "STPIMS-ERR-066",
]);

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    output: {} as CheckoutOutput,
    tags: {} as "busy",
  },
  actors: {
    pay: fromPromise<Subscription, CheckoutPayment>(() => {
      throw new Error('checkout: the "pay" implementation must be provided');
    }),
  },
  actions: {
    // A new attempt: the last one's answer is final, so its key would only repeat it.
    newAttempt: assign({ key: () => crypto.randomUUID(), error: null }),
    chooseCard: assign({ cardId: (_, params: { id: string }) => params.id, error: null }),
    close: assign({ outcome: { outcome: "closed" } as CheckoutOutput }),
  },
  guards: {
    lacksCard: ({ context }) => !context.plan.free && context.cardId === null,
    isUncertain: (_, params: { error: unknown }) =>
      UNCERTAIN.has(failureCode(params.error)) ||
      (params.error instanceof RequestFailure && (params.error.status ?? 0) >= 500),
    isRepriced: (_, params: { error: unknown }) => failureCode(params.error) === "amount_mismatch",
  },
}).createMachine({
  id: "checkout",
  context: ({ input }) => ({
    ...input,
    key: crypto.randomUUID(),
    cardId: input.plan.free ? null : (input.cards[0]?.id ?? null),
    error: null,
    outcome: null,
  }),
  initial: "choosing",
  states: {
    choosing: {
      on: {
        "checkout.card": {
          actions: { type: "chooseCard", params: ({ event }) => ({ id: event.id }) },
        },
        "checkout.pay": [
          { guard: "lacksCard", actions: assign({ error: "card_required" }) },
          { target: "paying", actions: assign({ error: null }) },
        ],
        "checkout.close": { target: "closed", actions: "close" },
      },
    },
    paying: {
      tags: ["busy"],
      invoke: {
        id: "pay",
        src: "pay",
        input: ({ context }) => checkoutPayment(context),
        onDone: {
          target: "paid",
          actions: assign({
            outcome: ({ event }) => ({ outcome: "paid", subscription: event.output }),
          }),
        },
        onError: [
          {
            guard: { type: "isUncertain", params: ({ event }) => ({ error: event.error }) },
            target: "uncertain",
            actions: assign({ error: ({ event }) => failureCode(event.error) }),
          },
          {
            guard: { type: "isRepriced", params: ({ event }) => ({ error: event.error }) },
            target: "repriced",
            actions: assign({ outcome: { outcome: "repriced" } as CheckoutOutput }),
          },
          {
            target: "refused",
            actions: assign({ error: ({ event }) => failureCode(event.error) }),
          },
        ],
      },
    },
    uncertain: {
      on: {
        "checkout.retry": { target: "paying" },
        "checkout.close": { target: "closed", actions: "close" },
      },
    },
    refused: {
      on: {
        "checkout.card": {
          actions: { type: "chooseCard", params: ({ event }) => ({ id: event.id }) },
        },
        "checkout.pay": [
          { guard: "lacksCard", actions: assign({ error: "card_required" }) },
          { target: "paying", actions: "newAttempt" },
        ],
        "checkout.close": { target: "closed", actions: "close" },
      },
    },
    paid: { type: "final" },
    repriced: { type: "final" },
    closed: { type: "final" },
  },
  // Each final state is entered with its outcome assigned.
  output: ({ context }) => context.outcome as CheckoutOutput,
});
