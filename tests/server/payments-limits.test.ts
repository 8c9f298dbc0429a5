import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  MyOffering,
  MyOfferingCreate,
  Subscription,
  SubscriptionOverview,
} from "../../sdk/types.gen";
import { createCategory, createPerson, hour, type Person } from "./feedback-fixtures";
import { bearer, json, startApp, type TestApp } from "./helper";
import { createOwner, type Owner, subscribeRequest } from "./payments-fixtures";

// A business's plan limits (server/shared/plan-limits.ts) as the listings API applies them:
// published offerings and flash sales a month, without a plan and on the free business plan,
// and what getMyBusinessSubscription reports of them.

let t: TestApp;
let category: string;

beforeAll(async () => {
  t = await startApp();
  category = await createCategory(t.app.services.db, "product");
});
afterAll(async () => t.close());

function call(who: Person, method: "GET" | "POST", url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(who.tokens),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function expectDetail(
  response: { statusCode: number; body: string },
  status: number,
  detail: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body)).toEqual({ detail });
}

async function draft(owner: Owner, n: number): Promise<MyOffering> {
  const body: MyOfferingCreate = {
    kind: "product",
    titles: { ru: `Ковёр №${n}`, uz: `Gilam ${n}` },
    descriptions: { ru: "Ручная работа", uz: "Qo‘l ishi" },
    category_id: category,
    price: 1_000_000,
    currency: "UZS",
  };
  const response = await call(owner, "POST", "/my/offering/", body);
  expect(response.statusCode, response.body).toBe(201);
  return json<MyOffering>(response);
}

const publish = (owner: Owner, offering: MyOffering) =>
  call(owner, "POST", `/my/offering/${offering.id}/status/`, { status: "active" });

const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
const startSale = (owner: Owner, offering: MyOffering, from: number) =>
  call(owner, "POST", `/my/offering/${offering.id}/flash-sale/`, {
    price: 900_000,
    starts_at: at(from),
    ends_at: at(from + 2),
  });

async function businessOverview(owner: Owner): Promise<SubscriptionOverview> {
  const response = await call(owner, "GET", "/my/business/subscription/");
  expect(response.statusCode, response.body).toBe(200);
  return json<SubscriptionOverview>(response);
}

async function storedStatus(id: string): Promise<string> {
  const row = await t.app.services.db
    .selectFrom("offerings")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.status;
}

