import type { Lang } from "../../../sdk";

export const LOCALES: readonly Lang[] = ["ru", "uz", "en", "fa"];
export const DEFAULT_LOCALE: Lang = "ru";

/** Each language's own name for itself: shown as is in every interface language. */
export const LOCALE_AUTONYMS: Record<Lang, string> = {
  ru: "Русский",
  uz: "O‘zbekcha",
  en: "English",
  fa: "فارسی",
};

export function isLocale(value: unknown): value is Lang {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * SPEC.md section 5: `?l=` first, then the stored `user-locale`; a value that is not one of
 * the four languages is ignored; `ru` when neither gives one.
 */
export function resolveLocale(search: string, stored: string | null): Lang {
  const fromQuery = new URLSearchParams(search).get("l");
  if (isLocale(fromQuery)) return fromQuery;
  if (isLocale(stored)) return stored;
  return DEFAULT_LOCALE;
}

export function isRightToLeft(locale: Lang): boolean {
  return locale === "fa";
}
