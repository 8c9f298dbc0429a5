/** What a search query looks for, as tsquery texts over `search_vector`. */
export interface TextQuery {
  /** Every word of the query, each as any of the known words it may mean; null: none can match. */
  match: string | null;
  /** The query's words that are known exactly as typed: texts holding them rank first. */
  exact: string | null;
  /** The same as lists (what the in-memory index reads): a text holds a term of each group. */
  groups: string[][];
  /** The known words as typed, as a list; empty when none is. */
  exactTerms: string[];
}

// Known words one query word may stand for: itself, longer words containing it, near misses.
export const maxTermsPerWord = 16;
// Near misses: 0.35 keeps "smartfn" → "smartfon" and "ремнт" → "ремонт", not unrelated words.
export const minSimilarity = 0.35;

function quoted(term: string): string {
  return `'${term.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/**
 * A query's words, each with the known words it may stand for, as a text query; null when
 * it has no words. A word is known as typed when its group holds it (the SQL lookup ranks it
 * first), unless `known` says otherwise.
 */
export function textQueryFrom(
  terms: Map<string, string[]>,
  known: (word: string, group: string[]) => boolean = (word, group) => group.includes(word),
): TextQuery | null {
  if (terms.size === 0) return null;
  const groups = [...terms.values()];
  if (groups.some((group) => group.length === 0)) {
    return { match: null, exact: null, groups: [], exactTerms: [] };
  }
  const exactTerms = [...terms.entries()]
    .filter(([word, group]) => known(word, group))
    .map(([word]) => word);
  return {
    match: groups.map((group) => `(${group.map(quoted).join(" | ")})`).join(" & "),
    exact: exactTerms.length > 0 ? exactTerms.map(quoted).join(" & ") : null,
    groups,
    exactTerms,
  };
}

export interface QueryWord {
  word: string;
  /** In search_terms: a word some text holds as typed (what relevance ranks first by). */
  known: boolean;
}
