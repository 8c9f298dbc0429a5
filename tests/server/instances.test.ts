import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MyOffering, OfferingPage, Subscription } from "../../sdk/types.gen";
import { countRequest, deleteLapsedCounts } from "../../server/address-limit-counts";
import { perAddress } from "../../server/auth/login-throttle";
import { defaultAddressLimits, loadConfig, type RedisConfig } from "../../server/config";
import { createSandboxProvider } from "../../server/payments/provider/index";
import { createCategory, createPerson } from "./feedback-fixtures";
import { bearer, demoPassword, json, startApp, type TestApp } from "./helper";
import { bindCard, createOwner, givePlan, type Owner } from "./payments-fixtures";
import { anyCard, chargesOf, paymentsOf, subscribed, totalCharges } from "./payments-records";

/**
 * Two instances on one database behave as one product (docs/decisions.md, "Several
 * instances"): a write through one shows in the other's search, scheduled work runs once,
 * and the per-address and per-account limits count across both. On PostgreSQL
 * (TEST_DATABASE_URL) the two share one schema, as production runs them behind a load
 * balancer; the embedded database is opened by one process only, so there both names stand
 * for one instance and the tests show what one instance must already do. With TEST_REDIS_URL
 * the per-address limits are counted in Redis too, by two instances of their own.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const redisUrl = process.env.TEST_REDIS_URL;

const START = new Date("2026-12-01T10:00:00.000Z");
let clock = START;
// One processor for both, as real instances share one: its count of charges is the truth.
const sandbox = createSandboxProvider({ now: () => clock });

let one: TestApp;
let other: TestApp;

beforeAll(async () => {
  one = await startApp({}, { now: () => clock, paymentProvider: sandbox });
  other = onPostgres
    ? await startApp(
        { database: one.config.database },
        { now: () => clock, paymentProvider: sandbox },
      )
    : one;
});
afterAll(async () => {
  if (other !== one) await other.app.close();
  await one.close();
});

/**
 * One more instance: on PostgreSQL on the same schema (no second migration run), on the
 * embedded database with a database of its own. `close` leaves the shared schema to `one`.
 */
async function startAnother(...args: Parameters<typeof startApp>): Promise<TestApp> {
  const [overrides = {}, options] = args;
  if (!onPostgres) return startApp(overrides, options);
  const t = await startApp({ ...overrides, database: one.config.database }, options);
  return { ...t, close: () => t.app.close() };
}

/** Passes once `check` does, polling; fails when it has not within `ms`. */
async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<void> {
  const started = performance.now();
  for (;;) {
    if (await check()) return;
    if (performance.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(20);
  }
}

async function searchIds(t: TestApp, q: string): Promise<string[]> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/v1/offering/?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<OfferingPage>(response).items.map((item) => item.id);
}

