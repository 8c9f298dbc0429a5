import { type Expression, type SqlBool, sql } from "kysely";
import type { Db } from "../../../db/database";
import { type BusinessEb, isPublicBusiness } from "../../../shared/visibility";
import { keyColumns, type Matches, orderByKeys, type SortKey } from "../matches";
import type { BusinessFilters, BusinessSort } from "../search-filters";

// The business search's SQL: which accepted businesses match, counted by region and sorted.

/** Accepted businesses that pass the filters; `omitRegion` for the region facet. */
function businessConditions(
  eb: BusinessEb,
  filters: BusinessFilters,
  omitRegion = false,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [isPublicBusiness(eb)];
  if (filters.region && !omitRegion) conditions.push(eb("b.region_code", "=", filters.region));
  if (filters.ratingMin !== null) {
    conditions.push(eb("b.rating_average", ">=", String(filters.ratingMin)));
  }
  if (filters.categoryIds) {
    // A business is in a category when it sells something public there.
    const ids = filters.categoryIds;
    conditions.push(
      eb.exists(
        eb
          .selectFrom("offerings as o")
          .select(sql.lit(1).as("one"))
          .whereRef("o.business_id", "=", "b.id")
          .where("o.status", "=", "active")
          .where("o.category_id", "in", ids),
      ),
    );
  }
  // The words' matches, found in memory (business-texts.ts): their ids, with their scores.
  if (filters.textMatches) {
    conditions.push(
      sql<SqlBool>`jsonb_exists(${scoresOf(filters.textMatches)}::jsonb, b.id::text)`,
    );
  }
  return eb.and(conditions);
}

const bestRated: SortKey[] = [
  [sql`b.rating_average`, "desc"],
  [sql`b.rating_count`, "desc"],
  [sql`b.created_at`, "desc"],
  [sql`b.id`, "desc"],
];

/** Id → score, as one JSON object. */
function scoresOf(matches: Array<[string, number]>): string {
  return JSON.stringify(Object.fromEntries(matches));
}

/** Sort keys, the id last so pages never overlap. */
function sortKeys(
  sort: BusinessSort,
  textMatches: Array<[string, number]> | null,
  lang: string,
): SortKey[] {
  switch (sort) {
    case "relevance":
      return textMatches
        ? [[sql`(${scoresOf(textMatches)}::jsonb ->> b.id::text)::float8`, "desc"], ...bestRated]
        : bestRated;
    case "rating":
      return bestRated;
    case "newest":
      return [
        [sql`b.created_at`, "desc"],
        [sql`b.id`, "desc"],
      ];
    case "name":
      // The name as shown: in `lang`, else in Russian (pickText's fallback).
      return [
        [sql`lower(coalesce(b.names->>${lang}, b.names->>'ru', ''))`, "asc"],
        [sql`b.id`, "asc"],
      ];
  }
}

/** Businesses counted per region, as `findBusinessMatches` answers them. */
interface RegionCount {
  region_code: string | null;
  n: number;
}

/**
 * One pass over the matches (every filter but the region) answers the counts per region (the
 * total and the facet) and the first `limit` ids of those in the chosen region, sorted.
 */
export async function findBusinessMatches(
  db: Db,
  filters: BusinessFilters,
  sort: BusinessSort,
  lang: string,
  limit: number,
): Promise<Matches<RegionCount>> {
  const keys = sortKeys(sort, filters.textMatches, lang);
  const inChosen = filters.region ? sql`WHERE region_code = ${filters.region}` : sql``;
  const order = orderByKeys(keys);
  const row = await db
    .with(
      (cte) => cte("matches").materialized(),
      () =>
        db
          .selectFrom("businesses as b")
          .select(["b.id", "b.region_code"])
          .select(keyColumns(keys))
          .where((eb) => businessConditions(eb, filters, true)),
    )
    .selectNoFrom([
      sql<RegionCount[]>`(SELECT coalesce(json_agg(c), '[]'::json) FROM (
        SELECT region_code, count(*)::int AS n FROM matches GROUP BY region_code) c)`.as("counts"),
      sql<string[]>`(SELECT coalesce(json_agg(p.id ORDER BY ${order}), '[]'::json) FROM (
        SELECT * FROM matches ${inChosen} ORDER BY ${order} LIMIT ${limit}) p)`.as("ids"),
    ])
    .executeTakeFirstOrThrow();
  return { counts: row.counts, ids: row.ids };
}
