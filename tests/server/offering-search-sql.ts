import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../../server/db/database";
import { dollarBoundText } from "../../server/domains/catalog/exact-decimal";
import type { MatchCount } from "../../server/domains/catalog/facets";
import {
  keyColumns,
  type Matches,
  orderByKeys,
  type SortKey,
} from "../../server/domains/catalog/matches";
import type {
  OfferingFilters,
  OfferingSort,
  PriceBound,
} from "../../server/domains/catalog/search-filters";
import { priceNowSql, saleIsRunning } from "../../server/shared/price-now";
import { isPublicOffering, type OfferingEb } from "../../server/shared/visibility";

/**
 * The offering searches' filters and sorts written in SQL, for the tests to hold the offering
 * index to (offering-index.test.ts): the index answers every search, and its filters, counts
 * and sorts must be the database's own reading of the same rules at any moment. Words are not
 * here: they are the index's alone (text-analysis/, text-scores.ts), tested on their own.
 */

/** Which of a search's filters a facet leaves out: its own. */
interface Omitted {
  category?: boolean;
  region?: boolean;
}

function dollarBound(bound: PriceBound) {
  return sql`${dollarBoundText(bound.amount, bound.rate)}::numeric`;
}

/** Public offerings (active, of an accepted business) that pass the filters. */
function offeringConditions(
  eb: OfferingEb,
  filters: OfferingFilters,
  omitted: Omitted = {},
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [isPublicOffering(eb)];
  if (filters.kind) conditions.push(eb("o.kind", "=", filters.kind));
  if (filters.categoryIds && !omitted.category) {
    conditions.push(eb("o.category_id", "in", filters.categoryIds));
  }
  if (filters.region && !omitted.region) {
    conditions.push(eb("b.region_code", "=", filters.region));
  }
  if (filters.businessId) conditions.push(eb("o.business_id", "=", filters.businessId));
  // The price paid now, the one a card shows (shared/price-now.ts). Widened bounds (see halfUnit):
  // a price shown rounded to the bound is inside it.
  if (filters.priceMin) {
    conditions.push(sql<SqlBool>`${priceNowSql} >= ${dollarBound(filters.priceMin)}`);
  }
  if (filters.priceMax) {
    conditions.push(sql<SqlBool>`${priceNowSql} < ${dollarBound(filters.priceMax)}`);
  }
  if (filters.ratingMin !== null) {
    conditions.push(eb("o.rating_average", ">=", String(filters.ratingMin)));
  }
  if (filters.onFlashSale) {
    conditions.push(
      sql<SqlBool>`EXISTS (SELECT 1 FROM flash_sales f WHERE f.offering_id = o.id AND ${saleIsRunning})`,
    );
  }
  return eb.and(conditions);
}

// The running sale a card shows (see runningSale), reduced to the value a sort needs.
function saleValue(value: string): Expression<unknown> {
  return sql`(SELECT ${sql.raw(value)} FROM flash_sales f WHERE f.offering_id = o.id AND ${saleIsRunning}
    ORDER BY f.sale_price, f.ends_at LIMIT 1)`;
}

const newest: SortKey[] = [
  [sql`o.created_at`, "desc"],
  [sql`o.id`, "desc"],
];

/** Sort keys, newest first among equals, the id last so pages never overlap. */
function sortKeys(sort: OfferingSort): SortKey[] {
  switch (sort) {
    // Without words, relevance is newest first.
    case "relevance":
    case "newest":
      return newest;
    // The price paid now, the one a card shows (shared/price-now.ts).
    case "price_asc":
      return [[priceNowSql, "asc"], ...newest];
    case "price_desc":
      return [[priceNowSql, "desc"], ...newest];
    case "rating":
      return [[sql`o.rating_average`, "desc"], [sql`o.rating_count`, "desc"], ...newest];
    case "ending_soon":
      return [[saleValue("f.ends_at"), "asc"], ...newest];
    case "discount":
      // The smaller the share of the price that is left, the larger the discount: in
      // millionths rounded half up, exactly (div truncates exact numerics), as the offering
      // index computes it (shareLeft); a plain division would round at a scale of its own.
      return [
        [
          saleValue(
            "CASE WHEN o.price > 0 THEN div(f.sale_price * 2000000 + o.price, o.price * 2) ELSE 1000000 END",
          ),
          "asc",
        ],
        ...newest,
      ];
  }
}

/**
 * One pass over the matches (every filter but category and region) answers both the counts
 * per category and region (the total and the facets) and the first `limit` ids of those in
 * the chosen category and region, sorted. The matches are read once, whatever their number.
 */
export async function findOfferingMatches(
  db: Db,
  filters: OfferingFilters,
  sort: OfferingSort,
  limit: number,
  /** The offerings a text matched (the index's text-scores.ts), or null: no words. */
  textMatches: string[] | null = null,
): Promise<Matches<MatchCount>> {
  if (filters.textQuery) throw new Error("words are the index's alone: pass their matches");
  const keys = sortKeys(sort);
  const chosen: RawBuilder<unknown>[] = [];
  if (filters.categoryIds) chosen.push(sql`category_id IN (${sql.join(filters.categoryIds)})`);
  if (filters.region) chosen.push(sql`region_code = ${filters.region}`);
  const inChosen = chosen.length > 0 ? sql`WHERE ${sql.join(chosen, sql` AND `)}` : sql``;
  const order = orderByKeys(keys);
  const row = await db
    .with(
      (cte) => cte("matches").materialized(),
      () =>
        db
          .selectFrom("offerings as o")
          .innerJoin("businesses as b", "b.id", "o.business_id")
          .select(["o.id", "o.category_id", "b.region_code"])
          .select(keyColumns(keys))
          .where((eb) => offeringConditions(eb, filters, { category: true, region: true }))
          .$if(textMatches !== null, (query) =>
            query.where(
              sql<SqlBool>`o.id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(textMatches)}::jsonb))`,
            ),
          ),
    )
    .selectNoFrom([
      sql<MatchCount[]>`(SELECT coalesce(json_agg(c), '[]'::json) FROM (
        SELECT category_id, region_code, count(*)::int AS n FROM matches
        GROUP BY category_id, region_code) c)`.as("counts"),
      sql<string[]>`(SELECT coalesce(json_agg(p.id ORDER BY ${order}), '[]'::json) FROM (
        SELECT * FROM matches ${inChosen} ORDER BY ${order} LIMIT ${limit}) p)`.as("ids"),
    ])
    .executeTakeFirstOrThrow();
  return { counts: row.counts, ids: row.ids };
}
