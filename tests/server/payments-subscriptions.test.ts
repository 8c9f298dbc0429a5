import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentPage, Plan, Subscription, SubscriptionOverview } from "../../sdk/types.gen";
import { createSandboxProvider, type SandboxProvider } from "../../server/payments/provider/index";
import { createPerson, type Person } from "./feedback-fixtures";
import { bearer, json, startApp, type TestApp } from "./helper";
import {
  bindCard,
  createOwner,
  humo,
  humo2,
  insufficientFunds,
  type Owner,
  planOf,
  subscribeRequest,
  uzcard,
  uzcard2,
} from "./payments-fixtures";

// Plans and subscribing (openapi.yaml, tag payments): the free plan once, one live
// subscription, the price agreed, the card charged once, receipts.

let t: TestApp;
let sandbox: SandboxProvider;
let plus: Plan;

const charges = () => Object.values(sandbox.appliedCharges()).reduce((a, b) => a + b, 0);

function expectDetail(
  response: { statusCode: number; body: string },
  status: number,
  detail: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body)).toEqual({ detail });
}

async function overviewOf(person: Person): Promise<SubscriptionOverview> {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/v1/subscription/?currency=UZS&lang=en",
    headers: bearer(person.tokens),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<SubscriptionOverview>(response);
}

async function ledger() {
  return t.app.services.db.selectFrom("ledger_entries").selectAll().orderBy("id").execute();
}

beforeAll(async () => {
  sandbox = createSandboxProvider();
  t = await startApp({}, { paymentProvider: sandbox });
  plus = await planOf(t.app, "user", "user-plus");
});
afterAll(async () => t.close());

describe("plans", () => {
  it("lists each audience's plans to anyone, priced in tiyin and in the display currency", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/plan/?audience=user&currency=UZS&lang=en",
    });
    expect(response.statusCode).toBe(200);
    const plans = json<Plan[]>(response);
    expect(plans.map((plan) => plan.code)).toEqual(["user-free", "user-plus"]);
    expect(plans[1]).toMatchObject({
      name: "Plus",
      free: false,
      prices: {
        month: { amount: 2_900_000, display: { amount: 29_000, currency: "UZS" } },
        year: { amount: 29_000_000, display: { amount: 290_000, currency: "UZS" } },
      },
      limits: null,
    });
    const business = json<Plan[]>(
      await t.app.inject({ method: "GET", url: "/api/v1/plan/?audience=business&lang=ru" }),
    );
    expect(business.map((plan) => [plan.code, plan.limits?.active_offerings])).toEqual([
      ["business-free", 10],
      ["business-start", 50],
      ["business-pro", 500],
    ]);
    // In dollars, at the demo's rate.
    expect(business[2]?.prices.month.display.currency).toBe("USD");
    expectDetail(
      await t.app.inject({ method: "GET", url: "/api/v1/plan/?audience=admin" }),
      400,
      "invalid_subscription_code",
    );
  });
});

describe("the free plan", () => {
  it("is used once: a month, nothing charged, then refused", async () => {
    const person = await createPerson(t.app, "Dilnoza", "Yusupova");
    const key = randomUUID();
    const first = await subscribeRequest(
      t.app,
      person,
      { plan: "user-free", period: "month", amount: 0 },
      key,
    );
    expect(first.statusCode, first.body).toBe(201);
    const subscription = json<Subscription>(first);
    expect(subscription).toMatchObject({ status: "active", next_charge: null, card: null });
    expect(subscription.plan.code).toBe("user-free");
    // The same request again (a lost answer): the same subscription, not a refusal.
    const retried = await subscribeRequest(
      t.app,
      person,
      { plan: "user-free", period: "month", amount: 0 },
      key,
    );
    expect(retried.statusCode).toBe(201);
    expect(json<Subscription>(retried).id).toBe(subscription.id);
    expectDetail(
      await subscribeRequest(
        t.app,
        person,
        { plan: "user-free", period: "month", amount: 0 },
        randomUUID(),
      ),
      409,
      "free_plan_already_used",
    );
    expect((await overviewOf(person)).free_plan_used).toBe(true);
  });
});

