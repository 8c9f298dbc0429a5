import type { Db } from "../../../db/database";
import { queryWords, type TextQuery, textQueryFrom } from "../search-terms";
import type { OfferingIndex } from "./offering-index";

/**
 * textQueryOf (search-terms.ts) with the index's vocabulary: each word of the (normalized)
 * query stands for words live offerings hold; a word is known as typed, and ranks first, when
 * search_terms holds it, as for the SQL lookup. Null when the query has no words.
 */
export async function indexTextQuery(
  db: Db,
  index: OfferingIndex,
  query: string,
): Promise<TextQuery | null> {
  const words = await queryWords(db, query);
  const known = new Set(words.filter((w) => w.known).map((w) => w.word));
  return textQueryFrom(new Map(words.map(({ word }) => [word, index.lookUp(word)])), (word) =>
    known.has(word),
  );
}
