import { currencies } from "../demo-data";
import type { PriceCurrency } from "./businesses";

const rateOf = (code: string) => {
  const currency = currencies.find((c) => c.code === code);
  if (!currency) throw new Error(`demo currency ${code} missing`);
  return currency;
};

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** A price as a shop would write it: som in round thousands, roubles in tens, dollars whole. */
function roundPrice(amount: number, currency: PriceCurrency): number {
  switch (currency) {
    case "UZS":
      return roundTo(amount, amount >= 1_000_000 ? 10_000 : amount >= 100_000 ? 1_000 : 500);
    case "RUB":
      return roundTo(amount, amount >= 1_000 ? 10 : 1);
    case "USD":
      return amount >= 100 ? roundTo(amount, 1) : roundTo(amount, 0.5);
  }
}

export interface DemoPrice {
  price: number;
  currencyId: number;
  /** At the seeded rate, to the column's six decimals. */
  priceUsd: string;
}

export function priceFromUsd(usd: number, currency: PriceCurrency): DemoPrice {
  const { id, rate } = rateOf(currency);
  const price = roundPrice(usd * rate, currency);
  return { price, currencyId: id, priceUsd: (price / rate).toFixed(6) };
}

/** A sale price `discount` (0–1) below `price`, rounded the same way. */
export function salePrice(price: number, discount: number, currency: PriceCurrency): number {
  return Math.min(roundPrice(price * (1 - discount), currency), price);
}
