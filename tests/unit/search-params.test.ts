import { describe, expect, it } from "vitest";
import type { Category } from "../../sdk";
import { categoryChoices, regionChoices } from "../../src/features/search/filter-choices";
import {
  activeFilterCount,
  EMPTY_SEARCH,
  formatSearch,
  parseSearch,
  refine,
  refusedFilters,
  toRequest,
  withoutFilters,
} from "../../src/features/search/search-params";
import { SEARCH_KINDS } from "../../src/lib/catalog-paths";

describe("search URL", () => {
  it("reads every filter of a products search", () => {
    const state = parseSearch(
      "products",
      "q=+plov+&category=food&region=tashkent-city&price_min=10&price_max=99.5&rating_min=4&flash=1&sort=price_asc&page=3",
    );
    expect(state).toEqual({
      q: "plov",
      category: "food",
      region: "tashkent-city",
      priceMin: 10,
      priceMax: 99.5,
      ratingMin: 4,
      flash: true,
      sort: "price_asc",
      page: 3,
    });
  });

  it("drops values the contract would refuse instead of sending them", () => {
    const state = parseSearch(
      "products",
      "q=%20%20&category=Food!&region=1abc&price_min=-5&price_max=1e3&rating_min=4.5&flash=yes&sort=cheapest&page=0",
    );
    expect(state).toEqual(EMPTY_SEARCH);
    expect(parseSearch("service", "page=10001&rating_min=6&price_min=1000000000001")).toEqual(
      EMPTY_SEARCH,
    );
  });

  it("keeps only what each list can use", () => {
    const query = "price_min=5&flash=1&sort=name";
    expect(parseSearch("business", query)).toMatchObject({
      priceMin: null,
      flash: false,
      sort: "name",
    });
    expect(parseSearch("flash-sell", query)).toMatchObject({
      priceMin: 5,
      flash: false,
      sort: null,
    });
    expect(parseSearch("products", "sort=discount").sort).toBeNull();
    expect(parseSearch("flash-sell", "sort=discount").sort).toBe("discount");
  });

  it("swaps a price range typed the wrong way round", () => {
    expect(parseSearch("products", "price_min=90&price_max=10")).toMatchObject({
      priceMin: 10,
      priceMax: 90,
    });
  });

  it("cuts a long search text to the contract's 200 characters", () => {
    const q = parseSearch("products", `q=${"ш".repeat(10_000)}`).q;
    expect(Array.from(q ?? "")).toHaveLength(200);
  });

  it("writes one canonical query per search, leaving defaults out", () => {
    for (const kind of SEARCH_KINDS) {
      expect(formatSearch(parseSearch(kind, "sort=relevance&page=1&flash=0"))).toBe(
        kind === "flash-sell" ? "sort=relevance" : "",
      );
    }
    const canonical = "q=non&category=bread&region=samarkand&price_max=20&rating_min=3&page=2";
    expect(formatSearch(parseSearch("products", canonical))).toBe(canonical);
    expect(formatSearch(parseSearch("products", "page=2&q=non"))).toBe("q=non&page=2");
  });

  it("starts a refined search from page 1 and clears filters but not the words", () => {
    const state = parseSearch("products", "q=non&region=samarkand&flash=1&sort=rating&page=4");
    expect(activeFilterCount(state)).toBe(2);
    expect(refine(state, { category: "bread" })).toMatchObject({ category: "bread", page: 1 });
    expect(withoutFilters(state)).toEqual({ ...EMPTY_SEARCH, q: "non", sort: "rating" });
  });
});

describe("search request", () => {
  const state = parseSearch("products", "q=non&price_min=5&flash=1&sort=rating&page=2");

  it("asks for offerings of the list's kind in the display currency and language", () => {
    expect(toRequest("service", state, "UZS", "uz")).toEqual({
      list: "offerings",
      query: {
        kind: "service",
        lang: "uz",
        q: "non",
        currency: "UZS",
        price_min: 5,
        flash: true,
        sort: "rating",
        page: 2,
        page_size: 24,
      },
    });
  });

  it("asks for flash sales and businesses with what those operations take", () => {
    expect(toRequest("flash-sell", { ...state, flash: false }, "USD", "ru").query).toEqual({
      lang: "ru",
      q: "non",
      currency: "USD",
      price_min: 5,
      sort: "rating",
      page: 2,
      page_size: 24,
    });
    expect(toRequest("business", parseSearch("business", "q=non&sort=name"), "USD", "fa")).toEqual({
      list: "businesses",
      query: { lang: "fa", q: "non", sort: "name", page: 1, page_size: 24 },
    });
  });
});

