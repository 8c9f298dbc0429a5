import type {
  SearchBusinessesData,
  SearchFlashSalesData,
  SearchOfferingsData,
} from "../../../sdk/types.gen";
import type { OfferingKind } from "../../db/schema";
import { ApiError } from "../../errors";
import type { CatalogReference } from "../../shared/catalog-reference";
import { halfUnit, type Rate } from "../../shared/money";
import type { TextQuery } from "./text-query";

export type OfferingQuery = NonNullable<SearchOfferingsData["query"]>;
export type FlashSaleQuery = NonNullable<SearchFlashSalesData["query"]>;
type BusinessQuery = NonNullable<SearchBusinessesData["query"]>;

export type OfferingSort = NonNullable<OfferingQuery["sort"] | FlashSaleQuery["sort"]>;
export type BusinessSort = NonNullable<BusinessQuery["sort"]>;

/** A price bound in the display currency, compared in SQL against the dollar price. */
export interface PriceBound {
  /** The bound widened by half a displayed unit (see `halfUnit`), as a decimal string. */
  amount: string;
  rate: string;
}

/**
 * What a search of offerings keeps: every filter checked and resolved against the data. The
 * text search comes after the checks (it needs the vocabulary), so `*FiltersOf` leave it null.
 */
export interface OfferingFilters {
  kind: OfferingKind | null;
  /** What the query's words look for; null when it has none. */
  textQuery: TextQuery | null;
  /** The chosen category and its descendants; null when no category is chosen. */
  categoryIds: string[] | null;
  region: string | null;
  businessId: string | null;
  priceMin: PriceBound | null;
  priceMax: PriceBound | null;
  ratingMin: number | null;
  /** Only offerings with a flash sale running (searchFlashSales, or `flash=true`). */
  onFlashSale: boolean;
}

/** Public offerings, no other filter. */
export const noOfferingFilters: OfferingFilters = {
  kind: null,
  textQuery: null,
  categoryIds: null,
  region: null,
  businessId: null,
  priceMin: null,
  priceMax: null,
  ratingMin: null,
  onFlashSale: false,
};

export interface BusinessFilters {
  /** The businesses the words match, with their scores (business-texts.ts); null: no words. */
  textMatches: Array<[string, number]> | null;
  categoryIds: string[] | null;
  region: string | null;
  ratingMin: number | null;
}

export interface Paging {
  page: number;
  pageSize: number;
}

export function pagingOf(query: { page?: number; page_size?: number }): Paging {
  // The contract's defaults, also when a caller bypasses its validation.
  return { page: query.page ?? 1, pageSize: query.page_size ?? 24 };
}

function categoryIdsOf(ref: CatalogReference, slug: string | undefined): string[] | null {
  if (slug === undefined) return null;
  const category = ref.categories.findBySlug(slug);
  if (!category) throw new ApiError(400, "invalid_category");
  return ref.categories.subtreeIds(category);
}

function regionFilterOf(ref: CatalogReference, code: string | undefined): string | null {
  if (code === undefined) return null;
  if (!ref.regions.has(code)) throw new ApiError(400, "invalid_region");
  return code;
}

function priceBounds(
  query: OfferingQuery | FlashSaleQuery,
  display: Rate,
): Pick<OfferingFilters, "priceMin" | "priceMax"> {
  const { price_min: min, price_max: max } = query;
  if (min !== undefined && max !== undefined && min > max) {
    throw new ApiError(400, "invalid_price_range");
  }
  const half = halfUnit(display.code);
  return {
    priceMin: min === undefined ? null : { amount: String(min - half), rate: display.rate },
    priceMax: max === undefined ? null : { amount: String(max + half), rate: display.rate },
  };
}

export function offeringFiltersOf(
  ref: CatalogReference,
  query: OfferingQuery | FlashSaleQuery,
  display: Rate,
  onFlashSale: boolean,
): OfferingFilters {
  return {
    kind: query.kind ?? null,
    textQuery: null,
    categoryIds: categoryIdsOf(ref, query.category),
    region: regionFilterOf(ref, query.region),
    businessId: "business" in query && query.business ? query.business.toLowerCase() : null,
    ...priceBounds(query, display),
    ratingMin: query.rating_min ?? null,
    onFlashSale,
  };
}

export function businessFiltersOf(ref: CatalogReference, query: BusinessQuery): BusinessFilters {
  return {
    textMatches: null,
    categoryIds: categoryIdsOf(ref, query.category),
    region: regionFilterOf(ref, query.region),
    ratingMin: query.rating_min ?? null,
  };
}

/**
 * Whether a search's answer moves with the clock, not only with writes: which sales run decides
 * its matches (the sale filter, a price bound) or its order (the sale sorts, the price sorts).
 */
export function dependsOnClock(filters: OfferingFilters, sort: OfferingSort): boolean {
  return (
    filters.onFlashSale ||
    filters.priceMin !== null ||
    filters.priceMax !== null ||
    sort === "ending_soon" ||
    sort === "discount" ||
    sort === "price_asc" ||
    sort === "price_desc"
  );
}
