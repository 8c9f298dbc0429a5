import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCatalogIds } from "../../server/db/demo-catalog/featured";
import { currencies, demoBusiness } from "../../server/db/demo-data";
import type { LocalizedText } from "../../server/db/schema";
import { seed } from "../../server/db/seed";
import { searchTextOf } from "../../server/shared/search-text";
import { json, startApp, type TestApp } from "./helper";

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ seedDemoCatalog: true });
});
afterAll(async () => t?.close());

const db = () => t.app.services.db;
const get = (url: string) => t.app.inject({ method: "GET", url });
const locales = ["en", "ru", "uz", "fa"] as const;

/** The texts that are missing or blank in some language, as "where: locale". */
function missingLocales(where: string, text: LocalizedText): string[] {
  return locales.filter((l) => !text[l]?.trim()).map((l) => `${where}: ${l}`);
}

async function count(query: Promise<{ n: string | number | bigint }>): Promise<number> {
  return Number((await query).n);
}

describe("the demo marketplace", () => {
  it("has at least 40 accepted businesses, 400 offerings and 10 running flash sales", async () => {
    const byStatus = await db()
      .selectFrom("businesses")
      .select(["status", db().fn.countAll<string>().as("n")])
      .groupBy("status")
      .execute();
    const businesses = Object.fromEntries(byStatus.map((row) => [row.status, Number(row.n)]));
    expect(businesses.accepted).toBeGreaterThanOrEqual(40);
    for (const hidden of ["pending", "rejected", "blocked"]) {
      expect(businesses[hidden]).toBeGreaterThanOrEqual(1);
    }
    const publicOfferings = db()
      .selectFrom("offerings")
      .innerJoin("businesses", "businesses.id", "offerings.business_id")
      .where("offerings.status", "=", "active")
      .where("businesses.status", "=", "accepted");
    expect(
      await count(
        db().selectFrom("offerings").select(db().fn.countAll().as("n")).executeTakeFirstOrThrow(),
      ),
    ).toBeGreaterThanOrEqual(400);
    const kinds = await publicOfferings
      .select(["offerings.kind", db().fn.countAll<string>().as("n")])
      .groupBy("offerings.kind")
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(["product", "service"]);
    const running = await count(
      publicOfferings
        .innerJoin("flash_sales", "flash_sales.offering_id", "offerings.id")
        .where("flash_sales.starts_at", "<=", new Date())
        .where("flash_sales.ends_at", ">", new Date())
        .select(db().fn.countAll().as("n"))
        .executeTakeFirstOrThrow(),
    );
    expect(running).toBeGreaterThanOrEqual(10);
    const phases = await sql<{ upcoming: number; ended: number }>`
      select count(*) filter (where starts_at > now())::int as upcoming,
             count(*) filter (where ends_at <= now())::int as ended
      from flash_sales`.execute(db());
    expect(phases.rows[0]?.upcoming).toBeGreaterThanOrEqual(2);
    expect(phases.rows[0]?.ended).toBeGreaterThanOrEqual(2);
  });

  it("ends every running sale 1 to 72 hours after seeding, 10–60% below the price", async () => {
    const sales = await db()
      .selectFrom("flash_sales")
      .innerJoin("offerings", "offerings.id", "flash_sales.offering_id")
      .select([
        "flash_sales.sale_price",
        "flash_sales.starts_at",
        "flash_sales.ends_at",
        "offerings.price",
      ])
      .execute();
    const now = Date.now();
    for (const sale of sales) {
      const discount = 1 - Number(sale.sale_price) / Number(sale.price);
      // Rounding to whole som or dollars moves a discount by a point or two.
      expect(discount).toBeGreaterThanOrEqual(0.08);
      expect(discount).toBeLessThanOrEqual(0.62);
      const ends = new Date(sale.ends_at).getTime();
      if (new Date(sale.starts_at).getTime() <= now && ends > now) {
        expect(ends - now).toBeLessThanOrEqual(72 * 3_600_000);
        expect(ends - now).toBeGreaterThan(30 * 60_000);
      }
    }
  });

  it("writes every text in all four languages, Uzbek with o‘ and g‘", async () => {
    const missing: string[] = [];
    const uzbek: string[] = [];
    const check = (where: string, ...texts: LocalizedText[]) => {
      for (const text of texts) {
        missing.push(...missingLocales(where, text));
        if (text.uz) uzbek.push(text.uz);
      }
    };
    for (const c of await db().selectFrom("categories").select(["slug", "names"]).execute()) {
      check(`category ${c.slug}`, c.names);
    }
    for (const o of await db().selectFrom("okeds").select(["code", "names"]).execute()) {
      check(`oked ${o.code}`, o.names);
    }
    for (const b of await db()
      .selectFrom("businesses")
      .select(["id", "names", "descriptions"])
      .execute()) {
      check(`business ${b.id}`, b.names, b.descriptions);
    }
    for (const o of await db()
      .selectFrom("offerings")
      .select(["id", "titles", "descriptions"])
      .execute()) {
      check(`offering ${o.id}`, o.titles, o.descriptions);
    }
    for (const b of await db().selectFrom("banners").select(["id", "titles", "texts"]).execute()) {
      check(`banner ${b.id}`, b.titles, b.texts);
    }
    expect(missing).toEqual([]);
    // Uzbek Latin writes o‘ and g‘ with the turned comma, not an ASCII apostrophe.
    expect(uzbek.filter((text) => /[og]['`ʻ]/i.test(text))).toEqual([]);
    expect(uzbek.some((text) => text.includes("o‘"))).toBe(true);
  });

  it("fills search_text from every language's title and description", async () => {
    // jsonb keeps keys in its own order, so compare language by language.
    const covers = (searchText: string, ...texts: LocalizedText[]) =>
      texts.every((text) => locales.every((l) => searchText.includes(searchTextOf(text[l]))));
    const offerings = await db()
      .selectFrom("offerings")
      .select(["titles", "descriptions", "search_text"])
      .execute();
    expect(offerings.filter((o) => !covers(o.search_text, o.titles, o.descriptions))).toEqual([]);
    const businesses = await db()
      .selectFrom("businesses")
      .select(["names", "descriptions", "search_text"])
      .execute();
    expect(businesses.filter((b) => !covers(b.search_text, b.names, b.descriptions))).toEqual([]);
  });

  it("keeps price_usd at the seeded rate of the offering's currency", async () => {
    const rates = new Map(currencies.map((c) => [c.id, c.rate]));
    const offerings = await db()
      .selectFrom("offerings")
      .select(["price", "currency_id", "price_usd"])
      .execute();
    const used = new Set(offerings.map((o) => o.currency_id));
    expect([...used].sort()).toEqual([1, 2, 3]);
    for (const o of offerings) {
      const rate = rates.get(o.currency_id) ?? Number.NaN;
      expect(Number(o.price_usd)).toBeCloseTo(Number(o.price) / rate, 5);
    }
  });

  it("keeps every rating summary consistent with the feedback rows", async () => {
    for (const [table, column] of [
      ["offerings", "offering_id"],
      ["businesses", "business_id"],
    ] as const) {
      const mismatches = await sql<{ id: string }>`
        select target.id from ${sql.table(table)} as target
        left join (
          select ${sql.ref(column)} as id,
            coalesce(round(avg(rating), 2), 0) as average,
            count(rating) as ratings,
            count(*) filter (where kind = 'like') as likes
          from feedback where ${sql.ref(column)} is not null group by ${sql.ref(column)}
        ) as summary on summary.id = target.id
        where target.rating_average <> coalesce(summary.average, 0)
          or target.rating_count <> coalesce(summary.ratings, 0)
          or target.like_count <> coalesce(summary.likes, 0)`.execute(db());
      expect(mismatches.rows).toEqual([]);
    }
    const rated = await count(
      db()
        .selectFrom("offerings")
        .where("rating_count", ">", 0)
        .select(db().fn.countAll().as("n"))
        .executeTakeFirstOrThrow(),
    );
    expect(rated).toBeGreaterThanOrEqual(100);
    const reviewers = await db()
      .selectFrom("feedback")
      .innerJoin("users", "users.id", "feedback.user_id")
      .select(["users.lang", "users.is_verified"])
      .where("feedback.comment", "is not", null)
      .execute();
    expect(new Set(reviewers.map((r) => r.lang))).toEqual(new Set(locales));
    expect(reviewers.every((r) => r.is_verified)).toBe(true);
  });

  it("gives the demo business its region, hours, links and location", async () => {
    const row = await db()
      .selectFrom("businesses")
      .selectAll()
      .where("id", "=", demoBusiness.id)
      .executeTakeFirstOrThrow();
    expect(row.region_code).toBe("tashkent-city");
    expect(row.working_hours).toHaveLength(7);
    expect(row.links.length).toBeGreaterThan(0);
    expect(Number(row.latitude)).toBeCloseTo(41.33, 1);
    expect(Number(row.longitude)).toBeCloseTo(69.23, 1);
  });

  it("holds the exported ids with the roles they are named for", async () => {
    const ids = demoCatalogIds;
    const offering = (id: string) =>
      db()
        .selectFrom("offerings")
        .innerJoin("businesses", "businesses.id", "offerings.business_id")
        .select(["offerings.kind", "offerings.status", "businesses.status as business_status"])
        .where("offerings.id", "=", id)
        .executeTakeFirstOrThrow();
    expect(await offering(ids.productWithLiveFlashSale)).toEqual({
      kind: "product",
      status: "active",
      business_status: "accepted",
    });
    expect(await offering(ids.service)).toMatchObject({ kind: "service", status: "active" });
    expect(await offering(ids.draftOffering)).toMatchObject({ status: "draft" });
    expect(await offering(ids.archivedOffering)).toMatchObject({ status: "archived" });
    expect(await offering(ids.offeringOfBlockedBusiness)).toMatchObject({
      status: "active",
      business_status: "blocked",
    });
    const sale = await db()
      .selectFrom("flash_sales")
      .selectAll()
      .where("id", "=", ids.liveFlashSale)
      .executeTakeFirstOrThrow();
    expect(sale.offering_id).toBe(ids.productWithLiveFlashSale);
    expect(new Date(sale.starts_at).getTime()).toBeLessThan(Date.now());
    expect(new Date(sale.ends_at).getTime()).toBeGreaterThan(Date.now());
    const detail = await get(`/api/v1/offering/${ids.productWithLiveFlashSale}/?lang=en`);
    expect(detail.statusCode).toBe(200);
    expect(json<{ title: string; flash_sale: { id: string } | null }>(detail)).toMatchObject({
      title: "Rishtan ceramic plate, 28 cm",
      flash_sale: { id: ids.liveFlashSale },
    });
    const ru = json<{ title: string }>(
      await get(`/api/v1/offering/${ids.productWithLiveFlashSale}/?lang=ru`),
    );
    expect(ru.title).toBe("Керамическая тарелка из Риштана, 28 см");
    expect((await get(`/api/v1/offering/${ids.offeringOfBlockedBusiness}/`)).statusCode).toBe(404);
    expect((await get(`/api/v1/offering/${ids.draftOffering}/`)).statusCode).toBe(404);
    const feedback = await db()
      .selectFrom("feedback")
      .select(["user_id", "offering_id", "business_id", "comment"])
      .where((eb) =>
        eb.or([
          eb("offering_id", "in", [
            ids.offeringWithFeedback,
            ids.offeringRatedByDemoUser,
            ids.offeringLikedByDemoUser,
          ]),
          eb("business_id", "in", [ids.businessWithFeedback, ids.businessRatedByDemoUser]),
        ]),
      )
      .execute();
    const demoUser = "00000000-0000-4000-8000-000000000002";
    const mine = feedback.filter((f) => f.user_id === demoUser);
    expect(mine.map((f) => f.offering_id ?? f.business_id).sort()).toEqual(
      [
        ids.offeringRatedByDemoUser,
        ids.offeringLikedByDemoUser,
        ids.businessRatedByDemoUser,
      ].sort(),
    );
    expect(
      feedback.filter((f) => f.offering_id === ids.offeringWithFeedback && f.comment).length,
    ).toBeGreaterThanOrEqual(3);
    expect(feedback.some((f) => f.business_id === ids.businessWithFeedback)).toBe(true);
  });

  it("shows only accepted businesses and their active offerings in searches", async () => {
    const accepted = await count(
      db()
        .selectFrom("businesses")
        .where("status", "=", "accepted")
        .select(db().fn.countAll().as("n"))
        .executeTakeFirstOrThrow(),
    );
    const businesses = json<{ total: number }>(await get("/api/v1/business/?page_size=48"));
    expect(businesses.total).toBe(accepted);
    const phones = json<{ items: Array<{ id: string }> }>(
      await get("/api/v1/offering/?category=phones&page_size=48"),
    );
    expect(phones.items.length).toBeGreaterThan(0);
    expect(phones.items.map((i) => i.id)).not.toContain(demoCatalogIds.offeringOfBlockedBusiness);
    for (const q of ["керамическая тарелка", "sopol likopcha", "سفال", "smartphone"]) {
      const found = json<{ total: number }>(
        await get(`/api/v1/offering/?q=${encodeURIComponent(q)}`),
      );
      expect(found.total, q).toBeGreaterThan(0);
    }
  });

  it("serves every generated picture as a small SVG", async () => {
    const sizes = await sql<{ content_type: string; largest: number; n: number }>`
      select content_type, max(length(bytes))::int as largest, count(*)::int as n
      from images group by content_type`.execute(db());
    expect(sizes.rows).toHaveLength(1);
    expect(sizes.rows[0]?.content_type).toBe("image/svg+xml");
    expect(sizes.rows[0]?.largest).toBeLessThanOrEqual(2048);
    const logo = await db()
      .selectFrom("businesses")
      .select("logo_image_id")
      .where("logo_image_id", "is not", null)
      .executeTakeFirstOrThrow();
    const picture = await db()
      .selectFrom("offering_images")
      .select("image_id")
      .executeTakeFirstOrThrow();
    const banner = await db().selectFrom("banners").select("image_id").executeTakeFirstOrThrow();
    for (const id of [logo.logo_image_id, picture.image_id, banner.image_id]) {
      const response = await get(`/api/v1/image/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it("has banners running now in every placement", async () => {
    const expected = { home_hero: 3, home_strip: 2, search: 2, category: 1, business: 1 };
    for (const [placement, n] of Object.entries(expected)) {
      const banners = json<Array<{ title: string; link: string }>>(
        await get(`/api/v1/banner/?placement=${placement}&lang=uz`),
      );
      expect(banners).toHaveLength(n);
      for (const banner of banners) expect(banner.link).toMatch(/^\/search\//);
    }
  });

  it("gives the same ids on every seed (npm run seed)", async () => {
    const snapshot = async () => {
      const out: Record<string, string[]> = {};
      for (const table of [
        "users",
        "businesses",
        "categories",
        "offerings",
        "images",
        "flash_sales",
        "feedback",
        "banners",
      ] as const) {
        const rows = await db().selectFrom(table).select("id").orderBy("id").execute();
        out[table] = rows.map((row) => String(row.id));
      }
      return out;
    };
    const before = await snapshot();
    await seed(db(), t.config.passwordHashing);
    expect(await snapshot()).toEqual(before);
  });
});
