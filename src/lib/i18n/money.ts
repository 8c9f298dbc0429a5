import type { Currency } from "../../../sdk";
import { numberingSystem } from "./digits";

/**
 * A price in the display currency, formatted for the interface language, in its digits
 * (src/i18n/digits.ts: Persian in Persian, Latin otherwise). Rates are units per
 * US dollar, so converting goes through dollars; without both rates the price is shown in the
 * currency it was given in, never converted with a guess.
 */
export function formatMoney(
  amount: number,
  from: string,
  to: string,
  currencies: Currency[],
  locale: string,
): string {
  const source = currencies.find((c) => c.code === from);
  const target = currencies.find((c) => c.code === to);
  const [value, code] =
    source && target ? [(amount / source.rate) * target.rate, to] : [amount, from];
  return moneyFormat(locale, code).format(value);
}

// Creating a NumberFormat costs far more than using one, and a page of cards formats dozens
// of prices in the same language and currency: one per pair, kept for the page's life.
const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, code: string): Intl.NumberFormat {
  const key = `${locale} ${code}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: code,
      currencyDisplay: "narrowSymbol",
      numberingSystem: numberingSystem(locale),
      maximumFractionDigits: code === "UZS" || code === "IRR" ? 0 : 2,
    });
    formats.set(key, format);
  }
  return format;
}

/** What a payment charges, kept in tiyin (100 to the sum), as UZS in the interface language. */
export function formatTiyin(tiyin: number, locale: string): string {
  return moneyFormat(locale, "UZS").format(tiyin / 100);
}
