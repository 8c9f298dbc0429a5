import type { Lang } from "../../sdk/types.gen";
import type { Db } from "../db/database";

/** One synonym group as search uses it: every word finds what the others find. */
export interface SynonymGroupWords {
  /** Where administrators filed the group; a search uses every group whatever its language. */
  lang: Lang;
  /** As the administrator wrote them, trimmed: not normalized for search. */
  words: string[];
}

/**
 * The whole synonym list, for search (the catalogue reads it; the search-synonyms domain writes it). Each
 * write moves `catalog_version` (migration 0027), so a reader keeping the list under a version
 * reads it again when the version moves. In a stable order (oldest group first), so two reads
 * of the same list build the same thing.
 */
export async function listSynonymGroups(db: Db): Promise<SynonymGroupWords[]> {
  const rows = await db
    .selectFrom("search_synonym_groups")
    .select(["lang", "words"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ lang: row.lang, words: row.words }));
}