describe("a business's plan limits", () => {
  it("without a plan: 3 published offerings, no flash sale; on business-free: 10 and 1 a month", async () => {
    const owner = await createOwner(t.app, "Rustam");
    const offerings = [];
    for (let n = 1; n <= 4; n++) offerings.push(await draft(owner, n));
    const [first, second, third, fourth] = offerings as [
      MyOffering,
      MyOffering,
      MyOffering,
      MyOffering,
    ];

    for (const offering of [first, second, third]) {
      const published = await publish(owner, offering);
      expect(published.statusCode, published.body).toBe(200);
      expect(json<MyOffering>(published).status).toBe("active");
    }
    // Publishing one already published takes no more room.
    expect((await publish(owner, first)).statusCode).toBe(200);
    expectDetail(await publish(owner, fourth), 403, "offering_limit_reached");
    expect(await storedStatus(fourth.id)).toBe("draft");
    expectDetail(await startSale(owner, first, 1), 403, "flash_sale_limit_reached");
    const unsold = await call(owner, "GET", `/my/offering/${first.id}/`);
    expect(json<MyOffering>(unsold).flash_sales).toEqual([]);

    expect(await businessOverview(owner)).toEqual({
      subscription: null,
      free_plan_used: false,
      limits: {
        active_offerings: 3,
        flash_sales_per_month: 0,
        banner_access: false,
        featured: false,
      },
      usage: { active_offerings: 3, flash_sales_this_month: 0 },
    });

    const subscribed = await subscribeRequest(
      t.app,
      owner,
      { plan: "business-free", period: "month", amount: 0 },
      randomUUID(),
      "business",
    );
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    expect(json<Subscription>(subscribed).plan.code).toBe("business-free");

    const published = await publish(owner, fourth);
    expect(published.statusCode, published.body).toBe(200);
    expect(await storedStatus(fourth.id)).toBe("active");
    const sale = await startSale(owner, first, 1);
    expect(sale.statusCode, sale.body).toBe(201);
    expect(json<MyOffering>(sale).flash_sales).toHaveLength(1);
    // The month's one sale is spent, on this offering or any other.
    expectDetail(await startSale(owner, second, 1), 403, "flash_sale_limit_reached");
    expectDetail(await startSale(owner, first, 5), 403, "flash_sale_limit_reached");

    const overview = await businessOverview(owner);
    expect(overview).toMatchObject({
      subscription: { plan: { code: "business-free" }, status: "active" },
      free_plan_used: true,
      limits: {
        active_offerings: 10,
        flash_sales_per_month: 1,
        banner_access: false,
        featured: false,
      },
      usage: { active_offerings: 4, flash_sales_this_month: 1 },
    });
  });

  it("publishes up to the plan's count exactly, and counts only this business's offerings", async () => {
    const owner = await createOwner(t.app, "Zarina");
    const neighbour = await createOwner(t.app, "Sardor");
    const mine = [];
    for (let n = 1; n <= 4; n++) mine.push(await draft(owner, n));
    const theirs = [];
    for (let n = 1; n <= 3; n++) theirs.push(await draft(neighbour, n));
    for (const offering of theirs)
      expect((await publish(neighbour, offering)).statusCode).toBe(200);
    for (const offering of mine.slice(0, 3))
      expect((await publish(owner, offering)).statusCode).toBe(200);
    // Unpublishing one frees its place.
    const archived = await call(owner, "POST", `/my/offering/${mine[0]?.id}/status/`, {
      status: "archived",
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await businessOverview(owner)).usage).toEqual({
      active_offerings: 2,
      flash_sales_this_month: 0,
    });
    const last = mine[3] as MyOffering;
    expect((await publish(owner, last)).statusCode).toBe(200);
    expectDetail(await publish(owner, mine[0] as MyOffering), 403, "offering_limit_reached");
    expect((await businessOverview(neighbour)).usage).toEqual({
      active_offerings: 3,
      flash_sales_this_month: 0,
    });
  });
});

describe("limits under concurrent requests", () => {
  it("two publishes at once cannot both take the last place, nor two sales the month's one", async () => {
    const owner = await createOwner(t.app, "Malika");
    const offerings = [];
    for (let n = 1; n <= 6; n++) offerings.push(await draft(owner, n));
    for (const offering of offerings.slice(0, 2))
      expect((await publish(owner, offering)).statusCode).toBe(200);
    // One place left (3 without a plan), three drafts asking for it at once.
    const racing = await Promise.all(
      offerings.slice(2, 5).map((offering) => publish(owner, offering)),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 403, 403]);
    for (const refused of racing.filter((r) => r.statusCode !== 200)) {
      expectDetail(refused, 403, "offering_limit_reached");
    }
    expect((await businessOverview(owner)).usage?.active_offerings).toBe(3);

    const free = await subscribeRequest(
      t.app,
      owner,
      { plan: "business-free", period: "month", amount: 0 },
      randomUUID(),
      "business",
    );
    expect(free.statusCode, free.body).toBe(201);
    // business-free: one sale a month; three offerings start one each at once.
    const sales = await Promise.all(
      offerings.slice(0, 3).map((offering) => startSale(owner, offering, 1)),
    );
    expect(sales.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
    expect((await businessOverview(owner)).usage?.flash_sales_this_month).toBe(1);
  });
});

describe("who may read which subscription", () => {
  it("an individual cannot read a business's, nor a business account an individual's", async () => {
    const person = await createPerson(t.app, "Aziza", "Karimova");
    const owner = await createOwner(t.app, "Bobur");
    expectDetail(
      await call(person, "GET", "/my/business/subscription/"),
      403,
      "not_authorized_action",
    );
    expectDetail(await call(owner, "GET", "/subscription/"), 403, "not_authorized_action");
    const own = await call(person, "GET", "/subscription/");
    expect(own.statusCode, own.body).toBe(200);
    expect(json<SubscriptionOverview>(own)).toEqual({
      subscription: null,
      free_plan_used: false,
      limits: null,
      usage: null,
    });
  });
});
