import type { SearchRequest } from "../../../machines/search.machine";
import type { Lang, Money, OfferingKind } from "../../../sdk";
import type { SearchKind } from "../../lib/catalog-paths";

/**
 * A search list's whole state lives in the URL query, so a search can be shared, reloaded and
 * walked back through with the browser's back button. These functions turn the query into
 * that state and back, and the state into the request the SDK sends. Parsing is defensive:
 * a value the contract would refuse is dropped rather than sent, so a hand-edited or stale
 * link still shows a search instead of an error.
 */

export type SearchSort =
  | "relevance"
  | "newest"
  | "price_asc"
  | "price_desc"
  | "rating"
  | "name"
  | "ending_soon"
  | "discount";

const OFFERING_SORTS = ["relevance", "newest", "price_asc", "price_desc", "rating"] as const;
const FLASH_SALE_SORTS = ["ending_soon", "discount", ...OFFERING_SORTS] as const;
const BUSINESS_SORTS = ["relevance", "newest", "rating", "name"] as const;

interface KindRules {
  /** The contract's sorts for this list; the first is the server's default. */
  sorts: readonly SearchSort[];
  /** Whether the list filters by price and by running flash sale. */
  price: boolean;
  flash: boolean;
  /** The categories offered as a filter: of one kind, or all of them. */
  categories: OfferingKind | null;
}

export const KIND_RULES: Record<SearchKind, KindRules> = {
  products: {
    sorts: OFFERING_SORTS,
    price: true,
    flash: true,
    categories: "product",
  },
  service: {
    sorts: OFFERING_SORTS,
    price: true,
    flash: true,
    categories: "service",
  },
  business: {
    sorts: BUSINESS_SORTS,
    price: false,
    flash: false,
    categories: null,
  },
  "flash-sell": {
    sorts: FLASH_SALE_SORTS,
    price: true,
    flash: false,
    categories: null,
  },
};

/** Items per page: the contract's default, sent explicitly so page counts never guess. */
export const PAGE_SIZE = 24;

// The contract's limits (openapi.yaml, components.parameters).
const QUERY_MAX_LENGTH = 200;
const PAGE_MAX = 10_000;
const PRICE_MAX = 1_000_000_000_000;
const CATEGORY_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
const REGION_PATTERN = /^[a-z][a-z-]{0,39}$/;
// Up to 5 decimals, as the price fields (NumericInput) allow.
const PRICE_PATTERN = /^\d{1,13}(\.\d{1,5})?$/;

export interface SearchState {
  q: string | null;
  category: string | null;
  region: string | null;
  priceMin: number | null;
  priceMax: number | null;
  /** A whole number of stars, 1 to 5. */
  ratingMin: number | null;
  flash: boolean;
  /** One of the list's sorts; null is the server's default. */
  sort: SearchSort | null;
  /** From 1. */
  page: number;
}

export const EMPTY_SEARCH: SearchState = {
  q: null,
  category: null,
  region: null,
  priceMin: null,
  priceMax: null,
  ratingMin: null,
  flash: false,
  sort: null,
  page: 1,
};

/** Trimmed, at most 200 characters (counted as the server counts them), or null when empty. */
export function cleanQuery(text: string | null): string | null {
  const trimmed = text?.trim() ?? "";
  if (!trimmed) return null;
  return Array.from(trimmed).slice(0, QUERY_MAX_LENGTH).join("").trim();
}

function matching(value: string | null, pattern: RegExp): string | null {
  return value !== null && pattern.test(value) ? value : null;
}

function price(value: string | null): number | null {
  if (value === null || !PRICE_PATTERN.test(value)) return null;
  const number = Number(value);
  return number <= PRICE_MAX ? number : null;
}

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,5}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/**
 * A price range in order: a range typed the wrong way round means the same prices, so it is
 * swapped rather than refused (the server would answer `invalid_price_range`).
 */
export function orderedPrices(
  min: number | null,
  max: number | null,
): Pick<SearchState, "priceMin" | "priceMax"> {
  if (min !== null && max !== null && min > max) return { priceMin: max, priceMax: min };
  return { priceMin: min, priceMax: max };
}

// `flash=0` and `flash=false` are understood: they say "not only sales", the default.
const FLASH_VALUES = new Set(["1", "true", "0", "false"]);

/**
 * How a list reads each filter of its URL query: the value it uses, or null when it cannot use
 * it (a value the contract would refuse, or a filter this list does not have). parseSearch
 * builds the state from these and refusedFilters names what they refuse: one rule for both.
 */
const FILTERS = {
  category: (value: string | null, _rules: KindRules) => matching(value, CATEGORY_PATTERN),
  region: (value: string | null, _rules: KindRules) => matching(value, REGION_PATTERN),
  price_min: (value: string | null, rules: KindRules) => (rules.price ? price(value) : null),
  price_max: (value: string | null, rules: KindRules) => (rules.price ? price(value) : null),
  rating_min: (value: string | null, _rules: KindRules) => wholeNumber(value, 1, 5),
  flash: (value: string | null, rules: KindRules) =>
    value !== null && rules.flash && FLASH_VALUES.has(value) ? value : null,
  sort: (value: string | null, rules: KindRules) =>
    rules.sorts.find((sort) => sort === value) ?? null,
};