describe("a write through one instance", () => {
  let shop: Owner;
  let category: string;

  beforeAll(async () => {
    shop = await createOwner(one.app, "Dilshod");
    // Room for the offering: the plans' limits are tested in payments-limits.test.ts.
    await givePlan(one.app.services.db, { id: shop.businessId, ownerId: shop.id });
    category = await createCategory(one.app.services.db, "product");
  });

  function asShop(method: "POST" | "PATCH", url: string, payload: Record<string, unknown>) {
    return one.app.inject({ method, url: `/api/v1${url}`, headers: bearer(shop.tokens), payload });
  }

  it("shows in the other's search within a second: published, retitled, archived", async () => {
    const created = await asShop("POST", "/my/offering/", {
      kind: "product",
      titles: { ru: "Бухарское сузани", uz: "Buxoro so‘zanasi" },
      descriptions: { ru: "Вышивка ручной работы" },
      category_id: category,
      price: 2_400_000,
      currency: "UZS",
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = json<MyOffering>(created);
    // Searched on the other first, so its index is built and must catch up, not start afresh.
    expect(await searchIds(other, "сузани")).not.toContain(id);

    const published = await asShop("POST", `/my/offering/${id}/status/`, { status: "active" });
    expect(published.statusCode, published.body).toBe(200);
    await within(1000, "published offering in the other's search", async () =>
      (await searchIds(other, "сузани")).includes(id),
    );

    const retitled = await asShop("PATCH", `/my/offering/${id}/`, {
      titles: { ru: "Маргиланский атлас", uz: "Marg‘ilon atlasi" },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    await within(1000, "new title in the other's search", async () => {
      const [byNew, byOld] = await Promise.all([
        searchIds(other, "атлас"),
        searchIds(other, "сузани"),
      ]);
      return byNew.includes(id) && !byOld.includes(id);
    });

    const archived = await asShop("POST", `/my/offering/${id}/status/`, { status: "archived" });
    expect(archived.statusCode, archived.body).toBe(200);
    await within(
      1000,
      "archived offering gone from the other's search",
      async () => !(await searchIds(other, "атлас")).includes(id),
    );
  });
});

describe("scheduled work", () => {
  it("renewal passes run by both instances at once, again and again, charge each due subscription once", async () => {
    clock = START;
    const people = await Promise.all(
      ["Oydin", "Rustam", "Gulnora", "Farrux"].map((name) => createPerson(one.app, name, "Twice")),
    );
    const subscriptions: Subscription[] = [];
    for (const person of people) {
      await bindCard(one.app, person, anyCard());
      subscriptions.push(await subscribed(one.app, person, "user-plus"));
    }
    const db = one.app.services.db;
    const renewalsBefore = await db
      .selectFrom("payments")
      .select("id")
      .where("reason", "=", "renewal")
      .execute();
    const charged = totalCharges(sandbox);

    clock = new Date(new Date(subscriptions[0]?.current_period_end ?? "").getTime() + 60_000);
    // Three rounds of six passes at once, half on each instance.
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? other : one).app.services.renewals.run()),
      );
    }

    for (const subscription of subscriptions) {
      const payments = await paymentsOf(db, subscription.id);
      expect(payments.map((p) => [p.reason, p.status])).toEqual([
        ["subscribe", "succeeded"],
        ["renewal", "succeeded"],
      ]);
      expect(chargesOf(sandbox, payments)).toEqual([1, 1]);
    }
    // Whatever else was due in the database was renewed once too.
    const made = (
      await db
        .selectFrom("payments")
        .select(["id", "subscription_id", "status"])
        .where("reason", "=", "renewal")
        .execute()
    ).filter((payment) => !renewalsBefore.some((before) => before.id === payment.id));
    expect(new Set(made.map((payment) => payment.subscription_id)).size).toBe(made.length);
    const succeeded = made.filter((payment) => payment.status === "succeeded");
    expect(totalCharges(sandbox) - charged).toBe(succeeded.length);
    expect(chargesOf(sandbox, made)).toEqual(made.map((p) => (p.status === "succeeded" ? 1 : 0)));
  });
});

function signIn(t: TestApp, address: string, username: string, password: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/auth/login/",
    query: { username, password },
    remoteAddress: address,
  });
}

/**
 * The sign-in limit's requests alternate between the instances from one address; each is
 * refused by validation (an empty password), which it still counts. The next is 429 on both.
 */
async function expectSharedLoginLimit(first: TestApp, second: TestApp, address: string) {
  const { max, windowSeconds } = defaultAddressLimits.login;
  for (let i = 0; i < max; i += 1) {
    const response = await signIn(i % 2 ? second : first, address, "x", "");
    expect(response.statusCode, `request ${i + 1}`).toBe(400);
  }
  for (const t of [first, second]) {
    const refused = await signIn(t, address, "x", "");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: "too_many_attempts" });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  }
  // Another address is not held back, on either.
  expect((await signIn(second, `${address}0`, "x", "")).statusCode).toBe(400);
}

describe("the per-address limit of sign-in", () => {
  it("holds across both instances, counted in the database", async () => {
    const address = "203.0.113.7";
    await expectSharedLoginLimit(one, other, address);
    const counts = await one.app.services.db
      .selectFrom("address_limit_counts")
      .select(["operation", "hits"])
      .where("address", "=", address)
      .execute();
    // One count for both: the limit's requests and the two refused.
    expect(counts).toEqual([{ operation: "login", hits: defaultAddressLimits.login.max + 2 }]);
  });

  it("lets sign-in through, uncounted, while Redis is unreachable, and logs it once", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    const lines: string[] = [];
    const outage = await startAnother(
      {
        redis: { url: `redis://127.0.0.1:${closedPort}`, keyPrefix: "bozor-test:" },
        logLevel: "error",
      },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const person = await createPerson(outage.app, "Malika", "Yusupova");
      // Past the limit from one address: each answered as if there were no limit.
      for (let i = 0; i <= defaultAddressLimits.login.max; i += 1) {
        const response = await signIn(outage, "203.0.113.9", "x", "");
        expect(response.statusCode, response.body).toBe(400);
      }
      const signedIn = await signIn(outage, "203.0.113.10", person.email, demoPassword);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const logged = lines.filter((line) => line.includes("redis unreachable"));
      expect(logged).toHaveLength(1);
    } finally {
      const closing = performance.now();
      await outage.close();
      // Closing does not wait for a Redis that is not there.
      expect(performance.now() - closing).toBeLessThan(2000);
    }
  });

  // Only where a Redis server is given (CI's .ci/run sets it when one answers).
  if (redisUrl) {
    describe("counted in Redis", () => {
      // Keys of this run only: parallel runs on one Redis do not count each other's requests.
      const redis: RedisConfig = {
        url: redisUrl,
        keyPrefix: `bozor-test-${randomBytes(6).toString("hex")}:`,
      };
      let first: TestApp;
      let second: TestApp;
      let inspect: Redis;

      beforeAll(async () => {
        // On the embedded database each with a database of its own, which makes no difference
        // to Redis: the count is in Redis alone.
        first = await startAnother({ redis });
        second = await startAnother({ redis });
        inspect = new Redis(redisUrl);
      });
      afterAll(async () => {
        inspect.disconnect();
        await second.close();
        await first.close();
      });

      it("holds across both instances", async () => {
        const address = "203.0.113.8";
        await expectSharedLoginLimit(first, second, address);
        const keys = await inspect.keys(`${redis.keyPrefix}*${address}`);
        expect(keys).toHaveLength(1);
        const key = keys[0] ?? "";
        expect(Number(await inspect.get(key))).toBe(defaultAddressLimits.login.max + 2);
        expect(await inspect.pttl(key)).toBeGreaterThan(0);
        // Nothing went to the database's counts.
        const rows = await first.app.services.db
          .selectFrom("address_limit_counts")
          .select("hits")
          .where("address", "=", address)
          .execute();
        expect(rows).toEqual([]);
      });
    });
  }
});

