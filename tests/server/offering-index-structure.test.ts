import { describe, expect, it } from "vitest";
import {
  ceilScaled,
  ceilScaledQuotient,
  dollarBoundText,
  priceBound,
  shareLeft,
} from "../../server/domains/catalog/exact-decimal";
import type { IndexRow } from "../../server/domains/catalog/offering-index/index-row";
import { searchIndex } from "../../server/domains/catalog/offering-index/index-search";
import { OfferingIndex } from "../../server/domains/catalog/offering-index/offering-index";
import {
  noOfferingFilters,
  type OfferingFilters,
} from "../../server/domains/catalog/search-filters";
import {
  descriptionField,
  titleField,
} from "../../server/domains/catalog/text-analysis/text-terms";

describe("exact decimals", () => {
  it("rounds a quotient up to the next integer at the scale, exactly", () => {
    // 100 / 3 = 33.333… dollars: 33,333,334 micro-dollars is the least at or above it.
    expect(ceilScaledQuotient("100", "3", 6)).toBe(33_333_334n);
    expect(ceilScaledQuotient("99999.5", "12650.50", 6)).toBe(7_904_787n);
    expect(ceilScaledQuotient("126505", "12650.50", 6)).toBe(10_000_000n);
  });

  it("rounds a negative quotient towards zero (which is up)", () => {
    expect(ceilScaledQuotient("-0.5", "1", 6)).toBe(-500_000n);
    expect(ceilScaledQuotient("-1", "3", 0)).toBe(0n);
  });

  it("reads the exponent String() gives numbers near zero", () => {
    expect(ceilScaledQuotient(String(1e-7), "1", 6)).toBe(1n);
    expect(ceilScaledQuotient(String(-1e-7), "1", 6)).toBe(0n);
    expect(ceilScaledQuotient("1.5e3", "1", 0)).toBe(1500n);
  });

  it("scales a rating as written, not as its binary neighbour", () => {
    // 1.1 * 100 is 110.00000000000001 in floating point, and Math.ceil of that is 111.
    expect(ceilScaled(1.1, 2)).toBe(110);
    expect(ceilScaled(4.35, 2)).toBe(435);
    expect(ceilScaled(4.333, 2)).toBe(434);
  });

  it("refuses what is not a decimal, and a rate that is not positive", () => {
    expect(() => ceilScaledQuotient("abc", "1", 2)).toThrow();
    expect(() => ceilScaledQuotient("1", "0", 2)).toThrow();
  });

  it("splits a price bound into whole dollars and the micro-dollars below, flooring", () => {
    expect(priceBound("99999.5", "12650.50")).toEqual({ dollars: 7, micros: 904_787 });
    // Beyond what a double holds in micro-dollars (2^53 is about 9 billion dollars).
    expect(priceBound("20000000000.0000005", "1")).toEqual({ dollars: 20_000_000_000, micros: 1 });
    expect(priceBound("-0.5", "1")).toEqual({ dollars: -1, micros: 500_000 });
  });

  it("writes the same bound for SQL, to the micro-dollar", () => {
    expect(dollarBoundText("99999.5", "12650.50")).toBe("7.904787");
    expect(dollarBoundText("-0.5", "1")).toBe("-0.500000");
    expect(dollarBoundText("-1.25", "1")).toBe("-1.250000");
    expect(dollarBoundText("12650137961.037", "12650.123457")).toBe("1000001.146554");
  });

  it("gives the share of a price a sale leaves in millionths, rounded half up", () => {
    expect(shareLeft(50n, 100n)).toBe(500_000);
    expect(shareLeft(1n, 3n)).toBe(333_333);
    expect(shareLeft(2n, 3n)).toBe(666_667);
    // Half a millionth exactly rounds up.
    expect(shareLeft(1n, 2_000_000n)).toBe(1);
    expect(shareLeft(5n, 0n)).toBe(1_000_000);
    // Cents beyond a double's exact integers still divide exactly.
    expect(shareLeft(10_000_000_001n, 30_000_000_004n)).toBe(333_333);
  });
});

const categoryA = "c0000000-0000-4000-8000-00000000000a";
const categoryB = "c0000000-0000-4000-8000-00000000000b";
const shop = "b0000000-0000-4000-8000-000000000001";

/** Words found in a title, as an offering's terms (text-terms.ts). */
function titled(...words: string[]): Array<[string, number]> {
  return words.map((word) => [word, titleField]);
}

