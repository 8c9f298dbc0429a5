import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Banner,
  Business,
  BusinessPage,
  Category,
  OfferingDetail,
  OfferingPage,
  Region,
} from "../../sdk/types.gen";
import { ids, seedCatalog } from "./catalog-fixtures";
import { bearer, json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

let t: TestApp;
let user: Tokens;
let owner: Tokens;

beforeAll(async () => {
  t = await startApp();
  await seedCatalog(t.app.services.db);
  user = await tokensFor(t.app, "user@demo.uz");
  owner = await tokensFor(t.app, "business@demo.uz");
});
afterAll(async () => t.close());

const get = (url: string, tokens?: Tokens) =>
  t.app.inject({ method: "GET", url, headers: tokens ? bearer(tokens) : {} });

async function ok<T>(url: string, tokens?: Tokens): Promise<T> {
  const response = await get(url, tokens);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return json<T>(response);
}

const offerings = (query = "") => ok<OfferingPage>(`/api/v1/offering/?${query}`);
const flashSales = (query = "") => ok<OfferingPage>(`/api/v1/flash-sale/?${query}`);
const businesses = (query = "") => ok<BusinessPage>(`/api/v1/business/?${query}`);
const idsOf = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

// Every public offering, newest first: what an unfiltered search answers.
const publicNewestFirst = [ids.repairService, ids.galaxy, ids.nokia, ids.sweater, ids.phoneCase];

describe("listRegions", () => {
  it("lists the fourteen regions, Tashkent city first, named in ?lang", async () => {
    const regions = await ok<Region[]>("/api/v1/region/?lang=uz");
    expect(regions).toHaveLength(14);
    expect(regions[0]).toEqual({ code: "tashkent-city", name: "Toshkent shahri" });
    expect(regions.map((r) => r.code)).toContain("karakalpakstan");
  });
});

describe("listCategories", () => {
  it("lists the tree flat, each parent before its children, in display order", async () => {
    const categories = await ok<Category[]>("/api/v1/category/?lang=en");
    expect(categories.map((c) => c.slug)).toEqual([
      "electronics",
      "phones",
      "smartphones",
      "clothing",
      "repair",
    ]);
    expect(categories[2]).toEqual({
      id: ids.smartphones,
      parent_id: ids.phones,
      slug: "smartphones",
      kind: "product",
      name: "Smartphones",
      icon: null,
    });
  });

  it("keeps one kind and names in Russian by default", async () => {
    const services = await ok<Category[]>("/api/v1/category/?kind=service");
    expect(services).toEqual([
      {
        id: ids.repair,
        parent_id: null,
        slug: "repair",
        kind: "service",
        name: "Ремонт",
        icon: null,
      },
    ]);
  });
});

describe("searchOfferings", () => {
  it("shows only active offerings of accepted businesses, newest first", async () => {
    const page = await offerings();
    expect(idsOf(page)).toEqual(publicNewestFirst);
    expect(page).toMatchObject({ total: 5, page: 1, page_size: 24 });
  });

  it("answers cards with the first image, business, category, rating and the running sale", async () => {
    const page = await offerings("lang=en");
    const galaxy = page.items.find((item) => item.id === ids.galaxy);
    expect(galaxy).toMatchObject({
      kind: "product",
      title: "Samsung Galaxy A55 smartphone",
      image: ids.imageFirst,
      price: { amount: 2_530_000, currency: "UZS" },
      display_price: { amount: 200, currency: "USD" },
      business: {
        id: ids.techno,
        name: "Techno World",
        logo: null,
        region: { code: "tashkent-city", name: "Tashkent" },
      },
      category: { id: ids.smartphones, slug: "smartphones", name: "Smartphones" },
      rating: { average: 4.8, count: 5, likes: 2 },
      // Of the two sales running, the cheaper one.
      flash_sale: {
        id: ids.galaxySale,
        price: { amount: 2_024_000, currency: "UZS" },
        display_price: { amount: 160, currency: "USD" },
        discount_percent: 20,
        quantity_limit: 10,
        sold: 3,
      },
    });
    const nokia = page.items.find((item) => item.id === ids.nokia);
    // Its sale has ended; the repair service's has sold out; the sweater's has not begun.
    expect(nokia?.flash_sale).toBeNull();
    expect(nokia?.image).toBeNull();
    expect(page.items.find((item) => item.id === ids.repairService)?.flash_sale).toBeNull();
    expect(page.items.find((item) => item.id === ids.sweater)?.flash_sale).toBeNull();
  });

  describe("text search", () => {
    it("finds Russian words, exact matches before longer forms", async () => {
      expect(idsOf(await offerings(q("смартфон")))).toEqual([ids.galaxy, ids.repairService]);
      expect(idsOf(await offerings(q("СМАРТФОН  samsung ")))).toEqual([ids.galaxy]);
    });

    it("finds Uzbek words, with or without the o‘ apostrophe", async () => {
      // In the title before in the category's name (the Galaxy is a phone by its category).
      expect(idsOf(await offerings(q("telefon")))).toEqual([ids.nokia, ids.phoneCase, ids.galaxy]);
      for (const typed of ["g‘ilofi", "g'ilofi", "gilofi", "G`ILOF"]) {
        expect(idsOf(await offerings(q(typed))), typed).toEqual([ids.phoneCase]);
      }
    });

    it("finds English and Persian words", async () => {
      expect(idsOf(await offerings(q("wool sweater")))).toEqual([ids.sweater]);
      expect(idsOf(await offerings(q("گوشی")))).toEqual([
        ids.repairService,
        ids.galaxy,
        ids.nokia,
        ids.phoneCase,
      ]);
    });

    it("tolerates typos", async () => {
      expect(idsOf(await offerings(q("smartfn")))).toEqual([ids.repairService, ids.galaxy]);
      expect(idsOf(await offerings(q("свитр")))).toEqual([ids.sweater]);
      expect(idsOf(await offerings(q("samsng")))).toEqual([ids.galaxy]);
    });

    it("matches parts of words and short words", async () => {
      expect(idsOf(await offerings(q("sviter")))).toEqual([ids.sweater]);
      expect(idsOf(await offerings(q("a5")))).toEqual([ids.galaxy]);
      expect(idsOf(await offerings(q("nok")))).toEqual([ids.nokia]);
    });

    it("treats a blank query as none, ranks past an unknown word and finds nothing for only those", async () => {
      expect(idsOf(await offerings(q("   ")))).toEqual(publicNewestFirst);
      expect(idsOf(await offerings(q("qwxzv samsung")))).toEqual([ids.galaxy]);
      const none = await offerings(q("qwxzv zzyzx"));
      expect(none).toEqual({
        items: [],
        total: 0,
        page: 1,
        page_size: 24,
        facets: { categories: [], regions: [] },
      });
    });

    it("never finds hidden offerings", async () => {
      for (const text of ["Черновик", "Скрытый", "Заблокированный", "Старый"]) {
        expect((await offerings(q(text))).total, text).toBe(0);
      }
    });

    it.each(["100%", "a_b", "back\\slash", "it's", "a & b | !c", "smart:*", "(((", "'"])(
      "takes %j as text, not syntax",
      async (text) => {
        const response = await get(`/api/v1/offering/?${q(text)}`);
        expect(response.statusCode).toBe(200);
      },
    );
  });

  describe("filters", () => {
    it.each([
      ["kind=service", [ids.repairService]],
      ["kind=product", [ids.galaxy, ids.nokia, ids.sweater, ids.phoneCase]],
      // A category includes its descendants.
      ["category=electronics", [ids.galaxy, ids.nokia, ids.phoneCase]],
      ["category=phones", [ids.galaxy, ids.nokia, ids.phoneCase]],
      ["category=smartphones", [ids.galaxy]],
      ["region=samarkand", [ids.repairService, ids.nokia]],
      ["region=bukhara", []],
      [`business=${ids.techno}`, [ids.galaxy, ids.sweater, ids.phoneCase]],
      [`business=${ids.pending}`, []],
      ["rating_min=4.5", [ids.galaxy, ids.phoneCase]],
      ["flash=true", [ids.galaxy, ids.phoneCase]],
      ["flash=false", publicNewestFirst],
      ["category=phones&region=samarkand&kind=product", [ids.nokia]],
    ])("%s", async (query, expected) => {
      const page = await offerings(query);
      expect(idsOf(page)).toEqual(expected);
      expect(page.total).toBe(expected.length);
    });

    // In UZS: case 101,200; repair 126,500; Nokia 316,124; sweater 632,500; Galaxy 2,530,000.
    it.each([
      [
        "price_min=126500&price_max=632500&currency=UZS",
        [ids.repairService, ids.nokia, ids.sweater],
      ],
      ["price_max=126499&currency=UZS", [ids.phoneCase]],
      ["price_min=316124&price_max=316124&currency=UZS", [ids.nokia]],
      ["price_min=316125&price_max=316200&currency=UZS", []],
      ["price_min=24.99&price_max=24.99", [ids.nokia]],
      ["price_min=2036.69&price_max=2036.69&currency=RUB", [ids.nokia]],
      ["price_min=100", [ids.galaxy]],
      ["price_min=0&price_max=10", [ids.repairService, ids.phoneCase]],
    ])("prices in the display currency: %s", async (query, expected) => {
      expect(idsOf(await offerings(query))).toEqual(expected);
    });
  });

  describe("sorts", () => {
    it.each([
      ["relevance", publicNewestFirst],
      ["newest", publicNewestFirst],
      ["price_asc", [ids.phoneCase, ids.repairService, ids.nokia, ids.sweater, ids.galaxy]],
      ["price_desc", [ids.galaxy, ids.sweater, ids.nokia, ids.repairService, ids.phoneCase]],
      // Equal averages: more ratings first.
      ["rating", [ids.galaxy, ids.phoneCase, ids.sweater, ids.nokia, ids.repairService]],
    ])("sort=%s", async (sort, expected) => {
      expect(idsOf(await offerings(`sort=${sort}`))).toEqual(expected);
    });
  });

  describe("by the price paid now: a running sale's, else the regular price", () => {
    // The sweater ($50, 4,075 roubles) on sale for 244.50 roubles: $3 now, below the case's
    // sale ($4, from $8), while its regular price is the second dearest.
    const sweaterSale = "f0000000-0000-4000-8000-000000000099";
    beforeAll(async () => {
      await t.app.services.db
        .insertInto("flash_sales")
        .values({
          id: sweaterSale,
          offering_id: ids.sweater,
          sale_price: "244.50",
          starts_at: new Date(Date.now() - 3_600_000),
          ends_at: new Date(Date.now() + 3_600_000),
        })
        .execute();
    });
    afterAll(async () => {
      await t.app.services.db.deleteFrom("flash_sales").where("id", "=", sweaterSale).execute();
    });

    // Now: sweater $3, case $4, repair $10 (its sale sold out), Nokia $24.99 (its sale
    // ended), Galaxy $160 (the cheaper of its two sales).
    it.each([
      ["sort=price_asc", [ids.sweater, ids.phoneCase, ids.repairService, ids.nokia, ids.galaxy]],
      ["sort=price_desc", [ids.galaxy, ids.nokia, ids.repairService, ids.phoneCase, ids.sweater]],
      ["price_max=5&sort=price_asc", [ids.sweater, ids.phoneCase]],
      ["price_min=3&price_max=3", [ids.sweater]],
      ["price_min=150&price_max=170", [ids.galaxy]],
      ["price_min=13040&price_max=13040&currency=RUB", [ids.galaxy]],
      [`business=${ids.techno}&sort=price_asc`, [ids.sweater, ids.phoneCase, ids.galaxy]],
      [`business=${ids.techno}&sort=price_desc`, [ids.galaxy, ids.phoneCase, ids.sweater]],
    ])("searchOfferings %s", async (query, expected) => {
      expect(idsOf(await offerings(query))).toEqual(expected);
    });

    it.each([
      ["sort=price_asc", [ids.sweater, ids.phoneCase, ids.galaxy]],
      ["sort=price_desc", [ids.galaxy, ids.phoneCase, ids.sweater]],
      ["price_max=4&sort=price_desc", [ids.phoneCase, ids.sweater]],
    ])("searchFlashSales %s", async (query, expected) => {
      expect(idsOf(await flashSales(query))).toEqual(expected);
    });

    it.each(["USD", "UZS", "RUB", "IRR"])(
      "in %s, orders cards by the price they show and keeps each at exactly that price",
      async (currency) => {
        const shown = (item: OfferingPage["items"][number]) =>
          (item.flash_sale?.display_price ?? item.display_price).amount;
        const cheapestFirst = (await offerings(`currency=${currency}&sort=price_asc`)).items;
        expect(cheapestFirst).toHaveLength(5);
        const prices = cheapestFirst.map(shown);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        for (const item of cheapestFirst) {
          const price = shown(item);
          const at = await offerings(`currency=${currency}&price_min=${price}&price_max=${price}`);
          expect(idsOf(at), `${item.id} at ${price} ${currency}`).toContain(item.id);
        }
      },
    );
  });

  it("pages through the matches with the total on every page", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((n) => offerings(`page_size=2&page=${n}`)));
    expect(pages.map(idsOf)).toEqual([
      publicNewestFirst.slice(0, 2),
      publicNewestFirst.slice(2, 4),
      publicNewestFirst.slice(4),
      [],
    ]);
    for (const [index, page] of pages.entries()) {
      expect(page).toMatchObject({ total: 5, page: index + 1, page_size: 2 });
    }
  });

  describe("facets", () => {
    const electronics = { value: "electronics", name: "Electronics" };
    const clothing = { value: "clothing", name: "Clothing" };
    const repair = { value: "repair", name: "Repair" };
    const tashkent = { value: "tashkent-city", name: "Tashkent" };
    const samarkand = { value: "samarkand", name: "Samarkand Region" };

    it("count the matches per top-level category and per region", async () => {
      expect((await offerings("lang=en")).facets).toEqual({
        categories: [
          { ...electronics, count: 3 },
          { ...clothing, count: 1 },
          { ...repair, count: 1 },
        ],
        regions: [
          { ...tashkent, count: 3 },
          { ...samarkand, count: 2 },
        ],
      });
    });

    it("leave out their own filter, keep the others", async () => {
      const inElectronics = await offerings("lang=en&category=phones");
      expect(inElectronics.total).toBe(3);
      expect(inElectronics.facets).toEqual({
        categories: [
          { ...electronics, count: 3 },
          { ...clothing, count: 1 },
          { ...repair, count: 1 },
        ],
        regions: [
          { ...tashkent, count: 2 },
          { ...samarkand, count: 1 },
        ],
      });
      const inSamarkand = await offerings("lang=en&region=samarkand");
      expect(inSamarkand.total).toBe(2);
      expect(inSamarkand.facets).toEqual({
        categories: [
          { ...electronics, count: 1 },
          { ...repair, count: 1 },
        ],
        regions: [
          { ...tashkent, count: 3 },
          { ...samarkand, count: 2 },
        ],
      });
    });

    it("follow the text search and the other filters", async () => {
      const page = await offerings(`lang=ru&${q("telefon")}`);
      expect(page.facets).toEqual({
        categories: [{ value: "electronics", name: "Электроника", count: 3 }],
        regions: [
          { value: "tashkent-city", name: "Ташкент", count: 2 },
          { value: "samarkand", name: "Самаркандская область", count: 1 },
        ],
      });
    });
  });

  describe("money", () => {
    const displayOf = async (id: string, currency: string) => {
      const page = await offerings(`currency=${currency}`);
      return page.items.find((item) => item.id === id)?.display_price;
    };

    it("converts the dollar price at the display currency's rate", async () => {
      expect(await displayOf(ids.galaxy, "RUB")).toEqual({ amount: 16_300, currency: "RUB" });
      expect(await displayOf(ids.galaxy, "IRR")).toEqual({ amount: 210_000_000, currency: "IRR" });
      expect(await displayOf(ids.sweater, "UZS")).toEqual({ amount: 632_500, currency: "UZS" });
      expect(await displayOf(ids.phoneCase, "USD")).toEqual({ amount: 8, currency: "USD" });
    });

    it("shows a price in its own currency as it was set", async () => {
      expect(await displayOf(ids.galaxy, "UZS")).toEqual({ amount: 2_530_000, currency: "UZS" });
      expect(await displayOf(ids.sweater, "RUB")).toEqual({ amount: 4075, currency: "RUB" });
    });

    it("rounds som and rial to whole units, roubles and dollars to cents", async () => {
      // 24.99 × 12,650 = 316,123.5 and 24.99 × 81.5 = 2,036.685: half rounds up.
      expect(await displayOf(ids.nokia, "UZS")).toEqual({ amount: 316_124, currency: "UZS" });
      expect(await displayOf(ids.nokia, "RUB")).toEqual({ amount: 2036.69, currency: "RUB" });
      expect(await displayOf(ids.nokia, "IRR")).toEqual({ amount: 26_239_500, currency: "IRR" });
    });

    it("converts sale prices at the rate of their offering's price", async () => {
      const page = await flashSales("currency=RUB");
      const sales = Object.fromEntries(page.items.map((item) => [item.id, item.flash_sale]));
      expect(sales[ids.galaxy]).toMatchObject({
        price: { amount: 2_024_000, currency: "UZS" },
        display_price: { amount: 13_040, currency: "RUB" },
        discount_percent: 20,
      });
      expect(sales[ids.phoneCase]).toMatchObject({
        price: { amount: 4_200_000, currency: "IRR" },
        display_price: { amount: 326, currency: "RUB" },
        discount_percent: 50,
      });
    });
  });

  it("names everything in ?lang, falling back to Russian", async () => {
    const uz = await offerings(`lang=uz&business=${ids.techno}&sort=price_asc`);
    expect(uz.items.map((item) => item.title)).toEqual([
      "Telefon g‘ilofi",
      "Jun sviter",
      "Samsung Galaxy A55 smartfoni",
    ]);
    expect(uz.items[0]?.business.region?.name).toBe("Toshkent shahri");
    expect(uz.items[0]?.category.name).toBe("Telefonlar");
    const fa = await offerings(`lang=fa&business=${ids.techno}&sort=price_asc`);
    expect(fa.items[0]?.title).toBe("قاب گوشی");
  });
});