describe("filter choices", () => {
  const category = (id: string, parent: string | null, kind: Category["kind"] = "product") => ({
    id,
    parent_id: parent,
    slug: id,
    kind,
    name: id.toUpperCase(),
  });

  it("indents subcategories under their parent with the counts the server gives", () => {
    const categories = [
      category("food", null),
      category("bread", "food"),
      category("tea", "food"),
      category("toys", null),
    ];
    // The server counts top-level categories, those with matches only.
    const facets = [{ value: "food", name: "Food", count: 5 }];
    expect(categoryChoices(categories, facets)).toEqual([
      {
        kind: null,
        choices: [
          { value: "food", name: "FOOD", depth: 0, count: 5 },
          { value: "bread", name: "BREAD", depth: 1, count: null },
          { value: "tea", name: "TEA", depth: 1, count: null },
          { value: "toys", name: "TOYS", depth: 0, count: 0 },
        ],
      },
    ]);
    expect(categoryChoices(categories, null)[0]?.choices[0]?.count).toBeNull();
  });

  it("counts a category from its children's counts when it has none of its own", () => {
    const categories = [category("food", null), category("bread", "food"), category("tea", "food")];
    const facets = [
      { value: "bread", name: "Bread", count: 3 },
      { value: "tea", name: "Tea", count: 2 },
    ];
    expect(categoryChoices(categories, facets)[0]?.choices.map((c) => c.count)).toEqual([5, 3, 2]);
  });

  it("groups categories by kind when a list mixes products and services", () => {
    const groups = categoryChoices(
      [category("food", null), category("repair", null, "service"), category("tea", "food")],
      null,
    );
    expect(groups.map((group) => [group.kind, group.choices.map((c) => c.value)])).toEqual([
      ["product", ["food", "tea"]],
      ["service", ["repair"]],
    ]);
  });

  it("counts regions the search did not find as 0", () => {
    const regions = [
      { code: "tashkent-city", name: "Tashkent" },
      { code: "khiva", name: "Khiva" },
    ];
    expect(
      regionChoices(regions, [{ value: "tashkent-city", name: "Tashkent", count: 7 }]).map(
        (choice) => choice.count,
      ),
    ).toEqual([7, 0]);
  });
});

describe("filters the list does not understand", () => {
  it("names unknown parameters and values out of the contract, once each, in order", () => {
    expect(
      refusedFilters(
        "products",
        "colour=red&category=Nope!&region=x1&price_min=abc&price_max=1e9&rating_min=9&flash=maybe&sort=cheapest&colour=blue",
      ),
    ).toEqual([
      "colour",
      "category",
      "region",
      "price_min",
      "price_max",
      "rating_min",
      "flash",
      "sort",
    ]);
  });

  it("names filters another list has (price and flash on businesses, a flash sort on products)", () => {
    expect(refusedFilters("business", "price_min=5&flash=1&sort=name")).toEqual([
      "price_min",
      "flash",
    ]);
    expect(refusedFilters("products", "sort=ending_soon")).toEqual(["sort"]);
    expect(refusedFilters("flash-sell", "sort=ending_soon&flash=1")).toEqual(["flash"]);
  });

  it("accepts every value parseSearch keeps, the default sort, and flash off", () => {
    expect(
      refusedFilters(
        "products",
        "q=x&category=food&region=tashkent-city&price_min=10&price_max=99.5&rating_min=4&flash=0&sort=relevance&page=3",
      ),
    ).toEqual([]);
  });

  it("leaves the words, the page and the app's own parameters alone", () => {
    expect(refusedFilters("service", "q=&page=-1&l=fa&token=t")).toEqual([]);
  });

  it("agrees with parseSearch: what it refuses is what the canonical URL lacks", () => {
    const search = "category=food&sort=newest&rating_min=0&price_max=-1";
    const kept = new URLSearchParams(formatSearch(parseSearch("service", search)));
    for (const name of refusedFilters("service", search)) expect(kept.has(name)).toBe(false);
    expect([...kept.keys()]).toEqual(["category", "sort"]);
  });
});
