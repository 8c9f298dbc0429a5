/**
 * The four search lists, apart from the item paths of catalog-paths.ts: the header names them
 * on every page, so this is part of the first download and the rest need not be.
 */

/** The four search lists, named as in their paths (SPEC.md section 2: `/search/{kind}`). */
export type SearchKind = "products" | "service" | "business" | "flash-sell";

/** The lists in the order the header, the first paint and the route table name them. */
export const SEARCH_KINDS: readonly SearchKind[] = [
  "products",
  "service",
  "business",
  "flash-sell",
];

/** A list's name in message ids (`search.<key>.title`, `search.box.<key>`). */
export function searchMessageKey(kind: SearchKind): string {
  return kind === "flash-sell" ? "flashSell" : kind;
}

/** The message id of a list's title: its heading, its header tab and its breadcrumb. */
export function searchTitleId(kind: SearchKind): string {
  return `search.${searchMessageKey(kind)}.title`;
}
