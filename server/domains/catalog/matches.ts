import { type Expression, sql } from "kysely";
import type { Paging } from "./search-filters";

/** Matches of a search: counted for the total and the facets, and the first ones' ids in order. */
export interface Matches<Count> {
  counts: Count[];
  ids: string[];
}

export type SortKey = [Expression<unknown>, "asc" | "desc"];

// Ids are read in windows of this many, so the first pages of a search share one sort.
const windowSize = 240;

/** How many of the first ids a page needs: whole windows, so its neighbours find theirs. */
export function idsNeeded(paging: Paging): number {
  return Math.ceil((paging.page * paging.pageSize) / windowSize) * windowSize;
}

/** The ids of `paging`'s page among the first ids of a search. */
export function pageOf(ids: string[], paging: Paging): string[] {
  const start = (paging.page - 1) * paging.pageSize;
  return ids.slice(start, start + paging.pageSize);
}

/** The sort keys as the matches CTE names them (k0, k1, …), to select them by. */
export function keyColumns(keys: SortKey[]) {
  return keys.map(([key], i) => sql`${key}`.as(`k${i}`));
}

/** `ORDER BY` over those columns. */
export function orderByKeys(keys: SortKey[]) {
  return sql.join(keys.map(([, direction], i) => sql`${sql.ref(`k${i}`)} ${sql.raw(direction)}`));
}
