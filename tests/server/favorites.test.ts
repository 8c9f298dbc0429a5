import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Favorites, OfferingCard } from "../../sdk/types.gen";
import {
  addOfferingImage,
  createBusiness,
  createCategory,
  createFlashSale,
  createOffering,
  createPerson,
  hour,
  type Person,
} from "./feedback-fixtures";
import { bearer, json, startApp, type TestApp } from "./helper";

let t: TestApp;
let aziza: Person;
let bobur: Person;
let shopId: string;
let pendingShopId: string;
let categoryId: string;
/** Active, priced 120 USD, two images, a running sale at 90 and a sold-out one at 10. */
let carpetId: string;
let firstImageId: string;
let runningSaleId: string;
/** Active, priced 150,000 UZS, no image, only a sale that has not started. */
let breadId: string;
let draftId: string;
let pendingOfferingId: string;

const unknownId = "0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f";

beforeAll(async () => {
  t = await startApp();
  const db = t.app.services.db;
  aziza = await createPerson(t.app, "Aziza", "Karimova");
  bobur = await createPerson(t.app, "Bobur", "Aliyev");
  const shop = await createBusiness(db, {
    status: "accepted",
    names: { ru: "Самаркандские ковры", en: "Samarkand Carpets" },
    descriptions: { ru: "Ковры с 1990 года", en: "Carpets since 1990" },
    regionCode: "samarkand",
  });
  shopId = shop.id;
  pendingShopId = (await createBusiness(db, { status: "pending" })).id;
  categoryId = await createCategory(db);
  carpetId = await createOffering(db, {
    businessId: shopId,
    categoryId,
    titles: { ru: "Ковёр ручной работы", en: "Handmade carpet" },
    price: 120,
    currency: "USD",
  });
  // Inserted out of order: the card shows the one at the lowest position.
  await addOfferingImage(db, carpetId, 2);
  firstImageId = await addOfferingImage(db, carpetId, 1);
  const now = Date.now();
  runningSaleId = await createFlashSale(db, {
    offeringId: carpetId,
    salePrice: 90,
    startsAt: new Date(now - hour),
    endsAt: new Date(now + hour),
    quantityLimit: 10,
    sold: 3,
  });
  await createFlashSale(db, {
    offeringId: carpetId,
    salePrice: 10,
    startsAt: new Date(now - hour),
    endsAt: new Date(now + hour),
    quantityLimit: 5,
    sold: 5,
  });
  breadId = await createOffering(db, {
    businessId: shopId,
    categoryId,
    titles: { ru: "Самаркандская лепёшка", en: "Samarkand bread" },
    price: 150_000,
    currency: "UZS",
  });
  await createFlashSale(db, {
    offeringId: breadId,
    salePrice: 100_000,
    startsAt: new Date(now + hour),
    endsAt: new Date(now + 2 * hour),
  });
  draftId = await createOffering(db, { businessId: shopId, categoryId, status: "draft" });
  pendingOfferingId = await createOffering(db, { businessId: pendingShopId, categoryId });
});
afterAll(async () => t.close());

function put(kind: "offering" | "business", id: string, who: Person | null = aziza) {
  return t.app.inject({
    method: "PUT",
    url: `/api/v1/favorite/${kind}/${id}/`,
    headers: who ? bearer(who.tokens) : {},
  });
}

function remove(kind: "offering" | "business", id: string, who: Person | null = aziza) {
  return t.app.inject({
    method: "DELETE",
    url: `/api/v1/favorite/${kind}/${id}/`,
    headers: who ? bearer(who.tokens) : {},
  });
}

function list(who: Person | null = aziza, query = "") {
  return t.app.inject({
    method: "GET",
    url: `/api/v1/favorite/${query}`,
    headers: who ? bearer(who.tokens) : {},
  });
}

async function favoritesOf(who: Person, query = ""): Promise<Favorites> {
  const response = await list(who, query);
  expect(response.statusCode).toBe(200);
  return json<Favorites>(response);
}

