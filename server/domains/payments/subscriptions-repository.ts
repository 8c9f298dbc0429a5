import type { Selectable } from "kysely";
import type { Subscription } from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import type { BillingPeriod, PlanAudience, SubscriptionsTable } from "../../db/schema";
import { pickText } from "../../i18n";
import { type CardRow, toCardRef } from "./cards-repository";
import { type PlanRow, type Pricing, planPrice, priceOf, toPlan } from "./plans";

export type SubscriptionRow = Selectable<SubscriptionsTable>;

/** Whose subscription: a person's own, or their business's. */
export type Subscriber =
  | { audience: "user"; userId: string; businessId: null }
  | { audience: "business"; userId: string; businessId: string };

/** `free_plan_uses.subject`. */
export function freePlanSubject(subscriber: Subscriber): string {
  return subscriber.audience === "user"
    ? `user:${subscriber.userId}`
    : `business:${subscriber.businessId}`;
}

/** A calendar month or year on, the day kept where the month has it (31 Jan → 28/29 Feb). */
export function addPeriod(from: Date, period: BillingPeriod): Date {
  const months = period === "month" ? 1 : 12;
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** The live (active or past-due) subscription of a person or business; never an incomplete one. */
export async function liveSubscription(
  db: Db,
  subscriber: Subscriber,
): Promise<SubscriptionRow | null> {
  let query = db
    .selectFrom("subscriptions")
    .selectAll()
    .where("audience", "=", subscriber.audience)
    .where("status", "in", ["active", "past_due"]);
  query =
    subscriber.audience === "user"
      ? query.where("user_id", "=", subscriber.userId)
      : query.where("business_id", "=", subscriber.businessId);
  return (await query.executeTakeFirst()) ?? null;
}

export async function freePlanUsed(db: Db, subscriber: Subscriber): Promise<boolean> {
  const row = await db
    .selectFrom("free_plan_uses")
    .select("subject")
    .where("subject", "=", freePlanSubject(subscriber))
    .executeTakeFirst();
  return row !== undefined;
}

/** One of the caller's subscriptions (their own or their business's), by id. */
export async function ownSubscription(
  db: Db,
  userId: string,
  id: string,
): Promise<SubscriptionRow | null> {
  return (
    (await db
      .selectFrom("subscriptions")
      .selectAll()
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .where("status", "!=", "incomplete")
      .executeTakeFirst()) ?? null
  );
}

export async function subscriptionByKey(db: Db, key: string): Promise<SubscriptionRow | null> {
  return (
    (await db
      .selectFrom("subscriptions")
      .selectAll()
      .where("idempotency_key", "=", key)
      .executeTakeFirst()) ?? null
  );
}

export async function subscriptionById(db: Db, id: string): Promise<SubscriptionRow | null> {
  return (
    (await db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirst()) ??
    null
  );
}

export interface SubscriptionView {
  plans: Map<string, PlanRow>;
  card: CardRow | null;
  lang: string;
  pricing: Pricing;
}

export function toSubscription(row: SubscriptionRow, view: SubscriptionView): Subscription {
  const plan = view.plans.get(row.plan_code);
  if (!plan) throw new Error(`Unknown plan ${row.plan_code}`);
  const pending = row.pending_plan_code ? view.plans.get(row.pending_plan_code) : undefined;
  const nextPlan = pending ?? plan;
  const nextPeriod = row.pending_period ?? row.period;
  const nextPrice = priceOf(nextPlan, nextPeriod);
  const renews =
    (row.status === "active" || row.status === "past_due") &&
    !row.cancel_at_period_end &&
    !plan.is_free &&
    nextPrice !== null;
  const nextAt =
    row.status === "past_due" && row.next_attempt_at ? row.next_attempt_at : row.current_period_end;
  return {
    id: row.id,
    audience: row.audience as PlanAudience,
    plan: toPlan(plan, view.lang, view.pricing),
    period: row.period,
    status: row.status === "incomplete" ? "active" : row.status,
    started_at: new Date(row.started_at).toISOString(),
    current_period_start: new Date(row.current_period_start).toISOString(),
    current_period_end: new Date(row.current_period_end).toISOString(),
    cancel_at_period_end: row.cancel_at_period_end,
    card: view.card ? toCardRef(view.card) : null,
    next_charge:
      renews && nextPrice !== null
        ? {
            at: new Date(nextAt).toISOString(),
            plan_code: nextPlan.code,
            period: nextPeriod,
            price: planPrice(nextPrice, view.pricing),
          }
        : null,
    pending_change:
      pending && row.pending_period
        ? {
            plan_code: pending.code,
            plan_name: pickText(pending.names, view.lang),
            period: row.pending_period,
          }
        : null,
    grace_until: row.grace_until ? new Date(row.grace_until).toISOString() : null,
  };
}
