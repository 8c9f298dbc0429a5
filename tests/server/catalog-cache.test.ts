import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Feedback, OfferingDetail } from "../../sdk/types.gen";
import { catalogChangeFeed } from "../../server/db/database";
import { readVersion } from "../../server/domains/catalog/offering-index/index-rows";
import { CatalogCache } from "../../server/shared/catalog-cache";
import { ids, seedCatalog } from "./catalog-fixtures";
import { bearer, json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

// Offering pages are kept whole between writes (see CatalogCache): every write to what a page
// shows must show at once, and what is one caller's must never show to another.

let t: TestApp;
let user: Tokens;
let owner: Tokens;

beforeAll(async () => {
  t = await startApp();
  await seedCatalog(t.app.services.db);
  user = await tokensFor(t.app, "user@demo.uz");
  owner = await tokensFor(t.app, "business@demo.uz");
});
afterAll(async () => t.close());

const page = (id: string, query = "") => `/api/v1/offering/${id}/${query}`;

async function detail(url: string, tokens?: Tokens): Promise<OfferingDetail> {
  const response = await t.app.inject({
    method: "GET",
    url,
    headers: tokens ? bearer(tokens) : {},
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  return json<OfferingDetail>(response);
}

async function send(
  method: "POST" | "PUT" | "DELETE",
  url: string,
  tokens: Tokens,
  payload?: object,
) {
  const response = await t.app.inject({ method, url, headers: bearer(tokens), payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("offering pages between writes", () => {
  it("show a new rating in the summary and in related cards at once, and its removal", async () => {
    // Seen (and kept) by visitors and by the rater before the rating.
    expect((await detail(page(ids.phoneCase))).rating).toEqual({
      average: 4.8,
      count: 1,
      likes: 0,
    });
    expect((await detail(page(ids.nokia))).related[0]?.rating.average).toBe(4.8);
    expect((await detail(page(ids.phoneCase), user)).my_feedback).toBeNull();

    const created = json<Feedback>(
      await send("POST", "/api/v1/feedback/", user, {
        offering_id: ids.phoneCase,
        kind: "rating",
        rating: 2,
      }),
    );
    const rated = { average: 2, count: 1, likes: 0 };
    expect((await detail(page(ids.phoneCase))).rating).toEqual(rated);
    expect((await detail(page(ids.nokia))).related[0]?.rating).toEqual(rated);
    const mine = await detail(page(ids.phoneCase), user);
    expect(mine.rating).toEqual(rated);
    expect(mine.my_feedback).toMatchObject({ id: created.id, rating: 2, is_mine: true });
    // Nobody else sees it as theirs.
    expect((await detail(page(ids.phoneCase), owner)).my_feedback).toBeNull();

    await send("DELETE", `/api/v1/feedback/${created.id}/`, user);
    const none = { average: 0, count: 0, likes: 0 };
    expect((await detail(page(ids.phoneCase))).rating).toEqual(none);
    expect((await detail(page(ids.phoneCase), user)).my_feedback).toBeNull();
  });

  it("show a favourite at once to the one who saved it, and to nobody else", async () => {
    const nokia = page(ids.nokia);
    expect((await detail(nokia, user)).is_favorite).toBe(false);
    expect((await detail(nokia)).is_favorite).toBe(false);

    await send("PUT", `/api/v1/favorite/offering/${ids.nokia}/`, user);
    expect((await detail(nokia, user)).is_favorite).toBe(true);
    expect((await detail(nokia, owner)).is_favorite).toBe(false);
    expect((await detail(nokia)).is_favorite).toBe(false);
    // Its sale's page too, and asked together with other callers.
    const [mine, theirs, visitors] = await Promise.all([
      detail(`/api/v1/flash-sale/${ids.nokiaEndedSale}/`, user),
      detail(`/api/v1/flash-sale/${ids.nokiaEndedSale}/`, owner),
      detail(`/api/v1/flash-sale/${ids.nokiaEndedSale}/`),
    ]);
    expect([mine.is_favorite, theirs.is_favorite, visitors.is_favorite]).toEqual([
      true,
      false,
      false,
    ]);

    await send("DELETE", `/api/v1/favorite/offering/${ids.nokia}/`, user);
    expect((await detail(nokia, user)).is_favorite).toBe(false);
  });

  it("give each of several callers asking together their own state", async () => {
    const galaxy = page(ids.galaxy, "?lang=en&currency=RUB");
    const [mine, theirs, visitors] = await Promise.all([
      detail(galaxy, user),
      detail(galaxy, owner),
      detail(galaxy),
    ]);
    expect(mine).toMatchObject({ is_favorite: true, my_feedback: { rating: 5, is_mine: true } });
    expect(theirs).toMatchObject({ is_favorite: false, my_feedback: null });
    // The page a visitor is sent (kept serialized) is the signed-in one without the caller.
    expect(visitors).toEqual({ ...mine, is_favorite: false, my_feedback: null });
  });

  it("keep each language and currency apart", async () => {
    const en = await detail(page(ids.galaxy, "?lang=en&currency=RUB"));
    const ru = await detail(page(ids.galaxy, "?lang=ru&currency=UZS"));
    expect([en.title, en.display_price]).toEqual([
      "Samsung Galaxy A55 smartphone",
      { amount: 16_300, currency: "RUB" },
    ]);
    expect([ru.title, ru.display_price]).toEqual([
      "Смартфон Samsung Galaxy A55",
      { amount: 2_530_000, currency: "UZS" },
    ]);
  });

  it("show writes to the offering, its business, images and sales at once", async () => {
    const db = t.app.services.db;
    const nokia = page(ids.nokia);
    expect(await detail(nokia)).toMatchObject({ business_phone: "998662223344", images: [] });
    expect((await detail(nokia, user)).flash_sale).toBeNull();

    await db
      .updateTable("businesses")
      .set({ phone: "998660000000" })
      .where("id", "=", ids.samarkand)
      .execute();
    await db
      .insertInto("offering_images")
      .values({ offering_id: ids.nokia, image_id: ids.imageSecond, position: 0 })
      .execute();
    const saleId = "f0000000-0000-4000-8000-0000000000aa";
    await db
      .insertInto("flash_sales")
      .values({
        id: saleId,
        offering_id: ids.nokia,
        sale_price: "20",
        starts_at: new Date(Date.now() - 60_000),
        ends_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    for (const tokens of [undefined, user]) {
      expect(await detail(nokia, tokens)).toMatchObject({
        business_phone: "998660000000",
        images: [ids.imageSecond],
        flash_sale: { id: saleId, discount_percent: 20 },
      });
    }
    expect((await detail(page(ids.phoneCase))).related[0]?.flash_sale?.id).toBe(saleId);

    await db.deleteFrom("flash_sales").where("id", "=", saleId).execute();
    await db.deleteFrom("offering_images").where("offering_id", "=", ids.nokia).execute();
    await db
      .updateTable("businesses")
      .set({ phone: "998662223344" })
      .where("id", "=", ids.samarkand)
      .execute();
    expect(await detail(nokia)).toMatchObject({
      business_phone: "998662223344",
      images: [],
      flash_sale: null,
    });

    await db
      .updateTable("offerings")
      .set({ status: "archived" })
      .where("id", "=", ids.nokia)
      .execute();
    expect((await t.app.inject({ method: "GET", url: nokia })).statusCode).toBe(404);
    expect((await detail(page(ids.phoneCase))).related).toEqual([]);
    await db
      .updateTable("offerings")
      .set({ status: "active" })
      .where("id", "=", ids.nokia)
      .execute();
    expect((await detail(nokia)).id).toBe(ids.nokia);
  });

  it("show a sale when it starts and stop when it ends, with no write between", async () => {
    const db = t.app.services.db;
    const saleId = "f0000000-0000-4000-8000-0000000000bb";
    const startsAt = Date.now() + 1_500;
    await db
      .insertInto("flash_sales")
      .values({
        id: saleId,
        offering_id: ids.nokia,
        sale_price: "20",
        starts_at: new Date(startsAt),
        ends_at: new Date(startsAt + 1_500),
      })
      .execute();
    try {
      // Kept from before the start: the page itself and the related cards of its category.
      expect((await detail(page(ids.nokia))).flash_sale).toBeNull();
      expect((await detail(page(ids.phoneCase))).related[0]?.flash_sale).toBeNull();
      await sleep(startsAt - Date.now() + 100);
      expect((await detail(page(ids.nokia))).flash_sale?.id).toBe(saleId);
      expect((await detail(page(ids.phoneCase))).related[0]?.flash_sale?.id).toBe(saleId);
      await sleep(startsAt + 1_500 - Date.now() + 100);
      expect((await detail(page(ids.nokia))).flash_sale).toBeNull();
      expect((await detail(page(ids.phoneCase))).related[0]?.flash_sale).toBeNull();
    } finally {
      await db.deleteFrom("flash_sales").where("id", "=", saleId).execute();
    }
  });
});

describe("a visitor's offering page as sent", () => {
  const ask = (encoding?: string) =>
    t.app.inject({
      method: "GET",
      url: page(ids.galaxy, "?lang=ru&currency=UZS"),
      headers: encoding === undefined ? {} : { "accept-encoding": encoding },
    });

  it("goes out in the encoding asked for, the same JSON whichever", async () => {
    const plain = await ask();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [asked, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      ["br;q=0, gzip;q=0.5", "gzip", gunzipSync],
      ["*", "br", brotliDecompressSync],
    ] as const) {
      const first = await ask(asked);
      const again = await ask(asked);
      expect(first.headers["content-encoding"], asked).toBe(encoding);
      expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(first.rawPayload).toString()).toBe(plain.body);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    for (const refused of ["identity", "br;q=0, gzip;q=0", "*;q=0"]) {
      const response = await ask(refused);
      expect(response.headers["content-encoding"], refused).toBeUndefined();
      expect(response.body).toBe(plain.body);
    }
  });
});

describe("search cards", () => {
  it("are kept apart per key for the clock's time only, and dropped by a write", async () => {
    const db = t.app.services.db;
    const cache = new CatalogCache(db, { clockTtlMs: 300 });
    let loads = 0;
    const card = async (key: string) =>
      (await cache.open()).getCard(key, async () => {
        loads += 1;
        return `${key}#${loads}`;
      });
    expect(await card("1:a")).toBe("1:a#1");
    expect(await card("1:a")).toBe("1:a#1");
    // Another currency's card of the same offering is another entry.
    expect(await card("2:a")).toBe("2:a#2");
    await sleep(350);
    expect(await card("1:a")).toBe("1:a#3");
    // Any write to the catalog moves its version on: nothing older is served after it.
    await db
      .updateTable("offerings")
      .set({ like_count: (eb) => eb("like_count", "+", 0) })
      .where("id", "=", ids.nokia)
      .execute();
    expect(await card("1:a")).toBe("1:a#4");
  });
});

describe("the catalogue version", () => {
  const db = () => t.app.services.db;
  const version = () => readVersion(db());
  const activeCount = async (businessId: string) =>
    (
      await db()
        .selectFrom("businesses")
        .select("active_offering_count")
        .where("id", "=", businessId)
        .executeTakeFirstOrThrow()
    ).active_offering_count;

  it("moves once for a write that changes no business's count of active offerings", async () => {
    const before = await version();
    await db()
      .updateTable("offerings")
      .set({ like_count: (eb) => eb("like_count", "+", 0) })
      .where("id", "=", ids.nokia)
      .execute();
    expect(await version()).toBe(before + 1n);
  });

  it("still counts an offering that stops and starts being active", async () => {
    const { business_id } = await db()
      .selectFrom("offerings")
      .select("business_id")
      .where("id", "=", ids.nokia)
      .executeTakeFirstOrThrow();
    const count = await activeCount(business_id);
    const setStatus = (status: "archived" | "active") =>
      db().updateTable("offerings").set({ status }).where("id", "=", ids.nokia).execute();
    await setStatus("archived");
    try {
      expect(await activeCount(business_id)).toBe(count - 1);
    } finally {
      await setStatus("active");
    }
    expect(await activeCount(business_id)).toBe(count);
  });
});

describe("catalog writes announced by the database", () => {
  it("arrive before the write returns, on the embedded database only", async () => {
    const db = t.app.services.db;
    const feed = catalogChangeFeed(db);
    if (t.config.database.kind === "postgres") {
      // Other servers write there too: every request reads the version instead.
      expect(feed).toBeNull();
      return;
    }
    expect(feed).not.toBeNull();
    let announced = 0;
    feed?.(() => {
      announced += 1;
    });
    await db.updateTable("offerings").set({ like_count: 0 }).where("id", "=", ids.draft).execute();
    expect(announced).toBe(1);
    // Not the catalog, or not committed: nothing to announce.
    await db.updateTable("users").set({ lang: "ru" }).where("email", "=", "user@demo.uz").execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable("offerings")
          .set({ like_count: 1 })
          .where("id", "=", ids.draft)
          .execute();
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(announced).toBe(1);
  });
});