/** The search a URL query describes for a list; what the list cannot use is left out. */
export function parseSearch(kind: SearchKind, search: string): SearchState {
  const params = new URLSearchParams(search);
  const rules = KIND_RULES[kind];
  const flash = FILTERS.flash(params.get("flash"), rules);
  const sort = FILTERS.sort(params.get("sort"), rules);
  return {
    q: cleanQuery(params.get("q")),
    category: FILTERS.category(params.get("category"), rules),
    region: FILTERS.region(params.get("region"), rules),
    ...orderedPrices(
      FILTERS.price_min(params.get("price_min"), rules),
      FILTERS.price_max(params.get("price_max"), rules),
    ),
    ratingMin: FILTERS.rating_min(params.get("rating_min"), rules),
    flash: flash === "1" || flash === "true",
    // The default sort is the same as none: one URL per search.
    sort: sort === rules.sorts[0] ? null : sort,
    page: wholeNumber(params.get("page"), 1, PAGE_MAX) ?? 1,
  };
}

// Read on every page by the app itself (the language of a shared link, a sign-in token), so
// not the search's to judge; `q` and `page` are not filters (words are trimmed, a page out of
// range is the first).
const NOT_FILTERS = new Set(["l", "token", "q", "page"]);

function isFilter(name: string): name is keyof typeof FILTERS {
  return Object.hasOwn(FILTERS, name);
}

/**
 * The filters of a URL query the list does not understand (an unknown name, a value out of
 * the contract, a filter another list has): parseSearch leaves them out, and the page says
 * so. Each name once, in the query's order. Known-to-be-missing categories and regions are
 * found once their lists load (SearchFilters).
 */
export function refusedFilters(kind: SearchKind, search: string): string[] {
  const rules = KIND_RULES[kind];
  const refused = new Set<string>();
  for (const [name, value] of new URLSearchParams(search)) {
    if (NOT_FILTERS.has(name)) continue;
    if (!isFilter(name) || FILTERS[name](value, rules) === null) refused.add(name);
  }
  return [...refused];
}

/** The canonical URL query of a search (no leading `?`): defaults are left out. */
export function formatSearch(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.category) params.set("category", state.category);
  if (state.region) params.set("region", state.region);
  if (state.priceMin !== null) params.set("price_min", String(state.priceMin));
  if (state.priceMax !== null) params.set("price_max", String(state.priceMax));
  if (state.ratingMin !== null) params.set("rating_min", String(state.ratingMin));
  if (state.flash) params.set("flash", "1");
  if (state.sort) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  return params.toString();
}

/** The search with some filters changed: a different search starts again from page 1. */
export function refine(state: SearchState, changes: Partial<Omit<SearchState, "page">>) {
  return { ...state, ...changes, page: 1 };
}

/** The filters (not the words, sort or page) in use: what "clear filters" takes away. */
export function activeFilterCount(state: SearchState): number {
  return [
    state.category,
    state.region,
    state.priceMin ?? state.priceMax,
    state.ratingMin,
    state.flash || null,
  ].filter((value) => value !== null).length;
}

export function withoutFilters(state: SearchState): SearchState {
  return { ...EMPTY_SEARCH, q: state.q, sort: state.sort };
}

/** `{ sort }` when the state's sort is one of the operation's, nothing otherwise. */
function sortOf<T extends SearchSort>(sort: SearchSort | null, allowed: readonly T[]) {
  const found = allowed.find((s) => s === sort);
  return found ? { sort: found } : {};
}

/**
 * What to ask the server. The language and currency are part of it, so switching either
 * asks again: titles come back translated and prices (and the price filter) in the new
 * currency.
 */
export function toRequest(
  kind: SearchKind,
  state: SearchState,
  currency: Money["currency"],
  lang: Lang,
): SearchRequest {
  const common = {
    lang,
    ...(state.q ? { q: state.q } : {}),
    ...(state.category ? { category: state.category } : {}),
    ...(state.region ? { region: state.region } : {}),
    ...(state.ratingMin !== null ? { rating_min: state.ratingMin } : {}),
  };
  const paging = { page: state.page, page_size: PAGE_SIZE };
  const prices = {
    currency,
    ...(state.priceMin !== null ? { price_min: state.priceMin } : {}),
    ...(state.priceMax !== null ? { price_max: state.priceMax } : {}),
  };
  switch (kind) {
    case "business":
      return {
        list: "businesses",
        query: {
          ...common,
          ...sortOf(state.sort, BUSINESS_SORTS),
          ...paging,
        },
      };
    case "flash-sell":
      return {
        list: "flashSales",
        query: {
          ...common,
          ...prices,
          ...sortOf(state.sort, FLASH_SALE_SORTS),
          ...paging,
        },
      };
    default:
      return {
        list: "offerings",
        query: {
          kind: kind === "products" ? "product" : "service",
          ...common,
          ...prices,
          ...(state.flash ? { flash: true } : {}),
          ...sortOf(state.sort, OFFERING_SORTS),
          ...paging,
        },
      };
  }
}