describe("a paid plan", () => {
  let person: Person;
  let subscription: Subscription;

  beforeAll(async () => {
    person = await createPerson(t.app, "Aziz", "Karimov");
  });

  it("refuses what does not add up, charging nothing and keeping nothing", async () => {
    const body = { plan: "user-plus", period: "month" as const, amount: plus.prices.month.amount };
    expectDetail(await subscribeRequest(t.app, person, body, randomUUID()), 400, "card_required");
    await bindCard(t.app, person, uzcard);
    expectDetail(
      await subscribeRequest(t.app, person, { ...body, amount: body.amount - 100 }, randomUUID()),
      400,
      "amount_mismatch",
    );
    expectDetail(
      await subscribeRequest(t.app, person, { ...body, plan: "business-pro" }, randomUUID()),
      400,
      "invalid_subscription_code",
    );
    expectDetail(
      await subscribeRequest(t.app, person, { ...body, plan: "gold" }, randomUUID()),
      400,
      "invalid_subscription_code",
    );
    expectDetail(
      await subscribeRequest(
        t.app,
        person,
        { plan: "user-free", period: "year", amount: 0 },
        randomUUID(),
      ),
      400,
      "invalid_billing_period",
    );
    expectDetail(
      await subscribeRequest(t.app, person, body, "not-a-key"),
      400,
      "idempotency_key_required",
    );
    const someoneElse = await createPerson(t.app, "Other", "Person");
    const theirs = await bindCard(t.app, someoneElse, humo);
    expectDetail(
      await subscribeRequest(t.app, person, { ...body, card_id: theirs.id }, randomUUID()),
      404,
      "card_not_found",
    );
    expect(charges()).toBe(0);
    expect((await overviewOf(person)).subscription).toBeNull();
    expect(await ledger()).toEqual([]);
  });

  it("charges the card once, shows the next charge, and writes it to the ledger", async () => {
    const key = randomUUID();
    const body = { plan: "user-plus", period: "month" as const, amount: plus.prices.month.amount };
    const response = await subscribeRequest(t.app, person, body, key);
    expect(response.statusCode, response.body).toBe(201);
    subscription = json<Subscription>(response);
    expect(subscription).toMatchObject({
      status: "active",
      period: "month",
      cancel_at_period_end: false,
      card: { masked: "8600 **** **** 0012", network: "uzcard" },
      pending_change: null,
    });
    expect(subscription.next_charge).toMatchObject({
      at: subscription.current_period_end,
      plan_code: "user-plus",
      price: { amount: 2_900_000 },
    });
    const days =
      (Date.parse(subscription.current_period_end) -
        Date.parse(subscription.current_period_start)) /
      86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(charges()).toBe(1);
    expect((await ledger()).map((entry) => [entry.kind, entry.amount, entry.plan_code])).toEqual([
      ["charge", "2900000", "user-plus"],
    ]);
    // The answer was lost and the button pressed again: the same subscription, no charge.
    const again = await subscribeRequest(t.app, person, body, key);
    expect(again.statusCode).toBe(201);
    expect(json<Subscription>(again).id).toBe(subscription.id);
    expect(charges()).toBe(1);
    // The key reused for another request is refused.
    expectDetail(
      await subscribeRequest(
        t.app,
        person,
        { ...body, period: "year", amount: plus.prices.year?.amount ?? 0 },
        key,
      ),
      400,
      "idempotency_key_required",
    );
    expect((await overviewOf(person)).subscription?.id).toBe(subscription.id);
  });

  it("is one at a time", async () => {
    const body = {
      plan: "user-plus",
      period: "year" as const,
      amount: plus.prices.year?.amount ?? 0,
    };
    expectDetail(
      await subscribeRequest(t.app, person, body, randomUUID()),
      409,
      "subscription_active_user",
    );
    expect(charges()).toBe(1);
  });

  it("lists the payment and gives its receipt as a PDF named by Content-Disposition", async () => {
    const list = await t.app.inject({
      method: "GET",
      url: "/api/v1/payment/?lang=en",
      headers: bearer(person.tokens),
    });
    expect(list.statusCode).toBe(200);
    const page = json<PaymentPage>(list);
    expect(page.total).toBe(1);
    const [payment] = page.items;
    expect(payment).toMatchObject({
      status: "succeeded",
      amount: 2_900_000,
      plan_name: "Plus",
      reason: "subscribe",
      card: { masked: "8600 **** **** 0012", network: "uzcard" },
      failure_code: null,
    });
    const receipt = await t.app.inject({
      method: "GET",
      url: `/api/v1/payment/${payment?.id}/receipt/?lang=ru`,
      headers: bearer(person.tokens),
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    expect(receipt.headers["content-disposition"]).toBe(
      `attachment; filename="bozor-receipt-${payment?.number}.pdf"`,
    );
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const stranger = await createPerson(t.app, "Stranger", "Danger");
    expectDetail(
      await t.app.inject({
        method: "GET",
        url: `/api/v1/payment/${payment?.id}/receipt/`,
        headers: bearer(stranger.tokens),
      }),
      404,
      "payment_not_found",
    );
  });

  it("cancels at the period's end and resumes; nobody else may", async () => {
    const stranger = await createPerson(t.app, "Nosy", "Neighbour");
    expectDetail(
      await t.app.inject({
        method: "POST",
        url: `/api/v1/subscription/${subscription.id}/cancel/`,
        headers: bearer(stranger.tokens),
      }),
      404,
      "subscription_not_found",
    );
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/v1/subscription/${subscription.id}/cancel/`,
      headers: bearer(person.tokens),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(json<Subscription>(cancelled)).toMatchObject({
      status: "active",
      cancel_at_period_end: true,
      next_charge: null,
    });
    const resumed = await t.app.inject({
      method: "POST",
      url: `/api/v1/subscription/${subscription.id}/resume/`,
      headers: bearer(person.tokens),
    });
    expect(json<Subscription>(resumed)).toMatchObject({ cancel_at_period_end: false });
    expect(json<Subscription>(resumed).next_charge).not.toBeNull();
  });

  it("schedules a change between paid plans for the period's end, charging nothing now", async () => {
    const change = (period: "month" | "year", amount: number) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/subscription/${subscription.id}/change/`,
        headers: { ...bearer(person.tokens), "idempotency-key": randomUUID() },
        payload: { plan: "user-plus", period, amount },
      });
    expectDetail(await change("month", plus.prices.month.amount), 400, "plan_unchanged");
    const yearly = await change("year", plus.prices.year?.amount ?? 0);
    expect(yearly.statusCode, yearly.body).toBe(200);
    expect(json<Subscription>(yearly)).toMatchObject({
      period: "month",
      pending_change: { plan_code: "user-plus", plan_name: "Plus", period: "year" },
      next_charge: { period: "year", price: { amount: 29_000_000 } },
    });
    expect(charges()).toBe(1);
    // Choosing the current plan again undoes the scheduled change.
    const undone = await change("month", plus.prices.month.amount);
    expect(json<Subscription>(undone).pending_change).toBeNull();
  });
});

