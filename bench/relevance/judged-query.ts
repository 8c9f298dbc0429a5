/** The languages a shopper types in; Uzbek in Cyrillic counts as Uzbek. */
export type QueryLang = "ru" | "uz" | "en" | "fa";

/**
 * Why a query is in the set: the failure causes issue 21 lists, or an ordinary query (exact
 * names, two-word queries, everyday shoppers' words) that must keep working.
 */
export type QueryCause =
  /** 1. One word the data never uses among known ones: the item must still be found. */
  | "unknown-word"
  /** 2. A word in a title must outrank the same word in another item's description. */
  | "title-first"
  /** 3. Uzbek endings, possessives and k→g, q→g‘; Russian cases; Persian ezafe and spacing. */
  | "word-forms"
  /** 4. Uzbek typed in Cyrillic, brands typed in Cyrillic. */
  | "cyrillic"
  /** 5. A category's name typed as the query. */
  | "category-name"
  /** 6. An everyday word no text uses: answered by the admin-editable synonym list. */
  | "missing-word"
  /** 7. A typo, or an exact word with a typo-neighbour that must rank below it. */
  | "typo"
  /** 8. The same item sold by several sellers (every copy is marked relevant). */
  | "several-sellers"
  | "ordinary";

/**
 * One query with its answers, judged by reading the demo data (server/db/demo-catalog/), not
 * by running the search.
 *
 * `relevant` names items by stable keys of the demo data:
 * - offerings: an item template's key (`ceramic-teapot`: every public offering of that item,
 *   whichever business sells it and in whichever variant), or `item/variant` for one variant;
 * - businesses: a business's key (`toza-uy`), `chorsu-fresh` for the demo business.
 * Offering and business ids are derived from these keys (featured.ts), so the bench resolves
 * them without asking the API.
 */
export interface JudgedQuery {
  query: string;
  lang: QueryLang;
  target: "offerings" | "businesses";
  relevant: string[];
  /** One line: why these are the answers a shopper typing this wants. */
  why: string;
  cause: QueryCause;
  /** Only the synonym list can answer it: the report shows these apart. */
  needs?: "synonym";
}
