import type { FastifyInstance } from "fastify";
import type { PaymentCard, Plan } from "../../sdk/types.gen";
import type { Db } from "../../server/db/database";
import { SANDBOX_OTP, TEST_CARDS } from "../../server/payments/provider/index";
import { createBusiness, createPerson, type Person } from "./feedback-fixtures";
import { bearer, json, tokensFor } from "./helper";

/** Succeeding sandbox cards (the README's Payment sandbox). */
export const uzcard = "8600110000000012";
export const uzcard2 = "8600110000000020";
export const humo = "9860110000000015";
export const humo2 = "9860110000000023";
export const insufficientFunds = "8600330000000578";
export const cardBlocked = "8600220000000589";
export const stillProcessing = "9860330000000662";

export interface Owner extends Person {
  businessId: string;
}

/** A business account owning an accepted business. */
export async function createOwner(app: FastifyInstance, firstName: string): Promise<Owner> {
  const person = await createPerson(app, firstName, "Owner");
  const db = app.services.db;
  await db.updateTable("users").set({ role: "business" }).where("id", "=", person.id).execute();
  const business = await createBusiness(db, { status: "accepted", ownerId: person.id });
  // The role is in the token: sign in again as the business account.
  return { ...person, tokens: await tokensFor(app, person.email), businessId: business.id };
}

/** The expiry printed on a test card (the sandbox refuses another with STPIMS-ERR-090). */
export function expiryOf(number: string): { month: number; year: number } {
  const card = TEST_CARDS.find((test) => test.number === number);
  if (!card) return { month: 12, year: 2030 };
  return { month: Number(card.expiry.slice(2)), year: 2000 + Number(card.expiry.slice(0, 2)) };
}

export async function startBinding(
  app: FastifyInstance,
  person: Person,
  number: string,
  expiry = expiryOf(number),
) {
  return app.inject({
    method: "POST",
    url: "/api/v1/payment-card/",
    headers: bearer(person.tokens),
    payload: { card_number: number, expiry_month: expiry.month, expiry_year: expiry.year },
  });
}

export function confirmBinding(
  app: FastifyInstance,
  person: Person,
  bindingId: string,
  code = SANDBOX_OTP,
) {
  return app.inject({
    method: "POST",
    url: "/api/v1/payment-card/confirm/",
    headers: bearer(person.tokens),
    payload: { binding_id: bindingId, code },
  });
}

/** Binds a card end to end with the sandbox's code. */
export async function bindCard(
  app: FastifyInstance,
  person: Person,
  number: string,
  expiry?: { month: number; year: number },
): Promise<PaymentCard> {
  const started = await startBinding(app, person, number, expiry);
  if (started.statusCode !== 201) throw new Error(`bind ${number}: ${started.body}`);
  const confirmed = await confirmBinding(
    app,
    person,
    json<{ binding_id: string }>(started).binding_id,
  );
  if (confirmed.statusCode !== 201) throw new Error(`confirm ${number}: ${confirmed.body}`);
  return json<PaymentCard>(confirmed);
}

export async function planOf(
  app: FastifyInstance,
  audience: "user" | "business",
  code: string,
): Promise<Plan> {
  const response = await app.inject({
    method: "GET",
    url: `/api/v1/plan/?audience=${audience}&currency=UZS`,
  });
  const plan = json<Plan[]>(response).find((p) => p.code === code);
  if (!plan) throw new Error(`no plan ${code}`);
  return plan;
}

export function subscribeRequest(
  app: FastifyInstance,
  person: Person,
  body: { plan: string; period: "month" | "year"; amount: number; card_id?: string },
  key: string,
  audience: "user" | "business" = "user",
) {
  return app.inject({
    method: "POST",
    url: audience === "user" ? "/api/v1/subscription/" : "/api/v1/my/business/subscription/",
    headers: { ...bearer(person.tokens), "idempotency-key": key },
    payload: body,
  });
}

/** A business on a plan, as if it had subscribed: a year, nothing to charge in a test's time. */
export async function givePlan(
  db: Db,
  business: { id: string; ownerId: string },
  plan = "business-pro",
): Promise<void> {
  const now = new Date();
  await db
    .insertInto("subscriptions")
    .values({
      audience: "business",
      user_id: business.ownerId,
      business_id: business.id,
      plan_code: plan,
      period: "year",
      status: "active",
      current_period_start: now,
      current_period_end: new Date(now.getTime() + 365 * 24 * 3_600_000),
    })
    .execute();
}
