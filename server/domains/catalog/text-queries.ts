import type { Db } from "../../db/database";
import { batched } from "../../shared/batched";
import { cacheKey } from "../../shared/cache-key";
import type { CacheView } from "../../shared/catalog-cache";
import { normalizeQuery } from "../../shared/search-text";
import { indexTextQuery } from "./offering-index/index-text-query";
import type { OfferingIndex } from "./offering-index/offering-index";
import { queryWordsOf, textQueryOf } from "./repository/search-terms";
import type { TextQuery } from "./text-query";

/**
 * A search's `q` as the text query it looks for, kept under the catalogue version: null when it
 * has no words. Two vocabularies answer it: the database's (search_terms), and the offering
 * index's once it is built (the words it can find).
 */
export function textQueries(db: Db) {
  // The words of queries asked together are read in one statement.
  const loadQueryWords = batched((queries: string[]) => queryWordsOf(db, queries));

  return {
    /** From the database's vocabulary: business searches, and offering searches till the index. */
    cachedTextQuery(view: CacheView, q: string | undefined): Promise<TextQuery | null> {
      const normalized = normalizeQuery(q);
      if (!normalized) return Promise.resolve(null);
      return view.get(cacheKey("text-query", normalized), () => textQueryOf(db, normalized));
    },

    /** From the offering index's vocabulary. */
    cachedIndexTextQuery(
      view: CacheView,
      index: OfferingIndex,
      q: string | undefined,
    ): Promise<TextQuery | null> {
      const normalized = normalizeQuery(q);
      if (!normalized) return Promise.resolve(null);
      return view.get(cacheKey("index-text-query", normalized), async () =>
        indexTextQuery(index, (await loadQueryWords(normalized)) ?? []),
      );
    },
  };
}
