import type { Api, Sdk } from "../../../machines/load-sdk";
import type {
  Banner,
  BusinessCard,
  BusinessPage,
  Category,
  ErrorCode,
  OfferingCard,
  OfferingPage,
  Region,
} from "../../../sdk";
import type { Client } from "../../../sdk/client";

/**
 * A fake SDK for the search pages: it records each call's query and answers with fixtures,
 * or with a refusal, the way the generated SDK answers (data or error, and the response).
 */

export const regions: Region[] = [
  { code: "tashkent-city", name: "Tashkent city" },
  { code: "samarkand", name: "Samarkand region" },
];

export const categories: Category[] = [
  { id: "c1", parent_id: null, slug: "food", kind: "product", name: "Food" },
  { id: "c2", parent_id: "c1", slug: "bread", kind: "product", name: "Bread" },
  { id: "c3", parent_id: null, slug: "repair", kind: "service", name: "Repair" },
];

export function offering(id: string, changes: Partial<OfferingCard> = {}): OfferingCard {
  return {
    id,
    kind: "product",
    title: `Non ${id}`,
    image: null,
    price: { amount: 12.5, currency: "USD" },
    display_price: { amount: 12.5, currency: "USD" },
    business: {
      id: "b1",
      name: "Chorsu Bakery",
      logo: null,
      region: regions[1] ?? null,
    },
    category: { id: "c2", slug: "bread", name: "Bread" },
    rating: { average: 4.4, count: 9, likes: 2 },
    flash_sale: null,
    created_at: "2026-11-01T10:00:00.000Z",
    ...changes,
  };
}

export function business(id: string): BusinessCard {
  return {
    id,
    name: `Bakery ${id}`,
    description: "Fresh bread every morning.",
    logo: null,
    region: regions[0] ?? null,
    oked: { id: "o1", code: "10711", name: "Bread baking" },
    rating: { average: 4.8, count: 20, likes: 5 },
    offering_count: 12,
  };
}

export function offeringPage(items: OfferingCard[], total = items.length, page = 1): OfferingPage {
  return {
    items,
    total,
    page,
    page_size: 24,
    facets: {
      categories: [
        { value: "bread", name: "Bread", count: 7 },
        { value: "food", name: "Food", count: 9 },
      ],
      regions: [
        { value: "tashkent-city", name: "Tashkent city", count: 5 },
        { value: "samarkand", name: "Samarkand region", count: 4 },
      ],
    },
  };
}

export function businessPage(items: BusinessCard[], total = items.length): BusinessPage {
  return {
    items,
    total,
    page: 1,
    page_size: 24,
    facets: { regions: [{ value: "tashkent-city", name: "Tashkent city", count: total }] },
  };
}

/** Data, a refusal, or a promise of either (one that never settles keeps the page loading). */
type Answer<T> = T | { refuse: ErrorCode; status: number };
type Answering<T> = (query: Query) => Answer<T> | Promise<Answer<T>>;
type Query = Record<string, unknown>;

export interface FakeAnswers {
  offerings?: Answering<OfferingPage>;
  flashSales?: Answering<OfferingPage>;
  businesses?: Answering<BusinessPage>;
  /** The search placement's banners; none unless given. */
  banners?: Answering<Banner[]>;
}

export interface Call {
  operation: string;
  query: Query;
}

function respond<T>(answer: Answer<T>) {
  if (typeof answer === "object" && answer !== null && "refuse" in answer) {
    return {
      error: { detail: answer.refuse },
      response: new Response(null, { status: answer.status }),
    };
  }
  return { data: answer, response: new Response(null, { status: 200 }) };
}

export function fakeApi(answers: FakeAnswers = {}) {
  const calls: Call[] = [];
  const operation =
    <T>(name: string, answer: Answering<T>) =>
    async (options: { query?: Query }) => {
      const query = options.query ?? {};
      calls.push({ operation: name, query });
      return respond(await answer(query));
    };
  const sdk = {
    searchOfferings: operation(
      "searchOfferings",
      answers.offerings ?? (() => offeringPage([offering("1"), offering("2")])),
    ),
    searchFlashSales: operation("searchFlashSales", answers.flashSales ?? (() => offeringPage([]))),
    searchBusinesses: operation(
      "searchBusinesses",
      answers.businesses ?? (() => businessPage([business("1")])),
    ),
    listCategories: operation("listCategories", (query) =>
      categories.filter((category) => !query.kind || category.kind === query.kind),
    ),
    listRegions: operation("listRegions", () => regions),
    listBanners: operation("listBanners", answers.banners ?? (() => [])),
  };
  // Only the operations the search pages call: any other would fail the test loudly.
  const api: Api = { sdk: sdk as unknown as Sdk, client: {} as Client };
  return {
    calls,
    api: async () => api,
    /** The queries sent to one operation, oldest first. */
    queries: (name: string) => calls.filter((call) => call.operation === name).map((c) => c.query),
  };
}
