import type { Db } from "../../db/database";
import { cacheKey } from "../../shared/cache-key";
import type { CacheView } from "../../shared/catalog-cache";
import { listSynonymGroups } from "../../shared/search-synonyms";
import { normalizeQuery } from "../../shared/search-text";
import { Synonyms } from "./text-analysis/synonyms";
import { type TextQuery, textQueryOf } from "./text-query";

/**
 * A search's `q` as the text query it looks for (text-query.ts), kept under the catalogue
 * version: null when it has no words. `lookUp` is the vocabulary of what is searched (the
 * offering index's, the business index's); the synonyms are the administrators' list, read
 * again after any write (a write to it moves the version).
 */
export function textQueries(db: Db) {
  function synonymsAt(view: CacheView): Promise<Synonyms> {
    return view.get(
      cacheKey("search-synonyms"),
      async () => new Synonyms(await listSynonymGroups(db)),
    );
  }

  return {
    async cachedTextQuery(
      view: CacheView,
      vocabulary: string,
      lookUp: (word: string) => string[],
      q: string | undefined,
    ): Promise<TextQuery | null> {
      const normalized = normalizeQuery(q);
      if (!normalized) return null;
      const synonyms = await synonymsAt(view);
      return view.get(cacheKey("text-query", vocabulary, normalized), async () =>
        textQueryOf(normalized, lookUp, synonyms),
      );
    },
  };
}
