import type {
  SearchBusinessesData,
  SearchFlashSalesData,
  SearchOfferingsData,
} from "../../../sdk/types.gen";
import type { OfferingKind } from "../../db/schema";
import { ApiError } from "../../errors";
import { type CurrencyCode, halfUnit, type Rate } from "./money";
import { type CatalogReference, currencyByCode } from "./reference";
import type { TextQuery } from "./search-terms";

export type OfferingQuery = NonNullable<SearchOfferingsData["query"]>;
export type FlashSaleQuery = NonNullable<SearchFlashSalesData["query"]>;
export type BusinessQuery = NonNullable<SearchBusinessesData["query"]>;

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
  /** The text search; null when the query has no words. */
  text: TextQuery | null;
  /** The chosen category and its descendants; null when no category is chosen. */
  categoryIds: string[] | null;
  region: string | null;
  businessId: string | null;
  priceMin: PriceBound | null;
  priceMax: PriceBound | null;
  ratingMin: number | null;
  flashOnly: boolean;
}

export interface BusinessFilters {
  text: TextQuery | null;
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

function regionOf(ref: CatalogReference, code: string | undefined): string | null {
  if (code === undefined) return null;
  if (!ref.regions.has(code)) throw new ApiError(400, "invalid_region");
  return code;
}

export function displayCurrencyOf(ref: CatalogReference, code: CurrencyCode | undefined): Rate {
  return currencyByCode(ref, code ?? "USD");
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
  flashOnly: boolean,
): OfferingFilters {
  return {
    kind: query.kind ?? null,
    text: null,
    categoryIds: categoryIdsOf(ref, query.category),
    region: regionOf(ref, query.region),
    businessId: "business" in query && query.business ? query.business.toLowerCase() : null,
    ...priceBounds(query, display),
    ratingMin: query.rating_min ?? null,
    flashOnly,
  };
}

export function businessFiltersOf(ref: CatalogReference, query: BusinessQuery): BusinessFilters {
  return {
    text: null,
    categoryIds: categoryIdsOf(ref, query.category),
    region: regionOf(ref, query.region),
    ratingMin: query.rating_min ?? null,
  };
}
