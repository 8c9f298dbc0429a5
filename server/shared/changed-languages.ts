import type { Lang } from "../../sdk/types.gen";
import type { LocalizedText } from "../db/schema";
import { languages } from "../i18n";

/**
 * The languages whose text an edit changed (added, removed or rewritten), for the audit log:
 * it keeps titles but not whole Markdown bodies, so this says which bodies moved.
 */
export function changedLanguages(
  before: readonly LocalizedText[],
  after: readonly LocalizedText[],
): Lang[] {
  return languages.filter((lang) =>
    before.some((texts, index) => (texts[lang] ?? "") !== (after[index]?.[lang] ?? "")),
  );
}