describe("searchFlashSales", () => {
  it("lists offerings with a running sale, ending soonest first", async () => {
    const page = await flashSales();
    expect(idsOf(page)).toEqual([ids.galaxy, ids.phoneCase]);
    expect(page.items.map((item) => item.flash_sale?.id)).toEqual([ids.galaxySale, ids.caseSale]);
    expect(page.total).toBe(2);
  });

  it.each([
    ["sort=discount", [ids.phoneCase, ids.galaxy]],
    ["sort=ending_soon", [ids.galaxy, ids.phoneCase]],
    ["sort=price_asc", [ids.phoneCase, ids.galaxy]],
    ["sort=rating", [ids.galaxy, ids.phoneCase]],
    ["sort=newest", [ids.galaxy, ids.phoneCase]],
    [`sort=relevance&${q("telefon")}`, [ids.phoneCase, ids.galaxy]],
    ["category=smartphones", [ids.galaxy]],
    ["kind=service", []],
    ["region=samarkand", []],
    // Price filters and sorts compare the price paid now, as on every list: the sale's.
    ["price_max=10", [ids.phoneCase]],
    ["price_min=100&price_max=160", [ids.galaxy]],
  ])("%s", async (query, expected) => {
    expect(idsOf(await flashSales(query))).toEqual(expected);
  });

  it("counts facets of the running sales", async () => {
    expect((await flashSales("lang=en")).facets).toEqual({
      categories: [{ value: "electronics", name: "Electronics", count: 2 }],
      regions: [{ value: "tashkent-city", name: "Tashkent", count: 2 }],
    });
  });
});