async function reset(who: Person) {
  const db = t.app.services.db;
  await db.deleteFrom("favorite_offerings").where("user_id", "=", who.id).execute();
  await db.deleteFrom("favorite_businesses").where("user_id", "=", who.id).execute();
}

describe("signed out", () => {
  it.each([
    ["GET /favorite/", () => list(null)],
    ["PUT offering", () => put("offering", carpetId, null)],
    ["DELETE offering", () => remove("offering", carpetId, null)],
    ["PUT business", () => put("business", shopId, null)],
    ["DELETE business", () => remove("business", shopId, null)],
  ])("%s answers 401 not_authenticated", async (_name, call) => {
    const response = await call();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: "not_authenticated" });
  });
});

describe("addFavoriteOffering and removeFavoriteOffering", () => {
  it("saves once however often it is asked, and forgets idempotently", async () => {
    await reset(aziza);
    expect((await put("offering", carpetId)).statusCode).toBe(204);
    expect((await put("offering", carpetId)).statusCode).toBe(204);
    expect((await favoritesOf(aziza)).offerings.map((o) => o.id)).toEqual([carpetId]);
    expect((await remove("offering", carpetId)).statusCode).toBe(204);
    expect((await remove("offering", carpetId)).statusCode).toBe(204);
    expect((await favoritesOf(aziza)).offerings).toEqual([]);
  });

  it("accepts an upper-case id", async () => {
    await reset(aziza);
    expect((await put("offering", carpetId.toUpperCase())).statusCode).toBe(204);
    expect((await favoritesOf(aziza)).offerings.map((o) => o.id)).toEqual([carpetId]);
  });

  it.each([
    ["unknown", () => unknownId],
    ["a draft", () => draftId],
    ["of a pending business", () => pendingOfferingId],
  ])("refuses an offering that is %s with 404 offering_not_found", async (_name, id) => {
    await reset(aziza);
    const response = await put("offering", id());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "offering_not_found" });
    expect((await favoritesOf(aziza)).offerings).toEqual([]);
  });

  it.each(["put", "delete"] as const)("%s refuses a malformed id", async (method) => {
    const response =
      method === "put" ? await put("offering", "not-a-uuid") : await remove("offering", "1");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "offering_id_required" });
  });
});

describe("addFavoriteBusiness and removeFavoriteBusiness", () => {
  it("saves an accepted business once and forgets it idempotently", async () => {
    await reset(aziza);
    expect((await put("business", shopId)).statusCode).toBe(204);
    expect((await put("business", shopId)).statusCode).toBe(204);
    expect((await favoritesOf(aziza)).businesses.map((b) => b.id)).toEqual([shopId]);
    expect((await remove("business", shopId)).statusCode).toBe(204);
    expect((await remove("business", shopId)).statusCode).toBe(204);
    expect((await favoritesOf(aziza)).businesses).toEqual([]);
  });

  it.each([
    ["unknown", () => unknownId],
    ["pending", () => pendingShopId],
  ])("refuses a business that is %s with 404 business_not_found", async (_name, id) => {
    await reset(aziza);
    const response = await put("business", id());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "business_not_found" });
    expect((await favoritesOf(aziza)).businesses).toEqual([]);
  });

  it.each(["put", "delete"] as const)("%s refuses a malformed id", async (method) => {
    const response =
      method === "put" ? await put("business", "zzz") : await remove("business", "12345");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "invalid_business_uuid" });
  });
});

