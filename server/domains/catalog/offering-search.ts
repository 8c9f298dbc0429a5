import { type Expression, type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/database";
import type { MatchCount } from "./facets";
import { keyColumns, type Matches, orderByKeys, type SortKey } from "./matches";
import { exactMatch, offeringConditions } from "./offering-conditions";
import { priceNowSql, saleIsRunning } from "./price-now";
import type { FlashSaleQuery, OfferingFilters, OfferingQuery } from "./search-filters";
import type { TextQuery } from "./search-terms";

export type OfferingSort = NonNullable<OfferingQuery["sort"] | FlashSaleQuery["sort"]>;

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
function sortKeys(sort: OfferingSort, text: TextQuery | null): SortKey[] {
  switch (sort) {
    case "relevance": {
      const exact = text && exactMatch("o.search_vector", text);
      return exact ? [[exact, "desc"], ...newest] : newest;
    }
    case "newest":
      return newest;
    // The price paid now, the one a card shows (price-now.ts).
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
 * Whether a search's answer moves with the clock, not only with writes: which sales run decides
 * its matches (the sale filter, a price bound) or its order (the sale sorts, the price sorts).
 */
export function dependsOnClock(filters: OfferingFilters, sort: OfferingSort): boolean {
  return (
    filters.flashOnly ||
    filters.priceMin !== null ||
    filters.priceMax !== null ||
    sort === "ending_soon" ||
    sort === "discount" ||
    sort === "price_asc" ||
    sort === "price_desc"
  );
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
): Promise<Matches<MatchCount>> {
  const keys = sortKeys(sort, filters.text);
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
          .where((eb) => offeringConditions(eb, filters, { category: true, region: true })),
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
