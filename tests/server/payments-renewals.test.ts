import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Subscription, SubscriptionOverview } from "../../sdk/types.gen";
import { createSandboxProvider } from "../../server/payments/provider/index";
import { createPerson, type Person } from "./feedback-fixtures";
import { bearer, json, startApp, type TestApp } from "./helper";
import { bindCard, createOwner, insufficientFunds, planOf } from "./payments-fixtures";
import {
  anyCard,
  cardRequest,
  chargesOf,
  iso,
  ledgerOf,
  notificationsOf,
  paymentsOf,
  paymentsOfUser,
  subscribed,
  subscriptionRow,
} from "./payments-records";

// The renewal job (server/domains/payments/renewals.ts) on a clock the test moves: what a
// pass charges, when, and what it does when it cannot charge. Every test starts at START and
// reads back only its own person's rows: an earlier test's subscription may come due too.

const START = new Date("2027-01-15T09:00:00.000Z");
/** A subscription made at START ends its first month here (a calendar month: 31 days). */
const FIRST_END = "2027-02-15T09:00:00.000Z";
const SECOND_END = "2027-03-15T09:00:00.000Z";
const minute = 60_000;
const day = 24 * 3_600_000;
const later = (at: string, ms: number) => new Date(new Date(at).getTime() + ms);

let clock = START;
const sandbox = createSandboxProvider({ now: () => clock });
let t: TestApp;

beforeAll(async () => {
  t = await startApp({}, { now: () => clock, paymentProvider: sandbox });
});
afterAll(async () => t.close());
beforeEach(() => {
  clock = START;
});

const db = () => t.app.services.db;
const pass = () => t.app.services.renewals.run();

async function overview(person: Person): Promise<SubscriptionOverview> {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/v1/subscription/",
    headers: bearer(person.tokens),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<SubscriptionOverview>(response);
}

async function makeDefault(person: Person, cardId: string) {
  const response = await cardRequest(t.app, person, "POST", `/payment-card/${cardId}/default/`);
  expect(response.statusCode, response.body).toBe(200);
}

async function removeCard(person: Person, cardId: string) {
  const response = await cardRequest(t.app, person, "DELETE", `/payment-card/${cardId}/`);
  expect(response.statusCode, response.body).toBe(204);
}

const plusNames = { plan_name: "Plus", plan_name_en: "Plus", plan_name_ru: "Plus" };

