import type { Selectable } from "kysely";
import type { Db } from "../../db/database";
import type { PaymentsTable } from "../../db/schema";

export type PaymentRow = Selectable<PaymentsTable>;

export async function paymentByKey(db: Db, key: string): Promise<PaymentRow | null> {
  return (
    (await db
      .selectFrom("payments")
      .selectAll()
      .where("idempotency_key", "=", key)
      .executeTakeFirst()) ?? null
  );
}

export async function paymentById(db: Db, id: string): Promise<PaymentRow | null> {
  return (
    (await db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst()) ?? null
  );
}

/**
 * What a settled payment does to its subscription, the same whoever settles it (the request,
 * a retry, the reconciler): the plan and period it paid for become the subscription's.
 */
export async function applyPaidPeriod(db: Db, payment: PaymentRow): Promise<void> {
  if (!payment.subscription_id) return;
  await db
    .updateTable("subscriptions")
    .set((eb) => ({
      status: "active",
      plan_code: payment.plan_code,
      period: payment.period,
      current_period_start: payment.period_start,
      current_period_end: payment.period_end,
      card_id: payment.card_id === null ? eb.ref("card_id") : payment.card_id,
      pending_plan_code: null,
      pending_period: null,
      grace_until: null,
      next_attempt_at: null,
      claimed_until: null,
    }))
    .where("id", "=", payment.subscription_id)
    .execute();
}

/** What a failed payment undoes: a subscription that was waiting for it never begins. */
export async function undoUnpaid(db: Db, payment: PaymentRow): Promise<void> {
  if (!payment.subscription_id) return;
  if (payment.reason === "subscribe") {
    await db
      .deleteFrom("subscriptions")
      .where("id", "=", payment.subscription_id)
      .where("status", "=", "incomplete")
      .execute();
  } else if (payment.reason === "change") {
    await db
      .updateTable("subscriptions")
      .set({ claimed_until: null })
      .where("id", "=", payment.subscription_id)
      .execute();
  }
  // A renewal's failure is the renewal job's to handle: it schedules the next attempt.
}

/**
 * Moves a pending payment to its outcome once: the ledger line and the subscription's change
 * are written only by the one call that made the move, so settling twice changes nothing.
 */
export async function settle(
  db: Db,
  payment: PaymentRow,
  outcome: { status: "succeeded" } | { status: "failed"; code: string },
  now: Date,
): Promise<PaymentRow> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("payments")
      .set({
        status: outcome.status,
        settled_at: now,
        failure_code: outcome.status === "failed" ? outcome.code : null,
      })
      .where("id", "=", payment.id)
      .where("status", "=", "pending")
      .returningAll()
      .executeTakeFirst();
    if (!moved) {
      return trx
        .selectFrom("payments")
        .selectAll()
        .where("id", "=", payment.id)
        .executeTakeFirstOrThrow();
    }
    await trx
      .insertInto("ledger_entries")
      .values({
        payment_id: moved.id,
        kind: outcome.status === "succeeded" ? "charge" : "failure",
        amount: moved.amount,
        audience: moved.audience,
        plan_code: moved.plan_code,
        user_id: moved.user_id,
        business_id: moved.business_id,
        code: outcome.status === "failed" ? outcome.code : null,
        at: now,
      })
      .execute();
    if (outcome.status === "succeeded") await applyPaidPeriod(trx, moved);
    else await undoUnpaid(trx, moved);
    return moved;
  });
}
