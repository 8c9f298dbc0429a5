import type {
  Lang,
  TranslationCell,
  TranslationFilter,
  TranslationRow,
} from "../../../sdk/types.gen";
import { languages } from "../../i18n";
import type { BundledMessages } from "./bundled-messages";
import type { Overrides } from "./repository";

export function rowOf(key: string, bundled: BundledMessages, overrides: Overrides): TranslationRow {
  const cell = (lang: Lang): TranslationCell => {
    const bundledText = bundled.text(lang, key);
    const override = overrides.get(lang)?.get(key) ?? null;
    return { text: override ?? bundledText, bundled: bundledText, override };
  };
  return { key, messages: { en: cell("en"), ru: cell("ru"), uz: cell("uz"), fa: cell("fa") } };
}

export interface TableQuery {
  q?: string;
  filter?: TranslationFilter;
  /** The language the filter looks at; any when absent. */
  lang?: Lang;
}

function cellMatches(row: TranslationRow, lang: Lang, filter: TranslationFilter): boolean {
  const cell = row.messages[lang];
  switch (filter) {
    case "missing":
      return cell.text === null || cell.text.trim() === "";
    case "identical":
      return lang !== "en" && cell.text !== null && cell.text === row.messages.en.text;
    case "overridden":
      return cell.override !== null;
  }
}

/**
 * The table's rows the query asks for, in the English file's order. In memory: a little over
 * a thousand keys in four languages, and the overrides table is small.
 */
export function findRows(
  bundled: BundledMessages,
  overrides: Overrides,
  query: TableQuery,
): TranslationRow[] {
  const needle = query.q?.trim().toLocaleLowerCase() ?? "";
  const langs = query.lang ? [query.lang] : languages;
  const rows: TranslationRow[] = [];
  for (const key of bundled.keys) {
    const row = rowOf(key, bundled, overrides);
    if (query.filter) {
      const filter = query.filter;
      if (!langs.some((lang) => cellMatches(row, lang, filter))) continue;
    }
    if (needle && !matchesText(row, needle)) continue;
    rows.push(row);
  }
  return rows;
}

function matchesText(row: TranslationRow, needle: string): boolean {
  if (row.key.toLocaleLowerCase().includes(needle)) return true;
  return languages.some((lang) => row.messages[lang].text?.toLocaleLowerCase().includes(needle));
}
