import { sql } from "kysely";
import type { Db } from "../../../db/database";
import type { LocalizedText } from "../../../db/schema";
import { saleMicroDollarsSql } from "../../../shared/price-now";
import { searchTextOf } from "../../../shared/search-text";
import { isPublicOffering } from "../../../shared/visibility";
import { descriptionField, nameField, textTerms, titleField } from "../text-analysis/text-terms";
import type { IndexRow, IndexSale } from "./index-row";

/** What the catalog log says since a version (migration 0006). */
interface CatalogChanges {
  /** The catalog version these changes bring the index to. */
  version: bigint;
  /** The log holds every change after this version: an index older than it is rebuilt. */
  keptFrom: bigint;
  offeringIds: string[];
  businessIds: string[];
  /** A truncate, or more changes than are worth applying one by one: build afresh. */
  everything: boolean;
  /** Changes whenever a category is added, renamed, moved or removed. */
  categoriesHash: string;
}

/**
 * The current version and the changes after `since`, read in one statement so that they
 * agree: every change up to that version is committed and in the log (see migration 0006).
 */
export async function readChanges(
  db: Db,
  since: bigint,
  maxChanges: number,
): Promise<CatalogChanges> {
  const { rows } = await sql<{
    version: string;
    kept_from: string;
    changes: Array<[string | null, string | null]> | null;
    categories_hash: string;
  }>`
    WITH changed AS (
      SELECT DISTINCT offering_id, business_id FROM catalog_changes
      WHERE version > ${String(since)}::bigint LIMIT ${maxChanges + 1}
    )
    SELECT v.version::text AS version, v.changes_kept_from::text AS kept_from,
      (SELECT json_agg(json_build_array(offering_id, business_id)) FROM changed) AS changes,
      (SELECT md5(coalesce(string_agg(c.id::text || c.names::text || coalesce(c.parent_id::text, ''),
        ',' ORDER BY c.id), '')) FROM categories c) AS categories_hash
    FROM catalog_version v`.execute(db);
  const row = rows[0];
  if (!row) throw new Error("catalog_version has no row");
  const changes = row.changes ?? [];
  const offeringIds = new Set<string>();
  const businessIds = new Set<string>();
  let everything = changes.length > maxChanges;
  for (const [offeringId, businessId] of changes) {
    if (offeringId) offeringIds.add(offeringId);
    else if (businessId) businessIds.add(businessId);
    else everything = true;
  }
  return {
    version: BigInt(row.version),
    keptFrom: BigInt(row.kept_from),
    offeringIds: [...offeringIds],
    businessIds: [...businessIds],
    everything,
    categoriesHash: row.categories_hash,
  };
}

/** The catalog version now. */
export async function readVersion(db: Db): Promise<bigint> {
  const { rows } = await sql<{ version: string }>`
    SELECT version::text AS version FROM catalog_version`.execute(db);
  return BigInt(rows[0]?.version ?? "0");
}

/**
 * Public offerings (shared/visibility.ts) with their values as the index keeps them: integers
 * (exact in a double), times in microseconds; their titles and descriptions, made into terms
 * here (text-analysis/), the one place search reads words.
 */
function publicRows(db: Db) {
  return db
    .selectFrom("offerings as o")
    .innerJoin("businesses as b", "b.id", "o.business_id")
    .select([
      "o.id",
      "o.kind",
      "o.business_id",
      "o.category_id",
      "b.region_code",
      sql<number>`floor(o.price_usd)::float8`.as("price_dollars"),
      sql<number>`((o.price_usd - floor(o.price_usd)) * 1000000)::int`.as("price_micros"),
      sql<number>`(o.rating_average * 100)::int`.as("rating"),
      "o.rating_count",
      sql<number>`(extract(epoch FROM o.created_at) * 1000000)::float8`.as("created_micros"),
      "o.titles",
      "o.descriptions",
    ])
    .where((eb) => isPublicOffering(eb));
}

function asIndexRow({
  titles,
  descriptions,
  ...row
}: Omit<IndexRow, "terms" | "title_key"> & {
  titles: LocalizedText;
  descriptions: LocalizedText;
}): IndexRow {
  return {
    ...row,
    terms: textTerms([
      [titles, titleField],
      [descriptions, descriptionField],
    ]),
    title_key: searchTextOf(titles),
  };
}

