import type { Lang } from "../../sdk/types.gen";

// The locale each receipt language formats numbers and dates with; fa-IR writes Persian digits.
const locales: Record<Lang, string> = {
  en: "en-US",
  ru: "ru-RU",
  uz: "uz-Latn-UZ",
  fa: "fa-IR",
};

// Receipts are issued by a company in Tashkent: its time, whoever reads them and wherever.
const timeZone = "Asia/Tashkent";

export const networkNames: Record<"uzcard" | "humo", string> = { uzcard: "UzCard", humo: "Humo" };

/**
 * ICU spells the Uzbek sum "soʻm" with U+02BB, the rest of Bozor's Uzbek (locales/uz.json, the
 * receipt's labels) writes o‘ and g‘ with U+2018: one apostrophe on one page.
 */
function uzbekApostrophes(text: string, lang: Lang): string {
  return lang === "uz" ? text.replaceAll("\u02bb", "\u2018") : text;
}

/** An amount in tiyin as the language writes sums: "149 000,00 UZS", "UZS 149,000.00". */
export function formatAmount(amountTiyin: number, lang: Lang): string {
  if (!Number.isSafeInteger(amountTiyin) || amountTiyin < 0) {
    throw new RangeError(`amountTiyin must be a whole non-negative number, got ${amountTiyin}`);
  }
  // Formatted from a decimal string, not amountTiyin / 100: exact for every safe integer.
  const whole = Math.trunc(amountTiyin / 100);
  const fraction = String(amountTiyin % 100).padStart(2, "0");
  const format = new Intl.NumberFormat(locales[lang], {
    style: "currency",
    currency: "UZS",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // A decimal string, which TypeScript cannot tell from other strings by its type alone.
  const decimal = `${whole}.${fraction}` as Intl.StringNumericLiteral;
  return uzbekApostrophes(format.format(decimal), lang);
}

function dateParts(date: Date, lang: Lang, withTime: boolean): Record<string, string> {
  const format = new Intl.DateTimeFormat(locales[lang], {
    timeZone,
    // fa-IR counts in the Solar Hijri calendar by default; a receipt dates in the Gregorian one.
    calendar: "gregory",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
  });
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** dd.mm.yyyy in Tashkent, in the language's digits. */
export function formatDate(date: Date, lang: Lang): string {
  const { day, month, year } = dateParts(date, lang, false);
  return `${day}.${month}.${year}`;
}

/** dd.mm.yyyy hh:mm in Tashkent, in the language's digits. */
export function formatDateTime(date: Date, lang: Lang): string {
  const { day, month, year, hour, minute } = dateParts(date, lang, true);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}
