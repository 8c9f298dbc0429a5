import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Banner,
  BannerDetail,
  BannerPage,
  MyBanners,
  Notification,
  NotificationPage,
} from "../../sdk/types.gen";
import { createBusiness, createPerson } from "./feedback-fixtures";
import { bearer, json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";
import { createOwner, type Owner } from "./payments-fixtures";

let t: TestApp;
let admin: Tokens;
let adminImage: string;

const unknownId = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const png1x1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==";
const day = 86_400_000;

beforeAll(async () => {
  t = await startApp();
  admin = await tokensFor(t.app, "admin@demo.uz");
  adminImage = await upload(admin);
});
afterAll(async () => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";

function call(method: Method, url: string, tokens: Tokens | null, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload && { payload }),
  });
}

async function upload(tokens: Tokens): Promise<string> {
  const response = await call("POST", "image/", tokens, { data: png1x1 });
  expect(response.statusCode).toBe(201);
  return json<{ id: string }>(response).id;
}

function draft(overrides: Record<string, unknown> = {}) {
  return {
    image: adminImage,
    link: "/search/products?category=ceramics",
    titles: { en: "Rishton ceramics", ru: "Риштанская керамика", fa: "سرامیک ریشتان" },
    texts: { en: "Hand-painted bowls" },
    placement: "search",
    starts_at: new Date(Date.now() - day).toISOString(),
    ends_at: new Date(Date.now() + 7 * day).toISOString(),
    position: 0,
    ...overrides,
  };
}

async function created(overrides: Record<string, unknown> = {}): Promise<BannerDetail> {
  const response = await call("POST", "admin/banners/", admin, draft(overrides));
  expect(response.statusCode).toBe(201);
  return json<BannerDetail>(response);
}

async function running(placement: string, lang = "en"): Promise<Banner[]> {
  const response = await call("GET", `banner/?placement=${placement}&lang=${lang}`, null);
  expect(response.statusCode).toBe(200);
  return json<Banner[]>(response);
}