/** Every category's terms: its names and its parent's (a search for "kiyim" finds them all). */
export async function loadCategoryTerms(db: Db): Promise<Array<{ id: string; terms: string[] }>> {
  const rows = await db
    .selectFrom("categories as c")
    .leftJoin("categories as p", "p.id", "c.parent_id")
    .select(["c.id", "c.names", "p.names as parent_names"])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    terms: textTerms([
      [row.names, nameField],
      [row.parent_names, nameField],
    ]).map(([term]) => term),
  }));
}

/** The names of these businesses (null: all of them) as terms. */
export async function loadBusinessTerms(
  db: Db,
  businessIds: string[] | null,
): Promise<Array<{ id: string; terms: string[] }>> {
  if (businessIds?.length === 0) return [];
  let query = db.selectFrom("businesses as b").select(["b.id", "b.names"]);
  if (businessIds !== null) query = query.where(sql<boolean>`b.id IN ${uuids(businessIds)}`);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    terms: textTerms([[row.names, nameField]]).map(([term]) => term),
  }));
}

/** Public offerings after `afterId` in id order: the index is built a page at a time. */
export async function loadRowPage(
  db: Db,
  afterId: string | null,
  size: number,
): Promise<IndexRow[]> {
  let page = publicRows(db).orderBy("o.id").limit(size);
  if (afterId !== null) page = page.where("o.id", ">", afterId);
  return (await page.execute()).map(asIndexRow);
}

function uuids(ids: string[]) {
  return sql`(SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
}

/** Those of these offerings, and of these businesses' offerings, that are public now. */
export async function loadChangedRows(
  db: Db,
  offeringIds: string[],
  businessIds: string[],
): Promise<IndexRow[]> {
  if (offeringIds.length === 0 && businessIds.length === 0) return [];
  const rows = await publicRows(db)
    .where(sql<boolean>`(o.id IN ${uuids(offeringIds)} OR o.business_id IN ${uuids(businessIds)})`)
    .execute();
  return rows.map(asIndexRow);
}

type SaleAsRead = Omit<
  IndexSale,
  "sale_price_cents" | "offering_price_cents" | "price_dollars" | "price_micros"
> & {
  sale_price_cents: string;
  offering_price_cents: string;
  price_micro_dollars: string;
};

/**
 * Sales not yet ended, of these offerings or (null) of all, with their offering's price (a
 * change of it is logged as the offering's, and reloads its sales too) and their own price in
 * dollars as the SQL searches compute it (shared/price-now.ts). Money in cents and micro-dollars as
 * text: numeric(20, 2) holds more than a double does exactly.
 */
export async function loadSales(db: Db, offeringIds: string[] | null): Promise<IndexSale[]> {
  if (offeringIds?.length === 0) return [];
  const of = offeringIds === null ? sql`` : sql`AND f.offering_id IN ${uuids(offeringIds)}`;
  const { rows } = await sql<SaleAsRead>`
    SELECT f.offering_id, (f.sale_price * 100)::numeric(22, 0)::text AS sale_price_cents,
      (o.price * 100)::numeric(22, 0)::text AS offering_price_cents,
      (${saleMicroDollarsSql})::text AS price_micro_dollars,
      (extract(epoch FROM f.starts_at) * 1000000)::float8 AS starts_micros,
      (extract(epoch FROM f.ends_at) * 1000000)::float8 AS ends_micros,
      f.quantity_limit, f.sold
    FROM flash_sales f JOIN offerings o ON o.id = f.offering_id
    WHERE f.ends_at > now() ${of}`.execute(db);
  return rows.map(({ price_micro_dollars, ...row }) => {
    const micros = BigInt(price_micro_dollars);
    return {
      ...row,
      sale_price_cents: BigInt(row.sale_price_cents),
      offering_price_cents: BigInt(row.offering_price_cents),
      // Whole dollars and the micro-dollars below, as offerings' prices are kept (IndexRow).
      price_dollars: Number(micros / 1_000_000n),
      price_micros: Number(micros % 1_000_000n),
    };
  });
}

/** Drops log entries older than `keep` (an interval such as '1 day'); see migration 0006. */
export async function pruneChanges(db: Db, keep: string): Promise<void> {
  await sql`SELECT prune_catalog_changes(${keep}::interval)`.execute(db);
}