describe("listFavorites", () => {
  it("answers the newest saved first, as full cards, in US dollars by default", async () => {
    await reset(aziza);
    await put("offering", carpetId);
    await put("offering", breadId);
    await put("business", shopId);
    const favorites = await favoritesOf(aziza, "?lang=en");
    expect(favorites.offerings.map((o) => o.id)).toEqual([breadId, carpetId]);
    const carpet = favorites.offerings[1] as OfferingCard;
    expect(carpet).toEqual({
      id: carpetId,
      kind: "product",
      title: "Handmade carpet",
      image: firstImageId,
      price: { amount: 120, currency: "USD" },
      display_price: { amount: 120, currency: "USD" },
      business: {
        id: shopId,
        name: "Samarkand Carpets",
        logo: null,
        region: { code: "samarkand", name: "Samarkand Region" },
      },
      category: { id: categoryId, slug: expect.any(String), name: "Carpets" },
      rating: { average: 0, count: 0, likes: 0 },
      // The sold-out sale at 10 is over; the one at 90 is running.
      flash_sale: {
        id: runningSaleId,
        price: { amount: 90, currency: "USD" },
        display_price: { amount: 90, currency: "USD" },
        discount_percent: 25,
        starts_at: expect.any(String),
        ends_at: expect.any(String),
        quantity_limit: 10,
        sold: 3,
      },
      created_at: expect.any(String),
    });
    const bread = favorites.offerings[0] as OfferingCard;
    expect(bread.image).toBeNull();
    // Its only sale has not started.
    expect(bread.flash_sale).toBeNull();
    expect(bread.price).toEqual({ amount: 150_000, currency: "UZS" });
    expect(bread.display_price).toEqual({ amount: 11.86, currency: "USD" });

    expect(favorites.businesses).toEqual([
      {
        id: shopId,
        name: "Samarkand Carpets",
        description: "Carpets since 1990",
        logo: null,
        region: { code: "samarkand", name: "Samarkand Region" },
        oked: { id: expect.any(String), code: expect.any(String), name: expect.any(String) },
        rating: { average: 0, count: 0, likes: 0 },
        // The draft is not counted.
        offering_count: 2,
      },
    ]);
  });

  it("converts to the display currency: som and rial whole, roubles to the kopeck", async () => {
    await reset(aziza);
    await put("offering", carpetId);
    await put("offering", breadId);
    const inSom = await favoritesOf(aziza, "?currency=UZS");
    const [breadUzs, carpetUzs] = inSom.offerings;
    // Priced in som: shown as priced, not after a round trip through dollars.
    expect(breadUzs?.display_price).toEqual({ amount: 150_000, currency: "UZS" });
    expect(carpetUzs?.display_price).toEqual({ amount: 1_518_000, currency: "UZS" });
    expect(carpetUzs?.flash_sale?.display_price).toEqual({ amount: 1_138_500, currency: "UZS" });
    const inRoubles = await favoritesOf(aziza, "?currency=RUB");
    // 150,000 / 12,650 = 11.857708 dollars (six decimals kept) × 81.5 = 966.4032…
    expect(inRoubles.offerings[0]?.display_price).toEqual({ amount: 966.4, currency: "RUB" });
    expect(inRoubles.offerings[1]?.display_price).toEqual({ amount: 9780, currency: "RUB" });
    const inRial = await favoritesOf(aziza, "?currency=IRR");
    expect(inRial.offerings[1]?.display_price).toEqual({ amount: 126_000_000, currency: "IRR" });
    expect(Number.isInteger(inRial.offerings[0]?.display_price.amount)).toBe(true);
  });

  it("rounds roubles to two decimals", async () => {
    await reset(aziza);
    const odd = await createOffering(t.app.services.db, {
      businessId: shopId,
      categoryId,
      price: 1.23,
      currency: "USD",
      priceUsd: 1.234567,
    });
    await put("offering", odd);
    const [card] = (await favoritesOf(aziza, "?currency=RUB")).offerings;
    // 1.234567 × 81.5 = 100.6172105
    expect(card?.display_price).toEqual({ amount: 100.62, currency: "RUB" });
    await t.app.services.db.deleteFrom("offerings").where("id", "=", odd).execute();
  });

  it("names things in ?lang, falling back to Russian", async () => {
    await reset(aziza);
    await put("offering", carpetId);
    const favorites = await favoritesOf(aziza, "?lang=uz");
    expect(favorites.offerings[0]?.title).toBe("Ковёр ручной работы");
    expect(favorites.offerings[0]?.category.name).toBe("Gilamlar");
    expect(favorites.offerings[0]?.business.region?.name).toBe("Samarqand viloyati");
  });

  it("shows the rating summary kept on the offering and the business", async () => {
    await reset(aziza);
    const db = t.app.services.db;
    await db
      .updateTable("offerings")
      .set({ rating_average: "4.50", rating_count: 2, like_count: 3 })
      .where("id", "=", carpetId)
      .execute();
    await db
      .updateTable("businesses")
      .set({ rating_average: "3.67", rating_count: 3, like_count: 1 })
      .where("id", "=", shopId)
      .execute();
    await put("offering", carpetId);
    await put("business", shopId);
    const favorites = await favoritesOf(aziza);
    expect(favorites.offerings[0]?.rating).toEqual({ average: 4.5, count: 2, likes: 3 });
    expect(favorites.businesses[0]?.rating).toEqual({ average: 3.67, count: 3, likes: 1 });
    const cleared = { rating_average: 0, rating_count: 0, like_count: 0 };
    await db.updateTable("offerings").set(cleared).where("id", "=", carpetId).execute();
    await db.updateTable("businesses").set(cleared).where("id", "=", shopId).execute();
  });

  it("leaves out what stopped being public, and shows it again when it is back", async () => {
    await reset(aziza);
    const db = t.app.services.db;
    const other = await createBusiness(db, { status: "accepted" });
    const vase = await createOffering(db, { businessId: other.id, categoryId });
    await put("offering", vase);
    await put("offering", carpetId);
    await put("business", other.id);
    await db.updateTable("offerings").set({ status: "archived" }).where("id", "=", vase).execute();
    expect((await favoritesOf(aziza)).offerings.map((o) => o.id)).toEqual([carpetId]);
    await db.updateTable("offerings").set({ status: "active" }).where("id", "=", vase).execute();
    await db
      .updateTable("businesses")
      .set({ status: "blocked" })
      .where("id", "=", other.id)
      .execute();
    const blocked = await favoritesOf(aziza);
    expect(blocked.offerings.map((o) => o.id)).toEqual([carpetId]);
    expect(blocked.businesses).toEqual([]);
    // Saving it again while it is not public is refused like any other non-public one.
    expect((await put("offering", vase)).statusCode).toBe(404);
    await db
      .updateTable("businesses")
      .set({ status: "accepted" })
      .where("id", "=", other.id)
      .execute();
    const back = await favoritesOf(aziza);
    expect(back.offerings.map((o) => o.id)).toEqual([carpetId, vase]);
    expect(back.businesses.map((b) => b.id)).toEqual([other.id]);
  });

  it.each([
    ["?currency=EUR", "currency_not_found"],
    ["?lang=de", "wrong_language"],
  ])("refuses %s", async (query, code) => {
    const response = await list(aziza, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: code });
  });
});