describe("the database's counts", () => {
  it("start again once their window has ended; ended ones are deleted", async () => {
    const db = one.app.services.db;
    expect(await countRequest(db, "verifyOtp", "192.0.2.50", 300)).toMatchObject({ current: 1 });
    const second = await countRequest(db, "verifyOtp", "192.0.2.50", 300);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(300);
    // Another operation from the address counts apart.
    expect(await countRequest(db, "resendOtp", "192.0.2.50", 300)).toMatchObject({ current: 1 });
    await countRequest(db, "verifyOtp", "192.0.2.51", 300);
    await sleep(350);
    const next = await countRequest(db, "verifyOtp", "192.0.2.50", 60_000);
    expect(next.current).toBe(1);
    expect(next.ttl).toBeGreaterThan(59_000);

    await deleteLapsedCounts(db);
    const left = await db
      .selectFrom("address_limit_counts")
      .select(["operation", "address", "hits"])
      .where("address", "in", ["192.0.2.50", "192.0.2.51"])
      .execute();
    expect(left).toEqual([{ operation: "verifyOtp", address: "192.0.2.50", hits: 1 }]);
  });
});

describe("REDIS_URL", () => {
  it("counts in the database when unset, in Redis under REDIS_KEY_PREFIX when set", () => {
    expect(loadConfig({}).redis).toBeNull();
    expect(loadConfig({ REDIS_URL: "rediss://:secret@cache.internal:6380/2" }).redis).toEqual({
      url: "rediss://:secret@cache.internal:6380/2",
      keyPrefix: "bozor:",
    });
    expect(
      loadConfig({ REDIS_URL: "redis://127.0.0.1:6379", REDIS_KEY_PREFIX: "staging:" }).redis,
    ).toEqual({ url: "redis://127.0.0.1:6379", keyPrefix: "staging:" });
  });

  it("refuses an address that is not Redis's, without repeating it (it may hold a password)", () => {
    expect(() => loadConfig({ REDIS_URL: "http://:secret@cache.internal" })).toThrow(
      /^REDIS_URL must be a redis:\/\/ or rediss:\/\/ address$/,
    );
    expect(() => loadConfig({ REDIS_URL: "not a url" })).toThrow(/^REDIS_URL must be/);
  });
});

describe("sign-in throttling", () => {
  it("five wrong passwords for one account from one address, split across both, lock it on both", async () => {
    const person = await createPerson(one.app, "Sanjar", "Ergashev");
    const address = "198.51.100.23";
    for (let i = 0; i < perAddress.maxFailures; i += 1) {
      const failed = await signIn(i % 2 ? other : one, address, person.email, `wrong-${i}`);
      expect(failed.statusCode, failed.body).toBe(400);
      expect(failed.json()).toEqual({ detail: "invalid_credentials" });
    }
    for (const t of [one, other]) {
      const locked = await signIn(t, address, person.email, demoPassword);
      expect(locked.statusCode, locked.body).toBe(429);
      expect(locked.json()).toEqual({ detail: "too_many_attempts" });
    }
    // The owner from another address is not locked out.
    expect((await signIn(other, "198.51.100.24", person.email, demoPassword)).statusCode).toBe(200);
  });
});
