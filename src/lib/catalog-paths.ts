import { safeNextPath } from "../../machines/next-path";
import type { Category, OfferingKind } from "../../sdk";

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

/** Where each kind of item lives (SPEC.md section 2: /search/{kind} and /search/{kind}/{id}). */
export function kindSegment(kind: OfferingKind): "products" | "service" {
  return kind === "product" ? "products" : "service";
}

export function offeringPath(offering: { id: string; kind: OfferingKind }): string {
  return `/search/${kindSegment(offering.kind)}/${encodeURIComponent(offering.id)}`;
}

export function flashSalePath(saleId: string): string {
  return `/search/flash-sell/${encodeURIComponent(saleId)}`;
}

export function businessPath(id: string): string {
  return `/search/business/${encodeURIComponent(id)}`;
}

/** A category's list of offerings, filtered the way the search page reads its URL. */
export function categoryPath(category: Pick<Category, "kind" | "slug">): string {
  return `/search/${kindSegment(category.kind)}?category=${encodeURIComponent(category.slug)}`;
}

/**
 * Where a banner leads, as the contract allows: a path of this site, or an https:// address.
 * Anything else (another scheme, "//host") is no link at all, so a banner can never run script.
 */
export function bannerTarget(
  link: string,
): { kind: "internal"; path: string } | { kind: "external"; url: string } | null {
  const path = safeNextPath(link);
  if (path) return { kind: "internal", path };
  if (/^https:\/\/[^/\\]/i.test(link)) return { kind: "external", url: link };
  return null;
}
