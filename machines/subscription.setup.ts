import type {
  BillingPeriod,
  PaymentCard,
  Plan,
  PlanAudience,
  Subscription,
  SubscriptionOverview,
} from "../sdk";
import type { CheckoutInput } from "./checkout.machine";
import type { FailureCode } from "./request-failure";

/** The subscription machine's data and events, and what it reads from its overview. */

export interface SubscriptionInput {
  audience: PlanAudience;
  /** A signed-in person of the page's audience, who may subscribe. */
  subscriber: boolean;
}

/** What a page needs: the plans, and a subscriber's overview and cards. */
export interface SubscriptionData {
  plans: Plan[];
  overview: SubscriptionOverview | null;
  cards: PaymentCard[];
}

/** What the page last said was done, until the next action. */
export type SubscriptionDone = "paid" | "canceled" | "resumed";

export interface SubscriptionContext extends SubscriptionInput, SubscriptionData {
  choice: { code: string; period: BillingPeriod } | null;
  error: FailureCode | null;
  /** The last attempt ended on a changed price: the new one says so. */
  repriced: boolean;
  done: SubscriptionDone | null;
  /** What `changing` does to the subscription. */
  change: SubscriptionChange["change"];
}

/** A cancellation at the period's end, or its undoing, of the subscription `id`. */
export interface SubscriptionChange {
  id: string;
  change: "cancel" | "resume";
}

export type SubscriptionEvent =
  | { type: "subscription.retry" }
  | { type: "subscription.choose"; code: string; period: BillingPeriod }
  | { type: "subscription.cancel" }
  | { type: "subscription.cancelConfirm" }
  | { type: "subscription.cancelAbort" }
  | { type: "subscription.resume" };

/** The subscription a change would move from: one still running (paid up or in grace). */
export function changeableSubscription(overview: SubscriptionOverview | null): Subscription | null {
  const subscription = overview?.subscription ?? null;
  return subscription && (subscription.status === "active" || subscription.status === "past_due")
    ? subscription
    : null;
}

export function checkoutInput(context: SubscriptionContext): CheckoutInput {
  const plan = context.plans.find((candidate) => candidate.code === context.choice?.code);
  return {
    audience: context.audience,
    plan: plan as Plan,
    period: context.choice?.period ?? "month",
    cards: context.cards.filter((card) => !card.expired),
    subscriptionId: changeableSubscription(context.overview)?.id ?? null,
  };
}

export const withSubscription = (context: SubscriptionContext, subscription: Subscription) =>
  context.overview ? { ...context.overview, subscription } : context.overview;

/**
 * What choosing a plan for a period would do for a subscriber: subscribe (or start the free
 * month), change the subscription to it, keep it (their plan and period now, with a change to
 * another scheduled: choosing it again drops that change), nothing (their plan and period),
 * or be refused (a free month already used: it is once, and never a change). The page's
 * buttons and the machine's guards both read it.
 */
export type PlanChoice = "subscribe" | "startFree" | "change" | "keep" | "current" | "freeUsed";

export function planChoice(
  overview: SubscriptionOverview | null,
  plan: Plan,
  period: BillingPeriod,
): PlanChoice {
  const current = changeableSubscription(overview);
  if (current?.plan.code === plan.code && current.period === period) {
    return current.pending_change ? "keep" : "current";
  }
  if (plan.free && (current || overview?.free_plan_used)) return "freeUsed";
  if (current) return "change";
  return plan.free ? "startFree" : "subscribe";
}
