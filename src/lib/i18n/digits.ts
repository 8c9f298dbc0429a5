/**
 * Which digits a language shows, the one rule every displayed number follows: Persian digits
 * (۰–۹, Unicode's `arabext` numbering) on Persian pages, Latin digits (0–9) in English,
 * Russian and Uzbek. It is what `Intl` itself does for these four languages, so prices and
 * counts formatted by `Intl` / react-intl and the strings the formatters in src/format/ build
 * digit by digit (times, dates, phones, countdowns, opening hours) always agree; money.ts
 * passes the rule to `Intl` explicitly, and a unit test holds `Intl`'s default to it.
 */
export type NumberingSystem = "latn" | "arabext";

const NUMBERING: Record<string, NumberingSystem> = { fa: "arabext" };

const DIGITS: Record<NumberingSystem, string> = {
  latn: "0123456789",
  arabext: "۰۱۲۳۴۵۶۷۸۹",
};

/** The numbering system of a language tag (`fa`, `fa-IR`, `en`…): Latin unless listed. */
export function numberingSystem(locale: string): NumberingSystem {
  return NUMBERING[locale.split("-")[0]?.toLowerCase() ?? ""] ?? "latn";
}

/** A text's ASCII digits written in the language's digits; everything else as it was. */
export function localizeDigits(text: string, locale: string): string {
  const digits = DIGITS[numberingSystem(locale)];
  if (digits === DIGITS.latn) return text;
  return text.replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit);
}

/**
 * Persian (۰–۹) and Arabic-Indic (٠–٩) digits, and the Arabic decimal separator (٫), as the
 * ASCII a value is kept in: what a person types on a Persian or Arabic keyboard means the same
 * number as its Latin digits.
 */
export function latinDigits(text: string): string {
  return text
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/\u066B/g, ".");
}
