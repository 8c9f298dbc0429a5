import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ErrorCode,
  MyOffering,
  MyOfferingCreate,
  MyOfferingPage,
  OfferingPage,
} from "../../sdk/types.gen";
import type { BusinessStatus } from "../../server/db/schema";
import {
  addOfferingImage,
  createBusiness,
  createCategory,
  createFlashSale,
  createOffering,
  createPerson,
  hour,
  type Person,
} from "./feedback-fixtures";
import { json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";
import { givePlan } from "./payments-fixtures";

// A business account's own offerings (server/domains/listings): every operation, each code,
// another owner's ids, and what a change does to the public catalogue and its search.

const png1x1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==";
const unknownId = "0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f";

interface Owner {
  tokens: Tokens;
  userId: string;
  businessId: string;
}

let t: TestApp;
let shop: Owner;
let rival: Owner;
let pendingShop: Owner;
let individual: Person;
let productCategory: string;
let otherProductCategory: string;
let serviceCategory: string;

/** A business account (role business) owning a new business in `status`, signed in. */
async function createOwner(status: BusinessStatus): Promise<Owner> {
  const db = t.app.services.db;
  const business = await createBusiness(db, { status });
  // Room for every offering and sale below: the plans' limits are tested in payments.test.ts.
  await givePlan(db, business);
  const owner = await db
    .selectFrom("users")
    .select("email")
    .where("id", "=", business.ownerId)
    .executeTakeFirstOrThrow();
  return {
    tokens: await tokensFor(t.app, owner.email ?? ""),
    userId: business.ownerId,
    businessId: business.id,
  };
}

beforeAll(async () => {
  t = await startApp();
  const db = t.app.services.db;
  productCategory = await createCategory(db, "product");
  otherProductCategory = await createCategory(db, "product");
  serviceCategory = await createCategory(db, "service");
  shop = await createOwner("accepted");
  rival = await createOwner("accepted");
  pendingShop = await createOwner("pending");
  individual = await createPerson(t.app, "Aziza", "Karimova");
});
afterAll(async () => t.close());

function auth(who: { tokens: Tokens } | null) {
  return who ? { authorization: `Bearer ${who.tokens.access}` } : {};
}

function call(
  who: { tokens: Tokens } | null,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: auth(who),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function upload(who: { tokens: Tokens }): Promise<string> {
  const response = await call(who, "POST", "/image/", { data: png1x1 });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string }>(response).id;
}

function draftBody(overrides: Partial<MyOfferingCreate> = {}): MyOfferingCreate {
  return {
    kind: "product",
    titles: { ru: "Ковёр шёлковый", uz: "Ipak gilam" },
    descriptions: { ru: "Ручная работа из Хивы", uz: "Xiva qo‘l ishi" },
    category_id: productCategory,
    price: 1_250_000,
    currency: "UZS",
    ...overrides,
  };
}

async function create(who: Owner, body: Partial<MyOfferingCreate> = {}): Promise<MyOffering> {
  const response = await call(who, "POST", "/my/offering/", draftBody(body));
  expect(response.statusCode, response.body).toBe(201);
  return json<MyOffering>(response);
}

async function setStatus(who: Owner, id: string, status: string): Promise<MyOffering> {
  const response = await call(who, "POST", `/my/offering/${id}/status/`, { status });
  expect(response.statusCode, response.body).toBe(200);
  return json<MyOffering>(response);
}

async function search(q: string, path = "/offering/"): Promise<string[]> {
  const response = await call(null, "GET", `${path}?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<OfferingPage>(response).items.map((item) => item.id);
}

function expectCode(
  response: { statusCode: number; body: string },
  status: number,
  code: ErrorCode,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body)).toEqual({ detail: code });
}

async function offeringCount(): Promise<number> {
  const row = await t.app.services.db
    .selectFrom("offerings")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function storedRow(id: string) {
  return t.app.services.db
    .selectFrom("offerings")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

describe("createMyOffering", () => {
  it("saves a draft with its texts, category, price, dollar price, images in order and search text", async () => {
    const second = await upload(shop);
    const first = await upload(shop);
    const offering = await create(shop, {
      titles: { ru: "  Ковёр шёлковый  ", uz: "Ipak gilam" },
      descriptions: { ru: "Ручная работа", fa: "" },
      images: [first, second],
    });
    expect(offering).toMatchObject({
      kind: "product",
      status: "draft",
      titles: { ru: "Ковёр шёлковый", uz: "Ipak gilam" },
      descriptions: { ru: "Ручная работа" },
      category: { id: productCategory, name: "Ковры" },
      price: { amount: 1_250_000, currency: "UZS" },
      images: [first, second],
      flash_sales: [],
      business_status: "accepted",
    });
    const row = await storedRow(offering.id);
    const uzs = await t.app.services.db
      .selectFrom("currencies")
      .select("rate")
      .where("code", "=", "UZS")
      .executeTakeFirstOrThrow();
    expect(row.price_usd).toBe((1_250_000 / Number(uzs.rate)).toFixed(6));
    expect(row.search_text).toBe("ковер шелковый ipak gilam ручная работа");
    expect(row.business_id).toBe(shop.businessId);
  });

  it("keeps a draft out of the public catalogue", async () => {
    const offering = await create(shop, { titles: { ru: "Черновиковый самовар" } });
    expectCode(await call(null, "GET", `/offering/${offering.id}/`), 404, "offering_not_found");
    expect(await search("самовар")).not.toContain(offering.id);
  });

  it("lets a business that is not accepted prepare drafts", async () => {
    const offering = await create(pendingShop);
    expect(offering).toMatchObject({ status: "draft", business_status: "pending" });
  });

  const refusals: Array<[string, Record<string, unknown>, ErrorCode]> = [
    ["a 10,000-character title", { titles: { ru: "ы".repeat(10_000) } }, "title_too_long"],
    ["no title at all", { titles: {} }, "title_required"],
    ["a blank title", { titles: { uz: "   " } }, "title_required"],
    ["a title in an unknown language", { titles: { de: "Teppich" } }, "title_required"],
    ["a long description", { descriptions: { ru: "a".repeat(5001) } }, "description_too_long"],
    ["a negative price", { price: -1 }, "invalid_price"],
    ["a price as text", { price: "100" }, "invalid_price"],
    ["an unknown currency", { currency: "EUR" }, "currency_not_found"],
    ["an unknown category", { category_id: unknownId }, "invalid_category"],
    ["a category of services", { category_id: "__service__" }, "invalid_category"],
    ["an unknown kind", { kind: "gift" }, "invalid_kind"],
    ["an unknown image", { images: [unknownId] }, "image_not_found"],
    ["eleven images", { images: Array.from({ length: 11 }, () => unknownId) }, "too_many_images"],
  ];
  it.each(refusals)("refuses %s with its code and saves nothing", async (_, change, code) => {
    const before = await offeringCount();
    const body = {
      ...draftBody(),
      ...change,
      ...(change.category_id === "__service__" && { category_id: serviceCategory }),
    };
    expectCode(await call(shop, "POST", "/my/offering/", body), 400, code);
    expect(await offeringCount()).toBe(before);
  });

  it("refuses an image another person uploaded, or one uploaded twice, and saves nothing", async () => {
    const theirs = await upload(rival);
    const mine = await upload(shop);
    const before = await offeringCount();
    for (const images of [[theirs], [mine, theirs], [mine, mine.toUpperCase()]]) {
      expectCode(
        await call(shop, "POST", "/my/offering/", draftBody({ images })),
        400,
        "image_not_found",
      );
    }
    expect(await offeringCount()).toBe(before);
  });

  it("refuses what is not an image at upload, with its code", async () => {
    const text = Buffer.from("just some text, not a picture").toString("base64");
    expectCode(await call(shop, "POST", "/image/", { data: text }), 400, "image_invalid");
  });

  it("is for business accounts only", async () => {
    expectCode(await call(null, "POST", "/my/offering/", draftBody()), 401, "not_authenticated");
    expectCode(
      await call(individual, "POST", "/my/offering/", draftBody()),
      403,
      "not_authorized_action",
    );
  });
});

describe("changeMyOfferingStatus", () => {
  it("publishes into search at once in every language, and archiving takes it out at once", async () => {
    const offering = await create(shop, {
      titles: { ru: "Гранатовый соус наршараб", uz: "Anor sousi narsharab" },
      descriptions: { en: "Pomegranate molasses from Shahrisabz" },
    });
    expect(await search("наршараб")).not.toContain(offering.id);

    const published = await setStatus(shop, offering.id, "active");
    expect(published.status).toBe("active");
    expect(await search("наршараб")).toContain(offering.id);
    expect(await search("anor sousi")).toContain(offering.id);
    expect(await search("molasses")).toContain(offering.id);
    expect((await call(null, "GET", `/offering/${offering.id}/`)).statusCode).toBe(200);

    await setStatus(shop, offering.id, "archived");
    expect(await search("наршараб")).not.toContain(offering.id);
    expect(await search("anor sousi")).not.toContain(offering.id);
    expectCode(await call(null, "GET", `/offering/${offering.id}/`), 404, "offering_not_found");

    await setStatus(shop, offering.id, "active");
    await setStatus(shop, offering.id, "draft");
    expect(await search("наршараб")).not.toContain(offering.id);
  });

  it("refuses to publish for a business that is not accepted, and changes nothing", async () => {
    const offering = await create(pendingShop);
    expectCode(
      await call(pendingShop, "POST", `/my/offering/${offering.id}/status/`, { status: "active" }),
      403,
      "business_status_not_accepted",
    );
    expect((await storedRow(offering.id)).status).toBe("draft");
    // Archiving a draft is no publishing.
    expect((await setStatus(pendingShop, offering.id, "archived")).status).toBe("archived");
  });

  it("answers a missing or unknown status with its code", async () => {
    const offering = await create(shop);
    const url = `/my/offering/${offering.id}/status/`;
    expectCode(await call(shop, "POST", url, {}), 400, "status_required");
    expectCode(await call(shop, "POST", url, { status: "sold" }), 400, "status_invalid");
  });
});

describe("listMyOfferings", () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await createOwner("accepted");
  });

  it("lists the caller's offerings of a kind, newest first, with counts per status and paging", async () => {
    const image = await upload(owner);
    const a = await create(owner, { titles: { ru: "Первый" } });
    const b = await create(owner, { titles: { uz: "Ikkinchi" }, images: [image] });
    const c = await create(owner, { titles: { en: "Third", ru: "Третий" } });
    const service = await create(owner, { kind: "service", category_id: serviceCategory });
    await setStatus(owner, b.id, "active");
    await setStatus(owner, c.id, "archived");
    await create(rival, { titles: { ru: "Чужой" } });

    const all = json<MyOfferingPage>(
      await call(owner, "GET", "/my/offering/?kind=product&lang=en"),
    );
    expect(all.items.map((item) => item.id)).toEqual([c.id, b.id, a.id]);
    expect(all).toMatchObject({
      total: 3,
      counts: { draft: 1, active: 1, archived: 1 },
      page: 1,
      page_size: 24,
    });
    expect(all.items[0]).toMatchObject({
      title: "Third",
      status: "archived",
      missing_langs: ["uz", "fa"],
      image: null,
      category: { id: productCategory, name: "Carpets" },
      price: { amount: 1_250_000, currency: "UZS" },
      flash_sale: null,
    });
    expect(all.items[1]).toMatchObject({
      title: "Ikkinchi",
      image,
      missing_langs: ["en", "ru", "fa"],
    });

    const drafts = json<MyOfferingPage>(
      await call(owner, "GET", "/my/offering/?kind=product&status=draft"),
    );
    expect(drafts.items.map((item) => item.id)).toEqual([a.id]);
    expect(drafts.total).toBe(1);
    expect(drafts.counts).toEqual({ draft: 1, active: 1, archived: 1 });

    const second = json<MyOfferingPage>(
      await call(owner, "GET", "/my/offering/?kind=product&page=2&page_size=2"),
    );
    expect(second.items.map((item) => item.id)).toEqual([a.id]);
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2 });

    const found = json<MyOfferingPage>(
      await call(owner, "GET", "/my/offering/?kind=product&q=ТРЕТ"),
    );
    expect(found.items.map((item) => item.id)).toEqual([c.id]);

    const services = json<MyOfferingPage>(await call(owner, "GET", "/my/offering/?kind=service"));
    expect(services.items.map((item) => item.id)).toEqual([service.id]);
    expect(services.counts).toEqual({ draft: 1, active: 0, archived: 0 });
  });

  it("shows the sale running now or next on a card", async () => {
    const offering = await create(owner, {
      titles: { ru: "Со скидкой" },
      price: 100,
      currency: "USD",
    });
    const db = t.app.services.db;
    const now = Date.now();
    await createFlashSale(db, {
      offeringId: offering.id,
      salePrice: 50,
      startsAt: new Date(now - 3 * hour),
      endsAt: new Date(now - hour),
    });
    const next = await createFlashSale(db, {
      offeringId: offering.id,
      salePrice: 80,
      startsAt: new Date(now + hour),
      endsAt: new Date(now + 2 * hour),
    });
    const page = json<MyOfferingPage>(
      await call(owner, "GET", "/my/offering/?kind=product&q=скидкой"),
    );
    expect(page.items[0]?.flash_sale).toMatchObject({
      id: next,
      state: "upcoming",
      price: { amount: 80, currency: "USD" },
    });
  });

  it("answers a missing or unknown kind and status with their codes", async () => {
    expectCode(await call(owner, "GET", "/my/offering/"), 400, "invalid_kind");
    expectCode(await call(owner, "GET", "/my/offering/?kind=car"), 400, "invalid_kind");
    expectCode(
      await call(owner, "GET", "/my/offering/?kind=product&status=sold"),
      400,
      "status_invalid",
    );
    expectCode(
      await call(individual, "GET", "/my/offering/?kind=product"),
      403,
      "not_authorized_action",
    );
  });
});

describe("getMyOffering and updateMyOffering", () => {
  it("reads every language and changes only what is sent", async () => {
    const offering = await create(shop);
    const read = json<MyOffering>(await call(shop, "GET", `/my/offering/${offering.id}/?lang=uz`));
    expect(read).toMatchObject({
      id: offering.id,
      titles: { ru: "Ковёр шёлковый", uz: "Ipak gilam" },
      category: { name: "Gilamlar" },
    });
    const response = await call(shop, "PATCH", `/my/offering/${offering.id}/`, {
      price: 99.5,
      currency: "USD",
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = json<MyOffering>(response);
    expect(updated).toMatchObject({
      price: { amount: 99.5, currency: "USD" },
      titles: read.titles,
      descriptions: read.descriptions,
    });
    expect((await storedRow(offering.id)).price_usd).toBe("99.500000");
  });

  it("replaces the whole set of languages and what search finds, at once", async () => {
    const offering = await create(shop, { titles: { ru: "Медный кумган" } });
    await setStatus(shop, offering.id, "active");
    expect(await search("кумган")).toContain(offering.id);
    const response = await call(shop, "PATCH", `/my/offering/${offering.id}/`, {
      titles: { uz: "Mis qumg‘on", fa: "آفتابه مسی" },
      descriptions: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<MyOffering>(response)).toMatchObject({
      titles: { uz: "Mis qumg‘on", fa: "آفتابه مسی" },
      descriptions: {},
    });
    expect(await search("кумган")).not.toContain(offering.id);
    expect(await search("qumgon")).toContain(offering.id);
    expect(await search("آفتابه")).toContain(offering.id);
  });

  it("keeps the images in the order sent: the caller's uploads and those already on it", async () => {
    const [a, b, c] = [await upload(shop), await upload(shop), await upload(shop)];
    const offering = await create(shop, { images: [a, b] });
    // Seeded images have no uploader; one already on the offering stays usable on it.
    const seeded = await addOfferingImage(t.app.services.db, offering.id, 5);
    const response = await call(shop, "PATCH", `/my/offering/${offering.id}/`, {
      images: [seeded, c, a],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<MyOffering>(response).images).toEqual([seeded, c, a]);
    const other = await create(shop);
    expectCode(
      await call(shop, "PATCH", `/my/offering/${other.id}/`, { images: [seeded] }),
      400,
      "image_not_found",
    );
    const removed = await call(shop, "PATCH", `/my/offering/${offering.id}/`, { images: [] });
    expect(json<MyOffering>(removed).images).toEqual([]);
  });

  it("refuses bad changes with their codes and changes nothing", async () => {
    const offering = await create(shop);
    const before = await storedRow(offering.id);
    const url = `/my/offering/${offering.id}/`;
    const cases: Array<[Record<string, unknown>, ErrorCode]> = [
      [{}, "validation_error"],
      [{ titles: { ru: "ы".repeat(10_000) } }, "title_too_long"],
      [{ titles: {} }, "title_required"],
      [{ price: -5 }, "invalid_price"],
      [{ currency: "EUR" }, "currency_not_found"],
      [{ category_id: serviceCategory }, "invalid_category"],
      [{ category_id: "not-a-uuid" }, "invalid_category"],
      [{ images: [await upload(rival)] }, "image_not_found"],
      [{ titles: { en: "New" }, images: [unknownId] }, "image_not_found"],
    ];
    for (const [body, code] of cases) expectCode(await call(shop, "PATCH", url, body), 400, code);
    expect(await storedRow(offering.id)).toEqual(before);
  });

  it("moves to another category of the same kind", async () => {
    const offering = await create(shop);
    const response = await call(shop, "PATCH", `/my/offering/${offering.id}/`, {
      category_id: otherProductCategory,
    });
    expect(json<MyOffering>(response).category.id).toBe(otherProductCategory);
  });
});

describe("deleteMyOffering", () => {
  it("deletes for good, with its sales", async () => {
    const offering = await create(shop, { price: 100, currency: "USD" });
    const sale = await createFlashSale(t.app.services.db, {
      offeringId: offering.id,
      salePrice: 90,
      startsAt: new Date(Date.now() + hour),
      endsAt: new Date(Date.now() + 2 * hour),
    });
    const response = await call(shop, "DELETE", `/my/offering/${offering.id}/`);
    expect(response.statusCode).toBe(204);
    expectCode(await call(shop, "GET", `/my/offering/${offering.id}/`), 404, "offering_not_found");
    expectCode(await call(shop, "DELETE", `/my/flash-sale/${sale}/`), 404, "flash_sale_not_found");
  });
});

describe("another business's ids", () => {
  it("answer 404 as unknown ones do, and nothing of theirs changes", async () => {
    const theirs = await create(rival, { price: 100, currency: "USD" });
    const sale = await createFlashSale(t.app.services.db, {
      offeringId: theirs.id,
      salePrice: 90,
      startsAt: new Date(Date.now() + hour),
      endsAt: new Date(Date.now() + 2 * hour),
    });
    const before = await storedRow(theirs.id);
    const future = new Date(Date.now() + 5 * hour).toISOString();
    const later = new Date(Date.now() + 6 * hour).toISOString();
    for (const id of [theirs.id, unknownId]) {
      const base = `/my/offering/${id}/`;
      expectCode(await call(shop, "GET", base), 404, "offering_not_found");
      expectCode(
        await call(shop, "PATCH", base, { titles: { ru: "Моё" } }),
        404,
        "offering_not_found",
      );
      expectCode(await call(shop, "DELETE", base), 404, "offering_not_found");
      expectCode(
        await call(shop, "POST", `${base}status/`, { status: "active" }),
        404,
        "offering_not_found",
      );
      expectCode(
        await call(shop, "POST", `${base}flash-sale/`, {
          price: 1,
          starts_at: future,
          ends_at: later,
        }),
        404,
        "offering_not_found",
      );
    }
    for (const id of [sale, unknownId]) {
      expectCode(await call(shop, "DELETE", `/my/flash-sale/${id}/`), 404, "flash_sale_not_found");
    }
    expect(await storedRow(theirs.id)).toEqual(before);
    const still = json<MyOffering>(await call(rival, "GET", `/my/offering/${theirs.id}/`));
    expect(still.flash_sales.map((s) => s.id)).toEqual([sale]);
  });

  it("answer a malformed id with invalid_id", async () => {
    expectCode(await call(shop, "GET", "/my/offering/not-an-id/"), 400, "invalid_id");
    expectCode(await call(shop, "DELETE", "/my/flash-sale/not-an-id/"), 400, "invalid_id");
  });
});

describe("createMyFlashSale and deleteMyFlashSale", () => {
  const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

  it("puts a published offering on sale in search at once, and ends it", async () => {
    const offering = await create(shop, {
      titles: { ru: "Сюзане вышитое", uz: "Kashtali so‘zana" },
      price: 200,
      currency: "USD",
    });
    await setStatus(shop, offering.id, "active");
    const response = await call(shop, "POST", `/my/offering/${offering.id}/flash-sale/`, {
      price: 150,
      starts_at: at(-1),
      ends_at: at(2),
      quantity_limit: 5,
    });
    expect(response.statusCode, response.body).toBe(201);
    const withSale = json<MyOffering>(response);
    const sale = withSale.flash_sales[0];
    expect(sale).toMatchObject({
      price: { amount: 150, currency: "USD" },
      quantity_limit: 5,
      sold: 0,
      state: "running",
    });
    expect(await search("сюзане", "/flash-sale/")).toContain(offering.id);
    const removed = await call(shop, "DELETE", `/my/flash-sale/${sale?.id}/`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json<MyOffering>(removed).flash_sales).toEqual([]);
    expect(await search("сюзане", "/flash-sale/")).not.toContain(offering.id);
  });

  it("refuses each broken rule with its code and saves nothing", async () => {
    const offering = await create(shop, { price: 100, currency: "USD" });
    const url = `/my/offering/${offering.id}/flash-sale/`;
    const ok = await call(shop, "POST", url, { price: 90, starts_at: at(10), ends_at: at(20) });
    expect(ok.statusCode, ok.body).toBe(201);
    const cases: Array<[Record<string, unknown>, ErrorCode]> = [
      [{ price: 100, starts_at: at(1), ends_at: at(2) }, "sale_price_not_below_price"],
      [{ price: 120, starts_at: at(1), ends_at: at(2) }, "sale_price_not_below_price"],
      [{ price: 99.999, starts_at: at(1), ends_at: at(2) }, "sale_price_not_below_price"],
      [{ price: -1, starts_at: at(1), ends_at: at(2) }, "sale_price_not_below_price"],
      [{ price: 50, starts_at: at(2), ends_at: at(1) }, "sale_dates_invalid"],
      [{ price: 50, starts_at: at(2), ends_at: at(2) }, "sale_dates_invalid"],
      [{ price: 50, starts_at: "tomorrow", ends_at: at(2) }, "sale_dates_invalid"],
      [{ price: 50, starts_at: at(-3), ends_at: at(-1) }, "sale_ends_in_past"],
      [{ price: 50, starts_at: at(1), ends_at: at(2), quantity_limit: 0 }, "sale_quantity_invalid"],
      [
        { price: 50, starts_at: at(1), ends_at: at(2), quantity_limit: 1.5 },
        "sale_quantity_invalid",
      ],
      [{ price: 50, starts_at: at(15), ends_at: at(25) }, "sale_overlaps"],
      [{ price: 50, starts_at: at(5), ends_at: at(30) }, "sale_overlaps"],
    ];
    for (const [body, code] of cases) expectCode(await call(shop, "POST", url, body), 400, code);
    const read = json<MyOffering>(await call(shop, "GET", `/my/offering/${offering.id}/`));
    expect(read.flash_sales).toHaveLength(1);
    // Back to back is no overlap.
    const next = await call(shop, "POST", url, { price: 80, starts_at: at(20), ends_at: at(30) });
    expect(next.statusCode, next.body).toBe(201);
    expect(json<MyOffering>(next).flash_sales.map((s) => s.price.amount)).toEqual([80, 90]);
  });

  it("keeps the regular price above every sale still to come", async () => {
    const offering = await create(shop, { price: 100, currency: "USD" });
    await call(shop, "POST", `/my/offering/${offering.id}/flash-sale/`, {
      price: 70,
      starts_at: at(1),
      ends_at: at(2),
    });
    expectCode(
      await call(shop, "PATCH", `/my/offering/${offering.id}/`, { price: 70 }),
      400,
      "sale_price_not_below_price",
    );
    const lowered = await call(shop, "PATCH", `/my/offering/${offering.id}/`, { price: 70.01 });
    expect(lowered.statusCode, lowered.body).toBe(200);
  });
});

describe("an offering written straight into the table", () => {
  it("is the owner's to manage too", async () => {
    const id = await createOffering(t.app.services.db, {
      businessId: shop.businessId,
      categoryId: productCategory,
      status: "active",
    });
    const read = json<MyOffering>(await call(shop, "GET", `/my/offering/${id}/?lang=en`));
    expect(read).toMatchObject({ status: "active", titles: { en: "Handmade carpet" } });
  });
});

describe("odd values anywhere", () => {
  it("are refused with a code of the contract, never a 5xx, and change nothing", async () => {
    const offering = await create(shop, { price: 100, currency: "USD" });
    const before = await storedRow(offering.id);
    const count = await offeringCount();
    // Wrong for every field these bodies have (null, {} and [] are right for some).
    const odd: unknown[] = ["", " ", "😀", -1, 1e21, true, ["x"], { ru: 5 }];
    const bodies: Array<[string, string, string[]]> = [
      ["POST", "/my/offering/", Object.keys(draftBody({ images: [] }))],
      ["PATCH", `/my/offering/${offering.id}/`, Object.keys(draftBody({ images: [] }))],
      ["POST", `/my/offering/${offering.id}/status/`, ["status"]],
      [
        "POST",
        `/my/offering/${offering.id}/flash-sale/`,
        ["price", "starts_at", "ends_at", "quantity_limit"],
      ],
    ];
    const base: Record<string, Record<string, unknown>> = {
      "/my/offering/": { ...draftBody() },
      status: { status: "archived" },
      "flash-sale": {
        price: 1,
        starts_at: new Date(Date.now() + 40 * hour).toISOString(),
        ends_at: new Date(Date.now() + 41 * hour).toISOString(),
      },
    };
    for (const [method, url, fields] of bodies) {
      const start = url.includes("status")
        ? base.status
        : url.includes("flash-sale")
          ? base["flash-sale"]
          : base["/my/offering/"];
      for (const field of fields) {
        for (const value of odd) {
          const response = await call(shop, method as "POST", url, { ...start, [field]: value });
          expect(response.statusCode, `${method} ${url} ${field}=${JSON.stringify(value)}`).toBe(
            400,
          );
        }
      }
    }
    for (const query of [
      "kind=😀",
      "kind=product&page=0",
      "kind=product&page_size=49",
      `kind=product&q=${"a".repeat(201)}`,
    ]) {
      expect((await call(shop, "GET", `/my/offering/?${query}`)).statusCode).toBe(400);
    }
    expect(await offeringCount()).toBe(count);
    expect(await storedRow(offering.id)).toEqual(before);
  });
});
