import { isDeepStrictEqual } from "node:util";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import type { OfferingPage } from "../../sdk/types.gen";
import type { Db } from "../../server/db/database";
import { demoCatalogIds } from "../../server/db/demo-catalog/featured";
import type { LocalizedText } from "../../server/db/schema";
import type { MatchCount } from "../../server/domains/catalog/facets";
import { idsNeeded, type Matches } from "../../server/domains/catalog/matches";
import { searchIndex } from "../../server/domains/catalog/offering-index/index-search";
import type { OfferingIndex } from "../../server/domains/catalog/offering-index/offering-index";
import { scoreText } from "../../server/domains/catalog/offering-index/text-scores";
import {
  type OfferingFilters,
  type OfferingQuery,
  type OfferingSort,
  offeringFiltersOf,
} from "../../server/domains/catalog/search-filters";
import { Synonyms } from "../../server/domains/catalog/text-analysis/synonyms";
import { textQueryOf } from "../../server/domains/catalog/text-query";
import {
  type CatalogReference,
  displayCurrencyOf,
  loadReference,
} from "../../server/shared/catalog-reference";
import { displayPriceSql } from "../../server/shared/money";
import { listSynonymGroups } from "../../server/shared/search-synonyms";
import { normalizeQuery, searchTextOf } from "../../server/shared/search-text";
import { ids, seedCatalog } from "./catalog-fixtures";
import { json, startApp, type TestApp } from "./helper";
import { findOfferingMatches } from "./offering-search-sql";

/**
 * The in-memory offering index (server/domains/catalog/offering-index) answers every offering
 * search: its filters, counts and sorts must be the database's reading of the same rules
 * (offering-search-sql.ts) — the same counts and the same first ids in the same order, for
 * every search the handler can build — and stay current with every write, whoever makes it.
 * Words are the index's alone: with a text, the database filters and sorts the offerings the
 * index's text matched, and for relevance (the index's scores) only the counts are compared.
 */

const sorts: OfferingSort[] = [
  "relevance",
  "newest",
  "price_asc",
  "price_desc",
  "rating",
  "ending_soon",
  "discount",
];

// The handler reads ids in windows of 240: the first page, and the tenth of 48.
const firstWindow = idsNeeded({ page: 1, pageSize: 24 });
const secondWindow = idsNeeded({ page: 10, pageSize: 48 });

interface Case {
  query: OfferingQuery;
  sort: OfferingSort;
  limit: number;
}

interface Answer {
  counts: MatchCount[];
  ids: string[];
}

const byPair = (a: MatchCount, b: MatchCount) =>
  `${a.category_id}|${a.region_code}`.localeCompare(`${b.category_id}|${b.region_code}`);

/** Counts are a set (the handler sums them), ids a sequence. */
function canonical(matches: Matches<MatchCount>): Answer {
  return { counts: [...matches.counts].sort(byPair), ids: matches.ids };
}

