import type { CardBindingStart, CardNetwork, ErrorCode } from "../sdk";

/**
 * The rules a card must meet before its binding starts, each answering the code the server
 * answers for it (openapi.yaml, startCardBinding and CardBindingStart): 16 digits passing the
 * Luhn check and starting `8600` (UzCard) or `9860` (Humo) → `card_number_invalid`; a month
 * 1–12 → `expiration_month_invalid`; an expiry month not yet over → `expiration_year_expired`.
 * The one place the client knows them: the binding machine checks with it and the form shows
 * what it answers, so nothing is sent that must fail.
 */

const PREFIXES: Record<string, CardNetwork> = { "8600": "uzcard", "9860": "humo" };

/** The card as typed: its digits, and the expiry's `MMYY` digits (`MM/YY` on the card). */
export interface CardEntry {
  number: string;
  expiry: string;
}

export type CardErrors = Partial<Record<keyof CardEntry, ErrorCode>>;

/** The Luhn check digit rule every card number satisfies; `digits` holds digits only. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The network of a number by its first four digits, or null for another network's. */
export function cardNetwork(digits: string): CardNetwork | null {
  return PREFIXES[digits.slice(0, 4)] ?? null;
}

/** `MMYY` as the request's month and four-digit year (a card's `YY` is `20YY`). */
export function expiryOf(expiry: string): { month: number; year: number } {
  return { month: Number(expiry.slice(0, 2)), year: 2000 + Number(expiry.slice(2, 4)) };
}

/** The body that starts the binding of an entry the rules accepted. */
export function bindingRequest(entry: CardEntry): CardBindingStart {
  const { month, year } = expiryOf(entry.expiry);
  return { card_number: entry.number, expiry_month: month, expiry_year: year };
}

/**
 * Each field's broken rule as the server's code; empty when the entry may be sent. `now` is
 * the moment to check the expiry against: a card is good through the last day of its month.
 */
export function cardErrors(entry: CardEntry, now: Date): CardErrors {
  const errors: CardErrors = {};
  const { number } = entry;
  if (!/^\d{16}$/.test(number) || !cardNetwork(number) || !passesLuhn(number)) {
    errors.number = "card_number_invalid";
  }
  const { month, year } = expiryOf(entry.expiry);
  if (!/^\d{4}$/.test(entry.expiry) || month < 1 || month > 12) {
    errors.expiry = "expiration_month_invalid";
  } else if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) {
    errors.expiry = "expiration_year_expired";
  }
  return errors;
}
