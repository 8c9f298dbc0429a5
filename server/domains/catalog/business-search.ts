import { sql } from "kysely";
import type { Db } from "../../db/database";
import { businessConditions } from "./business-cards";
import { keyColumns, type Matches, orderByKeys, type SortKey } from "./matches";
import { exactMatch } from "./offering-conditions";
import type { BusinessFilters, BusinessQuery } from "./search-filters";
import type { TextQuery } from "./search-terms";

export type BusinessSort = NonNullable<BusinessQuery["sort"]>;

const bestRated: SortKey[] = [
  [sql`b.rating_average`, "desc"],
  [sql`b.rating_count`, "desc"],
  [sql`b.created_at`, "desc"],
  [sql`b.id`, "desc"],
];

/** Sort keys, the id last so pages never overlap. */
function sortKeys(sort: BusinessSort, text: TextQuery | null, lang: string): SortKey[] {
  switch (sort) {
    case "relevance": {
      const exact = text && exactMatch("b.search_vector", text);
      return exact ? [[exact, "desc"], ...bestRated] : bestRated;
    }
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
export interface RegionCount {
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
  const keys = sortKeys(sort, filters.text, lang);
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
