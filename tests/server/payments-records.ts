import { randomInt, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { BillingPeriod, Subscription } from "../../sdk/types.gen";
import type { Db } from "../../server/db/database";
import { passesLuhn, type SandboxProvider, TEST_CARDS } from "../../server/payments/provider/index";
import type { Person } from "./feedback-fixtures";
import { bearer, json } from "./helper";
import { planOf, subscribeRequest } from "./payments-fixtures";

/**
 * What the renewal and race tests read back: the rows a payment leaves (payments, ledger,
 * notifications) and the sandbox's own count of charges, always for one person or subscription,
 * so that whatever else a file's shared database holds does not count.
 */

/**
 * A Luhn-valid UzCard (or Humo) number outside the sandbox's table: it binds and is charged like
 * a succeeding test card (the README's Payment sandbox), and, being new, is bound to nobody else.
 */
export function anyCard(prefix: "8600" | "9860" = "8600"): string {
  for (;;) {
    const body = prefix + Array.from({ length: 11 }, () => randomInt(10)).join("");
    const number = Array.from({ length: 10 }, (_, digit) => `${body}${digit}`).find(passesLuhn);
    if (number && !TEST_CARDS.some((card) => card.number === number)) return number;
  }
}

export function paymentsOf(db: Db, subscriptionId: string) {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("subscription_id", "=", subscriptionId)
    .orderBy("number")
    .execute();
}

export function paymentsOfUser(db: Db, userId: string) {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("number")
    .execute();
}

export async function ledgerOf(db: Db, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .selectFrom("ledger_entries")
    .selectAll()
    .where("payment_id", "in", paymentIds)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

export function subscriptionRow(db: Db, id: string) {
  return db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

export async function notificationsOf(db: Db, userId: string, type?: string) {
  let query = db
    .selectFrom("notifications")
    .select(["type", "params"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id");
  if (type) query = query.where("type", "=", type);
  return query.execute();
}

/** How many times the sandbox charged each of these payments (0: never). */
export function chargesOf(sandbox: SandboxProvider, payments: Array<{ id: string }>): number[] {
  const applied = sandbox.appliedCharges();
  return payments.map((payment) => applied[payment.id] ?? 0);
}

export function totalCharges(sandbox: SandboxProvider): number {
  return Object.values(sandbox.appliedCharges()).reduce((sum, n) => sum + n, 0);
}

export const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** Subscribes at the plan's listed price with a new key; anything but 201 throws. */
export async function subscribed(
  app: FastifyInstance,
  person: Person,
  plan: string,
  period: BillingPeriod = "month",
  audience: "user" | "business" = "user",
): Promise<Subscription> {
  const prices = (await planOf(app, audience, plan)).prices;
  const amount = period === "month" ? prices.month.amount : prices.year?.amount;
  if (amount === undefined) throw new Error(`${plan} is not sold by the ${period}`);
  const response = await subscribeRequest(
    app,
    person,
    { plan, period, amount },
    randomUUID(),
    audience,
  );
  if (response.statusCode !== 201) throw new Error(`subscribe ${plan}: ${response.body}`);
  return json<Subscription>(response);
}

export function cardRequest(
  app: FastifyInstance,
  person: Person,
  method: "POST" | "DELETE",
  url: string,
) {
  return app.inject({ method, url: `/api/v1${url}`, headers: bearer(person.tokens) });
}