describe("getOffering", () => {
  const galaxy = `/api/v1/offering/${ids.galaxy}/`;

  it("shows the card with description, images in order, the business phone and related offerings", async () => {
    const detail = await ok<OfferingDetail>(`${galaxy}?lang=en&currency=RUB`);
    expect(detail).toMatchObject({
      id: ids.galaxy,
      title: "Samsung Galaxy A55 smartphone",
      description: "Five cameras, 128 GB",
      image: ids.imageFirst,
      images: [ids.imageFirst, ids.imageSecond],
      business_phone: "998711234567",
      display_price: { amount: 16_300, currency: "RUB" },
      flash_sale: { id: ids.galaxySale, display_price: { amount: 13_040, currency: "RUB" } },
      is_favorite: false,
      my_feedback: null,
      // The other smartphones are not public.
      related: [],
    });
    const nokia = await ok<OfferingDetail>(`/api/v1/offering/${ids.nokia}/`);
    expect(nokia.description).toBe("");
    expect(nokia.images).toEqual([]);
    expect(nokia.related.map((card) => card.id)).toEqual([ids.phoneCase]);
    expect(nokia.related[0]?.title).toBe("Чехол для телефона");
  });

  it("shows the caller's favourite and feedback, and nobody else's", async () => {
    const mine = await ok<OfferingDetail>(galaxy, user);
    expect(mine.is_favorite).toBe(true);
    expect(mine.my_feedback).toMatchObject({
      kind: "rating",
      rating: 5,
      comment: "Отлично",
      is_mine: true,
      offering_id: ids.galaxy,
      business_id: null,
    });
    const theirs = await ok<OfferingDetail>(galaxy, owner);
    expect(theirs).toMatchObject({ is_favorite: false, my_feedback: null });
    const ownersRating = await ok<OfferingDetail>(`/api/v1/offering/${ids.nokia}/`, owner);
    expect(ownersRating.my_feedback).toMatchObject({ rating: 4, is_mine: true });
  });

  it.each([
    ["a draft", ids.draft],
    ["an archived offering", ids.archived],
    ["an offering of a pending business", ids.ofPending],
    ["an offering of a blocked business", ids.ofBlocked],
    ["a missing offering", "6c0d3a5e-2f7b-4c61-9a55-1c0b8f1b2a11"],
  ])("answers 404 offering_not_found for %s", async (_what, id) => {
    for (const tokens of [undefined, owner]) {
      const response = await get(`/api/v1/offering/${id}/`, tokens);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "offering_not_found" });
    }
  });

  it("answers 401 for an invalid token even though the token is optional", async () => {
    const response = await get(galaxy, { access: "forged", refresh: "" });
    expect(response.statusCode).toBe(401);
  });
});