describe("a refused card", () => {
  it("answers the processor's code, leaves no subscription, and writes the failure to the ledger", async () => {
    const person = await createPerson(t.app, "Rustam", "Xolmatov");
    await bindCard(t.app, person, insufficientFunds);
    const before = charges();
    const key = randomUUID();
    const body = { plan: "user-plus", period: "month" as const, amount: plus.prices.month.amount };
    expectDetail(await subscribeRequest(t.app, person, body, key), 402, "STPIMS-ERR-057");
    expect((await overviewOf(person)).subscription).toBeNull();
    // The retry is answered the same, without asking the card again.
    expectDetail(await subscribeRequest(t.app, person, body, key), 402, "STPIMS-ERR-057");
    expect(charges()).toBe(before);
    const failures = (await ledger()).filter(
      (entry) => entry.kind === "failure" && entry.user_id === person.id,
    );
    expect(failures.map((entry) => [entry.amount, entry.code])).toEqual([
      ["2900000", "STPIMS-ERR-057"],
    ]);
    // Another card may be tried at once: the place was not held.
    await bindCard(t.app, person, uzcard2);
    const cards = await t.app.services.db
      .selectFrom("payment_cards")
      .select(["id", "last4"])
      .where("user_id", "=", person.id)
      .execute();
    const good = cards.find((card) => card.last4 === "0020");
    const paid = await subscribeRequest(
      t.app,
      person,
      { ...body, card_id: good?.id },
      randomUUID(),
    );
    expect(paid.statusCode, paid.body).toBe(201);
  });
});

describe("a business's subscription", () => {
  let owner: Owner;

  beforeAll(async () => {
    owner = await createOwner(t.app, "Kamola");
  });

  it("moves from the free plan to a paid one at once, charged now", async () => {
    const free = await subscribeRequest(
      t.app,
      owner,
      { plan: "business-free", period: "month", amount: 0 },
      randomUUID(),
      "business",
    );
    expect(free.statusCode, free.body).toBe(201);
    const start = await planOf(t.app, "business", "business-start");
    const card = await bindCard(t.app, owner, humo2);
    const before = charges();
    const changed = await t.app.inject({
      method: "POST",
      url: `/api/v1/subscription/${json<Subscription>(free).id}/change/`,
      headers: { ...bearer(owner.tokens), "idempotency-key": randomUUID() },
      payload: {
        plan: "business-start",
        period: "month",
        amount: start.prices.month.amount,
        card_id: card.id,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<Subscription>(changed)).toMatchObject({
      audience: "business",
      plan: { code: "business-start" },
      status: "active",
      card: { masked: card.masked },
    });
    expect(charges()).toBe(before + 1);
    const overview = json<SubscriptionOverview>(
      await t.app.inject({
        method: "GET",
        url: "/api/v1/my/business/subscription/",
        headers: bearer(owner.tokens),
      }),
    );
    expect(overview.limits).toMatchObject({ active_offerings: 50, flash_sales_per_month: 5 });
    expect(overview.usage).toEqual({ active_offerings: 0, flash_sales_this_month: 0 });
    expect(overview.free_plan_used).toBe(true);
  });

  it("refuses the free plan again and a second live subscription", async () => {
    expectDetail(
      await subscribeRequest(
        t.app,
        owner,
        { plan: "business-free", period: "month", amount: 0 },
        randomUUID(),
        "business",
      ),
      409,
      "free_plan_already_used",
    );
    const pro = await planOf(t.app, "business", "business-pro");
    expectDetail(
      await subscribeRequest(
        t.app,
        owner,
        { plan: "business-pro", period: "month", amount: pro.prices.month.amount },
        randomUUID(),
        "business",
      ),
      409,
      "subscription_active_business",
    );
  });
});
