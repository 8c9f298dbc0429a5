import type { Lang } from "../sdk/types.gen";
import type { LocalizedText } from "./db/schema";

export const languages: readonly Lang[] = ["en", "ru", "uz", "fa"];
export const fallbackLang: Lang = "ru";

/** The language a text is shown in: `lang`, else Russian, else any language there is. */
export function pickLang(texts: LocalizedText | null | undefined, lang: string): string | null {
  if (!texts) return null;
  if (texts[lang] !== undefined) return lang;
  if (texts[fallbackLang] !== undefined) return fallbackLang;
  return Object.keys(texts).find((key) => Boolean(texts[key])) ?? null;
}

/** The text in `lang`, else Russian, else any language there is. */
export function pickText(texts: LocalizedText | null | undefined, lang: string): string {
  const shown = pickLang(texts, lang);
  return shown === null ? "" : (texts?.[shown] ?? "");
}

export function asLang(value: unknown, fallback: Lang = fallbackLang): Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value)
    ? (value as Lang)
    : fallback;
}
