import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/database";
import { similarity, trigramsOf } from "../../server/domains/catalog/text-analysis/trigrams";
import { best, Vocabulary } from "../../server/domains/catalog/text-analysis/vocabulary";
import { startApp, type TestApp } from "./helper";

/**
 * The search's vocabulary (text-analysis/vocabulary.ts) finds near misses with pg_trgm's
 * trigrams and similarity, computed in the server: checked against pg_trgm itself on the demo
 * marketplace's words in four languages.
 */

let testApp: TestApp;
let db: Db;

beforeAll(async () => {
  testApp = await startApp({ seedDemoCatalog: true });
  db = testApp.app.services.db;
});

afterAll(async () => {
  await testApp.close();
});

describe("the offering index's vocabulary", () => {
  it("computes pg_trgm's similarity for every demo word against typed words", async () => {
    const words = ["телфон", "smartfn", "سفال", "ozbek", "non", "ab"];
    const { rows } = await sql<{ term: string; word: string; similar: number }>`
      SELECT s.term, w.word, similarity(s.term, w.word)::float8 AS similar
      FROM (SELECT DISTINCT regexp_split_to_table(search_text, '[^[:alnum:]]+') AS term
        FROM offerings) s CROSS JOIN jsonb_array_elements_text(${JSON.stringify(words)}::jsonb)
        AS w(word)`.execute(db);
    expect(rows.length).toBeGreaterThan(1000 * words.length);
    const wrong = rows.filter(
      (row) =>
        Math.abs(similarity(trigramsOf(row.term), trigramsOf(row.word)) - row.similar) > 1e-6,
    );
    expect(wrong.slice(0, 5)).toEqual([]);
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
