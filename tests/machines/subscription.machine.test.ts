import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  type CheckoutInput,
  type CheckoutPayment,
  checkoutMachine,
} from "../../machines/checkout.machine";
import { RequestFailure } from "../../machines/request-failure";
import {
  type SubscriptionChange,
  type SubscriptionData,
  type SubscriptionInput,
  subscriptionMachine,
} from "../../machines/subscription.machine";
import type { Plan, Subscription } from "../../sdk";
import {
  card,
  freePlan,
  noSubscription,
  plusPlan,
  SUBSCRIPTION_ID,
  subscription,
} from "./payments-fixtures";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const attempt: CheckoutInput = {
  audience: "user",
  plan: plusPlan,
  period: "month",
  cards: [card],
  subscriptionId: null,
};

/** A checkout whose payments answer `answers` in turn (an Error is thrown), recording each. */
function checkout(answers: Array<Subscription | Error>, input: CheckoutInput = attempt) {
  const sent: CheckoutPayment[] = [];
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        pay: fromPromise<Subscription, CheckoutPayment>(async ({ input: payment }) => {
          sent.push(payment);
          const answer = answers[sent.length - 1] ?? subscription;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
    { input },
  ).start();
  return { actor, sent };
}

describe("paying for a plan", () => {
  it("sends the plan's price in tiyin with the default card and one key per attempt", async () => {
    const { actor, sent } = checkout([subscription]);
    const { key } = actor.getSnapshot().context;
    expect(key).toMatch(UUID);
    actor.send({ type: "checkout.pay" });
    // A double click: the second press finds the payment on its way and sends nothing.
    actor.send({ type: "checkout.pay" });
    await waitFor(actor, (s) => s.status === "done");
    expect(sent).toEqual([
      {
        key,
        audience: "user",
        subscriptionId: null,
        body: { plan: "user-plus", period: "month", amount: 4_900_000, card_id: card.id },
      },
    ]);
    expect(actor.getSnapshot().output).toEqual({ outcome: "paid", subscription });
  });

  it("keeps the key across retries of a payment whose outcome is unknown", async () => {
    const { actor, sent } = checkout([
      new TypeError("Failed to fetch"),
      new RequestFailure("STPIMS-ERR-065", 409),
      new RequestFailure("payment_provider_unavailable", 503),
      new RequestFailure("STPIMS-ERR-066", 409),
      subscription,
    ]);
    actor.send({ type: "checkout.pay" });
    const unknown = [
      "network_error",
      "STPIMS-ERR-065",
      "payment_provider_unavailable",
      "STPIMS-ERR-066",
    ];
    for (const code of unknown) {
      await waitFor(actor, (s) => s.matches("uncertain"));
      expect(actor.getSnapshot().context.error).toBe(code);
      // Nothing but asking again (or closing): not another card, not a new payment.
      expect(actor.getSnapshot().can({ type: "checkout.pay" })).toBe(false);
      expect(actor.getSnapshot().can({ type: "checkout.card", id: card.id })).toBe(false);
      actor.send({ type: "checkout.retry" });
    }
    await waitFor(actor, (s) => s.status === "done");
    expect(sent).toHaveLength(5);
    expect(new Set(sent.map((payment) => payment.key)).size).toBe(1);
  });

  it("makes a new key for a new attempt after a refusal, and for a new checkout", async () => {
    const { actor, sent } = checkout([new RequestFailure("STPIMS-ERR-057", 402), subscription]);
    actor.send({ type: "checkout.pay" });
    await waitFor(actor, (s) => s.matches("refused"));
    expect(actor.getSnapshot().context.error).toBe("STPIMS-ERR-057");
    actor.send({ type: "checkout.pay" });
    await waitFor(actor, (s) => s.status === "done");
    expect(sent[0]?.key).toMatch(UUID);
    expect(sent[1]?.key).toMatch(UUID);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);

    const again = checkout([subscription]);
    expect(again.actor.getSnapshot().context.key).not.toBe(sent[0]?.key);
    expect(again.actor.getSnapshot().context.key).not.toBe(sent[1]?.key);
  });

  it("asks for a card for a paid plan, and sends the free plan without one", async () => {
    const noCard = checkout([], { ...attempt, cards: [] });
    noCard.actor.send({ type: "checkout.pay" });
    expect(noCard.actor.getSnapshot().context.error).toBe("card_required");
    expect(noCard.sent).toEqual([]);

    const free = checkout([subscription], { ...attempt, plan: freePlan, cards: [card] });
    free.actor.send({ type: "checkout.pay" });
    await waitFor(free.actor, (s) => s.status === "done");
    expect(free.sent[0]?.body).toEqual({ plan: "user-free", period: "month", amount: 0 });
  });

  it("ends on a changed price, and cannot be closed while a payment is on its way", async () => {
    const { actor } = checkout([new RequestFailure("amount_mismatch", 409)]);
    actor.send({ type: "checkout.pay" });
    expect(actor.getSnapshot().can({ type: "checkout.close" })).toBe(false);
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().output).toEqual({ outcome: "repriced" });
  });
});

interface PageFakes {
  data?: () => SubscriptionData;
  plans?: () => Plan[];
  pay?: (payment: CheckoutPayment) => Promise<Subscription>;
}

