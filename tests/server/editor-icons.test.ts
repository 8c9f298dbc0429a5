import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCategory, Banner, BannerDetail, Category } from "../../sdk/types.gen";
import { bearer, json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";
import { createOwner } from "./payments-fixtures";

let t: TestApp;
let admin: Tokens;
let user: Tokens;
let adminImage: string;

const unknownId = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const png1x1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==";
const day = 86_400_000;

beforeAll(async () => {
  t = await startApp();
  [admin, user] = await Promise.all([
    tokensFor(t.app, "admin@demo.uz"),
    tokensFor(t.app, "user@demo.uz"),
  ]);
  adminImage = await upload(admin);
  await addCategories();
});

/** A small tree of its own: two top-level product categories, a child, a service. */
async function addCategories(): Promise<void> {
  const db = t.app.services.db;
  const tag = Math.random().toString(36).slice(2, 8);
  const insert = (slug: string, kind: "product" | "service", position: number, parent?: string) =>
    db
      .insertInto("categories")
      .values({
        slug: `${slug}-${tag}`,
        kind,
        position,
        parent_id: parent ?? null,
        names: JSON.stringify({ en: slug, ru: slug, uz: slug, fa: slug }),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  const furniture = await insert("furniture", "product", 5);
  await insert("lighting", "product", 6);
  await insert("sofas", "product", 1, furniture.id);
  await insert("repairs", "service", 1);
}
afterAll(async () => t.close());

type Method = "GET" | "POST" | "PUT";

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

function bannerDraft(overrides: Record<string, unknown> = {}) {
  return {
    image: adminImage,
    link: "/search/products",
    titles: { en: "Sofas", ru: "Диваны" },
    placement: "home_strip",
    starts_at: new Date(Date.now() - day).toISOString(),
    ends_at: new Date(Date.now() + 7 * day).toISOString(),
    ...overrides,
  };
}

async function runningStrip(): Promise<Banner[]> {
  return json<Banner[]>(await call("GET", "banner/?placement=home_strip&lang=en", null));
}

describe("a banner's icon", () => {
  it("is kept, served to visitors and changed or cleared by the administration", async () => {
    const made = await call("POST", "admin/banners/", admin, bannerDraft({ icon: "mdi:sofa" }));
    expect(made.statusCode).toBe(201);
    const banner = json<BannerDetail>(made);
    expect(banner.icon).toBe("mdi:sofa");
    expect((await runningStrip()).find((b) => b.id === banner.id)?.icon).toBe("mdi:sofa");

    const cleared = await call("PUT", `admin/banners/${banner.id}/`, admin, bannerDraft());
    expect(json<BannerDetail>(cleared).icon).toBeNull();
    expect((await runningStrip()).find((b) => b.id === banner.id)?.icon).toBeNull();
  });

  it.each([
    ["a malformed icon", "Sofa!"],
    ["an icon the collection does not have", "mdi:no-such-icon-here"],
    ["an icon of no collection", "nope:sofa"],
  ])("refuses %s with icon_invalid, changing nothing", async (_, icon) => {
    const before = await runningStrip();
    const response = await call("POST", "admin/banners/", admin, bannerDraft({ icon }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "icon_invalid" });
    expect(await runningStrip()).toEqual(before);
  });

  it("may come with a business's request, checked the same way", async () => {
    const owner = await createOwner(t.app, "Icon Furniture");
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
    const image = await upload(owner.tokens);
    const refused = await call(
      "POST",
      "my/banner/",
      owner.tokens,
      bannerDraft({ image, icon: "mdi:not-an-icon-at-all" }),
    );
    expect(refused.json()).toEqual({ detail: "icon_invalid" });
    const asked = await call(
      "POST",
      "my/banner/",
      owner.tokens,
      bannerDraft({ image, icon: "mdi:sofa" }),
    );
    expect(asked.statusCode).toBe(201);
    expect(json<BannerDetail>(asked)).toMatchObject({ status: "pending", icon: "mdi:sofa" });
  });
});

async function adminCategories(): Promise<AdminCategory[]> {
  const response = await call("GET", "admin/categories/", admin);
  expect(response.statusCode).toBe(200);
  return json<AdminCategory[]>(response);
}

async function publicCategories(lang = "en"): Promise<Category[]> {
  return json<Category[]>(await call("GET", `category/?lang=${lang}`, null));
}

const names = (name: string) => ({
  en: `${name}`,
  ru: `${name} ру`,
  uz: `${name} uz`,
  fa: `${name} فا`,
});

describe("the category editor", () => {
  it("lists every category with all four names, parents first, in visitors' order", async () => {
    const all = await adminCategories();
    const visible = await publicCategories();
    expect(all.map((c) => c.id)).toEqual(visible.map((c) => c.id));
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(new Set(all.map((c) => c.kind))).toEqual(new Set(["product", "service"]));
    const seen = new Set<string>();
    for (const category of all) {
      if (category.parent_id) expect(seen.has(category.parent_id)).toBe(true);
      seen.add(category.id);
      expect(Object.keys(category.names).sort()).toEqual(["en", "fa", "ru", "uz"]);
      expect(category).toHaveProperty("icon");
      expect(typeof category.position).toBe("number");
    }
  });

  it("changes names, position and icon; visitors see them at once; the audit log keeps it", async () => {
    const [first, second] = (await adminCategories()).filter(
      (c) => c.parent_id === null && c.kind === "product",
    );
    if (!first || !second) throw new Error("the demo has two top-level product categories");
    const response = await call("PUT", `admin/categories/${second.id}/`, admin, {
      names: names("Everything for home"),
      position: 0,
      icon: "mdi:sofa-outline",
    });
    expect(response.statusCode).toBe(200);
    expect(json<AdminCategory>(response)).toEqual({
      ...second,
      names: names("Everything for home"),
      position: 0,
      icon: "mdi:sofa-outline",
    });
    const shown = (await publicCategories("fa")).find((c) => c.id === second.id);
    expect(shown).toMatchObject({ name: "Everything for home فا", icon: "mdi:sofa-outline" });
    // Position 0 puts it first among its siblings (the slug breaks a tie).
    const roots = (await publicCategories()).filter(
      (c) => c.parent_id === null && c.kind === "product",
    );
    expect(roots.findIndex((c) => c.id === second.id)).toBeLessThanOrEqual(
      roots.findIndex((c) => c.id === first.id),
    );

    const audit = await t.app.services.db
      .selectFrom("admin_actions")
      .select(["action", "target_kind", "before", "after"])
      .where("target_id", "=", second.id)
      .execute();
    expect(audit).toEqual([
      {
        action: "category.update",
        target_kind: "category",
        before: { names: second.names, position: second.position, icon: second.icon },
        after: { names: names("Everything for home"), position: 0, icon: "mdi:sofa-outline" },
      },
    ]);

    const cleared = await call("PUT", `admin/categories/${second.id}/`, admin, {
      names: second.names,
      position: second.position,
      icon: null,
    });
    expect(json<AdminCategory>(cleared)).toEqual({ ...second, icon: null });
    expect((await publicCategories()).find((c) => c.id === second.id)?.icon).toBeNull();
  });

  it("bumps the catalogue's version, so its caches and search index are rebuilt", async () => {
    const [category] = (await adminCategories()).filter((c) => c.parent_id !== null);
    if (!category) throw new Error("the fixture has a subcategory");
    const version = () =>
      t.app.services.db
        .selectFrom("catalog_version")
        .select("version")
        .executeTakeFirstOrThrow()
        .then((row) => BigInt(row.version));
    const before = await version();
    const response = await call("PUT", `admin/categories/${category.id}/`, admin, {
      names: names("Zebrawood"),
      position: category.position,
      icon: null,
    });
    expect(response.statusCode).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    const shown = (await publicCategories()).find((c) => c.id === category.id);
    expect(shown?.name).toBe("Zebrawood");
  });

  it.each([
    ["a blank name", { names: { ...names("A"), uz: "  " } }, "title_required"],
    ["a missing language", { names: { en: "A", ru: "A", uz: "A" } }, "title_required"],
    ["a name too long", { names: { ...names("A"), fa: "ب".repeat(201) } }, "title_too_long"],
    ["a negative position", { position: -1 }, "category_position_invalid"],
    ["a position too large", { position: 10_001 }, "category_position_invalid"],
    ["a fractional position", { position: 1.5 }, "category_position_invalid"],
    ["a malformed icon", { icon: "sofa" }, "icon_invalid"],
    ["an icon the collection does not have", { icon: "mdi:no-such-icon-here" }, "icon_invalid"],
  ])("refuses %s with its code, changing nothing", async (_, overrides, code) => {
    const [category] = await adminCategories();
    if (!category) throw new Error("the demo has categories");
    const response = await call("PUT", `admin/categories/${category.id}/`, admin, {
      names: names("Changed"),
      position: 3,
      icon: null,
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: code });
    expect((await adminCategories()).find((c) => c.id === category.id)).toEqual(category);
  });

  it("answers category_not_found and invalid_id", async () => {
    const body = { names: names("X"), position: 0, icon: null };
    const missing = await call("PUT", `admin/categories/${unknownId}/`, admin, body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "category_not_found" });
    const malformed = await call("PUT", "admin/categories/not-a-uuid/", admin, body);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: "invalid_id" });
  });

  it("is the administration's only", async () => {
    const [category] = await adminCategories();
    if (!category) throw new Error("the demo has categories");
    const body = { names: names("X"), position: 0, icon: null };
    for (const tokens of [null, user]) {
      const list = await call("GET", "admin/categories/", tokens);
      const put = await call("PUT", `admin/categories/${category.id}/`, tokens, body);
      expect([list.statusCode, put.statusCode]).toEqual(tokens ? [403, 403] : [401, 401]);
    }
    expect((await adminCategories()).find((c) => c.id === category.id)).toEqual(category);
  });
});
