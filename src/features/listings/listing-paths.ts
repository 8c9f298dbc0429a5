import type { OfferingKind, OfferingStatus } from "../../../sdk";

/** Where a business manages its offerings of each kind (src/routes.json). */
const LIST_PATHS: Record<OfferingKind, string> = {
  product: "/my-products",
  service: "/my-services",
};

export function listPath(kind: OfferingKind): string {
  return LIST_PATHS[kind];
}

/** The kind of offering a listings page is about, from its path. */
export function kindOfPath(path: string): OfferingKind {
  return path.startsWith(LIST_PATHS.service) ? "service" : "product";
}

/** The editor of a new offering (`id` null) or of a saved one. */
export function editorPath(kind: OfferingKind, id: string | null): string {
  return `${LIST_PATHS[kind]}/${id ?? "new"}`;
}

export const STATUSES: readonly OfferingStatus[] = ["draft", "active", "archived"];

/** The list's place as its address keeps it: `?status=draft&page=2`. */
export interface ListPlace {
  status: OfferingStatus | undefined;
  page: number;
}

/** The place an address names; a value the list would not take is left out. */
export function parseListPlace(search: string): ListPlace {
  const params = new URLSearchParams(search);
  const status = params.get("status");
  const page = Number(params.get("page") ?? "1");
  return {
    status: STATUSES.find((known) => known === status),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function formatListPlace(kind: OfferingKind, place: ListPlace): string {
  const params = new URLSearchParams();
  if (place.status) params.set("status", place.status);
  if (place.page > 1) params.set("page", String(place.page));
  const query = params.toString();
  return query ? `${listPath(kind)}?${query}` : listPath(kind);
}