describe("a paid subscription at its period's end", () => {
  it("is left alone before the end, then charged exactly once for the next calendar month", async () => {
    const aziza = await createPerson(t.app, "Aziza", "Karimova");
    const card = await bindCard(t.app, aziza, anyCard());
    const price = (await planOf(t.app, "user", "user-plus")).prices.month.amount;
    expect(price).toBe(2_900_000);
    const subscription = await subscribed(t.app, aziza, "user-plus");
    expect(subscription.current_period_end).toBe(FIRST_END);

    clock = later(FIRST_END, -1);
    await pass();
    expect(await paymentsOf(db(), subscription.id)).toHaveLength(1);
    expect(iso((await subscriptionRow(db(), subscription.id)).current_period_end)).toBe(FIRST_END);
    expect(await notificationsOf(db(), aziza.id)).toEqual([]);

    clock = later(FIRST_END, minute);
    const report = await pass();
    expect(report.renewed).toBeGreaterThanOrEqual(1);
    const payments = await paymentsOf(db(), subscription.id);
    expect(payments.map((p) => [p.reason, p.status])).toEqual([
      ["subscribe", "succeeded"],
      ["renewal", "succeeded"],
    ]);
    const renewal = payments[1];
    if (!renewal) throw new Error("no renewal payment");
    expect(Number(renewal.amount)).toBe(price);
    expect(renewal).toMatchObject({ plan_code: "user-plus", period: "month", card_id: card.id });
    expect([iso(renewal.period_start), iso(renewal.period_end)]).toEqual([FIRST_END, SECOND_END]);
    expect(chargesOf(sandbox, payments)).toEqual([1, 1]);

    const row = await subscriptionRow(db(), subscription.id);
    expect(row.status).toBe("active");
    expect([iso(row.current_period_start), iso(row.current_period_end)]).toEqual([
      FIRST_END,
      SECOND_END,
    ]);
    expect(row.claimed_until).toBeNull();
    expect((await overview(aziza)).subscription?.next_charge?.at).toBe(SECOND_END);

    const ledger = await ledgerOf(db(), [renewal.id]);
    expect(ledger).toEqual([
      expect.objectContaining({
        kind: "charge",
        amount: price,
        currency: "UZS",
        audience: "user",
        plan_code: "user-plus",
        user_id: aziza.id,
        code: null,
      }),
    ]);
    expect(await notificationsOf(db(), aziza.id)).toEqual([
      {
        type: "payment_succeeded",
        params: expect.objectContaining({
          ...plusNames,
          payment_id: renewal.id,
          amount: price,
          period_end: SECOND_END,
        }),
      },
    ]);

    // The same moment again: the period it paid for has not ended.
    await pass();
    const again = await paymentsOf(db(), subscription.id);
    expect(again).toHaveLength(2);
    expect(chargesOf(sandbox, again)).toEqual([1, 1]);
    expect(await notificationsOf(db(), aziza.id)).toHaveLength(1);
  });

  it("charges a scheduled change of plan and period at the new price, which becomes the plan", async () => {
    const owner = await createOwner(t.app, "Dilshod");
    await bindCard(t.app, owner, anyCard("9860"));
    const start = await planOf(t.app, "business", "business-start");
    const pro = await planOf(t.app, "business", "business-pro");
    const proYear = pro.prices.year?.amount;
    expect(proYear).toBe(249_000_000);
    const subscription = await subscribed(t.app, owner, "business-start", "month", "business");
    expect(subscription.plan.code).toBe("business-start");

    const change = await t.app.inject({
      method: "POST",
      url: `/api/v1/subscription/${subscription.id}/change/`,
      headers: { ...bearer(owner.tokens), "idempotency-key": randomUUID() },
      payload: { plan: "business-pro", period: "year", amount: proYear },
    });
    expect(change.statusCode, change.body).toBe(200);
    const changed = json<Subscription>(change);
    expect(changed.plan.code).toBe("business-start");
    expect(changed.pending_change).toMatchObject({ plan_code: "business-pro", period: "year" });
    expect(changed.next_charge).toMatchObject({
      at: FIRST_END,
      plan_code: "business-pro",
      period: "year",
      price: { amount: proYear },
    });
    // Nothing is charged for the change itself.
    const before = await paymentsOf(db(), subscription.id);
    expect(before).toHaveLength(1);
    expect(Number(before[0]?.amount)).toBe(start.prices.month.amount);

    clock = later(FIRST_END, minute);
    await pass();
    const payments = await paymentsOf(db(), subscription.id);
    expect(
      payments.map((p) => [p.reason, p.status, p.plan_code, p.period, Number(p.amount)]),
    ).toEqual([
      ["subscribe", "succeeded", "business-start", "month", start.prices.month.amount],
      ["renewal", "succeeded", "business-pro", "year", proYear],
    ]);
    expect(chargesOf(sandbox, payments)).toEqual([1, 1]);
    const row = await subscriptionRow(db(), subscription.id);
    expect(row).toMatchObject({
      status: "active",
      plan_code: "business-pro",
      period: "year",
      pending_plan_code: null,
      pending_period: null,
    });
    expect(iso(row.current_period_end)).toBe("2028-02-15T09:00:00.000Z");
    expect(await ledgerOf(db(), [payments[1]?.id ?? ""])).toEqual([
      expect.objectContaining({ kind: "charge", amount: proYear, plan_code: "business-pro" }),
    ]);
    expect(await notificationsOf(db(), owner.id, "payment_succeeded")).toEqual([
      {
        type: "payment_succeeded",
        params: expect.objectContaining({
          plan_name: "Бизнес Про",
          plan_name_en: "Business Pro",
          amount: proYear,
        }),
      },
    ]);
    const business = await t.app.inject({
      method: "GET",
      url: "/api/v1/my/business/subscription/",
      headers: bearer(owner.tokens),
    });
    expect(business.statusCode, business.body).toBe(200);
    const shown = json<SubscriptionOverview>(business);
    expect(shown.subscription?.plan.code).toBe("business-pro");
    expect(shown.subscription?.pending_change).toBeNull();
    expect(shown.limits).toMatchObject({ active_offerings: 500, flash_sales_per_month: 30 });
  });
});