async function catalogVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    SELECT version::text AS version FROM catalog_version`.execute(db);
  const version = rows[0]?.version;
  if (!version) throw new Error("catalog_version has no row");
  return version;
}

/** The index once it holds every write so far; the test fails if it cannot say so. */
async function currentIndex(t: TestApp): Promise<OfferingIndex> {
  const index = await t.app.services.offeringIndex.at(await catalogVersion(t.app.services.db));
  if (!index) throw new Error("the offering index is not at the catalog's version");
  return index;
}

/** The filters searchOfferings builds (offering-search-handlers.ts), its text query included. */
async function filtersOf(
  db: Db,
  ref: CatalogReference,
  query: OfferingQuery,
  index?: OfferingIndex,
): Promise<OfferingFilters> {
  const display = displayCurrencyOf(ref, query.currency);
  const checked = offeringFiltersOf(ref, query, display, query.flash === true);
  const normalized = normalizeQuery(query.q);
  if (!normalized || !index) return { ...checked, textQuery: null };
  const synonyms = new Synonyms(await listSynonymGroups(db));
  return { ...checked, textQuery: textQueryOf(normalized, (w) => index.lookUp(w), synonyms) };
}

const describeCase = (c: Case) => `sort=${c.sort} limit=${c.limit} ${JSON.stringify(c.query)}`;

function difference(expected: Answer, actual: Answer): string {
  const parts: string[] = [];
  if (!isDeepStrictEqual(expected.ids, actual.ids)) {
    // Past the end of the database's ids when they are a prefix of the index's.
    const at = expected.ids.findIndex((id, i) => actual.ids[i] !== id);
    const first = at < 0 ? expected.ids.length : at;
    parts.push(
      `ids: sql ${expected.ids.length}, index ${actual.ids.length}; first difference at ` +
        `${first}: sql ${expected.ids[first]}, index ${actual.ids[first]}`,
    );
  }
  if (!isDeepStrictEqual(expected.counts, actual.counts)) {
    parts.push(
      `counts: sql ${JSON.stringify(expected.counts)}, index ${JSON.stringify(actual.counts)}`,
    );
  }
  return parts.join("; ");
}

interface Compared {
  /** One line per case where the index and the database disagree. */
  mismatches: string[];
  /** The database's answers, to check the cases were worth comparing. */
  answers: Answer[];
}

/** Each case answered by the database and by the index, at the same moment. */
async function compare(db: Db, index: OfferingIndex, cases: Case[]): Promise<Compared> {
  const ref = await loadReference(db);
  const textQueries = new Map<string | undefined, OfferingFilters["textQuery"]>();
  const mismatches: string[] = [];
  const answers: Answer[] = [];
  for (const c of cases) {
    // The text query once per query text, as the handler's cache does.
    let textQuery = textQueries.get(c.query.q);
    if (textQuery === undefined) {
      textQuery = (await filtersOf(db, ref, { q: c.query.q }, index)).textQuery;
      textQueries.set(c.query.q, textQuery);
    }
    const filters = { ...(await filtersOf(db, ref, { ...c.query, q: undefined })), textQuery };
    // The clock both read: sales run for hours, so the moment between them does not matter.
    const nowMicros = Date.now() * 1000;
    const matched = textQuery
      ? [...scoreText(index, textQuery).slots].map((slot) => index.ids[slot] ?? "")
      : null;
    const actual = canonical(searchIndex(index, filters, c.sort, c.limit, nowMicros));
    const expected = canonical(
      await findOfferingMatches(db, { ...filters, textQuery: null }, c.sort, c.limit, matched),
    );
    // Relevance with words is the index's scoring: the same matches, counted alike.
    if (textQuery && c.sort === "relevance") {
      expected.ids = [...expected.ids].sort();
      actual.ids = [...actual.ids].sort();
      if (expected.ids.length === c.limit) expected.ids = actual.ids;
    }
    if (!isDeepStrictEqual(expected, actual)) {
      mismatches.push(`${describeCase(c)}: ${difference(expected, actual)}`);
    }
    answers.push(expected);
  }
  return { mismatches, answers };
}

async function expectSameAnswers(t: TestApp, cases: Case[]): Promise<Answer[]> {
  const index = await currentIndex(t);
  const { mismatches, answers } = await compare(t.app.services.db, index, cases);
  expect(mismatches).toEqual([]);
  return answers;
}

/** Every sort of each query. */
const allSorts = (queries: OfferingQuery[], limit = firstWindow): Case[] =>
  queries.flatMap((query) => sorts.map((sort) => ({ query, sort, limit })));

const idsOf = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id);

describe("on the demo marketplace", () => {
  let t: TestApp;
  let texts: Array<string | undefined>;
  let variants: OfferingQuery[];
  let publicCount: number;

  beforeAll(async () => {
    t = await startApp({ seedDemoCatalog: true });
    const db = t.app.services.db;
    const ref = await loadReference(db);
    // The top-level category and the leaf holding the most public offerings.
    const { rows: categories } = await sql<{ slug: string; top: boolean; n: number }>`
      SELECT c.slug, c.parent_id IS NULL AS top, count(o.id)::int AS n
      FROM categories c
      LEFT JOIN categories child ON child.parent_id = c.id
      JOIN offerings o ON o.category_id = c.id OR o.category_id = child.id
      JOIN businesses b ON b.id = o.business_id
      WHERE o.status = 'active' AND b.status = 'accepted'
        AND (c.parent_id IS NULL
          OR NOT EXISTS (SELECT 1 FROM categories g WHERE g.parent_id = c.id))
      GROUP BY c.slug, c.parent_id ORDER BY n DESC, c.slug`.execute(db);
    const top = categories.find((c) => c.top)?.slug;
    const leaf = categories.find((c) => !c.top)?.slug;
    if (!top || !leaf) throw new Error("the demo catalog has no categories");
    // Prices as a card shows them: a bound equal to one must keep that offering.
    const usd = displayCurrencyOf(ref, "USD");
    const uzs = displayCurrencyOf(ref, "UZS");
    const { rows: prices } = await sql<{ usd: string; uzs: string }>`
      SELECT ${displayPriceSql(usd)} AS usd, ${displayPriceSql(uzs)} AS uzs
      FROM offerings o JOIN businesses b ON b.id = o.business_id
      WHERE o.status = 'active' AND b.status = 'accepted'
      ORDER BY o.price_usd, o.id`.execute(db);
    publicCount = prices.length;
    const shownUsd = Number(prices[Math.floor(prices.length / 3)]?.usd);
    const shownUzs = Number(prices[Math.floor((prices.length * 2) / 3)]?.uzs);
    // A dollar price whose som price is whole: bounds that, once widened by half a unit, land
    // exactly on it (the filter keeps price ≥ its lower bound and price < its upper one).
    const { rows: whole } = await sql<{ dollars: number; som: number }>`
      SELECT o.price_usd::float8 AS dollars, (o.price_usd * ${uzs.rate}::numeric)::float8 AS som
      FROM offerings o JOIN businesses b ON b.id = o.business_id
      WHERE o.status = 'active' AND b.status = 'accepted'
        AND o.price_usd * ${uzs.rate}::numeric = round(o.price_usd * ${uzs.rate}::numeric)
      ORDER BY o.price_usd`.execute(db);
    // The handler widens in floating point: the dollar bounds must come back to it exactly.
    const edge = whole.find(({ dollars: d }) => d - 0.005 + 0.005 === d && d + 0.005 - 0.005 === d);
    if (!edge) throw new Error("no demo offering has a whole som price to filter at");
    const { dollars, som } = edge;
    const business = demoCatalogIds.businessWithFeedback;

    texts = [
      undefined,
      "смартфон",
      "доставка",
      "Yong‘oq",
      "yongoq",
      "ko'ylak",
      "apple iphone",
      "گوشی",
      "smartfn",
      "uy",
      "qwxzv",
    ];
    variants = [
      { kind: "product" },
      { kind: "service" },
      { category: top },
      { category: leaf },
      { region: "samarkand" },
      { region: "tashkent-city", category: top, kind: "product" },
      { business },
      // The handler lowers the id: an upper-case one names the same business.
      { business: business.toUpperCase() },
      { business: demoCatalogIds.pendingBusiness },
      { price_min: 10, price_max: 100 },
      { price_min: 0 },
      { price_min: 0, price_max: 0 },
      { price_min: shownUsd, price_max: shownUsd },
      // Bounds between whole cents: valid input, widened like any other.
      { price_min: 24.994, price_max: 24.996 },
      { price_min: shownUsd + 0.01, price_max: shownUsd + 0.01 },
      { currency: "UZS", price_min: shownUzs, price_max: shownUzs },
      { currency: "UZS", price_min: shownUzs + 1, price_max: shownUzs + 1 },
      { currency: "UZS", price_min: 100_000, price_max: 500_000 },
      { price_max: dollars - 0.005 },
      { price_min: dollars + 0.005 },
      { currency: "UZS", price_max: som - 0.5 },
      { currency: "UZS", price_min: som + 0.5, price_max: som + 0.5 },
      { currency: "RUB", price_max: 999.99 },
      { currency: "IRR", price_min: 5_000_000 },
      { rating_min: 3 },
      { rating_min: 4.5 },
      { rating_min: 4.33 },
      { flash: true },
      { flash: true, category: top },
      { flash: true, price_max: 50, rating_min: 4 },
    ];
  });
  afterAll(async () => t?.close());

  it("holds every public offering and the running sales", async () => {
    const index = await currentIndex(t);
    expect(index.size).toBe(publicCount);
    // More than a window: the second window's ids come from past the first.
    expect(publicCount).toBeGreaterThan(firstWindow);
    const flash = searchIndex(
      index,
      await filtersOf(t.app.services.db, await loadReference(t.app.services.db), {
        flash: true,
      }),
      "ending_soon",
      firstWindow,
      Date.now() * 1000,
    );
    expect(flash.ids.length).toBeGreaterThanOrEqual(10);
  });

  it.each(sorts)("answers sort=%s as the database does", async (sort) => {
    const cases: Case[] = [];
    // Every text, all offerings and those on sale only; without a text, past the first window.
    texts.forEach((q, i) => {
      // The sale filter on every other text, alternating from one sort to the next.
      const withSales = (i + sorts.indexOf(sort)) % 2 === 0;
      for (const flash of withSales ? [false, true] : [false]) {
        for (const limit of q ? [firstWindow] : [firstWindow, secondWindow]) {
          cases.push({ query: { q, flash }, sort, limit });
        }
      }
    });
    // Every filter alone, then with a text and, for some, the sale filter beside it.
    variants.forEach((query, i) => {
      cases.push({ query, sort, limit: secondWindow });
      const q = texts[(i % (texts.length - 1)) + 1];
      cases.push({
        query: { ...query, q, flash: query.flash || i % 4 === 3 },
        sort,
        limit: firstWindow,
      });
    });
    const index = await currentIndex(t);
    const { mismatches, answers } = await compare(t.app.services.db, index, cases);
    expect(mismatches).toEqual([]);
    // Worth comparing: many answers hold ids, some fill a window, some hold none.
    const holding = answers.filter((answer) => answer.ids.length > 0).length;
    expect(holding).toBeGreaterThan(cases.length / 3);
    expect(answers.some((answer) => answer.ids.length > firstWindow)).toBe(true);
    expect(answers.some((answer) => answer.ids.length === firstWindow)).toBe(true);
    expect(answers.some((answer) => answer.ids.length === 0)).toBe(true);
  });
});

/** The fixture marketplace's texts, filters and sorts, each with and without the sale filter. */
function fixtureCases(): Case[] {
  const texts = [
    undefined,
    "смартфон",
    "telefon",
    "g‘ilofi",
    "g'ilofi",
    "gilofi",
    "wool sweater",
    "گوشی",
    "smartfn",
    "a5",
    "qwxzv samsung",
    "Скрытый",
  ];
  const filters: OfferingQuery[] = [
    { kind: "service" },
    { kind: "product" },
    { category: "electronics" },
    { category: "smartphones" },
    { region: "samarkand" },
    { region: "bukhara" },
    { business: ids.techno },
    { business: ids.pending },
    { business: ids.blocked },
    { rating_min: 4.5 },
    { currency: "UZS", price_min: 126_500, price_max: 632_500 },
    { currency: "UZS", price_min: 316_124, price_max: 316_124 },
    { currency: "UZS", price_min: 316_125, price_max: 316_200 },
    { currency: "UZS", price_max: 126_499 },
    // Widened by half a unit, these bounds are the repair service's $10 exactly.
    { price_max: 9.995 },
    { price_min: 10.005 },
    { currency: "UZS", price_max: 126_499.5 },
    { currency: "UZS", price_min: 126_500.5 },
    { price_min: 8.005, price_max: 9.995 },
    { price_min: 24.99, price_max: 24.99 },
    { currency: "RUB", price_min: 2036.69, price_max: 2036.69 },
    { price_min: 0, price_max: 10 },
    { category: "phones", region: "samarkand", kind: "product" },
  ];
  const queries = [...texts.map((q) => ({ q })), ...filters].flatMap((query) => [
    query,
    { ...query, flash: true },
  ]);
  return allSorts(queries);
}

describe("on the fixture marketplace, then after writes made with SQL", () => {
  // The comparisons come first, on the fixture as seeded; the writes after them build on each
  // other in order. This app's catalog is theirs alone.
  let t: TestApp;
  let at: MockInstance<(version: string) => Promise<OfferingIndex | null>>;
  const db = () => t.app.services.db;
  const newOffering = "a0000000-0000-4000-8000-000000000010";
  const nokiaSale = "f0000000-0000-4000-8000-000000000010";

  beforeAll(async () => {
    t = await startApp();
    await seedCatalog(db());
    await currentIndex(t);
    at = vi.spyOn(t.app.services.offeringIndex, "at");
  });
  afterAll(async () => {
    at?.mockRestore();
    await t?.close();
  });

  /** A page of `path`, asserting the index answered it, not the database. */
  async function searched(path: string, query: string): Promise<OfferingPage> {
    at.mockClear();
    const url = `/api/v1/${path}/?${query}`;
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    // Each write moves the catalog version on, so the first search after one is never cached.
    const answered = at.mock.settledResults.map((result) =>
      result.type === "fulfilled" && result.value !== null ? "index" : "database",
    );
    expect(answered, url).toEqual(["index"]);
    return json<OfferingPage>(response);
  }

  const offerings = (query: string) => searched("offering", query);
  const flashSales = (query: string) => searched("flash-sale", query);

  it("answers every text, filter and sort as the database does", async () => {
    const cases = fixtureCases();
    const answers = await expectSameAnswers(t, cases);
    expect(answers.filter((answer) => answer.ids.length > 0).length).toBeGreaterThan(
      cases.length / 3,
    );
  });

  it("orders running sales by the sale each card shows, leaving out hidden ones", async () => {
    const index = await currentIndex(t);
    const ref = await loadReference(db());
    const filters = await filtersOf(db(), ref, { flash: true });
    const now = Date.now() * 1000;
    // The Galaxy's cheaper sale (2 h, 20% off) counts, not the dearer one ending sooner.
    expect(searchIndex(index, filters, "ending_soon", firstWindow, now).ids).toEqual([
      ids.galaxy,
      ids.phoneCase,
    ]);
    expect(searchIndex(index, filters, "discount", firstWindow, now).ids).toEqual([
      ids.phoneCase,
      ids.galaxy,
    ]);
    // Without the sale filter, offerings with no running sale follow, newest first.
    const all = await filtersOf(db(), ref, {});
    expect(searchIndex(index, all, "ending_soon", firstWindow, now).ids).toEqual([
      ids.galaxy,
      ids.phoneCase,
      ids.repairService,
      ids.nokia,
      ids.sweater,
    ]);
  });

  it("moves an offering whose price changed in the order and the price filter", async () => {
    // The phone case sells at $4 now (its $8 is on sale, 50% off); the Galaxy at $160.
    expect(idsOf(await offerings("price_max=6"))).toEqual([ids.phoneCase]);
    await db()
      .updateTable("offerings")
      .set({ price: "5", price_usd: "5" })
      .where("id", "=", ids.nokia)
      .execute();
    expect(idsOf(await offerings("sort=price_asc"))).toEqual([
      ids.phoneCase,
      ids.nokia,
      ids.repairService,
      ids.sweater,
      ids.galaxy,
    ]);
    expect(idsOf(await offerings("price_max=6&sort=price_desc"))).toEqual([
      ids.nokia,
      ids.phoneCase,
    ]);
    await expectSameAnswers(
      t,
      allSorts([{ price_max: 6 }, { currency: "UZS", price_min: 63_250, price_max: 63_250 }]),
    );
  });

  it("drops an archived offering", async () => {
    await db()
      .updateTable("offerings")
      .set({ status: "archived" })
      .where("id", "=", ids.sweater)
      .execute();
    expect(idsOf(await offerings("sort=newest"))).toEqual([
      ids.repairService,
      ids.galaxy,
      ids.nokia,
      ids.phoneCase,
    ]);
    expect((await offerings("q=sviter")).total).toBe(0);
    await expectSameAnswers(t, allSorts([{}, { q: "sviter" }]));
  });

  it("takes a blocked business's offerings out and an accepted one's back in", async () => {
    const setStatus = (status: "blocked" | "accepted") =>
      db().updateTable("businesses").set({ status }).where("id", "=", ids.techno).execute();
    await setStatus("blocked");
    const blocked = await offerings("lang=en");
    expect(idsOf(blocked)).toEqual([ids.repairService, ids.nokia]);
    expect(blocked.facets.regions.map((r) => [r.value, r.count])).toEqual([["samarkand", 2]]);
    expect((await offerings(`business=${ids.techno}`)).total).toBe(0);
    await expectSameAnswers(t, allSorts([{}, { business: ids.techno }]));

    await setStatus("accepted");
    expect(idsOf(await offerings("lang=en"))).toEqual([
      ids.repairService,
      ids.galaxy,
      ids.nokia,
      ids.phoneCase,
    ]);
    expect(idsOf(await offerings(`business=${ids.techno}&sort=price_asc`))).toEqual([
      ids.phoneCase,
      ids.galaxy,
    ]);
    await expectSameAnswers(t, allSorts([{}, { business: ids.techno, flash: true }]));
  });

  it("moves a business's offerings to its new region", async () => {
    await db()
      .updateTable("businesses")
      .set({ region_code: "bukhara" })
      .where("id", "=", ids.samarkand)
      .execute();
    // One request per filter: a second with the same filters would be answered by the cache.
    const inBukhara = await offerings("lang=en&region=bukhara");
    expect(idsOf(inBukhara)).toEqual([ids.repairService, ids.nokia]);
    expect((await offerings("region=samarkand")).total).toBe(0);
    expect(inBukhara.facets.regions.map((r) => [r.value, r.count])).toEqual([
      ["tashkent-city", 2],
      ["bukhara", 2],
    ]);
    await expectSameAnswers(t, allSorts([{ region: "bukhara" }, { region: "samarkand" }]));
  });

  it("finds a new offering by a word of its title", async () => {
    expect((await offerings("q=redmi")).total).toBe(0);
    const titles: LocalizedText = {
      en: "Xiaomi Redmi Note 13 smartphone",
      ru: "Смартфон Xiaomi Redmi Note 13",
      uz: "Xiaomi Redmi Note 13 smartfoni",
      fa: "گوشی شیائومی ردمی",
    };
    await db()
      .insertInto("offerings")
      .values({
        id: newOffering,
        business_id: ids.techno,
        category_id: ids.smartphones,
        kind: "product",
        titles: JSON.stringify(titles),
        descriptions: JSON.stringify({}),
        price: "1500000",
        currency_id: 1,
        price_usd: "118.577075",
        status: "active",
        search_text: searchTextOf(titles),
      })
      .execute();
    expect(idsOf(await offerings("q=redmi"))).toEqual([newOffering]);
    expect(idsOf(await offerings("sort=newest"))).toEqual([
      newOffering,
      ids.repairService,
      ids.galaxy,
      ids.nokia,
      ids.phoneCase,
    ]);
    expect(idsOf(await offerings("q=smartfon&sort=price_desc"))).toEqual([
      ids.galaxy,
      newOffering,
      ids.repairService,
    ]);
    await expectSameAnswers(t, allSorts([{ q: "redmi" }, { q: "смартфон" }]));
  });

  it("shows a sale that starts running, and not once it has sold out", async () => {
    const hour = 3_600_000;
    await db()
      .insertInto("flash_sales")
      .values({
        id: nokiaSale,
        offering_id: ids.nokia,
        // 15% off, ending between the Galaxy's two sales: the order shows which one counts.
        sale_price: "4.25",
        starts_at: new Date(Date.now() - hour),
        ends_at: new Date(Date.now() + hour),
        quantity_limit: 10,
      })
      .execute();
    expect(idsOf(await offerings("flash=true"))).toEqual([ids.galaxy, ids.nokia, ids.phoneCase]);
    // The Galaxy's cheaper sale (20% off, 2 h) counts, not the dearer one ending in 30 min.
    expect(idsOf(await flashSales(""))).toEqual([ids.nokia, ids.galaxy, ids.phoneCase]);
    expect(idsOf(await flashSales("sort=discount"))).toEqual([
      ids.phoneCase,
      ids.galaxy,
      ids.nokia,
    ]);
    await expectSameAnswers(t, allSorts([{ flash: true }, {}]));

    await db().updateTable("flash_sales").set({ sold: 10 }).where("id", "=", nokiaSale).execute();
    expect(idsOf(await offerings("flash=true"))).toEqual([ids.galaxy, ids.phoneCase]);
    expect(idsOf(await flashSales("sort=ending_soon"))).toEqual([ids.galaxy, ids.phoneCase]);
    await expectSameAnswers(t, allSorts([{ flash: true }, {}]));
  });

  it("drops a deleted offering and its sale", async () => {
    await db().deleteFrom("offerings").where("id", "=", ids.phoneCase).execute();
    expect(idsOf(await offerings("sort=newest"))).toEqual([
      newOffering,
      ids.repairService,
      ids.galaxy,
      ids.nokia,
    ]);
    expect(idsOf(await offerings("flash=true"))).toEqual([ids.galaxy]);
    // The case's title said "telefon"; the Redmi and the Galaxy are in a category of phones.
    expect(idsOf(await offerings("q=telefon"))).toEqual([ids.nokia, newOffering, ids.galaxy]);
    await expectSameAnswers(t, allSorts([{ q: "telefon" }, { flash: true }]));
  });

  it("orders near-equal discounts and prices past a double's micro-dollars as SQL does", async () => {
    const hour = 3_600_000;
    const { id: som } = await db()
      .selectFrom("currencies")
      .select("id")
      .where("code", "=", "UZS")
      .executeTakeFirstOrThrow();
    const offering = (n: number, price: string, priceUsd: string, hoursAgo: number) => ({
      id: `a0000000-0000-4000-8000-0000000001${String(n).padStart(2, "0")}`,
      business_id: ids.techno,
      category_id: ids.smartphones,
      kind: "product" as const,
      titles: JSON.stringify({ en: `Edge case ${n}` }),
      descriptions: JSON.stringify({}),
      price,
      currency_id: som,
      price_usd: priceUsd,
      status: "active" as const,
      search_text: searchTextOf({ en: `Edge case ${n}` }),
      created_at: new Date(Date.now() - hoursAgo * hour),
    });
    // Shares of 0.3333333333222… that differ past the 20th decimal, and prices a micro-dollar
    // apart beyond 2^53 micro-dollars (about 9 billion dollars).
    const [a, b, older, newer] = [
      offering(1, "300000000.01", "23715.415", 10),
      offering(2, "300000000.04", "23715.416", 9),
      offering(3, "253000000000000.00", "20000000000.000000", 8),
      offering(4, "253000000000000.01", "20000000000.000001", 7),
    ];
    await db().insertInto("offerings").values([a, b, older, newer]).execute();
    const sale = (offeringId: string, price: string) => ({
      offering_id: offeringId,
      sale_price: price,
      starts_at: new Date(Date.now() - hour),
      ends_at: new Date(Date.now() + 5 * hour),
    });
    await db()
      .insertInto("flash_sales")
      .values([sale(a.id, "100000000.00"), sale(b.id, "100000000.01")])
      .execute();
    // The same share to a millionth: the newer first.
    const discounts = idsOf(await flashSales("sort=discount"));
    expect(discounts.indexOf(b.id)).toBe(discounts.indexOf(a.id) - 1);
    expect(idsOf(await offerings("q=edge&sort=price_desc"))).toEqual([
      newer.id,
      older.id,
      b.id,
      a.id,
    ]);
    expect(idsOf(await offerings("price_min=20000000000&sort=price_asc"))).toEqual([
      older.id,
      newer.id,
    ]);
    await expectSameAnswers(
      t,
      allSorts([{ flash: true }, { q: "edge" }, { price_min: 20_000_000_000 }, {}]),
    );
  });
});

describe("when the change log cannot bring the index up to date", () => {
  // Rebuilds replace the index: this app's catalog and index are these tests' alone.
  let t: TestApp;
  const db = () => t.app.services.db;
  const live = () => t.app.services.offeringIndex;

  beforeAll(async () => {
    t = await startApp();
    await seedCatalog(db());
    await currentIndex(t);
  });
  afterAll(async () => t?.close());

  async function priceAscending(): Promise<string[]> {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/offering/?sort=price_asc" });
    expect(response.statusCode).toBe(200);
    return idsOf(json<OfferingPage>(response));
  }

  it("builds afresh once the log was pruned past the index's version", async () => {
    const held = BigInt(await catalogVersion(db()));
    await db()
      .updateTable("offerings")
      .set({ price: "81.5", price_usd: "1" })
      .where("id", "=", ids.sweater)
      .execute();
    const written = BigInt(await catalogVersion(db()));
    // Nothing read the log since: the index still holds `held`, older than what is kept now.
    await sql`SELECT prune_catalog_changes('0 seconds')`.execute(db());
    const { rows } = await sql<{ kept_from: string; entries: number }>`
      SELECT changes_kept_from::text AS kept_from,
        (SELECT count(*)::int FROM catalog_changes) AS entries
      FROM catalog_version`.execute(db());
    // The update's own entry is cut with the rest (its statement may bump more than once: the
    // business's offering count moves too, so the entry can sit below `written`).
    const keptFrom = BigInt(rows[0]?.kept_from ?? "0");
    expect(keptFrom).toBeGreaterThan(held);
    expect(keptFrom).toBeLessThanOrEqual(written);
    expect(rows[0]?.entries).toBe(0);
    await db()
      .updateTable("offerings")
      .set({ status: "archived" })
      .where("id", "=", ids.nokia)
      .execute();
    const version = await catalogVersion(db());

    // The search that finds the log cut waits for a new build and shows both writes. By the
    // price paid now: the sweater's new $1, the case's and the Galaxy's running sales.
    const expected = [ids.sweater, ids.phoneCase, ids.repairService, ids.galaxy];
    expect(await priceAscending()).toEqual(expected);

    const index = await live().at(version);
    if (!index) throw new Error("no index after the rebuild");
    const all = await filtersOf(db(), await loadReference(db()), {});
    expect(searchIndex(index, all, "price_asc", firstWindow, Date.now() * 1000).ids).toEqual(
      expected,
    );
    await expectSameAnswers(t, allSorts([{}, { q: "telefon" }, { flash: true }]));
  });

  it("refuses a search with not_ready when no index can answer (a build failed)", async () => {
    const at = vi.spyOn(live(), "at").mockResolvedValue(null);
    try {
      for (const path of ["offering", "flash-sale"]) {
        const response = await t.app.inject({ method: "GET", url: `/api/v1/${path}/?q=telefon` });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ detail: "not_ready" });
      }
    } finally {
      at.mockRestore();
    }
  });

  it("builds afresh after a truncate, and follows the log again after", async () => {
    const at = vi.spyOn(live(), "at");
    try {
      await sql`TRUNCATE flash_sales`.execute(db());
      const response = await t.app.inject({ method: "GET", url: "/api/v1/offering/?flash=true" });
      expect(json<OfferingPage>(response).total).toBe(0);
      // The search that found the truncate in the log waited for a new index.
      expect(at.mock.settledResults).toEqual([{ type: "fulfilled", value: expect.anything() }]);
    } finally {
      at.mockRestore();
    }
    const index = await currentIndex(t);
    const sales = await filtersOf(db(), await loadReference(db()), { flash: true });
    expect(searchIndex(index, sales, "ending_soon", firstWindow, Date.now() * 1000)).toEqual({
      counts: [],
      ids: [],
    });
    await expectSameAnswers(t, allSorts([{}, { flash: true }]));

    await db()
      .insertInto("flash_sales")
      .values({
        offering_id: ids.sweater,
        sale_price: "3000",
        starts_at: new Date(Date.now() - 60_000),
        ends_at: new Date(Date.now() + 3_600_000),
        quantity_limit: null,
      })
      .execute();
    const after = await currentIndex(t);
    expect(after).toBe(index);
    expect(searchIndex(after, sales, "ending_soon", firstWindow, Date.now() * 1000).ids).toEqual([
      ids.sweater,
    ]);
    await expectSameAnswers(t, allSorts([{}, { flash: true }]));
  });
});

describe("by the price paid now, as the clock moves", () => {
  // Prices and sales of these tests' own: this app's catalog is theirs alone.
  let t: TestApp;
  const db = () => t.app.services.db;
  const hour = 3_600_000;
  const at = (offset: number) => new Date(Date.now() + offset);
  const offering = (n: number, dollars: string) => {
    const titles = { en: `Zarbob shawl ${n}`, ru: `Платок zarbob ${n}` };
    return {
      id: `a0000000-0000-4000-8000-0000000002${String(n).padStart(2, "0")}`,
      business_id: ids.samarkand,
      category_id: ids.clothing,
      kind: "product" as const,
      titles: JSON.stringify(titles),
      descriptions: JSON.stringify({}),
      price: dollars,
      currency_id: 3,
      price_usd: dollars,
      status: "active" as const,
      search_text: searchTextOf(titles),
      created_at: at(-n * hour),
    };
  };
  const sale = (offeringId: string, price: string, starts: number, ends: number, left = true) => ({
    offering_id: offeringId,
    sale_price: price,
    starts_at: at(starts),
    ends_at: at(ends),
    quantity_limit: left ? null : 4,
    sold: left ? 0 : 4,
  });
  // $100 on sale for $10 now; $50 with no sale; $30 with a $5 sale from tomorrow; $40 whose
  // $1 sale ended; $45 whose $2 sale sold out; $20 on sale for $15 now.
  const onSale = offering(1, "100.00");
  const plain = offering(2, "50.00");
  const upcoming = offering(3, "30.00");
  const ended = offering(4, "40.00");
  const soldOut = offering(5, "45.00");
  const alsoOnSale = offering(6, "20.00");
  const endingSoon = offering(7, "60.00");
  const startingSoon = offering(8, "70.00");
  const ours = [onSale, plain, upcoming, ended, soldOut, alsoOnSale];

  beforeAll(async () => {
    t = await startApp();
    await seedCatalog(db());
    await db().insertInto("offerings").values(ours).execute();
    await db()
      .insertInto("flash_sales")
      .values([
        sale(onSale.id, "10.00", -hour, hour),
        sale(upcoming.id, "5.00", 24 * hour, 48 * hour),
        sale(ended.id, "1.00", -2 * hour, -hour),
        sale(soldOut.id, "2.00", -hour, hour, false),
        sale(alsoOnSale.id, "15.00", -hour, 3 * hour),
      ])
      .execute();
    await currentIndex(t);
  });
  afterAll(async () => t?.close());

  const get = async (path: string): Promise<string[]> => {
    const response = await t.app.inject({ method: "GET", url: `/api/v1/${path}` });
    expect(response.statusCode, response.body).toBe(200);
    return idsOf(json<OfferingPage>(response));
  };

  /** Price sorts and bounds over ours, the fixture's and both with sales only. */
  const priceCases = (): Case[] =>
    [
      { q: "zarbob" },
      {},
      { business: ids.samarkand },
      { q: "zarbob", price_max: 20 },
      { q: "zarbob", price_min: 10, price_max: 10 },
      { q: "zarbob", price_min: 10.005 },
      { q: "zarbob", price_max: 9.995 },
      { price_min: 41 },
      { price_min: 15, price_max: 45 },
      { currency: "UZS" as const, price_min: 126_500, price_max: 126_500 },
      { currency: "UZS" as const, price_max: 253_000 },
      { currency: "RUB" as const, price_min: 815, price_max: 4075 },
    ].flatMap((query) =>
      (["price_asc", "price_desc", "newest", "discount"] as const).flatMap((sort) => [
        { query, sort, limit: firstWindow },
        { query: { ...query, flash: true }, sort, limit: firstWindow },
      ]),
    );

  it("sorts and filters by the running sale's price, not one sold out, ended or to come", async () => {
    // $10 (sale), $15 (sale), $30, $40, $45, $50.
    const cheapestFirst = [onSale, alsoOnSale, upcoming, ended, soldOut, plain].map((o) => o.id);
    expect(await get("offering/?q=zarbob&sort=price_asc")).toEqual(cheapestFirst);
    expect(await get("offering/?q=zarbob&sort=price_desc")).toEqual(cheapestFirst.reverse());
    expect(await get("offering/?q=zarbob&price_max=20&sort=price_asc")).toEqual([
      onSale.id,
      alsoOnSale.id,
    ]);
    expect(await get("offering/?q=zarbob&price_min=41&sort=price_asc")).toEqual([
      soldOut.id,
      plain.id,
    ]);
    expect(await get("flash-sale/?q=zarbob&sort=price_asc")).toEqual([onSale.id, alsoOnSale.id]);
    expect(await get("flash-sale/?q=zarbob&sort=price_desc")).toEqual([alsoOnSale.id, onSale.id]);
    await expectSameAnswers(t, priceCases());
  });

  it("answers as the database does when a sale ends or starts, with no write", async () => {
    const soon = 3_000;
    await db().insertInto("offerings").values([endingSoon, startingSoon]).execute();
    await db()
      .insertInto("flash_sales")
      .values([sale(endingSoon.id, "3.00", -hour, soon), sale(startingSoon.id, "4.00", soon, hour)])
      .execute();
    // $3 (ending soon), $10, $15, $30, $40, $45, $50, $70 (its $4 sale still to come).
    const before = [onSale, alsoOnSale, upcoming, ended, soldOut, plain];
    expect(await get("offering/?q=zarbob&sort=price_asc")).toEqual(
      [endingSoon, ...before, startingSoon].map((o) => o.id),
    );
    // A few, done well before the sales start or end (the whole grid takes seconds).
    const few = priceCases().filter((c) => c.query.q === "zarbob" && c.sort !== "newest");
    await expectSameAnswers(t, few.slice(0, 12));
    const index = await currentIndex(t);
    const version = await catalogVersion(db());

    await new Promise((resolve) => setTimeout(resolve, soon + 300));
    // No write since: the same index, at the same version, answers differently by the clock.
    expect(await catalogVersion(db())).toBe(version);
    expect(await currentIndex(t)).toBe(index);
    await expectSameAnswers(t, priceCases());
    // Past the cache's hold on answers that depend on the clock, the page shows it too.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 16_000);
      // $4 (started), $10, $15, $30, $40, $45, $50, $60 (its sale over).
      expect(await get("offering/?q=zarbob&sort=price_asc")).toEqual(
        [startingSoon, ...before, endingSoon].map((o) => o.id),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