describe("favourites are per person", () => {
  it("never shows one person's favourites to another", async () => {
    await reset(aziza);
    await reset(bobur);
    await put("offering", carpetId, aziza);
    await put("business", shopId, aziza);
    const bobursList = await favoritesOf(bobur);
    expect(bobursList).toEqual({ offerings: [], businesses: [] });
  });

  it("leaves A's favourites alone when B forgets the same ids", async () => {
    await reset(aziza);
    await reset(bobur);
    await put("offering", carpetId, aziza);
    await put("business", shopId, aziza);
    expect((await remove("offering", carpetId, bobur)).statusCode).toBe(204);
    expect((await remove("business", shopId, bobur)).statusCode).toBe(204);
    const azizas = await favoritesOf(aziza);
    expect(azizas.offerings.map((o) => o.id)).toEqual([carpetId]);
    expect(azizas.businesses.map((b) => b.id)).toEqual([shopId]);
  });

  it("keeps both when both save the same offering, and one forgetting it keeps the other's", async () => {
    await reset(aziza);
    await reset(bobur);
    await put("offering", carpetId, aziza);
    await put("offering", carpetId, bobur);
    await remove("offering", carpetId, aziza);
    expect((await favoritesOf(aziza)).offerings).toEqual([]);
    expect((await favoritesOf(bobur)).offerings.map((o) => o.id)).toEqual([carpetId]);
  });
});