describe("a renewal that cannot be charged", () => {
  it("goes past due, is retried daily with a new attempt, and recovers on a good default card", async () => {
    const bobur = await createPerson(t.app, "Bobur", "Rahimov");
    const good = await bindCard(t.app, bobur, anyCard());
    const subscription = await subscribed(t.app, bobur, "user-plus");
    // The default becomes a card that binds but is refused at apply (insufficient funds).
    const poor = await bindCard(t.app, bobur, insufficientFunds);
    await makeDefault(bobur, poor.id);
    await removeCard(bobur, good.id);
    const price = (await planOf(t.app, "user", "user-plus")).prices.month.amount;
    const grace = later(FIRST_END, 3 * day).toISOString();

    clock = later(FIRST_END, minute);
    await pass();
    let row = await subscriptionRow(db(), subscription.id);
    expect(row.status).toBe("past_due");
    expect(iso(row.grace_until)).toBe(grace);
    expect(iso(row.next_attempt_at)).toBe(later(FIRST_END, minute + day).toISOString());
    expect(iso(row.current_period_end)).toBe(FIRST_END);
    let payments = await paymentsOf(db(), subscription.id);
    expect(payments.map((p) => [p.reason, p.status, p.failure_code, p.card_id])).toEqual([
      ["subscribe", "succeeded", null, good.id],
      ["renewal", "failed", "STPIMS-ERR-057", poor.id],
    ]);
    expect(chargesOf(sandbox, payments)).toEqual([1, 0]);
    expect(await ledgerOf(db(), [payments[1]?.id ?? ""])).toEqual([
      expect.objectContaining({ kind: "failure", amount: price, code: "STPIMS-ERR-057" }),
    ]);
    expect(await notificationsOf(db(), bobur.id)).toEqual([
      {
        type: "payment_failed",
        params: expect.objectContaining({
          ...plusNames,
          code: "STPIMS-ERR-057",
          grace_until: grace,
        }),
      },
    ]);
    const shown = (await overview(bobur)).subscription;
    expect(shown).toMatchObject({ status: "past_due", grace_until: grace });
    expect(shown?.next_charge?.at).toBe(iso(row.next_attempt_at));

    // Later the same day: not yet time to try again.
    clock = later(FIRST_END, 12 * 3_600_000);
    await pass();
    expect(await paymentsOf(db(), subscription.id)).toHaveLength(2);

    // The next day: a new attempt, a new payment, refused again.
    clock = later(FIRST_END, minute + day);
    await pass();
    payments = await paymentsOf(db(), subscription.id);
    expect(payments.map((p) => [p.reason, p.status, p.failure_code])).toEqual([
      ["subscribe", "succeeded", null],
      ["renewal", "failed", "STPIMS-ERR-057"],
      ["renewal", "failed", "STPIMS-ERR-057"],
    ]);
    expect(payments[2]?.idempotency_key).not.toBe(payments[1]?.idempotency_key);
    row = await subscriptionRow(db(), subscription.id);
    expect(row.status).toBe("past_due");
    expect(iso(row.grace_until)).toBe(grace);
    expect(iso(row.next_attempt_at)).toBe(later(FIRST_END, minute + 2 * day).toISOString());
    expect(await notificationsOf(db(), bobur.id, "payment_failed")).toHaveLength(2);

    // A good card made the default during the grace period: the next attempt succeeds.
    const fresh = await bindCard(t.app, bobur, anyCard("9860"));
    await makeDefault(bobur, fresh.id);
    clock = later(FIRST_END, minute + 2 * day);
    await pass();
    payments = await paymentsOf(db(), subscription.id);
    expect(payments.map((p) => [p.reason, p.status, p.card_id])).toEqual([
      ["subscribe", "succeeded", good.id],
      ["renewal", "failed", poor.id],
      ["renewal", "failed", poor.id],
      ["renewal", "succeeded", fresh.id],
    ]);
    expect(chargesOf(sandbox, payments)).toEqual([1, 0, 0, 1]);
    const paid = payments[3];
    expect([iso(paid?.period_start ?? null), iso(paid?.period_end ?? null)]).toEqual([
      FIRST_END,
      SECOND_END,
    ]);
    row = await subscriptionRow(db(), subscription.id);
    expect(row).toMatchObject({ status: "active", grace_until: null, next_attempt_at: null });
    expect(iso(row.current_period_end)).toBe(SECOND_END);
    expect(
      (
        await ledgerOf(
          db(),
          payments.slice(1).map((p) => p.id),
        )
      ).map((e) => [e.kind, e.code]),
    ).toEqual([
      ["failure", "STPIMS-ERR-057"],
      ["failure", "STPIMS-ERR-057"],
      ["charge", null],
    ]);
    expect((await notificationsOf(db(), bobur.id)).map((n) => n.type)).toEqual([
      "payment_failed",
      "payment_failed",
      "payment_succeeded",
    ]);
  });

  it("without a card: past due with card_required, then expired after the grace period, never charged", async () => {
    const nodira = await createPerson(t.app, "Nodira", "Qodirova");
    const card = await bindCard(t.app, nodira, anyCard());
    const subscription = await subscribed(t.app, nodira, "user-plus");
    await removeCard(nodira, card.id);
    const grace = later(FIRST_END, 3 * day).toISOString();

    clock = later(FIRST_END, minute);
    await pass();
    const row = await subscriptionRow(db(), subscription.id);
    expect(row.status).toBe("past_due");
    expect(iso(row.grace_until)).toBe(grace);
    expect(await notificationsOf(db(), nodira.id)).toEqual([
      {
        type: "payment_failed",
        params: expect.objectContaining({
          ...plusNames,
          code: "card_required",
          grace_until: grace,
        }),
      },
    ]);
    // Nothing was tried at the processor: no payment, no ledger line.
    const payments = await paymentsOf(db(), subscription.id);
    expect(payments.map((p) => p.reason)).toEqual(["subscribe"]);
    expect(
      (
        await ledgerOf(
          db(),
          payments.map((p) => p.id),
        )
      ).map((e) => e.kind),
    ).toEqual(["charge"]);

    clock = later(FIRST_END, minute + day);
    await pass();
    expect((await subscriptionRow(db(), subscription.id)).status).toBe("past_due");
    expect(await notificationsOf(db(), nodira.id, "payment_failed")).toHaveLength(2);

    clock = later(grace, minute);
    await pass();
    const ended = await subscriptionRow(db(), subscription.id);
    expect(ended.status).toBe("expired");
    expect(iso(ended.ended_at)).toBe(clock.toISOString());
    expect(await notificationsOf(db(), nodira.id, "subscription_expired")).toEqual([
      { type: "subscription_expired", params: expect.objectContaining(plusNames) },
    ]);
    expect((await overview(nodira)).subscription).toBeNull();

    // A card bound afterwards is not charged for it, however many passes run.
    await bindCard(t.app, nodira, anyCard());
    await pass();
    clock = later(SECOND_END, day);
    await pass();
    const all = await paymentsOfUser(db(), nodira.id);
    expect(all.map((p) => p.reason)).toEqual(["subscribe"]);
    expect(chargesOf(sandbox, all)).toEqual([1]);
    expect((await subscriptionRow(db(), subscription.id)).status).toBe("expired");
    expect((await notificationsOf(db(), nodira.id)).map((n) => n.type)).toEqual([
      "payment_failed",
      "payment_failed",
      "subscription_expired",
    ]);
  });
});