function page(fakes: PageFakes = {}) {
  const calls = {
    pay: vi.fn<(payment: CheckoutPayment) => void>(),
    change: vi.fn<(change: SubscriptionChange) => void>(),
  };
  const data =
    fakes.data ??
    (() => ({ plans: [freePlan, plusPlan], overview: noSubscription, cards: [card] }));
  const actor = createActor(
    subscriptionMachine.provide({
      actors: {
        load: fromPromise(async () => data()),
        loadPlans: fromPromise(async () => (fakes.plans ?? (() => data().plans))()),
        change: fromPromise<Subscription, SubscriptionChange>(async ({ input }) => {
          calls.change(input);
          return { ...subscription, cancel_at_period_end: input.change === "cancel" };
        }),
        checkout: checkoutMachine.provide({
          actors: {
            pay: fromPromise<Subscription, CheckoutPayment>(async ({ input }) => {
              calls.pay(input);
              return (fakes.pay ?? (async () => subscription))(input);
            }),
          },
        }),
      },
    }),
    { input: { audience: "user", subscriber: true } },
  ).start();
  return { actor, calls };
}

describe("a plan page", () => {
  it("refuses the free plan once it has been used, sending nothing", async () => {
    const { actor, calls } = page({
      data: () => ({
        plans: [freePlan, plusPlan],
        overview: { ...noSubscription, free_plan_used: true },
        cards: [card],
      }),
    });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    actor.send({ type: "subscription.choose", code: "user-free", period: "month" });
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe("free_plan_already_used");
    expect(actor.getSnapshot().children.checkout).toBeUndefined();
    expect(calls.pay).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the free plan without asking again", async () => {
    const { actor, calls } = page({
      pay: async () => {
        throw new RequestFailure("free_plan_already_used", 409);
      },
    });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    actor.send({ type: "subscription.choose", code: "user-free", period: "month" });
    const checkoutActor = actor.getSnapshot().children.checkout;
    checkoutActor?.send({ type: "checkout.pay" });
    await waitFor(checkoutActor ?? actor, (s) => s.matches("refused"));
    expect(checkoutActor?.getSnapshot().context.error).toBe("free_plan_already_used");
    expect(calls.pay).toHaveBeenCalledTimes(1);
  });

  it("reads the plans again on a changed price and starts a new attempt at the new amount", async () => {
    let repriced = false;
    const newPlus = {
      ...plusPlan,
      prices: { ...plusPlan.prices, month: { ...plusPlan.prices.month, amount: 5_500_000 } },
    };
    const { actor, calls } = page({
      plans: () => [freePlan, newPlus],
      pay: async (payment) => {
        if (!repriced) {
          repriced = true;
          throw new RequestFailure("amount_mismatch", 409);
        }
        expect(payment.body.amount).toBe(5_500_000);
        return subscription;
      },
    });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    actor.send({ type: "subscription.choose", code: "user-plus", period: "month" });
    actor.getSnapshot().children.checkout?.send({ type: "checkout.pay" });
    await waitFor(actor, (s) => s.matches({ ready: "checkout" }) && s.context.repriced);
    actor.getSnapshot().children.checkout?.send({ type: "checkout.pay" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }) && s.context.done === "paid");
    const [first, second] = calls.pay.mock.calls.map(([payment]) => payment);
    expect(first?.body.amount).toBe(4_900_000);
    expect(second?.body.amount).toBe(5_500_000);
    expect(second?.key).not.toBe(first?.key);
  });

  it("changes the running subscription, and cancels it only once confirmed", async () => {
    const { actor, calls } = page({
      data: () => ({
        plans: [freePlan, plusPlan],
        overview: { ...noSubscription, subscription, free_plan_used: true },
        cards: [card],
      }),
    });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    // Its own plan and period: nothing to change.
    actor.send({ type: "subscription.choose", code: "user-plus", period: "month" });
    expect(actor.getSnapshot().context.error).toBe("plan_unchanged");
    actor.send({ type: "subscription.choose", code: "user-plus", period: "year" });
    expect(actor.getSnapshot().children.checkout?.getSnapshot().context.subscriptionId).toBe(
      SUBSCRIPTION_ID,
    );
    actor.getSnapshot().children.checkout?.send({ type: "checkout.close" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));

    actor.send({ type: "subscription.cancel" });
    actor.send({ type: "subscription.cancelAbort" });
    expect(calls.change).not.toHaveBeenCalled();
    actor.send({ type: "subscription.cancel" });
    actor.send({ type: "subscription.cancelConfirm" });
    await waitFor(actor, (s) => s.context.done === "canceled");
    expect(calls.change).toHaveBeenCalledWith({ id: SUBSCRIPTION_ID, change: "cancel" });
    expect(actor.getSnapshot().context.overview?.subscription?.cancel_at_period_end).toBe(true);
  });

  it("keeps the current plan when a change to another is scheduled (choosing it drops the change)", async () => {
    const scheduled = {
      ...subscription,
      pending_change: { plan_code: "user-plus", plan_name: "Plus", period: "year" as const },
    };
    const { actor } = page({
      data: () => ({
        plans: [freePlan, plusPlan],
        overview: { ...noSubscription, subscription: scheduled, free_plan_used: true },
        cards: [card],
      }),
    });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    actor.send({ type: "subscription.choose", code: "user-plus", period: "month" });
    expect(actor.getSnapshot().matches({ ready: "checkout" })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("lets a visitor choose nothing", async () => {
    const actor = createActor(
      subscriptionMachine.provide({
        actors: {
          load: fromPromise<SubscriptionData, SubscriptionInput>(async () => ({
            plans: [plusPlan],
            overview: null,
            cards: [],
          })),
        },
      }),
      { input: { audience: "user", subscriber: false } },
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    actor.send({ type: "subscription.choose", code: "user-plus", period: "month" });
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
  });
});