describe("getFlashSale", () => {
  const sale = (id: string, query = "") => `/api/v1/flash-sale/${id}/${query}`;

  it("shows the offering with the sale asked for, running or not", async () => {
    const running = await ok<OfferingDetail>(sale(ids.galaxySale));
    expect(running).toMatchObject({ id: ids.galaxy, flash_sale: { id: ids.galaxySale } });
    const dearer = await ok<OfferingDetail>(sale(ids.galaxyDearerSale, "?currency=UZS"));
    expect(dearer.flash_sale).toMatchObject({
      id: ids.galaxyDearerSale,
      price: { amount: 2_277_000, currency: "UZS" },
      display_price: { amount: 2_277_000, currency: "UZS" },
      discount_percent: 10,
    });
    const ended = await ok<OfferingDetail>(sale(ids.nokiaEndedSale));
    expect(ended).toMatchObject({
      id: ids.nokia,
      flash_sale: { id: ids.nokiaEndedSale, price: { amount: 19.99, currency: "USD" } },
    });
    expect(Date.parse(ended.flash_sale?.ends_at ?? "")).toBeLessThan(Date.now());
    const upcoming = await ok<OfferingDetail>(sale(ids.sweaterUpcomingSale));
    expect(Date.parse(upcoming.flash_sale?.starts_at ?? "")).toBeGreaterThan(Date.now());
    const soldOut = await ok<OfferingDetail>(sale(ids.repairSoldOutSale));
    expect(soldOut.flash_sale).toMatchObject({ quantity_limit: 5, sold: 5 });
  });

  it("shows the caller's state like getOffering", async () => {
    expect(await ok<OfferingDetail>(sale(ids.galaxySale), user)).toMatchObject({
      is_favorite: true,
      my_feedback: { rating: 5 },
    });
  });

  it("answers 404 flash_sale_not_found for a missing sale or a hidden offering", async () => {
    for (const id of [ids.hiddenSale, "6c0d3a5e-2f7b-4c61-9a55-1c0b8f1b2a11"]) {
      const response = await get(sale(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "flash_sale_not_found" });
    }
  });
});