describe("a subscription that ends", () => {
  it("cancelled at the period's end: ended as canceled, with subscription_ended, not charged", async () => {
    const kamola = await createPerson(t.app, "Kamola", "Nurmatova");
    await bindCard(t.app, kamola, anyCard());
    const subscription = await subscribed(t.app, kamola, "user-plus");
    const cancel = await cardRequest(
      t.app,
      kamola,
      "POST",
      `/subscription/${subscription.id}/cancel/`,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(json<Subscription>(cancel)).toMatchObject({
      cancel_at_period_end: true,
      next_charge: null,
    });

    clock = later(FIRST_END, -minute);
    await pass();
    expect((await subscriptionRow(db(), subscription.id)).status).toBe("active");

    clock = later(FIRST_END, minute);
    await pass();
    const row = await subscriptionRow(db(), subscription.id);
    expect(row.status).toBe("canceled");
    expect(iso(row.ended_at)).toBe(clock.toISOString());
    const payments = await paymentsOf(db(), subscription.id);
    expect(payments.map((p) => p.reason)).toEqual(["subscribe"]);
    expect(chargesOf(sandbox, payments)).toEqual([1]);
    expect(await notificationsOf(db(), kamola.id)).toEqual([
      { type: "subscription_ended", params: expect.objectContaining(plusNames) },
    ]);
    await pass();
    expect(await notificationsOf(db(), kamola.id)).toHaveLength(1);
  });

  it("the free month ends as expired, with subscription_expired, and nothing is charged", async () => {
    const jasur = await createPerson(t.app, "Jasur", "Sobirov");
    await bindCard(t.app, jasur, anyCard());
    const subscription = await subscribed(t.app, jasur, "user-free");
    expect(subscription).toMatchObject({ status: "active", current_period_end: FIRST_END });

    clock = later(FIRST_END, -minute);
    await pass();
    expect((await subscriptionRow(db(), subscription.id)).status).toBe("active");

    clock = later(FIRST_END, minute);
    await pass();
    const row = await subscriptionRow(db(), subscription.id);
    expect(row.status).toBe("expired");
    expect(iso(row.ended_at)).toBe(clock.toISOString());
    expect(await notificationsOf(db(), jasur.id)).toEqual([
      {
        type: "subscription_expired",
        params: expect.objectContaining({
          plan_name: "Бесплатный месяц",
          plan_name_en: "Free month",
        }),
      },
    ]);
    expect(await paymentsOfUser(db(), jasur.id)).toEqual([]);
    const shown = await overview(jasur);
    expect(shown).toMatchObject({ subscription: null, free_plan_used: true });
  });
});

describe("the ledger", () => {
  it("is append-only: the database refuses to change or remove an entry", async () => {
    const malika = await createPerson(t.app, "Malika", "Tosheva");
    await bindCard(t.app, malika, anyCard());
    const subscription = await subscribed(t.app, malika, "user-plus");
    const [payment] = await paymentsOf(db(), subscription.id);
    if (!payment) throw new Error("no payment");
    const [entry] = await ledgerOf(db(), [payment.id]);
    expect(entry).toMatchObject({ kind: "charge", amount: 2_900_000 });

    await expect(
      db()
        .updateTable("ledger_entries")
        .set({ amount: "1" })
        .where("payment_id", "=", payment.id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`UPDATE ledger_entries SET code = 'edited' WHERE payment_id = ${payment.id}`.execute(db()),
    ).rejects.toThrow(/append-only/);
    await expect(
      db().deleteFrom("ledger_entries").where("payment_id", "=", payment.id).execute(),
    ).rejects.toThrow(/append-only/);
    expect(await ledgerOf(db(), [payment.id])).toEqual([entry]);
  });
});
