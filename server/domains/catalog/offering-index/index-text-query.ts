import { type QueryWord, type TextQuery, textQueryFrom } from "../text-query";
import type { OfferingIndex } from "./offering-index";

/**
 * textQueryOf (repository/search-terms.ts) with the index's vocabulary: each of the query's words
 * (queryWordsOf) stands for words live offerings hold; a word is known as typed, and ranks
 * first, when search_terms holds it, as for the SQL lookup. Null when the query has no words.
 */
export function indexTextQuery(index: OfferingIndex, words: QueryWord[]): TextQuery | null {
  const known = new Set(words.filter((w) => w.known).map((w) => w.word));
  return textQueryFrom(new Map(words.map(({ word }) => [word, index.lookUp(word)])), (word) =>
    known.has(word),
  );
}
