import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDashboard } from "../../sdk/types.gen";
import { createSearchCounter } from "../../server/shared/search-counter";
import { tashkentDay } from "../../server/shared/tashkent-day";
import { adminGet, insertLedger, tashkentNoon } from "./admin-fixtures";
import { createBusiness, createCategory, createOffering, createPerson } from "./feedback-fixtures";
import { json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

// The dashboard's figures over a period, computed from rows this file inserts into days no demo
// row falls on (March 2020), and the figures of now (subscriptions, queue, categories) as the
// difference the inserted rows make.

let t: TestApp;
let admin: Tokens;
let user: Tokens;

beforeAll(async () => {
  t = await startApp();
  admin = await tokensFor(t.app, "admin@demo.uz");
  user = await tokensFor(t.app, "user@demo.uz");
});
afterAll(async () => t.close());

const dashboard = async (query: Record<string, string>) => {
  const response = await adminGet(t.app, admin, "/admin/dashboard/", query);
  expect(response.statusCode, response.body).toBe(200);
  return json<AdminDashboard>(response);
};

describe("getAdminDashboard", () => {
  it("counts each day's new people, businesses, published offerings, searches and revenue", async () => {
    const { db } = t.app.services;
    const days = ["2020-03-01", "2020-03-02", "2020-03-03"] as const;
    const people = [
      await createPerson(t.app, "Dilnoza", "A"),
      await createPerson(t.app, "Bobur", "B"),
      await createPerson(t.app, "Aziz", "C"),
    ];
    // Two on the 1st, one on the 3rd; the 1st's second at 23:30 Tashkent (18:30 UTC): still the 1st.
    const joined = [tashkentNoon(days[0]), new Date("2020-03-01T18:30:00Z"), tashkentNoon(days[2])];
    for (const [i, person] of people.entries()) {
      await db
        .updateTable("users")
        .set({ date_joined: joined[i] })
        .where("id", "=", person.id)
        .execute();
    }
    const business = await createBusiness(db, { status: "accepted" });
    await db
      .updateTable("businesses")
      .set({ created_at: tashkentNoon(days[1]) })
      .where("id", "=", business.id)
      .execute();
    const category = await createCategory(db);
    const offering = { businessId: business.id, categoryId: category };
    await createOffering(db, { ...offering, createdAt: tashkentNoon(days[1]) });
    await createOffering(db, { ...offering, createdAt: tashkentNoon(days[1]) });
    // A draft is not published; an active one from before the period is not counted in it.
    await createOffering(db, { ...offering, status: "draft", createdAt: tashkentNoon(days[1]) });
    await createOffering(db, { ...offering, createdAt: tashkentNoon("2020-02-29") });
    await db
      .insertInto("search_counts")
      .values([
        { day: days[0], count: "7" },
        { day: days[2], count: "40" },
      ])
      .execute();
    await insertLedger(db, [
      { kind: "charge", amount: 24_900_000, plan: "business-pro", at: tashkentNoon(days[0]) },
      { kind: "charge", amount: 2_900_000, plan: "user-plus", at: tashkentNoon(days[0]) },
      { kind: "charge", amount: 2_900_000, plan: "user-plus", at: tashkentNoon(days[2]) },
      { kind: "refund", amount: -2_900_000, plan: "user-plus", at: tashkentNoon(days[2]) },
      // A failure moves no money.
      { kind: "failure", amount: 9_900_000, plan: "business-start", at: tashkentNoon(days[1]) },
    ]);

    const body = await dashboard({ from: days[0], to: days[2], lang: "en" });
    expect(body.period).toEqual({ from: days[0], to: days[2], days });
    expect(body.per_day).toEqual({
      new_people: [2, 0, 1],
      new_businesses: [0, 1, 0],
      offerings_published: [0, 2, 0],
      searches: [7, 0, 40],
    });
    expect(body.revenue_by_plan).toEqual([
      {
        plan_code: "business-pro",
        plan_name: "Business Pro",
        total: 24_900_000,
        per_day: [24_900_000, 0, 0],
      },
      { plan_code: "user-plus", plan_name: "Plus", total: 2_900_000, per_day: [2_900_000, 0, 0] },
    ]);
  });

  it("reports active subscriptions per plan, the verification queue and top categories now", async () => {
    const { db } = t.app.services;
    const before = await dashboard({ days: "7", lang: "ru" });
    const pro = (body: AdminDashboard) =>
      body.active_subscriptions.find((row) => row.plan_code === "business-pro");
    expect(pro(before)).toMatchObject({ plan_name: "Бизнес Про", audience: "business" });

    const owner = await createPerson(t.app, "Owner", "Pro");
    const business = await createBusiness(db, { status: "accepted", ownerId: owner.id });
    const now = new Date();
    await db
      .insertInto("subscriptions")
      .values({
        audience: "business",
        user_id: owner.id,
        business_id: business.id,
        plan_code: "business-pro",
        period: "month",
        status: "active",
        current_period_start: now,
        current_period_end: new Date(now.getTime() + 30 * 86_400_000),
      })
      .execute();
    const waitingSince = new Date("2019-06-01T10:00:00Z");
    const pending = await createBusiness(db, { status: "pending" });
    await db
      .updateTable("business_verifications")
      .set({ at: waitingSince })
      .where("business_id", "=", pending.id)
      .execute();
    const category = await createCategory(db);
    for (let i = 0; i < 60; i++)
      await createOffering(db, { businessId: business.id, categoryId: category });

    const after = await dashboard({ days: "7", lang: "ru" });
    expect(pro(after)?.count).toBe((pro(before)?.count ?? 0) + 1);
    expect(after.verification_queue.pending).toBe(before.verification_queue.pending + 1);
    expect(after.verification_queue.oldest_since).toBe(waitingSince.toISOString());
    expect(after.top_categories[0]).toEqual({
      id: category,
      slug: expect.any(String),
      name: "Ковры",
      active_offerings: 60,
    });
    expect(after.top_categories.length).toBeLessThanOrEqual(10);
  });

  it("defaults to the last 30 days up to today in Tashkent", async () => {
    const body = await dashboard({});
    expect(body.period.days).toHaveLength(30);
    expect(body.period.to).toBe(tashkentDay(new Date()));
    const week = await dashboard({ days: "7" });
    expect(week.period.days).toHaveLength(7);
    expect(week.per_day.searches).toHaveLength(7);
  });

  it("counts offering and business searches by the Tashkent day", async () => {
    const { searchCounts } = t.app.services;
    await searchCounts.flush();
    const before = (await dashboard({ days: "7" })).per_day.searches.at(-1) ?? 0;
    for (const url of ["/offering/?kind=product", "/business/", "/flash-sale/"]) {
      const response = await t.app.inject({ method: "GET", url: `/api/v1${url}` });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    await searchCounts.flush();
    const after = (await dashboard({ days: "7" })).per_day.searches.at(-1) ?? 0;
    expect(after - before).toBe(3);
  });

  it("writes what a counter holds when it closes, adding to what another instance wrote", async () => {
    const { db } = t.app.services;
    const clock = () => new Date("2021-05-05T20:00:00Z"); // 01:00 on the 6th in Tashkent
    const first = createSearchCounter(db, { now: clock });
    const second = createSearchCounter(db, { now: clock });
    first.count();
    first.count();
    second.count();
    await first.close();
    await second.close();
    const row = await db
      .selectFrom("search_counts")
      .select("count")
      .where("day", "=", "2021-05-06")
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(3);
  });

  it.each([
    [{ days: "10" }, "invalid_period"],
    [{ from: "2020-13-01", to: "2020-12-31" }, "invalid_date"],
    [{ from: "2020-01-01" }, "period_incomplete"],
    [{ to: "2020-01-01" }, "period_incomplete"],
    [{ days: "7", from: "2020-01-01", to: "2020-01-02" }, "period_conflict"],
    [{ from: "2020-01-02", to: "2020-01-01" }, "period_reversed"],
    [{ from: "2020-01-01", to: "2021-01-01" }, "period_too_long"],
  ])("refuses the period %o with %s", async (query, code) => {
    const response = await adminGet(t.app, admin, "/admin/dashboard/", query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ detail: code });
  });

  it("accepts a whole leap year and a single day", async () => {
    expect((await dashboard({ from: "2020-01-01", to: "2020-12-31" })).period.days).toHaveLength(
      366,
    );
    expect((await dashboard({ from: "2020-01-01", to: "2020-01-01" })).period.days).toEqual([
      "2020-01-01",
    ]);
  });

  it("is for administrators only", async () => {
    expect((await adminGet(t.app, null, "/admin/dashboard/")).statusCode).toBe(401);
    const refused = await adminGet(t.app, user, "/admin/dashboard/");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: "not_authorized_action" });
  });
});
