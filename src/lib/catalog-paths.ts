import { safeNextPath } from "../../machines/next-path";
import type { Category, OfferingKind } from "../../sdk";

export { SEARCH_KINDS, type SearchKind, searchMessageKey, searchTitleId } from "./search-kinds";

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
