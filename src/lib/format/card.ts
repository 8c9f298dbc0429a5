import { localizeDigits } from "../i18n/digits";

const HIDDEN_GROUPS = "**** ****";

/**
 * SPEC.md section 9: a payment card shows only its first 4 and last 4 digits, in the groups of
 * four printed on the card: `8600123412341234` → `8600 **** **** 1234`. The middle is always two
 * star groups whatever the card's length (Uzcard and Humo have 16 digits, others 13 to 19), so
 * the display also hides the length.
 *
 * Only digits count: spaces, dashes, or the stars of a number the payment provider already
 * masked (`860012******1234`) are dropped first. Fewer than 8 digits cannot show both ends
 * without revealing the whole number, so everything is hidden then. The digits shown are the
 * language's (src/i18n/digits.ts).
 */
export function maskCard(number: string, locale: string): string {
  const digits = number.replace(/\D/g, "");
  if (digits === "") return "";
  if (digits.length < 8) return `**** ${HIDDEN_GROUPS} ****`;
  return localizeDigits(`${digits.slice(0, 4)} ${HIDDEN_GROUPS} ${digits.slice(-4)}`, locale);
}