async function bannerCount(): Promise<number> {
  const row = await t.app.services.db
    .selectFrom("banners")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A business on the plan that gives banners (business-pro), paid up for a month. */
async function proOwner(name: string): Promise<Owner> {
  const owner = await createOwner(t.app, name);
  await t.app.services.db
    .insertInto("subscriptions")
    .values({
      audience: "business",
      user_id: owner.id,
      business_id: owner.businessId,
      plan_code: "business-pro",
      period: "month",
      status: "active",
      current_period_start: new Date(),
      current_period_end: new Date(Date.now() + 30 * day),
    })
    .execute();
  return owner;
}

async function request(owner: Owner, overrides: Record<string, unknown> = {}) {
  const { position: _position, ...body } = draft({ image: await upload(owner.tokens) });
  return call("POST", "my/banner/", owner.tokens, { ...body, ...overrides });
}

describe("the administration's banners", () => {
  it("makes an approved banner that runs in its placement at once", async () => {
    const banner = await created({ placement: "category" });
    expect(banner).toMatchObject({
      status: "approved",
      business: null,
      reject_reason: null,
      impressions: 0,
      clicks: 0,
      placement: "category",
      titles: { en: "Rishton ceramics", ru: "Риштанская керамика", fa: "سرامیک ریشتان" },
    });
    const shown = (await running("category", "fa")).find((b) => b.id === banner.id);
    expect(shown).toMatchObject({ title: "سرامیک ریشتان", placement: "category" });
    const audit = await t.app.services.db
      .selectFrom("admin_actions")
      .select(["action", "target_kind"])
      .where("target_id", "=", banner.id)
      .execute();
    expect(audit).toEqual([{ action: "banner.create", target_kind: "banner" }]);
  });

  it("counts impressions when served and clicks as reported, one click per address per batch", async () => {
    const banner = await created({ placement: "business" });
    await running("business");
    await running("business");
    for (let n = 0; n < 3; n++) {
      const response = await call("POST", `banner/${banner.id}/click/`, null);
      expect(response.statusCode).toBe(204);
    }
    await t.app.services.bannerCounts.flush();
    await call("POST", `banner/${banner.id}/click/`, null);
    await t.app.services.bannerCounts.flush();
    const counted = json<BannerDetail>(await call("GET", `admin/banners/${banner.id}/`, admin));
    expect(counted.impressions).toBe(2);
    expect(counted.clicks).toBe(2);
  });

  it("ignores a click on a banner that does not exist, and refuses a malformed id", async () => {
    expect((await call("POST", `banner/${unknownId}/click/`, null)).statusCode).toBe(204);
    await t.app.services.bannerCounts.flush();
    const bad = await call("POST", "banner/not-a-uuid/click/", null);
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ detail: "invalid_id" });
  });

  it.each([
    ["a protocol-relative address", { link: "//evil.example/x" }, "banner_link_invalid"],
    ["a backslash host", { link: "/\\evil.example" }, "banner_link_invalid"],
    ["script", { link: "javascript:alert(1)" }, "banner_link_invalid"],
    ["plain http", { link: "http://example.uz/" }, "banner_link_invalid"],
    ["a space", { link: "/search products" }, "banner_link_invalid"],
    [
      "an end before the start",
      { ends_at: new Date(Date.now() - 2 * day).toISOString() },
      "banner_dates_invalid",
    ],
    [
      "a run over a year",
      { ends_at: new Date(Date.now() + 400 * day).toISOString() },
      "banner_dates_invalid",
    ],
    ["a date that is no date", { starts_at: "tomorrow" }, "banner_dates_invalid"],
    ["a negative position", { position: -1 }, "banner_position_invalid"],
    ["an unknown placement", { placement: "sidebar" }, "invalid_placement"],
    ["no title", { titles: {} }, "title_required"],
    ["someone else's image", { image: unknownId }, "image_not_found"],
  ])("refuses %s and stores nothing", async (_name, overrides, code) => {
    const before = await bannerCount();
    const response = await call("POST", "admin/banners/", admin, draft(overrides));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ detail: code });
    expect(await bannerCount()).toBe(before);
  });

  it("takes an https address and a site path", async () => {
    expect((await created({ link: "https://bozor.uz/blog" })).link).toBe("https://bozor.uz/blog");
    expect((await created({ link: "/" })).link).toBe("/");
  });

  it("changes a banner, keeping its image, status and counts, and logs what changed", async () => {
    const banner = await created();
    const response = await call(
      "PUT",
      `admin/banners/${banner.id}/`,
      admin,
      draft({ titles: { uz: "Yangi" }, position: 5, placement: "home_hero" }),
    );
    expect(response.statusCode).toBe(200);
    expect(json<BannerDetail>(response)).toMatchObject({
      titles: { uz: "Yangi" },
      position: 5,
      placement: "home_hero",
      status: "approved",
    });
    const audit = await t.app.services.db
      .selectFrom("admin_actions")
      .select("action")
      .where("target_id", "=", banner.id)
      .orderBy("id")
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["banner.create", "banner.update"]);
  });

  it("answers banner_not_found for a banner that is not there", async () => {
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", draft()],
      ["DELETE", undefined],
    ] as const) {
      const response = await call(method, `admin/banners/${unknownId}/`, admin, body);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ detail: "banner_not_found" });
    }
    const decision = await call("POST", `admin/banners/${unknownId}/decision/`, admin, {
      action: "approve",
    });
    expect(json(decision)).toEqual({ detail: "banner_not_found" });
  });

  it("removes a banner, which stops running", async () => {
    const banner = await created({ placement: "home_strip" });
    expect((await call("DELETE", `admin/banners/${banner.id}/`, admin)).statusCode).toBe(204);
    expect((await running("home_strip")).some((b) => b.id === banner.id)).toBe(false);
    expect((await call("GET", `admin/banners/${banner.id}/`, admin)).statusCode).toBe(404);
  });

  it("is the administration's only", async () => {
    const owner = await proOwner("Nodira");
    for (const tokens of [owner.tokens, null]) {
      const response = await call("GET", "admin/banners/", tokens);
      expect(response.statusCode).toBe(tokens ? 403 : 401);
    }
  });
});

