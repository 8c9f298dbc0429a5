import { type RawBuilder, sql } from "kysely";
import type { Money } from "../../sdk/types.gen";

export type CurrencyCode = Money["currency"];

/** A currency as prices need it: `rate` is units per one US dollar, as the database keeps it. */
export interface Rate {
  id: number;
  code: CurrencyCode;
  /** Exact, as a decimal string: conversions and price filters compute with it in SQL. */
  rate: string;
}

// Nobody pays fractions of a som or a rial.
const decimalsOf: Record<CurrencyCode, number> = { UZS: 0, IRR: 0, RUB: 2, USD: 2 };

/**
 * Half of the smallest unit shown: a displayed price is rounded, so a filter bound widened by
 * this keeps exactly the prices that show as the bound or beyond.
 */
export function halfUnit(currency: CurrencyCode): number {
  return 0.5 / 10 ** decimalsOf[currency];
}

/**
 * An offering's (`o`) price in the display currency, computed in SQL where numeric arithmetic
 * is exact. Priced in the display currency it is the price itself, not a round trip through
 * dollars; otherwise the dollar price at the display currency's rate.
 */
export function displayPriceSql(display: Rate): RawBuilder<string> {
  return sql<string>`round(CASE WHEN o.currency_id = ${display.id} THEN o.price
    ELSE o.price_usd * ${display.rate}::numeric END, ${sql.lit(decimalsOf[display.code])})::text`;
}

/**
 * A sale's price in the display currency (`sale` names the flash_sales row). Other currencies
 * convert at the rate its offering's dollar price was saved with, so the discount looks the
 * same in every currency.
 */
export function displaySalePriceSql(display: Rate, sale = "f"): RawBuilder<string> {
  const salePrice = sql.ref(`${sale}.sale_price`);
  return sql<string>`round(CASE WHEN o.currency_id = ${display.id} THEN ${salePrice}
    WHEN o.price > 0 THEN ${salePrice} * o.price_usd / o.price * ${display.rate}::numeric
    ELSE ${salePrice} / (SELECT c.rate FROM currencies c WHERE c.id = o.currency_id)
      * ${display.rate}::numeric END, ${sql.lit(decimalsOf[display.code])})::text`;
}

export function money(amount: string, currency: CurrencyCode): Money {
  return { amount: Number(amount), currency };
}

export function discountPercent(salePrice: string, price: string): number {
  const priced = Number(price);
  if (priced <= 0) return 0;
  const percent = Math.round((1 - Number(salePrice) / priced) * 100);
  return Math.min(100, Math.max(0, percent));
}
