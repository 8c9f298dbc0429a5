import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { Subscription, SubscriptionOverview } from "../../sdk/types.gen";
import type { DatabaseConfig } from "../../server/config";
import { reconcilePending, STALE_PENDING_MS } from "../../server/domains/payments/charge";
import type { RenewalReport } from "../../server/domains/payments/renewals";
import {
  createSandboxProvider,
  type PaymentProvider,
  ProviderUnavailableError,
} from "../../server/payments/provider/index";
import { createPerson, type Person } from "./feedback-fixtures";
import { bearer, dropSchema, json, startApp, type TestApp, testDatabase } from "./helper";
import { bindCard, planOf, stillProcessing, subscribeRequest } from "./payments-fixtures";
import {
  anyCard,
  chargesOf,
  ledgerOf,
  notificationsOf,
  paymentsOf,
  paymentsOfUser,
  subscribed,
  subscriptionRow,
  totalCharges,
} from "./payments-records";

// Payments under concurrency and failure: double submits, a lost answer across a restart,
// the processor's "still at it" (066), and two instances running one renewal. Each asserts
// the one thing that matters: a payment is charged once, and its outcome is what every
// request for it is told.

const START = new Date("2026-12-01T10:00:00.000Z");
let clock = START;
const sandbox = createSandboxProvider({ now: () => clock });
let t: TestApp;
let plusMonth: number;

beforeAll(async () => {
  t = await startApp({}, { now: () => clock, paymentProvider: sandbox });
  plusMonth = (await planOf(t.app, "user", "user-plus")).prices.month.amount;
});
afterAll(async () => t.close());
beforeEach(() => {
  clock = START;
});

const plusBody = () => ({ plan: "user-plus", period: "month" as const, amount: plusMonth });

function expectDetail(
  response: { statusCode: number; body: string },
  status: number,
  detail: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body)).toEqual({ detail });
}

async function overview(app: TestApp, person: Person): Promise<SubscriptionOverview> {
  const response = await app.app.inject({
    method: "GET",
    url: "/api/v1/subscription/",
    headers: bearer(person.tokens),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<SubscriptionOverview>(response);
}

describe("one person, many requests at once", () => {
  it("ten requests with one Idempotency-Key: one payment, one charge, the same subscription for all", async () => {
    const aziza = await createPerson(t.app, "Aziza", "Karimova");
    await bindCard(t.app, aziza, anyCard());
    const charged = totalCharges(sandbox);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => subscribeRequest(t.app, aziza, plusBody(), key)),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const ids = new Set(responses.map((r) => json<Subscription>(r).id));
    expect(ids.size).toBe(1);
    const payments = await paymentsOfUser(t.app.services.db, aziza.id);
    expect(payments.map((p) => [p.status, p.subscription_id])).toEqual([
      ["succeeded", [...ids][0]],
    ]);
    expect(chargesOf(sandbox, payments)).toEqual([1]);
    expect(totalCharges(sandbox) - charged).toBe(1);
    expect((await ledgerOf(t.app.services.db, [payments[0]?.id ?? ""])).map((e) => e.kind)).toEqual(
      ["charge"],
    );
  });

  it("five requests with different keys: one subscribes, the others answer subscription_active_user", async () => {
    const bobur = await createPerson(t.app, "Bobur", "Rahimov");
    await bindCard(t.app, bobur, anyCard());
    const charged = totalCharges(sandbox);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => subscribeRequest(t.app, bobur, plusBody(), randomUUID())),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created, responses.map((r) => r.body).join("\n")).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expectDetail(response, 409, "subscription_active_user");
    }
    const payments = await paymentsOfUser(t.app.services.db, bobur.id);
    expect(payments.map((p) => p.status)).toEqual(["succeeded"]);
    const [winner] = created;
    expect(payments[0]?.subscription_id).toBe(winner && json<Subscription>(winner).id);
    expect(totalCharges(sandbox) - charged).toBe(1);
    const live = await t.app.services.db
      .selectFrom("subscriptions")
      .select("status")
      .where("user_id", "=", bobur.id)
      .execute();
    expect(live).toEqual([{ status: "active" }]);
  });
});

