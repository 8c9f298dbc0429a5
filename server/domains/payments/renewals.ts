import { sql } from "kysely";
import type { NotificationType } from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import type { LocalizedText, NotificationParams } from "../../db/schema";
import { languages } from "../../i18n";
import type { Notifier } from "../../shared/notifier";
import { cardExpired, cardToCharge } from "./cards-repository";
import { type ChargeOutcome, runCharge, settlePending } from "./charge";
import { paymentByKey } from "./payments-repository";
import { planByCode, priceOf } from "./plans";
import type { PaymentServices } from "./services";
import { addPeriod, type SubscriptionRow } from "./subscriptions-repository";

/** An instance holds a due subscription this long; past it another may take it up. */
export const CLAIM_MS = 5 * 60_000;
/** A failed renewal is tried again daily, for three days after the period's end. */
const RETRY_MS = 24 * 3_600_000;
const GRACE_MS = 3 * RETRY_MS;
const BATCH = 20;

export interface RenewalReport {
  renewed: number;
  failed: number;
  ended: number;
  pending: number;
}

/**
 * A plan's name in every language it has (`plan_name_<lang>`, and `plan_name` in Russian),
 * as NotificationType describes for names.
 */
function planNameParams(names: LocalizedText): NotificationParams {
  const params: NotificationParams = {
    plan_name: names.ru ?? Object.values(names).find(Boolean) ?? "",
  };
  for (const lang of languages) {
    const name = names[lang];
    if (name) params[`plan_name_${lang}`] = name;
  }
  return params;
}

/**
 * Takes up to BATCH subscriptions due now (a period ended, or a failed renewal's next try)
 * and holds them for CLAIM_MS. `FOR UPDATE SKIP LOCKED` and the claim together let several
 * instances run this at once: each due subscription goes to one of them.
 */
async function claimDue(db: Db, now: Date): Promise<SubscriptionRow[]> {
  const until = new Date(now.getTime() + CLAIM_MS);
  const result = await sql<SubscriptionRow>`
    UPDATE subscriptions SET claimed_until = ${until}
    WHERE id IN (
      SELECT id FROM subscriptions
      WHERE status IN ('active', 'past_due')
        AND (claimed_until IS NULL OR claimed_until < ${now})
        AND ((status = 'active' AND current_period_end <= ${now})
          OR (status = 'past_due' AND next_attempt_at <= ${now}))
      ORDER BY current_period_end
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED)
    RETURNING *`.execute(db);
  return result.rows;
}

