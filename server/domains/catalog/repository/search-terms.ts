import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../../db/database";
import {
  maxTermsPerWord,
  minSimilarity,
  type QueryWord,
  type TextQuery,
  textQueryFrom,
} from "../text-query";

// Enough for any real query; it bounds the work a 200-character string of one-letter words asks.
const maxWords = 12;

/**
 * A query's distinct words as texts were split into words (the 'simple' configuration: lower
 * case, no stemming, any script), at most maxWords: both lookups, SQL's and the index's, start
 * from these.
 */
function wordsOf(query: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', ${query}))) AS word
    LIMIT ${maxWords}`;
}

/**
 * Splits the (normalized) query into words the way texts were split, and finds the known words
 * each may mean: words of three letters or more as substrings and by trigram similarity
 * (typos), shorter ones as prefixes. Both use indexes of the vocabulary, never the texts.
 * Ties are broken in code point order (COLLATE "C"), whatever the database's collation: the
 * offering index's vocabulary breaks them so too.
 */
async function termsOf(db: Db, query: string): Promise<Map<string, string[]>> {
  const rows = await sql<{ word: string; term: string | null }>`
    WITH words AS (${wordsOf(sql.val(query))}), patterns AS (
      SELECT word, '%' || replace(replace(replace(word, '\\', '\\\\'), '%', '\\%'), '_', '\\_')
        || '%' AS contains FROM words
    )
    SELECT p.word, t.term FROM patterns p LEFT JOIN LATERAL (
      SELECT s.term FROM search_terms s
      WHERE length(p.word) >= 3
        AND (s.term LIKE p.contains
          OR (s.term % p.word AND similarity(s.term, p.word) >= ${minSimilarity}))
      ORDER BY s.term = p.word DESC, s.term LIKE p.word || '%' DESC,
        similarity(s.term, p.word) DESC, s.term COLLATE "C"
      LIMIT ${maxTermsPerWord}
    ) t ON true WHERE length(p.word) >= 3
    UNION ALL
    SELECT p.word, t.term FROM patterns p LEFT JOIN LATERAL (
      SELECT s.term FROM search_terms s
      WHERE length(p.word) < 3
        AND s.term COLLATE "C" >= p.word AND s.term COLLATE "C" < p.word || chr(1114111)
      ORDER BY s.term = p.word DESC, length(s.term), s.term COLLATE "C"
      LIMIT ${maxTermsPerWord}
    ) t ON true WHERE length(p.word) < 3`.execute(db);
  const terms = new Map<string, string[]>();
  for (const { word, term } of rows.rows) {
    const known = terms.get(word) ?? [];
    if (term !== null) known.push(term);
    terms.set(word, known);
  }
  return terms;
}

/** The text query of a normalized query text, from the database's vocabulary; null: no words. */
export async function textQueryOf(db: Db, query: string): Promise<TextQuery | null> {
  if (!query) return null;
  return textQueryFrom(await termsOf(db, query));
}

/**
 * The words of each (normalized) query as texts were split into words (PostgreSQL's parser, as
 * for the texts), and whether each is known as typed, without looking up what else it may
 * stand for: for the offering index's own vocabulary. One statement for many queries: the
 * embedded database runs one at a time, and such a query costs mostly its fixed part.
 */
export async function queryWordsOf(db: Db, queries: string[]): Promise<Map<string, QueryWord[]>> {
  const found = new Map<string, QueryWord[]>(queries.map((query) => [query, []]));
  if (queries.length === 0) return found;
  const { rows } = await sql<QueryWord & { query: string }>`
    SELECT q.query, w.word, EXISTS (SELECT 1 FROM search_terms s WHERE s.term = w.word) AS known
    FROM jsonb_array_elements_text(${JSON.stringify(queries)}::jsonb) AS q(query)
    CROSS JOIN LATERAL (${wordsOf(sql.ref("q.query"))}) w`.execute(db);
  for (const { query, word, known } of rows) found.get(query)?.push({ word, known });
  return found;
}
