import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/database";
import {
  similarity,
  trigramsOf,
  Vocabulary,
} from "../../server/domains/catalog/offering-index/vocabulary";
import { queryWords, textQueryOf } from "../../server/domains/catalog/search-terms";
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
    for (const typed of queryWordsTyped) {
      const [word = ""] = await queryWords(db, typed);
      const fromSql = (await textQueryOf(db, word))?.groups[0] ?? [];
      const found = vocabulary.lookup(word);
      // The SQL orders ties by the database's collation: the same set, and the same order
      // wherever the ranks differ, is what both promise.
      expect({ word, found: [...found].sort() }).toEqual({ word, found: [...fromSql].sort() });
    }
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
