/**
 * The digit-only fields, each a value of a fixed number of digits shown in groups (the masked
 * fields type into them, formatPhone shows a phone by them):
 * - `phone`: 12 digits, country code first, in SPEC's groups 3-2-3-2-2 (`998 90 123 45 67`);
 * - `code`: a one-time code, 6 digits;
 * - `taxId`: a taxpayer number (INN/STIR), 9 digits;
 * - `card`: a UzCard or Humo number, 16 digits in the groups of four printed on the card;
 * - `expiry`: a card's expiry as printed, `MM/YY` (the value `MMYY`).
 * `0` stands for any digit (imask's pattern); the value is the digits alone.
 */
export const MASK_PATTERNS = {
  phone: "000 00 000 00 00",
  code: "000000",
  taxId: "000000000",
  card: "0000 0000 0000 0000",
  expiry: "00/00",
} as const;

export type MaskKind = keyof typeof MASK_PATTERNS;

/** What a digit field holds, shown by its mask's groups (complete or not, in ASCII digits). */
export function groupDigits(kind: MaskKind, digits: string): string {
  let shown = "";
  let next = 0;
  for (const slot of MASK_PATTERNS[kind]) {
    if (next >= digits.length) break;
    if (slot === "0") {
      shown += digits[next];
      next += 1;
    } else {
      shown += slot;
    }
  }
  return shown;
}