describe("an answer the processor gave and the server never heard", () => {
  it("is settled after a restart: by a retry with the same key, or by the reconciler, charged once", async () => {
    const onDisk = !process.env.TEST_DATABASE_URL;
    const dataDir = onDisk ? mkdtempSync(path.join(tmpdir(), "bozor-restart-")) : null;
    // One database both instances open in turn, as a restarted server would. On disk, the
    // first starts from the suite's migrated copy (initdb and the migrations cost seconds).
    const database: DatabaseConfig = dataDir ? { kind: "pglite", dataDir } : testDatabase();
    const firstDatabase: DatabaseConfig =
      database.kind === "pglite"
        ? { ...database, initialData: new Blob([inject("migratedDatabase")]) }
        : database;
    const processor = createSandboxProvider({ now: () => clock });
    // The debit happens at the processor, then the connection drops before its answer.
    const lossy: PaymentProvider = {
      ...processor,
      async applyPayment(input) {
        await processor.applyPayment(input);
        throw new ProviderUnavailableError(
          "applyPayment: connection reset after the request was sent",
        );
      },
    };
    let first: TestApp | null = null;
    let second: TestApp | null = null;
    try {
      first = await startApp(
        { database: firstDatabase },
        { now: () => clock, paymentProvider: lossy },
      );
      const kamola = await createPerson(first.app, "Kamola", "Nurmatova");
      const timur = await createPerson(first.app, "Timur", "Abdullayev");
      await bindCard(first.app, kamola, anyCard());
      await bindCard(first.app, timur, anyCard("9860"));
      const key = randomUUID();
      expectDetail(
        await subscribeRequest(first.app, kamola, plusBody(), key),
        503,
        "payment_provider_unavailable",
      );
      expectDetail(
        await subscribeRequest(first.app, timur, plusBody(), randomUUID()),
        503,
        "payment_provider_unavailable",
      );
      // Charged at the processor, unknown here: in process, not yet a subscription.
      expect(totalCharges(processor)).toBe(2);
      for (const person of [kamola, timur]) {
        const rows = await first.app.services.db
          .selectFrom("subscriptions")
          .select("status")
          .where("user_id", "=", person.id)
          .execute();
        expect(rows).toEqual([{ status: "incomplete" }]);
        const payments = await paymentsOfUser(first.app.services.db, person.id);
        expect(payments.map((p) => p.status)).toEqual(["pending"]);
        expect(payments[0]?.provider_transaction_id).toBeTruthy();
        expect((await overview(first, person)).subscription).toBeNull();
      }
      // Closed without dropping anything: the second instance opens the same database.
      await first.app.close();
      first = null;

      second = await startApp({ database }, { now: () => clock, paymentProvider: processor });
      const db = second.app.services.db;

      // Kamola's client retries with its key: the new instance asks the processor, not charges.
      const retried = await subscribeRequest(second.app, kamola, plusBody(), key);
      expect(retried.statusCode, retried.body).toBe(201);
      const subscription = json<Subscription>(retried);
      expect(subscription).toMatchObject({ status: "active", plan: { code: "user-plus" } });
      const kamolaPayments = await paymentsOf(db, subscription.id);
      expect(kamolaPayments.map((p) => p.status)).toEqual(["succeeded"]);
      expect(chargesOf(processor, kamolaPayments)).toEqual([1]);
      expect((await ledgerOf(db, [kamolaPayments[0]?.id ?? ""])).map((e) => e.kind)).toEqual([
        "charge",
      ]);
      // The same key once more: the same answer, nothing charged.
      const again = await subscribeRequest(second.app, kamola, plusBody(), key);
      expect(again.statusCode, again.body).toBe(201);
      expect(json<Subscription>(again).id).toBe(subscription.id);

      // Timur never retries. A young pending payment is left to whoever runs it...
      const services = second.app.services.payments;
      expect(await reconcilePending(db, services)).toBe(0);
      expect((await paymentsOfUser(db, timur.id)).map((p) => p.status)).toEqual(["pending"]);
      // ...and settled from the processor's record once it is stale.
      clock = new Date(START.getTime() + STALE_PENDING_MS);
      expect(await reconcilePending(db, services)).toBe(1);
      const timurPayments = await paymentsOfUser(db, timur.id);
      expect(timurPayments.map((p) => p.status)).toEqual(["succeeded"]);
      const timurRow = await subscriptionRow(db, timurPayments[0]?.subscription_id ?? "");
      expect(timurRow.status).toBe("active");
      expect((await overview(second, timur)).subscription?.id).toBe(timurRow.id);
      expect(await reconcilePending(db, services)).toBe(0);

      expect(totalCharges(processor)).toBe(2);
      expect(chargesOf(processor, [...kamolaPayments, ...timurPayments])).toEqual([1, 1]);
    } finally {
      await first?.app.close();
      // The second instance's close drops the PostgreSQL schema; after a failure, this does.
      if (second) await second.close();
      else await dropSchema(database);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the processor still at a payment (STPIMS-ERR-066)", () => {
  it("answers 409 STPIMS-ERR-066, then 201 to a retry with the same key, charged once", async () => {
    const shahnoza = await createPerson(t.app, "Shahnoza", "Karimova");
    await bindCard(t.app, shahnoza, stillProcessing);
    const key = randomUUID();
    expectDetail(await subscribeRequest(t.app, shahnoza, plusBody(), key), 409, "STPIMS-ERR-066");
    const db = t.app.services.db;
    let payments = await paymentsOfUser(db, shahnoza.id);
    expect(payments.map((p) => p.status)).toEqual(["pending"]);
    expect(chargesOf(sandbox, payments)).toEqual([0]);
    expect((await overview(t, shahnoza)).subscription).toBeNull();

    const retried = await subscribeRequest(t.app, shahnoza, plusBody(), key);
    expect(retried.statusCode, retried.body).toBe(201);
    const subscription = json<Subscription>(retried);
    expect(subscription.status).toBe("active");
    const again = await subscribeRequest(t.app, shahnoza, plusBody(), key);
    expect(again.statusCode, again.body).toBe(201);
    expect(json<Subscription>(again).id).toBe(subscription.id);

    payments = await paymentsOfUser(db, shahnoza.id);
    expect(payments.map((p) => [p.status, p.subscription_id])).toEqual([
      ["succeeded", subscription.id],
    ]);
    expect(chargesOf(sandbox, payments)).toEqual([1]);
    expect((await ledgerOf(db, [payments[0]?.id ?? ""])).map((e) => e.kind)).toEqual(["charge"]);
  });
});

describe("two renewal passes at once", () => {
  it("renew each due subscription once: one renewal payment, one charge", async () => {
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    // On PostgreSQL a second instance on the same schema, as in production; the embedded
    // database is opened by one process only, so there the two passes share one instance.
    const other = onPostgres
      ? await startApp(
          { database: t.config.database },
          { now: () => clock, paymentProvider: sandbox },
        )
      : t;
    try {
      const people = await Promise.all(
        ["Oybek", "Zarina", "Sardor"].map((name) => createPerson(t.app, name, "Renewal")),
      );
      const subscriptions: Subscription[] = [];
      for (const person of people) {
        await bindCard(t.app, person, anyCard());
        subscriptions.push(await subscribed(t.app, person, "user-plus"));
      }
      const end = subscriptions[0]?.current_period_end ?? "";
      expect(end).toBe("2027-01-01T10:00:00.000Z");
      const db = t.app.services.db;
      const renewalsBefore = await db
        .selectFrom("payments")
        .select("id")
        .where("reason", "=", "renewal")
        .execute();
      const charged = totalCharges(sandbox);

      clock = new Date(new Date(end).getTime() + 60_000);
      const reports: RenewalReport[] = await Promise.all([
        t.app.services.renewals.run(),
        other.app.services.renewals.run(),
      ]);

      for (const subscription of subscriptions) {
        const payments = await paymentsOf(db, subscription.id);
        expect(payments.map((p) => [p.reason, p.status])).toEqual([
          ["subscribe", "succeeded"],
          ["renewal", "succeeded"],
        ]);
        expect(chargesOf(sandbox, payments)).toEqual([1, 1]);
        const row = await subscriptionRow(db, subscription.id);
        expect([row.status, new Date(row.current_period_start).toISOString()]).toEqual([
          "active",
          end,
        ]);
        const told = await notificationsOf(db, row.user_id);
        expect(told.map((n) => n.type)).toEqual(["payment_succeeded"]);
      }
      // Whatever else was due in this database was renewed once too, and by one pass only.
      const renewals = await db
        .selectFrom("payments")
        .select(["id", "subscription_id", "status"])
        .where("reason", "=", "renewal")
        .execute();
      const made = renewals.filter((r) => !renewalsBefore.some((b) => b.id === r.id));
      // (The file's 066 card is still at the processor after its renewal's first apply.)
      expect(new Set(made.map((r) => r.subscription_id)).size).toBe(made.length);
      expect(made.length).toBeGreaterThanOrEqual(subscriptions.length);
      const tried = reports.reduce((sum, r) => sum + r.renewed + r.pending + r.failed, 0);
      expect(tried).toBe(made.length);
      const succeeded = made.filter((r) => r.status === "succeeded");
      expect(reports.reduce((sum, r) => sum + r.renewed, 0)).toBe(succeeded.length);
      expect(totalCharges(sandbox) - charged).toBe(succeeded.length);
      expect(chargesOf(sandbox, made)).toEqual(made.map((r) => (r.status === "succeeded" ? 1 : 0)));
    } finally {
      if (other !== t) await other.app.close();
    }
  });
});
