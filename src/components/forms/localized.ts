import type { LocalizedText } from "../../../sdk";

/** A text of the form builder in the reader's language, else Russian (the fallback), else any. */
export function textIn(text: LocalizedText, locale: string): string {
  return text[locale as keyof LocalizedText] || text.ru || Object.values(text).find(Boolean) || "";
}