describe("searchBusinesses", () => {
  it("lists accepted businesses, best rated first, with their cards", async () => {
    const page = await businesses("lang=en");
    expect(idsOf(page)).toEqual([ids.techno, ids.samarkand, ids.carpets]);
    expect(page.total).toBe(3);
    expect(page.items[0]).toMatchObject({
      name: "Techno World",
      description: "Phones and gadgets",
      logo: null,
      region: { code: "tashkent-city", name: "Tashkent" },
      oked: { code: "47.11" },
      rating: { average: 4.5, count: 10, likes: 4 },
      offering_count: 3,
    });
    expect(page.items.map((item) => item.offering_count)).toEqual([3, 2, 0]);
    expect(page.items[2]?.region).toBeNull();
    expect(page.facets).toEqual({
      regions: [
        { value: "tashkent-city", name: "Tashkent", count: 1 },
        { value: "samarkand", name: "Samarkand Region", count: 1 },
      ],
    });
  });

  it.each([
    [q("texno"), [ids.techno]],
    [q("Самарканд"), [ids.samarkand]],
    [q("samarqnd"), [ids.samarkand]],
    [q("فناوری"), [ids.techno]],
    [q("gilam"), [ids.carpets]],
    [q("скрытый"), []],
    ["region=samarkand", [ids.samarkand]],
    ["category=clothing", [ids.techno]],
    ["category=repair", [ids.samarkand]],
    ["category=electronics", [ids.techno, ids.samarkand]],
    ["rating_min=4.2", [ids.techno]],
    ["sort=rating", [ids.techno, ids.samarkand, ids.carpets]],
    ["sort=newest", [ids.carpets, ids.samarkand, ids.techno]],
    ["sort=name&lang=en", [ids.carpets, ids.samarkand, ids.techno]],
    // خ, د, ف: Persian names sort by their letters.
    ["sort=name&lang=fa", [ids.samarkand, ids.techno, ids.carpets]],
    ["page_size=1&page=2", [ids.samarkand]],
  ])("%s", async (query, expected) => {
    const page = await businesses(query);
    expect(idsOf(page)).toEqual(expected);
  });

  it("keeps the total across pages and the region facet without its own filter", async () => {
    const page = await businesses("region=samarkand&page_size=1");
    expect(page.total).toBe(1);
    expect(page.facets.regions.map((f) => [f.value, f.count])).toEqual([
      ["tashkent-city", 1],
      ["samarkand", 1],
    ]);
  });
});

