import type { Currency } from "../../sdk";

/**
 * A price in the display currency, formatted for the interface language. Rates are units per
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
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: code,
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: code === "UZS" || code === "IRR" ? 0 : 2,
  }).format(value);
}