function row(n: number, overrides: Partial<IndexRow> = {}): IndexRow {
  return {
    id: `a0000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    kind: "product",
    business_id: shop,
    category_id: n % 2 === 0 ? categoryA : categoryB,
    region_code: n % 3 === 0 ? "samarkand" : "tashkent-city",
    price_dollars: (n * 7919) % 1000,
    // Prices a dollar apart differ in micro-dollars too, so both parts order.
    price_micros: (n * 104_729) % 1_000_000,
    rating: (n * 37) % 501,
    rating_count: n % 11,
    // Pairs share a creation time, so the id decides between them.
    created_micros: 1_700_000_000_000_000 + Math.floor(n / 2) * 1_000_000,
    terms: titled(`word${n % 5}`, "every"),
    title_key: `title ${n}`,
    ...overrides,
  };
}

const noFilters: OfferingFilters = noOfferingFilters;

/** Words, each as the terms that stand for it (all as typed). */
function textFilter(...words: string[][]): OfferingFilters {
  return {
    ...noFilters,
    textQuery: { words: words.map((terms) => terms.map((term): [string, number] => [term, 1])) },
  };
}

/** Every answer the index gives over a few filters and every sort that needs no sale. */
function answers(index: OfferingIndex) {
  const sorts = ["newest", "price_asc", "price_desc", "rating", "relevance"] as const;
  return sorts.flatMap((sort) =>
    [noFilters, textFilter(["word1", "word2"]), { ...noFilters, region: "samarkand" }].map(
      (filters) => searchIndex(index, filters, sort, 240, 0),
    ),
  );
}

describe("the offering index", () => {
  it("sorts newest by time, then by id, both descending", () => {
    const index = new OfferingIndex();
    index.update([row(1), row(2), row(3), row(4)]);
    // 2 and 3 share a time (n / 2 rounds down to 1), as do 4 and 5.
    expect(searchIndex(index, noFilters, "newest", 240, 0).ids).toEqual([
      row(4).id,
      row(3).id,
      row(2).id,
      row(1).id,
    ]);
  });

  it("replaces a row that comes again and forgets one removed", () => {
    const index = new OfferingIndex();
    index.update([row(1), row(2), row(3)]);
    index.update([row(2, { price_dollars: 5_000, terms: titled("renamed") })], [row(3).id]);
    expect(index.size).toBe(2);
    expect(searchIndex(index, noFilters, "price_desc", 240, 0).ids[0]).toBe(row(2).id);
    expect(searchIndex(index, textFilter(["every"]), "newest", 240, 0).ids).toEqual([row(1).id]);
    expect(searchIndex(index, textFilter(["renamed"]), "newest", 240, 0).ids).toEqual([row(2).id]);
  });

  it("counts per category and region, with every filter but those two", () => {
    const index = new OfferingIndex();
    index.update([1, 2, 3, 4, 5, 6].map((n) => row(n)));
    const found = searchIndex(index, { ...noFilters, region: "samarkand" }, "newest", 240, 0);
    const counts = Object.fromEntries(
      found.counts.map((c) => [`${c.category_id === categoryA ? "A" : "B"}:${c.region_code}`, c.n]),
    );
    // 3 and 6 are in Samarkand: 6 in A, 3 in B; the rest in Tashkent.
    expect(counts).toEqual({
      "A:samarkand": 1,
      "B:samarkand": 1,
      "A:tashkent-city": 2,
      "B:tashkent-city": 2,
    });
    expect(found.ids).toEqual([row(6).id, row(3).id]);
  });

  it("matches the texts holding the most words any holds, each text once", () => {
    const index = new OfferingIndex();
    index.update([1, 2, 3, 4, 5, 6].map((n) => row(n)));
    const found = searchIndex(index, textFilter(["word1", "word2"], ["every"]), "newest", 240, 0);
    expect(found.ids).toEqual([row(6).id, row(2).id, row(1).id]);
    // A word no text holds ranks the others rather than emptying the page.
    expect(searchIndex(index, textFilter(["word1"], ["nowhere"]), "newest", 240, 0).ids).toEqual([
      row(6).id,
      row(1).id,
    ]);
    expect(searchIndex(index, textFilter(["nowhere"]), "newest", 240, 0).ids).toEqual([]);
  });

  it("ranks a word in the title above one in the description, and a typed word above a near one", () => {
    const index = new OfferingIndex();
    index.update([
      row(1, { terms: [["non", descriptionField]] }),
      row(2, { terms: [["non", titleField]] }),
      row(3, { terms: [["nonvoy", titleField]] }),
      row(4, { terms: [["boshqa", titleField]] }),
    ]);
    const query = (...terms: Array<[string, number]>): OfferingFilters => ({
      ...noFilters,
      textQuery: { words: [terms] },
    });
    // Newest first would be 3, 2, 1: relevance puts the title first, the near miss after.
    expect(searchIndex(index, query(["non", 1], ["nonvoy", 0.6]), "relevance", 240, 0).ids).toEqual(
      [row(2).id, row(3).id, row(1).id],
    );
  });

  it("spreads copies of one item from several sellers over the first places", () => {
    const index = new OfferingIndex();
    const copy = { terms: titled("tahlil"), title_key: "qon tahlili" };
    index.update([
      row(1, { terms: titled("tahlil", "qon"), title_key: "umumiy qon tahlili" }),
      row(2, copy),
      row(3, copy),
      row(4, copy),
    ]);
    const found = searchIndex(index, textFilter(["tahlil"]), "relevance", 240, 0).ids;
    // Equal scores, newest first (4), then the other title before the second and third copy.
    expect(found).toEqual([row(4).id, row(1).id, row(3).id, row(2).id]);
  });

  it("answers the same after compacting, with the dead slots gone", () => {
    const index = new OfferingIndex();
    index.update(Array.from({ length: 40 }, (_, n) => row(n)));
    for (let round = 0; round < 5; round += 1) {
      index.update(
        Array.from({ length: 20 }, (_, n) => row(n * 2, { rating: (n * round * 13) % 501 })),
        [row(round * 2 + 1).id],
      );
    }
    expect(index.slotCount).toBe(140);
    expect(index.needsCompacting(50)).toBe(true);
    const before = answers(index);
    index.compact();
    expect(index.slotCount).toBe(index.size);
    expect(index.size).toBe(35);
    expect(index.needsCompacting(1)).toBe(false);
    expect(answers(index)).toEqual(before);
    // Still takes changes after it.
    index.update([row(100, { created_micros: 1_800_000_000_000_000 })]);
    expect(searchIndex(index, noFilters, "newest", 240, 0).ids[0]).toBe(row(100).id);
  });

  it("answers after compacting and changing again as an index built afresh", () => {
    const current = new Map<number, IndexRow>();
    const put = (rows: IndexRow[], removed: number[] = []) => {
      for (const n of removed) current.delete(n);
      for (const r of rows) current.set(Number(r.id.slice(-12)), r);
      index.update(
        rows,
        removed.map((n) => row(n).id),
      );
    };
    const index = new OfferingIndex();
    put(Array.from({ length: 60 }, (_, n) => row(n)));
    put(
      Array.from({ length: 30 }, (_, n) => row(n * 2, { rating: (n * 89) % 501 })),
      [1, 3, 5],
    );
    index.compact();
    // Posting lists and orders shortened in place take new slots after their kept ones.
    put(
      Array.from({ length: 20 }, (_, n) =>
        row(n * 3, { terms: titled(`word${(n + 1) % 5}`, "every"), price_dollars: n * 11 }),
      ),
      [7, 9],
    );
    put([row(200, { terms: titled("word1", "word2", "every") })]);
    const fresh = new OfferingIndex();
    fresh.update([...current.values()]);
    expect(index.size).toBe(fresh.size);
    expect(answers(index)).toEqual(answers(fresh));
  });

  it("orders prices by whole dollars, then by the micro-dollars below", () => {
    const index = new OfferingIndex();
    const huge = 20_000_000_000;
    index.update([
      row(1, { price_dollars: huge, price_micros: 1 }),
      row(2, { price_dollars: huge, price_micros: 0 }),
      row(3, { price_dollars: 7, price_micros: 999_999 }),
    ]);
    expect(searchIndex(index, noFilters, "price_asc", 240, 0).ids).toEqual([
      row(3).id,
      row(2).id,
      row(1).id,
    ]);
    const filters = { ...noFilters, priceMin: { amount: "20000000000.0000005", rate: "1" } };
    expect(searchIndex(index, filters, "price_asc", 240, 0).ids).toEqual([row(1).id]);
  });

  it("offers no word that only changed or removed offerings held, before compacting too", () => {
    const index = new OfferingIndex();
    index.update([
      row(1, { terms: titled("zamazka", "every") }),
      row(2, { terms: titled("zamazkalar") }),
    ]);
    expect(index.lookUp("zamazka")).toEqual(["zamazka", "zamazkalar"]);
    index.update([row(1, { terms: titled("every") })], [row(2).id]);
    expect(index.lookUp("zamazka")).toEqual([]);
    expect(index.vocabulary.has("zamazka")).toBe(true);
    index.compact();
    expect(index.vocabulary.has("zamazka")).toBe(false);
    expect(index.lookUp("every")).toEqual(["every"]);
  });

  it("gives a limit's worth of ids and no more", () => {
    const index = new OfferingIndex();
    index.update(Array.from({ length: 30 }, (_, n) => row(n)));
    const found = searchIndex(index, noFilters, "price_asc", 10, 0);
    expect(found.ids).toHaveLength(10);
    expect(found.counts.reduce((sum, c) => sum + c.n, 0)).toBe(30);
  });
});