describe("getBusiness", () => {
  const techno = `/api/v1/business/${ids.techno}/`;

  it("shows region, location, hours, links, rating and the count of public offerings", async () => {
    expect(await ok<Business>(`${techno}?lang=en`)).toMatchObject({
      id: ids.techno,
      name: "Techno World",
      status: "accepted",
      phone: "998711234567",
      region: { code: "tashkent-city", name: "Tashkent" },
      address: "Amir Temur 1",
      location: { latitude: 41.311081, longitude: 69.240562 },
      working_hours: [{ day: 1, opens: "09:00", closes: "18:00" }],
      links: [{ kind: "telegram", url: "https://t.me/technoworld" }],
      rating: { average: 4.5, count: 10, likes: 4 },
      // Not the draft nor the archived one.
      offering_count: 3,
      is_favorite: false,
      my_feedback: null,
    });
    expect(await ok<Business>(`/api/v1/business/${ids.carpets}/`)).toMatchObject({
      region: null,
      location: null,
      working_hours: [],
      links: [],
      rating: { average: 0, count: 0, likes: 0 },
      offering_count: 0,
    });
  });

  it("shows the caller's favourite and feedback", async () => {
    expect(await ok<Business>(techno, user)).toMatchObject({
      is_favorite: true,
      my_feedback: { kind: "like", rating: null, business_id: ids.techno, is_mine: true },
    });
    expect(await ok<Business>(techno, owner)).toMatchObject({
      is_favorite: false,
      my_feedback: null,
    });
  });

  it("shows a business that is not accepted only to its owner and administrators", async () => {
    const pending = `/api/v1/business/${ids.pending}/`;
    for (const tokens of [undefined, user]) {
      const response = await get(pending, tokens);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: "not_authorized_view_business" });
    }
    const admin = await tokensFor(t.app, "admin@demo.uz");
    for (const tokens of [owner, admin]) {
      // Its offerings are not public while it is pending.
      expect(await ok<Business>(pending, tokens)).toMatchObject({
        status: "pending",
        offering_count: 0,
      });
    }
  });
});

