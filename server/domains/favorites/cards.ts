import type {
  BusinessCard,
  Money,
  OfferingCard,
  RatingSummary,
  Region,
} from "../../../sdk/types.gen";
import type { LocalizedText, OfferingKind } from "../../db/schema";
import { pickText } from "../../i18n";

/**
 * Offering and business cards as favourites show them. The search (server/domains/catalog/)
 * maps the same schemas; the two are meant to merge into one module.
 */

export type CurrencyCode = Money["currency"];

/** The currency a list shows its money in, with the rate the SQL converts by. */
export interface DisplayCurrency {
  code: CurrencyCode;
  /** Units per one US dollar, as the database keeps it (numeric as a string). */
  rate: string;
  /** Decimals the amounts are rounded to. */
  scale: number;
}

// Nobody prices in fractions of a som or a rial.
const wholeUnitCurrencies: readonly string[] = ["UZS", "IRR"];

export function displayScale(code: string): number {
  return wholeUnitCurrencies.includes(code) ? 0 : 2;
}

/** The summary columns a feedback write keeps on offerings and businesses. */
export interface RatingColumns {
  rating_average: string;
  rating_count: number;
  like_count: number;
}

export function toRatingSummary(row: RatingColumns): RatingSummary {
  return {
    average: Number(row.rating_average),
    count: row.rating_count,
    likes: row.like_count,
  };
}

function toRegion(code: string | null, names: LocalizedText | null, lang: string): Region | null {
  return code ? { code, name: pickText(names, lang) } : null;
}

/**
 * One public offering with everything its card shows. Amounts in the display currency come
 * from SQL (`*_display_amount`), where numeric arithmetic is exact.
 */
export interface OfferingCardRow extends RatingColumns {
  id: string;
  kind: OfferingKind;
  titles: LocalizedText;
  image_id: string | null;
  price: string;
  currency_code: string;
  display_amount: string;
  created_at: Date | string;
  business_id: string;
  business_names: LocalizedText;
  business_logo: string | null;
  region_code: string | null;
  region_names: LocalizedText | null;
  category_id: string;
  category_slug: string;
  category_names: LocalizedText;
  sale_id: string | null;
  sale_price: string | null;
  sale_display_amount: string | null;
  sale_starts_at: Date | string | null;
  sale_ends_at: Date | string | null;
  sale_quantity_limit: number | null;
  sale_sold: number | null;
}

/** How much cheaper the sale is, in whole percent (0 for a free or mispriced offering). */
export function discountPercent(price: number, salePrice: number): number {
  if (price <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((1 - salePrice / price) * 100)));
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function toFlashSale(row: OfferingCardRow, display: CurrencyCode): OfferingCard["flash_sale"] {
  if (
    row.sale_id === null ||
    row.sale_price === null ||
    row.sale_display_amount === null ||
    row.sale_starts_at === null ||
    row.sale_ends_at === null
  ) {
    return null;
  }
  const salePrice = Number(row.sale_price);
  return {
    id: row.sale_id,
    price: { amount: salePrice, currency: row.currency_code as CurrencyCode },
    display_price: { amount: Number(row.sale_display_amount), currency: display },
    discount_percent: discountPercent(Number(row.price), salePrice),
    starts_at: iso(row.sale_starts_at),
    ends_at: iso(row.sale_ends_at),
    quantity_limit: row.sale_quantity_limit,
    sold: row.sale_sold ?? 0,
  };
}

export function toOfferingCard(
  row: OfferingCardRow,
  lang: string,
  display: CurrencyCode,
): OfferingCard {
  return {
    id: row.id,
    kind: row.kind,
    title: pickText(row.titles, lang),
    image: row.image_id,
    price: { amount: Number(row.price), currency: row.currency_code as CurrencyCode },
    display_price: { amount: Number(row.display_amount), currency: display },
    business: {
      id: row.business_id,
      name: pickText(row.business_names, lang),
      logo: row.business_logo,
      region: toRegion(row.region_code, row.region_names, lang),
    },
    category: {
      id: row.category_id,
      slug: row.category_slug,
      name: pickText(row.category_names, lang),
    },
    rating: toRatingSummary(row),
    flash_sale: toFlashSale(row, display),
    created_at: iso(row.created_at),
  };
}

/** One accepted business with everything its card shows. */
export interface BusinessCardRow extends RatingColumns {
  id: string;
  names: LocalizedText;
  descriptions: LocalizedText;
  logo_image_id: string | null;
  region_code: string | null;
  region_names: LocalizedText | null;
  oked_id: string;
  oked_code: string;
  oked_names: LocalizedText;
  /** Its public (active) offerings: count(*) is a bigint, which pg answers as a string. */
  offering_count: string | number | null;
}

export function toBusinessCard(row: BusinessCardRow, lang: string): BusinessCard {
  return {
    id: row.id,
    name: pickText(row.names, lang),
    description: pickText(row.descriptions, lang),
    logo: row.logo_image_id,
    region: toRegion(row.region_code, row.region_names, lang),
    oked: { id: row.oked_id, code: row.oked_code, name: pickText(row.oked_names, lang) },
    rating: toRatingSummary(row),
    offering_count: Number(row.offering_count ?? 0),
  };
}
