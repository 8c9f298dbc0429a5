import { assign, fromPromise, setup } from "xstate";
import type { BillingPeriod, Plan, Subscription } from "../sdk";
import { checkoutMachine } from "./checkout.machine";
import { failureCode } from "./request-failure";
import {
  changeableSubscription,
  checkoutInput,
  type PlanChoice,
  planChoice,
  type SubscriptionChange,
  type SubscriptionContext,
  type SubscriptionData,
  type SubscriptionEvent,
  type SubscriptionInput,
  withSubscription,
} from "./subscription.setup";

export type {
  PlanChoice,
  SubscriptionChange,
  SubscriptionData,
  SubscriptionDone,
  SubscriptionInput,
} from "./subscription.setup";
export { changeableSubscription, planChoice } from "./subscription.setup";

/**
 * A plan page (/subscription for individuals, /business-subscription for businesses). Read top
 * to bottom:
 * - `loading`: the audience's plans, and for a subscriber (a signed-in person of that
 *   audience) their subscription overview and the cards they could pay with → `ready`, or
 *   `failed` with a retry. A visitor's page has the plans alone.
 * - `ready.idle`: `subscription.choose` a plan and period starts paying for it (`checkout`, the
 *   checkout machine as a child: a subscription, or a change of the current one). The free
 *   plan once used (`free_plan_already_used`) and the plan and period the person has now
 *   (`plan_unchanged`) are refused here, nothing sent (`planChoice`). Paid or
 *   closed → the overview is read again (`refreshing`: the usage, the next charge, or a
 *   payment that went through after its answer was lost); `amount_mismatch` → the plans are
 *   read again (`repricing`) and a new attempt shows the new price.
 * - `subscription.cancel` asks first (`confirmingCancel`), `subscription.resume` does not;
 *   either is `changing` the subscription, which answers it as it now is.
 */

const mustBeProvided = (name: string) => () => {
  throw new Error(`subscription: the "${name}" implementation must be provided`);
};

type Choice = { code: string; period: BillingPeriod };

/** What choosing a plan of the page would do (null for a plan the page does not have). */
function choiceOf(context: SubscriptionContext, { code, period }: Choice): PlanChoice | null {
  const plan = context.plans.find((candidate) => candidate.code === code);
  return plan ? planChoice(context.overview, plan, period) : null;
}

export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
    input: {} as SubscriptionInput,
    tags: {} as "busy",
    children: {} as {
      load: "load";
      loadPlans: "loadPlans";
      change: "change";
      checkout: "checkout";
    },
  },
  actors: {
    load: fromPromise<SubscriptionData, SubscriptionInput>(mustBeProvided("load")),
    loadPlans: fromPromise<Plan[], SubscriptionInput>(mustBeProvided("loadPlans")),
    change: fromPromise<Subscription, SubscriptionChange>(mustBeProvided("change")),
    checkout: checkoutMachine,
  },
  actions: {
    refused: assign((_, params: { error: unknown }) => ({ error: failureCode(params.error) })),
  },
  guards: {
    isRefusedChoice: ({ context }, params: Choice & { choice: PlanChoice }) =>
      choiceOf(context, params) === params.choice,
    isOpenChoice: ({ context }, params: Choice) => {
      const choice = choiceOf(context, params);
      return context.subscriber && choice !== null && choice !== "current" && choice !== "freeUsed";
    },
    hasSubscription: ({ context }) => changeableSubscription(context.overview) !== null,
  },
}).createMachine({
  id: "subscription",
  context: ({ input }) => ({
    ...input,
    plans: [],
    overview: null,
    cards: [],
    choice: null,
    error: null,
    repriced: false,
    done: null,
    change: "cancel",
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ audience: context.audience, subscriber: context.subscriber }),
        onDone: {
          target: "ready",
          actions: assign(({ event }) => ({ ...event.output, error: null })),
        },
        onError: {
          target: "failed",
          actions: { type: "refused", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { "subscription.retry": { target: "loading" } } },
    ready: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "subscription.choose": [
              {
                guard: {
                  type: "isRefusedChoice",
                  params: ({ event }) => ({ ...event, choice: "freeUsed" as const }),
                },
                actions: assign({ error: "free_plan_already_used", done: null }),
              },
              {
                guard: {
                  type: "isRefusedChoice",
                  params: ({ event }) => ({ ...event, choice: "current" as const }),
                },
                actions: assign({ error: "plan_unchanged", done: null }),
              },
              {
                guard: { type: "isOpenChoice", params: ({ event }) => event },
                target: "checkout",
                actions: assign(({ event }) => ({
                  choice: { code: event.code, period: event.period },
                  error: null,
                  repriced: false,
                  done: null,
                })),
              },
            ],
            "subscription.cancel": {
              guard: "hasSubscription",
              target: "confirmingCancel",
              actions: assign({ error: null, done: null }),
            },
            "subscription.resume": {
              guard: "hasSubscription",
              target: "changing",
              actions: assign({ error: null, done: null, change: "resume" as const }),
            },
          },
        },
        checkout: {
          invoke: {
            id: "checkout",
            src: "checkout",
            input: ({ context }) => checkoutInput(context),
            onDone: [
              {
                guard: ({ event }) => event.output.outcome === "repriced",
                target: "repricing",
              },
              {
                guard: ({ event }) => event.output.outcome === "paid",
                target: "refreshing",
                actions: assign({ done: "paid", choice: null }),
              },
              // Closed: a payment whose answer never came may have gone through after all.
              { target: "refreshing", actions: assign({ choice: null }) },
            ],
          },
        },
        repricing: {
          tags: ["busy"],
          invoke: {
            id: "loadPlans",
            src: "loadPlans",
            input: ({ context }) => ({
              audience: context.audience,
              subscriber: context.subscriber,
            }),
            onDone: {
              target: "checkout",
              actions: assign({ plans: ({ event }) => event.output, repriced: true }),
            },
            onError: {
              target: "idle",
              actions: { type: "refused", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        refreshing: {
          tags: ["busy"],
          invoke: {
            id: "load",
            src: "load",
            input: ({ context }) => ({
              audience: context.audience,
              subscriber: context.subscriber,
            }),
            onDone: { target: "idle", actions: assign(({ event }) => event.output) },
            onError: {
              target: "idle",
              actions: { type: "refused", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        confirmingCancel: {
          on: {
            "subscription.cancelConfirm": {
              target: "changing",
              actions: assign({ change: "cancel" as const }),
            },
            "subscription.cancelAbort": { target: "idle" },
          },
        },
        changing: {
          tags: ["busy"],
          invoke: {
            id: "change",
            src: "change",
            input: ({ context }) => ({
              id: changeableSubscription(context.overview)?.id ?? "",
              change: context.change,
            }),
            onDone: {
              target: "idle",
              actions: assign(({ context, event }) => ({
                overview: withSubscription(context, event.output),
                done: context.change === "cancel" ? "canceled" : "resumed",
              })),
            },
            onError: {
              target: "idle",
              actions: { type: "refused", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