describe("listBanners", () => {
  it("lists the running banners of a placement in order, in ?lang", async () => {
    const banners = await ok<Banner[]>("/api/v1/banner/?placement=home_hero&lang=en");
    // The expired, the upcoming and the blocked business's banners are not shown.
    expect(banners).toEqual([
      {
        id: ids.heroFirst,
        image: ids.imageFirst,
        link: "/search/products?category=phones",
        title: "First (en)",
        text: "First: text",
        placement: "home_hero",
        icon: null,
      },
      expect.objectContaining({ id: ids.heroSecond, title: "Second (en)" }),
    ]);
    const strip = await ok<Banner[]>("/api/v1/banner/?placement=home_strip&lang=uz");
    // No Uzbek text: the Russian one.
    expect(strip).toEqual([
      expect.objectContaining({ id: ids.strip, title: "Strip (uz)", text: "Strip: текст" }),
    ]);
    expect(await ok<Banner[]>("/api/v1/banner/?placement=search")).toEqual([]);
  });
});

describe("the cache", () => {
  it("never answers from before a write", async () => {
    const db = t.app.services.db;
    expect(idsOf(await offerings("sort=rating"))[0]).toBe(ids.galaxy);
    await db
      .updateTable("offerings")
      .set({ rating_average: "5.00" })
      .where("id", "=", ids.nokia)
      .execute();
    try {
      expect(idsOf(await offerings("sort=rating"))[0]).toBe(ids.nokia);
      const detail = await ok<OfferingDetail>(`/api/v1/offering/${ids.nokia}/`);
      expect(detail.rating.average).toBe(5);
    } finally {
      await db
        .updateTable("offerings")
        .set({ rating_average: "3.90" })
        .where("id", "=", ids.nokia)
        .execute();
    }
    expect(idsOf(await offerings("sort=rating"))[0]).toBe(ids.galaxy);
  });

  it("answers pages asked together, each with its own offering", async () => {
    const asked = [ids.galaxy, ids.nokia, ids.draft, ids.sweater, ids.phoneCase, ids.galaxy];
    const responses = await Promise.all(
      asked.map((id) => get(`/api/v1/offering/${id}/?currency=UZS`)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 404, 200, 200, 200]);
    expect(responses.map((r) => (r.statusCode === 200 ? r.json().id : null))).toEqual([
      ids.galaxy,
      ids.nokia,
      null,
      ids.sweater,
      ids.phoneCase,
      ids.galaxy,
    ]);
  });

  it("finds words of texts written after start", async () => {
    const db = t.app.services.db;
    expect((await offerings(q("qovun"))).total).toBe(0);
    await db
      .updateTable("offerings")
      .set({ titles: JSON.stringify({ en: "Wool sweater", uz: "Jun sviter, qovun rangi" }) })
      .where("id", "=", ids.sweater)
      .execute();
    expect(idsOf(await offerings(q("qovun")))).toEqual([ids.sweater]);
  });
});

