import { ApiError } from "../../errors";
import { normalizeQuery } from "../../shared/search-text";

/** A word's longest kept form (openapi.yaml, SynonymWord: the contract bounds it as sent). */
const maxWordLength = 60;

/** A word as kept: canonical Unicode, trimmed, each run of spaces one space. */
function keptForm(word: string): string {
  return word.normalize("NFC").replace(/\s+/g, " ").trim();
}

/**
 * The words of a group as they are saved. The contract has already held the list to 2–20
 * words, each with something besides spaces; here each is trimmed and held to 60 characters
 * (`synonym_word_too_long`), and no two may be the same to search (`synonym_words_duplicate`):
 * search's own comparison (case, ё/е, apostrophes), since two words search cannot tell apart
 * add nothing to a group.
 */
export function synonymWords(words: readonly string[]): string[] {
  const kept = words.map(keptForm);
  if (kept.some((word) => word.length > maxWordLength)) {
    throw new ApiError(400, "synonym_word_too_long");
  }
  const compared = new Set(kept.map((word) => normalizeQuery(word)));
  if (compared.size < kept.length) throw new ApiError(400, "synonym_words_duplicate");
  return kept;
}
