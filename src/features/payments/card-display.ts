import type { CardNetwork, PaymentCard } from "../../../sdk";
import { maskCard } from "../../lib/format/card";
import { localizeDigits } from "../../lib/i18n/digits";

/** The networks' own names: brands, written the same in every language. */
export const NETWORK_NAMES: Record<CardNetwork, string> = { uzcard: "UzCard", humo: "Humo" };

/** SPEC.md section 9: the first and last four digits, the middle masked (`8600 **** **** 1234`). */
export function cardNumber(card: Pick<PaymentCard, "first4" | "last4">, locale: string): string {
  return maskCard(`${card.first4}${card.last4}`, locale);
}

/** The expiry as printed on the card, `MM/YY`, in the language's digits. */
export function cardExpiry(
  card: Pick<PaymentCard, "expiry_month" | "expiry_year">,
  locale: string,
) {
  const month = String(card.expiry_month).padStart(2, "0");
  const year = String(card.expiry_year % 100).padStart(2, "0");
  return localizeDigits(`${month}/${year}`, locale);
}
