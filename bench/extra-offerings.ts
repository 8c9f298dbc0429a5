import { type Kysely, sql } from "kysely";
import type { Db } from "../server/db/database";
import type { DemoCatalog } from "../server/db/demo-catalog/build-catalog";
import { composeOffering } from "../server/db/demo-catalog/build-offerings";
import { refreshAllRatingSummaries } from "../server/db/demo-catalog/insert-catalog";
import { itemsOf } from "../server/db/demo-catalog/items";
import { demoReviewers } from "../server/db/demo-catalog/people";
import { type Rng, rngFor } from "../server/db/demo-catalog/random";
import { type Texts, texts, withVariant } from "../server/db/demo-catalog/texts";
import type { Database, OfferingKind } from "../server/db/schema";
import { searchTextOf } from "../server/shared/search-text";

// One JSON parameter per statement: a few megabytes each, far fewer round trips than rows.
const rowsPerBatch = 2_000;
const dayMs = 86_400_000;

/** Said after the title, so the same item reads differently from shop to shop. */
const qualifiers: Record<OfferingKind, Texts[]> = {
  product: [
    texts("in stock", "в наличии", "mavjud", "موجود"),
    texts("wholesale", "оптом", "ulgurji", "عمده"),
    texts("gift wrapped", "в подарочной упаковке", "sovg‘a qadog‘ida", "با بسته‌بندی هدیه"),
    texts("colour: blue", "цвет: синий", "rangi: ko‘k", "رنگ: آبی"),
    texts("colour: red", "цвет: красный", "rangi: qizil", "رنگ: قرمز"),
    texts("colour: white", "цвет: белый", "rangi: oq", "رنگ: سفید"),
    texts("new season", "новый сезон", "yangi mavsum", "فصل جدید"),
  ],
  service: [
    texts("urgent", "срочно", "shoshilinch", "فوری"),
    texts("at your home", "на дому", "uyingizda", "در منزل شما"),
    texts("on weekends", "в выходные", "dam olish kunlari", "آخر هفته"),
    texts("with a warranty", "с гарантией", "kafolat bilan", "با ضمانت"),
  ],
};

interface OfferingJson {
  id: string;
  business_id: string;
  category_id: string;
  kind: OfferingKind;
  titles: Texts;
  descriptions: Texts;
  price: number;
  currency_id: number;
  price_usd: string;
  status: "active" | "draft" | "archived";
  search_text: string;
  created_at: string;
  updated_at: string;
}

interface PictureJson {
  offering_id: string;
  image_id: string;
  position: number;
}