export function createRenewals(db: Db, services: PaymentServices, notifier: Notifier) {
  async function end(
    subscription: SubscriptionRow,
    status: "canceled" | "expired",
    type: NotificationType,
    names: LocalizedText,
  ) {
    await db
      .updateTable("subscriptions")
      .set({ status, ended_at: services.now(), claimed_until: null, next_attempt_at: null })
      .where("id", "=", subscription.id)
      .execute();
    await notifier.notify(subscription.user_id, type, planNameParams(names));
  }

  async function failed(subscription: SubscriptionRow, code: string, names: LocalizedText) {
    const now = services.now();
    const grace =
      subscription.grace_until ??
      new Date(new Date(subscription.current_period_end).getTime() + GRACE_MS);
    const next = new Date(Math.min(now.getTime() + RETRY_MS, grace.getTime()));
    await db
      .updateTable("subscriptions")
      .set({ status: "past_due", grace_until: grace, next_attempt_at: next, claimed_until: null })
      .where("id", "=", subscription.id)
      .execute();
    await notifier.notify(subscription.user_id, "payment_failed", {
      ...planNameParams(names),
      code,
      grace_until: grace.toISOString(),
    });
  }

  /** Charges one claimed subscription's next period, or ends it; each outcome a notification. */
  async function renew(subscription: SubscriptionRow): Promise<keyof RenewalReport> {
    const now = services.now();
    const plan = await planByCode(db, subscription.plan_code);
    if (!plan) throw new Error(`Unknown plan ${subscription.plan_code}`);
    if (plan.is_free) {
      await end(subscription, "expired", "subscription_expired", plan.names);
      return "ended";
    }
    if (subscription.cancel_at_period_end) {
      await end(subscription, "canceled", "subscription_ended", plan.names);
      return "ended";
    }
    if (subscription.grace_until && new Date(subscription.grace_until) <= now) {
      await end(subscription, "expired", "subscription_expired", plan.names);
      return "ended";
    }
    const nextPlan =
      (subscription.pending_plan_code && (await planByCode(db, subscription.pending_plan_code))) ||
      plan;
    const period = subscription.pending_period ?? subscription.period;
    const price = priceOf(nextPlan, period);
    // The attempt's own key: a second instance, or this one after a crash, finds this payment
    // instead of charging again; the next day's retry is a new attempt with a new key.
    const attemptAt =
      subscription.status === "past_due" && subscription.next_attempt_at
        ? subscription.next_attempt_at
        : subscription.current_period_end;
    const key = `renewal:${subscription.id}:${new Date(attemptAt).toISOString()}`;
    let outcome: ChargeOutcome;
    const existing = await paymentByKey(db, key);
    if (existing) {
      outcome = await settlePending(db, services, existing);
    } else {
      // A renewal that failed is tried again with the default card: making another card the
      // default is how a person answers "your card was refused".
      const card =
        subscription.status === "past_due"
          ? ((await cardToCharge(db, subscription.user_id, null)) ??
            (await cardToCharge(db, subscription.user_id, subscription.card_id)))
          : await cardToCharge(db, subscription.user_id, subscription.card_id);
      if (price === null || price === 0 || !card || cardExpired(card, now)) {
        await failed(
          subscription,
          card ? "expiration_year_expired" : "card_required",
          nextPlan.names,
        );
        return "failed";
      }
      const periodStart = new Date(subscription.current_period_end);
      const payment = await db
        .insertInto("payments")
        .values({
          user_id: subscription.user_id,
          business_id: subscription.business_id,
          subscription_id: subscription.id,
          audience: subscription.audience,
          plan_code: nextPlan.code,
          period,
          reason: "renewal",
          amount: price,
          card_id: card.id,
          card_first4: card.first4,
          card_last4: card.last4,
          card_network: card.network,
          idempotency_key: key,
          status: "pending",
          provider: services.provider.name,
          period_start: periodStart,
          period_end: addPeriod(periodStart, period),
          request_fingerprint: key,
          created_at: now,
        })
        .onConflict((oc) => oc.column("idempotency_key").doNothing())
        .returningAll()
        .executeTakeFirst();
      if (payment) {
        outcome = await runCharge(
          db,
          services,
          payment,
          services.secrets.open(card.token_encrypted),
        );
      } else {
        const raced = await paymentByKey(db, key);
        if (!raced) throw new Error(`renewal payment ${key} neither inserted nor found`);
        outcome = await settlePending(db, services, raced);
      }
    }
    if (outcome.kind === "succeeded") {
      await notifier.notify(subscription.user_id, "payment_succeeded", {
        ...planNameParams(nextPlan.names),
        payment_id: outcome.payment.id,
        amount: Number(outcome.payment.amount),
        period_end: new Date(outcome.payment.period_end).toISOString(),
      });
      return "renewed";
    }
    if (outcome.kind === "failed") {
      await failed(subscription, outcome.code, nextPlan.names);
      return "failed";
    }
    // Unknown for now: the claim runs out and the next pass settles it under the same key.
    return "pending";
  }

  return {
    /** One pass: everything due now, in batches, until nothing due is left unclaimed. */
    async run(): Promise<RenewalReport> {
      const report: RenewalReport = { renewed: 0, failed: 0, ended: 0, pending: 0 };
      for (;;) {
        const due = await claimDue(db, services.now());
        for (const subscription of due) report[await renew(subscription)] += 1;
        if (due.length < BATCH) return report;
      }
    },
  };
}

export type Renewals = ReturnType<typeof createRenewals>;
