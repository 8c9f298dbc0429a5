import type { AppContext } from "../../context";
import { cardHandlers } from "./card-handlers";
import { paymentHandlers } from "./payment-handlers";
import { subscriptionHandlers } from "./subscription-handlers";

/** The contract's `payments` operations: cards, plans and subscriptions, payments. */
export function paymentsHandlers(ctx: AppContext) {
  return {
    ...cardHandlers(ctx, ctx.payments),
    ...subscriptionHandlers(ctx, ctx.payments),
    ...paymentHandlers(ctx),
  };
}