function uuidFrom(rng: Rng): string {
  const hex = Array.from({ length: 4 }, () =>
    Math.floor(rng.next() * 2 ** 32)
      .toString(16)
      .padStart(8, "0"),
  ).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Draws offerings the way the demo data composes them, over all of its businesses. */
function offeringGenerator(catalog: DemoCatalog, now: number) {
  const rng = rngFor("bench/offerings");
  const categoryIds = new Map(catalog.categories.map((c) => [c.slug, String(c.id)]));
  const kinds = new Map(catalog.categories.map((c) => [c.slug, c.kind]));
  const categoryOf = new Map(catalog.offerings.map((o) => [o.id, o.category_id]));
  const pictures = new Map<string, string[]>();
  for (const image of catalog.offeringImages) {
    const category = String(categoryOf.get(image.offering_id));
    pictures.set(category, [...(pictures.get(category) ?? []), image.image_id]);
  }
  return (): { offering: OfferingJson; picture: PictureJson | null } => {
    const business = rng.pick(catalog.catalogBusinesses);
    const slug = rng.pick(business.categories);
    const kind = kinds.get(slug) ?? "product";
    const categoryId = categoryIds.get(slug) ?? "";
    const item = rng.pick(itemsOf(slug));
    const variant = rng.int(0, Math.max(0, item.variants.length - 1));
    const composed = composeOffering(business, kind, item, variant, rng);
    const titles = rng.chance(0.6)
      ? withVariant(composed.titles, rng.pick(qualifiers[kind]))
      : composed.titles;
    const createdAt = new Date(now - rng.next() * 365 * dayMs).toISOString();
    const id = uuidFrom(rng);
    const pool = pictures.get(categoryId);
    return {
      offering: {
        id,
        business_id: business.id,
        category_id: categoryId,
        kind,
        titles,
        descriptions: composed.descriptions,
        price: composed.price.price,
        currency_id: composed.price.currencyId,
        price_usd: composed.price.priceUsd,
        status: rng.chance(0.97) ? "active" : rng.pick(["draft", "archived"] as const),
        search_text: searchTextOf(titles, composed.descriptions),
        created_at: createdAt,
        updated_at: createdAt,
      },
      picture: pool?.length ? { offering_id: id, image_id: rng.pick(pool), position: 0 } : null,
    };
  };
}

/** Secondary indexes of `table`, so a bulk load can rebuild each once instead of row by row. */
async function secondaryIndexes(db: Kysely<Database>, table: string) {
  const result = await sql<{ schemaname: string; indexname: string; indexdef: string }>`
    select schemaname, indexname, indexdef from pg_indexes
    where tablename = ${table} and schemaname = current_schema()
      and indexname not like '%_pkey'`.execute(db);
  return result.rows.map((row) => ({
    name: `"${row.schemaname}"."${row.indexname}"`,
    definition: row.indexdef,
  }));
}

async function loadOfferings(
  db: Db,
  catalog: DemoCatalog,
  count: number,
  log: (line: string) => void,
): Promise<string[]> {
  const next = offeringGenerator(catalog, Date.now());
  const ids: string[] = [];
  await db.transaction().execute(async (trx) => {
    const indexes = await secondaryIndexes(trx, "offerings");
    for (const index of indexes) await sql.raw(`drop index ${index.name}`).execute(trx);
    for (let start = 0; start < count; start += rowsPerBatch) {
      const offerings: OfferingJson[] = [];
      const pictures: PictureJson[] = [];
      for (let i = start; i < Math.min(count, start + rowsPerBatch); i++) {
        const { offering, picture } = next();
        offerings.push(offering);
        ids.push(offering.id);
        if (picture) pictures.push(picture);
      }
      await sql`
        insert into offerings (id, business_id, category_id, kind, titles, descriptions, price,
          currency_id, price_usd, status, search_text, created_at, updated_at)
        select id, business_id, category_id, kind, titles, descriptions, price, currency_id,
          price_usd, status, search_text, created_at, updated_at
        from jsonb_populate_recordset(null::offerings, ${JSON.stringify(offerings)}::jsonb)`.execute(
        trx,
      );
      await sql`
        insert into offering_images (offering_id, image_id, position)
        select offering_id, image_id, position
        from jsonb_populate_recordset(null::offering_images, ${JSON.stringify(pictures)}::jsonb)`.execute(
        trx,
      );
      if ((start / rowsPerBatch) % 10 === 9)
        log(`  ${start + offerings.length} offerings inserted`);
    }
    log(`  rebuilding ${indexes.length} offering indexes`);
    await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
    for (const index of indexes) await sql.raw(index.definition).execute(trx);
  });
  return ids;
}

/** 1% of the new offerings on a sale running now, 10–60% off. */
async function addFlashSales(db: Db, ids: string[], log: (line: string) => void): Promise<void> {
  const rng = rngFor("bench/flash-sales");
  const now = Date.now();
  const sales = rng.sample(ids, Math.floor(ids.length / 100)).map((offeringId) => ({
    offering_id: offeringId,
    discount: rng.int(10, 60) / 100,
    starts_at: new Date(now - rng.int(1, 48) * 3_600_000).toISOString(),
    ends_at: new Date(now + rng.int(1, 72) * 3_600_000).toISOString(),
  }));
  await sql`
    insert into flash_sales (offering_id, sale_price, starts_at, ends_at)
    select s.offering_id, round(o.price * (1 - s.discount), 2), s.starts_at, s.ends_at
    from jsonb_to_recordset(${JSON.stringify(sales)}::jsonb)
      as s(offering_id uuid, discount numeric, starts_at timestamptz, ends_at timestamptz)
    join offerings o on o.id = s.offering_id`.execute(db);
  log(`  ${sales.length} flash sales running`);
}

/** About 40% of the offerings without feedback rated by a demo reviewer or two, leaning high. */
async function addRatings(db: Db, log: (line: string) => void): Promise<void> {
  const reviewers = sql.join(demoReviewers.map((r) => r.id));
  await db.transaction().execute(async (trx) => {
    const inserted = await sql`
      insert into feedback (user_id, offering_id, kind, rating, created_at, updated_at)
      select r.id, o.id, 'rating',
        case when h % 100 < 45 then 5 when h % 100 < 78 then 4 when h % 100 < 90 then 3
             when h % 100 < 96 then 2 else 1 end,
        o.created_at, o.created_at
      from offerings o
      cross join (select id from users where id in (${reviewers})) r
      cross join lateral (select abs(hashtext(o.id::text || r.id::text)) as h) hashed
      where h % 20 = 0 and not exists (select 1 from feedback f where f.offering_id = o.id)`.execute(
      trx,
    );
    await refreshAllRatingSummaries(trx);
    log(`  ${inserted.numAffectedRows ?? 0n} ratings`);
  });
}

/**
 * Adds `count` offerings to the demo businesses and categories: the demo's items, origins,
 * price ranges and four languages, with qualifiers ("wholesale", "urgent") so titles vary,
 * each with a picture of its category; then flash sales and ratings, and fresh statistics.
 */
export async function addExtraOfferings(
  db: Db,
  catalog: DemoCatalog,
  count: number,
  log: (line: string) => void,
): Promise<void> {
  const ids = await loadOfferings(db, catalog, count, log);
  await addFlashSales(db, ids, log);
  await addRatings(db, log);
  await sql`analyze`.execute(db);
}
