import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/database";
import { indexTextQuery } from "../../server/domains/catalog/offering-index/index-text-query";
import {
  best,
  similarity,
  trigramsOf,
  Vocabulary,
} from "../../server/domains/catalog/offering-index/vocabulary";
import { queryWordsOf, textQueryOf } from "../../server/domains/catalog/repository/search-terms";
import { startApp, type TestApp } from "./helper";

/**
 * The offering index looks query words up in its own vocabulary instead of search_terms: the
 * same trigrams, similarity and order as pg_trgm and the SQL lookup, on the demo marketplace's
 * words in four languages.
 */

// As people type them: whole words, typos, parts of words, short prefixes, in four scripts.
const queryWordsTyped = [
  "телефон",
  "телфон",
  "смартфон",
  "ремнт",
  "сухофрукты",
  "курага",
  "керамка",
  "плов",
  "smartfn",
  "telefon",
  "noutbok",
  "sopol",
  "likopcha",
  "non",
  "pichoq",
  "ozbek",
  "laptop",
  "ceramic",
  "wedding",
  "carpet",
  "سفال",
  "فرش",
  "گوشی",
  "ab",
  "к",
  "te",
  "سا",
  "zzzz",
];

let testApp: TestApp;
let db: Db;
let terms: string[];

beforeAll(async () => {
  testApp = await startApp({ seedDemoCatalog: true });
  db = testApp.app.services.db;
  const rows = await sql<{ term: string }>`SELECT term FROM search_terms`.execute(db);
  terms = rows.rows.map((row) => row.term);
});

afterAll(async () => {
  await testApp.close();
});

describe("the offering index's vocabulary", () => {
  it("computes pg_trgm's similarity for every demo word against typed words", async () => {
    const words = ["телфон", "smartfn", "سفال", "ozbek", "non", "ab"];
    const { rows } = await sql<{ term: string; word: string; similar: number }>`
      SELECT s.term, w.word, similarity(s.term, w.word)::float8 AS similar
      FROM search_terms s CROSS JOIN jsonb_array_elements_text(${JSON.stringify(words)}::jsonb)
        AS w(word)`.execute(db);
    expect(rows.length).toBeGreaterThan(1000 * words.length);
    const wrong = rows.filter(
      (row) =>
        Math.abs(similarity(trigramsOf(row.term), trigramsOf(row.word)) - row.similar) > 1e-6,
    );
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it("finds the same words as the SQL lookup over the same vocabulary", async () => {
    const vocabulary = new Vocabulary();
    for (const term of terms) vocabulary.add(term);
    const split = await queryWordsOf(db, queryWordsTyped);
    for (const typed of queryWordsTyped) {
      const [first] = split.get(typed) ?? [];
      const word = first?.word ?? "";
      const fromSql = (await textQueryOf(db, word))?.groups[0] ?? [];
      const found = vocabulary.lookup(word);
      // The SQL orders ties by the database's collation: the same set, and the same order
      // wherever the ranks differ, is what both promise.
      expect({ word, found: [...found].sort() }).toEqual({ word, found: [...fromSql].sort() });
    }
  });

  it("marks the same words known as typed as the SQL lookup, names of businesses included", async () => {
    // Words some business's name or description holds and no public offering does, though
    // offerings hold longer words containing them ("texnika" in "texnikalar"): the index finds
    // those, and must call the word known as typed, as SQL does (relevance ranks by it).
    const { rows } = await sql<{ term: string }>`
      WITH offering_words AS (
        SELECT DISTINCT unnest(tsvector_to_array(o.search_vector)) AS word
        FROM offerings o JOIN businesses b ON b.id = o.business_id
        WHERE o.status = 'active' AND b.status = 'accepted'
      )
      SELECT s.term FROM search_terms s
      WHERE length(s.term) >= 4
        AND NOT EXISTS (SELECT 1 FROM offering_words w WHERE w.word = s.term)
        AND EXISTS (SELECT 1 FROM offering_words w WHERE w.word LIKE '%' || s.term || '%')
      ORDER BY s.term LIMIT 3`.execute(db);
    expect(rows.length).toBe(3);
    const index = await testApp.app.services.offeringIndex.at(
      String(
        (await sql<{ v: string }>`SELECT version::text AS v FROM catalog_version`.execute(db))
          .rows[0]?.v,
      ),
    );
    if (!index) throw new Error("no offering index");
    const texts = [...rows.map((row) => `${row.term} телефон`), "телефон", "telfon samsung", "к"];
    for (const text of texts) {
      const fromSql = await textQueryOf(db, text);
      const words = (await queryWordsOf(db, [text])).get(text) ?? [];
      const fromIndex = indexTextQuery(index, words);
      expect(fromIndex?.groups.length ?? 0).toBeGreaterThan(0);
      expect({ text, exact: fromIndex?.exactTerms.sort() }).toEqual({
        text,
        exact: fromSql?.exactTerms.sort(),
      });
    }
  });

  it("keeps the best few in one pass, checking only those that would enter", () => {
    const checked: number[] = [];
    const kept = best(
      [5, 3, 9, 1, 7, 2, 8],
      (a, b) => a - b,
      3,
      (n) => {
        checked.push(n);
        return n !== 2;
      },
    );
    expect(kept).toEqual([1, 3, 5]);
    // 7 and 8 come when three better ones are kept: never checked.
    expect(checked).toEqual([5, 3, 9, 1, 2]);
  });

  it("forgets the words it is told to, and finds them again once added", () => {
    const vocabulary = new Vocabulary();
    for (const term of ["smartfon", "smartfonlar", "telefon"]) vocabulary.add(term);
    expect(vocabulary.lookup("smartfn")).toEqual(["smartfon", "smartfonlar"]);
    vocabulary.retain((term) => term !== "smartfon");
    expect(vocabulary.lookup("smartfn")).toEqual(["smartfonlar"]);
    expect(vocabulary.has("smartfon")).toBe(false);
    vocabulary.add("smartfon");
    expect(vocabulary.lookup("smart")).toEqual(["smartfon", "smartfonlar"]);
    expect(vocabulary.lookup("te")).toEqual(["telefon"]);
  });
});