describe("bad input answers 400 with its code", () => {
  const long = "я".repeat(10_000);
  it.each([
    ["/api/v1/offering/not-a-uuid/", "invalid_id"],
    ["/api/v1/flash-sale/123/", "invalid_id"],
    ["/api/v1/offering/?category=nope", "invalid_category"],
    ["/api/v1/offering/?category=Not%20a%20slug", "invalid_category"],
    ["/api/v1/flash-sale/?category=nope", "invalid_category"],
    ["/api/v1/business/?category=nope", "invalid_category"],
    ["/api/v1/offering/?region=mars", "invalid_region"],
    ["/api/v1/offering/?region=Mars!", "invalid_region"],
    ["/api/v1/business/?region=mars", "invalid_region"],
    ["/api/v1/offering/?price_min=-1", "invalid_price_range"],
    ["/api/v1/offering/?price_max=abc", "invalid_price_range"],
    ["/api/v1/offering/?price_min=10&price_max=5", "invalid_price_range"],
    ["/api/v1/flash-sale/?price_min=10&price_max=5&currency=UZS", "invalid_price_range"],
    ["/api/v1/offering/?page_size=49", "page_size_too_large"],
    ["/api/v1/business/?page_size=49", "page_size_too_large"],
    ["/api/v1/offering/?page_size=0", "invalid_page_size"],
    ["/api/v1/offering/?page=0", "invalid_page"],
    ["/api/v1/flash-sale/?page=first", "invalid_page"],
    [`/api/v1/offering/?q=${encodeURIComponent(long)}`, "query_too_long"],
    [`/api/v1/business/?q=${encodeURIComponent(long)}`, "query_too_long"],
    ["/api/v1/offering/?sort=cheapest", "invalid_sort"],
    ["/api/v1/flash-sale/?sort=name", "invalid_sort"],
    ["/api/v1/business/?sort=price_asc", "invalid_sort"],
    ["/api/v1/offering/?kind=goods", "invalid_kind"],
    ["/api/v1/category/?kind=goods", "invalid_kind"],
    ["/api/v1/offering/?currency=EUR", "currency_not_found"],
    ["/api/v1/offering/a0000000-0000-4000-8000-000000000001/?currency=EUR", "currency_not_found"],
    ["/api/v1/banner/?placement=sidebar", "invalid_placement"],
    ["/api/v1/offering/?rating_min=6", "invalid_rating"],
    ["/api/v1/offering/?flash=maybe", "invalid_filter"],
    ["/api/v1/offering/?business=shop", "invalid_business_uuid"],
    ["/api/v1/region/?lang=xx", "wrong_language"],
  ])("%s → %s", async (url, code) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: code });
  });

  it("asks for the placement", async () => {
    const response = await get("/api/v1/banner/");
    expect(response.statusCode).toBe(400);
  });
});
