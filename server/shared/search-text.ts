import type { LocalizedText } from "../db/schema";

// Uzbek Latin writes o‘ and g‘ with any of these (or none): dropping them lets "ozbek",
// "o'zbek" and "o‘zbek" meet.
const apostrophes = /['‘’ʻʼ`´]/g;
// Arabic diacritics and the tatweel: optional in Persian writing.
const arabicMarks = /[\u064b-\u065f\u0670\u0640]/g;
// Zero-width joiners and non-joiners (Persian "می‌خواهم") separate words like a space would.
const zeroWidth = /[\u200b-\u200d\u2060\ufeff]/g;

// Letters people type interchangeably: Russian ё/е; Arabic yeh and kaf for the Persian ones.
const sameLetters: Record<string, string> = { ё: "е", ي: "ی", ى: "ی", ك: "ک" };
const sameLetterPattern = /[ёيىك]/g;

/**
 * The form both stored search text and queries are compared in, so what a person types matches
 * however the business wrote it.
 */
function normalizeSearchText(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(apostrophes, "")
    .replace(arabicMarks, "")
    .replace(zeroWidth, " ")
    .replace(sameLetterPattern, (letter) => sameLetters[letter] ?? letter)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The `search_text` column of an offering or a business: every language's title or name and
 * description, normalized. Whoever writes those rows calls this, e.g.
 * `searchTextOf(titles, descriptions)`.
 */
export function searchTextOf(...texts: Array<LocalizedText | string | null | undefined>): string {
  const parts: string[] = [];
  for (const text of texts) {
    if (!text) continue;
    if (typeof text === "string") parts.push(text);
    else for (const value of Object.values(text)) if (value) parts.push(value);
  }
  return normalizeSearchText(parts.join(" "));
}

/** A search query in the form stored texts are in; empty when there is nothing to look for. */
export function normalizeQuery(q: string | undefined): string {
  return q ? normalizeSearchText(q) : "";
}
