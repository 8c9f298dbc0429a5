import type { Lang } from "../sdk/types.gen";
import type { LocalizedText } from "./db/schema";

export const languages: readonly Lang[] = ["en", "ru", "uz", "fa"];
export const fallbackLang: Lang = "ru";

/** The text in `lang`, else Russian, else any language there is. */
export function pickText(texts: LocalizedText | null | undefined, lang: string): string {
  if (!texts) return "";
  return texts[lang] ?? texts[fallbackLang] ?? Object.values(texts).find(Boolean) ?? "";
}

export function asLang(value: unknown, fallback: Lang = fallbackLang): Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value)
    ? (value as Lang)
    : fallback;
}