describe("a business's banner requests", () => {
  it("without banner access on its plan: no_banner_access_business, and the list says so", async () => {
    const owner = await createOwner(t.app, "Bahodir");
    const before = await bannerCount();
    const response = await request(owner);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ detail: "no_banner_access_business" });
    expect(await bannerCount()).toBe(before);
    const mine = json<MyBanners>(await call("GET", "my/banner/", owner.tokens));
    expect(mine).toEqual({ banner_access: false, items: [] });
  });

  it("a business not accepted cannot ask", async () => {
    const owner = await proOwner("Sardor");
    await t.app.services.db
      .updateTable("businesses")
      .set({ status: "pending" })
      .where("id", "=", owner.businessId)
      .execute();
    const response = await request(owner);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ detail: "business_status_not_accepted" });
  });

  it("refuses a request that has already ended, or another's image", async () => {
    const owner = await proOwner("Malika");
    const ended = await request(owner, {
      starts_at: new Date(Date.now() - 3 * day).toISOString(),
      ends_at: new Date(Date.now() - day).toISOString(),
    });
    expect(json(ended)).toEqual({ detail: "banner_dates_invalid" });
    const borrowed = await request(owner, { image: adminImage });
    expect(json(borrowed)).toEqual({ detail: "image_not_found" });
    const positioned = await request(owner, { position: 0 });
    expect(positioned.statusCode).toBe(400);
  });

  it("waits as pending, first in the queue, until approved; then it runs", async () => {
    const owner = await proOwner("Dilnoza");
    const response = await request(owner, { placement: "search" });
    expect(response.statusCode).toBe(201);
    const pending = json<BannerDetail>(response);
    expect(pending).toMatchObject({ status: "pending", business: { id: owner.businessId } });
    expect((await running("search")).some((b) => b.id === pending.id)).toBe(false);

    const queue = json<BannerPage>(await call("GET", "admin/banners/?page_size=48", admin));
    expect(queue.items[0]?.status).toBe("pending");
    const onlyPending = json<BannerPage>(await call("GET", "admin/banners/?status=pending", admin));
    expect(onlyPending.items.every((b) => b.status === "pending")).toBe(true);
    expect(onlyPending.items.some((b) => b.id === pending.id)).toBe(true);

    const approved = await call("POST", `admin/banners/${pending.id}/decision/`, admin, {
      action: "approve",
    });
    expect(json<BannerDetail>(approved).status).toBe("approved");
    expect((await running("search")).some((b) => b.id === pending.id)).toBe(true);

    const again = await call("POST", `admin/banners/${pending.id}/decision/`, admin, {
      action: "reject",
      reason: "Too late",
    });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ detail: "status_invalid" });

    const notes = json<NotificationPage>(await call("GET", "notification/", owner.tokens));
    const note = notes.items.find((n: Notification) => n.type === "banner_decision");
    expect(note?.params).toMatchObject({
      banner_id: pending.id,
      status: "approved",
      banner_title_fa: "سرامیک ریشتان",
    });
  });

  it("a rejection needs a reason, which the business sees with its counts", async () => {
    const owner = await proOwner("Jasur");
    const pending = json<BannerDetail>(await request(owner));
    const url = `admin/banners/${pending.id}/decision/`;
    const bare = await call("POST", url, admin, { action: "reject", reason: "  " });
    expect(bare.statusCode).toBe(400);
    expect(json(bare)).toEqual({ detail: "reason_required" });
    const odd = await call("POST", url, admin, { action: "archive" });
    expect(json(odd)).toEqual({ detail: "status_invalid" });
    const rejected = await call("POST", url, admin, {
      action: "reject",
      reason: "The picture is blurred",
    });
    expect(rejected.statusCode).toBe(200);
    const mine = json<MyBanners>(await call("GET", "my/banner/", owner.tokens));
    expect(mine.banner_access).toBe(true);
    expect(mine.items).toEqual([
      expect.objectContaining({
        id: pending.id,
        status: "rejected",
        reject_reason: "The picture is blurred",
        impressions: 0,
        clicks: 0,
      }),
    ]);
  });

  it("is a business's only", async () => {
    const person = await createPerson(t.app, "Aziza", "Buyer");
    expect((await call("GET", "my/banner/", person.tokens)).statusCode).toBe(403);
    expect((await call("GET", "my/banner/", null)).statusCode).toBe(401);
  });

  it("goes with its business: a banner of a business no longer accepted stops running", async () => {
    const business = await createBusiness(t.app.services.db, { status: "blocked" });
    const banner = await created({ placement: "business" });
    await t.app.services.db
      .updateTable("banners")
      .set({ business_id: business.id })
      .where("id", "=", banner.id)
      .execute();
    expect((await running("business")).some((b) => b.id === banner.id)).toBe(false);
  });
});
