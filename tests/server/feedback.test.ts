import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Feedback, FeedbackPage, RatingSummary } from "../../sdk/types.gen";
import {
  type BusinessFixture,
  createBusiness,
  createCategory,
  createOffering,
  createPerson,
  type Person,
} from "./feedback-fixtures";
import { bearer, json, startApp, type TestApp, tokensFor } from "./helper";

let t: TestApp;
let aziza: Person;
let bobur: Person;
let dilnoza: Person;
let shopOwner: Person;
let pendingOwner: Person;
let shop: BusinessFixture;
let pendingShop: BusinessFixture;
let categoryId: string;
let draftId: string;
let pendingOfferingId: string;

const unknownId = "0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f";
const markup = `<img src=x onerror=alert(1)> <script>alert("x")</script> &amp; &lt;b&gt; 'single' "double"\nline two\ttab – ✓ ناز`;

beforeAll(async () => {
  t = await startApp();
  const db = t.app.services.db;
  aziza = await createPerson(t.app, "Aziza", "Karimova");
  bobur = await createPerson(t.app, "Bobur", "Aliyev");
  dilnoza = await createPerson(t.app, "Dilnoza", "Yusupova");
  shopOwner = await createPerson(t.app, "Sardor", "Owner");
  pendingOwner = await createPerson(t.app, "Kamola", "Owner");
  shop = await createBusiness(db, { status: "accepted", ownerId: shopOwner.id });
  pendingShop = await createBusiness(db, { status: "pending", ownerId: pendingOwner.id });
  categoryId = await createCategory(db);
  draftId = await createOffering(db, { businessId: shop.id, categoryId, status: "draft" });
  pendingOfferingId = await createOffering(db, { businessId: pendingShop.id, categoryId });
});
afterAll(async () => t.close());

/** An active offering of the accepted shop nobody has rated yet. */
function freshOffering(): Promise<string> {
  return createOffering(t.app.services.db, { businessId: shop.id, categoryId });
}

/** An accepted business nobody has rated yet. */
async function freshBusiness(): Promise<string> {
  return (await createBusiness(t.app.services.db, { status: "accepted" })).id;
}

function headers(who: Person | null) {
  return who ? { authorization: `Bearer ${who.tokens.access}` } : {};
}

function create(who: Person | null, body: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/feedback/",
    headers: headers(who),
    payload: body,
  });
}

async function created(who: Person, body: Record<string, unknown>): Promise<Feedback> {
  const response = await create(who, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<Feedback>(response);
}

function update(who: Person | null, id: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: "PATCH",
    url: `/api/v1/feedback/${id}/`,
    headers: headers(who),
    payload: body,
  });
}

function remove(who: Person | null, id: string) {
  return t.app.inject({ method: "DELETE", url: `/api/v1/feedback/${id}/`, headers: headers(who) });
}

function list(query: string, who: Person | null = null) {
  return t.app.inject({ method: "GET", url: `/api/v1/feedback/${query}`, headers: headers(who) });
}

async function page(query: string, who: Person | null = null): Promise<FeedbackPage> {
  const response = await list(query, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<FeedbackPage>(response);
}

/** The summary as listFeedback answers it, checked against the columns search sorts by. */
async function summaryOf(kind: "offering" | "business", id: string): Promise<RatingSummary> {
  const { summary } = await page(`?${kind}_id=${id}`);
  const row = await t.app.services.db
    .selectFrom(kind === "offering" ? "offerings" : "businesses")
    .select(["rating_average", "rating_count", "like_count"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  expect({
    average: Number(row.rating_average),
    count: row.rating_count,
    likes: row.like_count,
  }).toEqual(summary);
  return summary;
}

async function feedbackCount(): Promise<number> {
  const row = await t.app.services.db
    .selectFrom("feedback")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function expectError(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ detail: code });
}

describe("createFeedback", () => {
  it("rates an offering and answers the feedback with its author shortened", async () => {
    const offeringId = await freshOffering();
    const feedback = await created(aziza, {
      offering_id: offeringId,
      kind: "rating",
      rating: 4,
      comment: "  Good carpet, fast delivery.  ",
    });
    expect(feedback).toEqual({
      id: expect.any(String),
      kind: "rating",
      rating: 4,
      comment: "Good carpet, fast delivery.",
      author: "Aziza K.",
      is_mine: true,
      offering_id: offeringId,
      business_id: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await summaryOf("offering", offeringId)).toEqual({ average: 4, count: 1, likes: 0 });
  });

  it("takes a business_id-only body, and a like without rating or comment", async () => {
    const businessId = await freshBusiness();
    const like = await created(bobur, { business_id: businessId, kind: "like" });
    expect(like).toMatchObject({ kind: "like", rating: null, comment: null });
    expect(like.business_id).toBe(businessId);
    expect(like.offering_id).toBeNull();
    expect(await summaryOf("business", businessId)).toEqual({ average: 0, count: 0, likes: 1 });
  });

  it("stores a blank comment as none, and a like's blank comment is no comment", async () => {
    const offeringId = await freshOffering();
    const rating = await created(aziza, {
      offering_id: offeringId,
      kind: "rating",
      rating: 5,
      comment: " \n\t ",
    });
    expect(rating.comment).toBeNull();
    const like = await created(bobur, { offering_id: offeringId, kind: "like", comment: "" });
    expect(like.comment).toBeNull();
  });

  it("keeps markup in a comment as typed, byte for byte, and never turns it into markup", async () => {
    const offeringId = await freshOffering();
    const feedback = await created(aziza, {
      offering_id: offeringId,
      kind: "rating",
      rating: 3,
      comment: markup,
    });
    expect(feedback.comment).toBe(markup);
    const listed = await list(`?offering_id=${offeringId}`);
    expect(listed.headers["content-type"]).toMatch(/^application\/json/);
    expect(json<FeedbackPage>(listed).items[0]?.comment).toBe(markup);
    const stored = await t.app.services.db
      .selectFrom("feedback")
      .select("comment")
      .where("id", "=", feedback.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.comment ?? "", "utf8").equals(Buffer.from(markup, "utf8"))).toBe(
      true,
    );
  });

  it("answers 401 not_authenticated signed out", async () => {
    const offeringId = await freshOffering();
    expectError(
      await create(null, { offering_id: offeringId, kind: "rating", rating: 5 }),
      401,
      "not_authenticated",
    );
  });

  describe("refuses bad input with a code, and changes nothing", () => {
    let offeringId: string;
    let businessId: string;
    let before: number;

    beforeAll(async () => {
      offeringId = await freshOffering();
      businessId = await freshBusiness();
      before = await feedbackCount();
    });

    it.each<[string, () => Record<string, unknown>, number, string]>([
      ["no target", () => ({ kind: "rating", rating: 5 }), 400, "offering_id_required"],
      [
        "both targets",
        () => ({ offering_id: offeringId, business_id: businessId, kind: "rating", rating: 5 }),
        400,
        "offering_id_required",
      ],
      [
        "a malformed offering_id",
        () => ({ offering_id: "abc", kind: "rating", rating: 5 }),
        400,
        "offering_id_required",
      ],
      [
        "a malformed business_id",
        () => ({ business_id: "abc", kind: "like" }),
        400,
        "invalid_business_uuid",
      ],
      [
        "a rating without rating",
        () => ({ offering_id: offeringId, kind: "rating" }),
        400,
        "invalid_rating",
      ],
      [
        "a rating of 6",
        () => ({ offering_id: offeringId, kind: "rating", rating: 6 }),
        400,
        "invalid_rating",
      ],
      [
        "a rating of 0",
        () => ({ offering_id: offeringId, kind: "rating", rating: 0 }),
        400,
        "invalid_rating",
      ],
      [
        "a rating of 4.5",
        () => ({ offering_id: offeringId, kind: "rating", rating: 4.5 }),
        400,
        "invalid_rating",
      ],
      [
        "a like with a rating",
        () => ({ offering_id: offeringId, kind: "like", rating: 5 }),
        400,
        "invalid_like_type",
      ],
      [
        "a like with a comment",
        () => ({ business_id: businessId, kind: "like", comment: "nice" }),
        400,
        "invalid_like_type",
      ],
      [
        "an unknown kind",
        () => ({ offering_id: offeringId, kind: "love" }),
        400,
        "invalid_like_type",
      ],
      [
        "a comment over 2,000 characters",
        () => ({ offering_id: offeringId, kind: "rating", rating: 5, comment: "x".repeat(2001) }),
        400,
        "comment_too_long",
      ],
      [
        "a NUL in the comment",
        () => ({ offering_id: offeringId, kind: "rating", rating: 5, comment: "a\u0000b" }),
        400,
        "invalid_characters",
      ],
      [
        "an unknown property",
        () => ({ offering_id: offeringId, kind: "rating", rating: 5, user_id: bobur.id }),
        400,
        "validation_error",
      ],
      [
        "an unknown offering",
        () => ({ offering_id: unknownId, kind: "rating", rating: 5 }),
        404,
        "offering_not_found",
      ],
      [
        "an unknown business",
        () => ({ business_id: unknownId, kind: "like" }),
        404,
        "business_not_found",
      ],
      [
        "a draft offering",
        () => ({ offering_id: draftId, kind: "rating", rating: 5 }),
        404,
        "offering_not_found",
      ],
      [
        "a pending business",
        () => ({ business_id: pendingShop.id, kind: "rating", rating: 5 }),
        400,
        "business_status_not_accepted",
      ],
      [
        "an offering of a pending business",
        () => ({ offering_id: pendingOfferingId, kind: "like" }),
        400,
        "business_status_not_accepted",
      ],
    ])("%s", async (_name, body, status, code) => {
      expectError(await create(aziza, body()), status, code);
      expect(await feedbackCount()).toBe(before);
      expect(await summaryOf("offering", offeringId)).toEqual({ average: 0, count: 0, likes: 0 });
    });

    it("an empty body", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v1/feedback/",
        headers: { ...headers(aziza), "content-type": "application/json" },
        payload: "{}",
      });
      expect(response.statusCode).toBe(400);
      expect(await feedbackCount()).toBe(before);
    });
  });

  it("refuses a second feedback on the same offering or business", async () => {
    const offeringId = await freshOffering();
    const businessId = await freshBusiness();
    await created(aziza, { offering_id: offeringId, kind: "rating", rating: 2 });
    await created(aziza, { business_id: businessId, kind: "like" });
    expectError(
      await create(aziza, { offering_id: offeringId, kind: "like" }),
      400,
      "feedback_exists_offering",
    );
    expectError(
      await create(aziza, { business_id: businessId, kind: "rating", rating: 5 }),
      400,
      "feedback_exists_business",
    );
    expect(await summaryOf("offering", offeringId)).toEqual({ average: 2, count: 1, likes: 0 });
    expect(await summaryOf("business", businessId)).toEqual({ average: 0, count: 0, likes: 1 });
  });

  it("lets exactly one of two identical concurrent requests through", async () => {
    const offeringId = await freshOffering();
    const body = { offering_id: offeringId, kind: "rating", rating: 5, comment: "twice?" };
    const responses = await Promise.all([create(bobur, body), create(bobur, body)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const refused = responses.find((r) => r.statusCode === 400);
    expect(refused?.json()).toEqual({ detail: "feedback_exists_offering" });
    expect(await summaryOf("offering", offeringId)).toEqual({ average: 5, count: 1, likes: 0 });
  });

  it("keeps the summary right when different people rate at the same time", async () => {
    const offeringId = await freshOffering();
    const responses = await Promise.all([
      create(aziza, { offering_id: offeringId, kind: "rating", rating: 5 }),
      create(bobur, { offering_id: offeringId, kind: "rating", rating: 4 }),
      create(dilnoza, { offering_id: offeringId, kind: "like" }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await summaryOf("offering", offeringId)).toEqual({ average: 4.5, count: 2, likes: 1 });
  });

  it("keeps the summary right when changes, withdrawals and new ratings cross", async () => {
    const offeringId = await freshOffering();
    const azizas = await created(aziza, { offering_id: offeringId, kind: "rating", rating: 1 });
    const boburs = await created(bobur, { offering_id: offeringId, kind: "rating", rating: 2 });
    const responses = await Promise.all([
      update(aziza, azizas.id, { rating: 5 }),
      remove(bobur, boburs.id),
      create(dilnoza, { offering_id: offeringId, kind: "rating", rating: 4 }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 204, 201]);
    expect(await summaryOf("offering", offeringId)).toEqual({ average: 4.5, count: 2, likes: 0 });
  });

  it("refuses a business rating itself or its own offerings with its own code, changing nothing", async () => {
    const offeringId = await freshOffering();
    const before = await feedbackCount();
    expectError(
      await create(shopOwner, { business_id: shop.id, kind: "rating", rating: 5 }),
      403,
      "feedback_own_business",
    );
    expectError(
      await create(shopOwner, { offering_id: offeringId, kind: "like" }),
      403,
      "feedback_own_business",
    );
    expect(await feedbackCount()).toBe(before);
  });
});

describe("feedback_refusal on the item's page", () => {
  let offeringId: string;
  let admin: Person;

  beforeAll(async () => {
    offeringId = await freshOffering();
    const row = await t.app.services.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "admin@demo.uz")
      .executeTakeFirstOrThrow();
    admin = {
      id: row.id,
      email: "admin@demo.uz",
      tokens: await tokensFor(t.app, "admin@demo.uz"),
    };
  });

  async function refusalOn(kind: "offering" | "business", id: string, who: Person | null) {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/${kind}/${id}/`,
      headers: headers(who),
    });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ feedback_refusal: string | null }>(response).feedback_refusal;
  }

  // Each case: what the page says beforehand, then what createFeedback answers: the same rule.
  it.each<[string, "offering" | "business", () => string, () => Person | null, string | null]>([
    ["a visitor, on an offering", "offering", () => offeringId, () => null, null],
    ["a visitor, on a business", "business", () => shop.id, () => null, null],
    [
      "the owner, on their offering",
      "offering",
      () => offeringId,
      () => shopOwner,
      "feedback_own_business",
    ],
    [
      "the owner, on their business",
      "business",
      () => shop.id,
      () => shopOwner,
      "feedback_own_business",
    ],
    [
      "the owner of a pending business",
      "business",
      () => pendingShop.id,
      () => pendingOwner,
      "business_status_not_accepted",
    ],
    [
      "an administrator, on a pending business",
      "business",
      () => pendingShop.id,
      () => admin,
      "business_status_not_accepted",
    ],
    ["someone else, on an offering", "offering", () => offeringId, () => dilnoza, null],
    ["someone else, on a business", "business", () => shop.id, () => dilnoza, null],
  ])("%s: the page's code is createFeedback's", async (_, kind, id, who, code) => {
    expect(await refusalOn(kind, id(), who())).toBe(code);
    const person = who();
    if (person === null) return;
    const response = await create(person, { [`${kind}_id`]: id(), kind: "like" });
    if (code === null) {
      expect(response.statusCode, response.body).toBe(201);
      await remove(person, json<Feedback>(response).id);
    } else {
      expect(response.json()).toEqual({ detail: code });
    }
  });
});

describe("rating summaries", () => {
  it("follow every create, update and delete, to two decimals", async () => {
    const offeringId = await freshOffering();
    const a = await created(aziza, { offering_id: offeringId, kind: "rating", rating: 5 });
    const b = await created(bobur, { offering_id: offeringId, kind: "rating", rating: 4 });
    const c = await created(dilnoza, { offering_id: offeringId, kind: "rating", rating: 4 });
    expect(await summaryOf("offering", offeringId)).toEqual({ average: 4.33, count: 3, likes: 0 });
    expect((await update(bobur, b.id, { rating: 1 })).statusCode).toBe(200);
    expect(await summaryOf("offering", offeringId)).toEqual({ average: 3.33, count: 3, likes: 0 });
    expect((await remove(dilnoza, c.id)).statusCode).toBe(204);
    expect(await summaryOf("offering", offeringId)).toEqual({ average: 3, count: 2, likes: 0 });
    await created(dilnoza, { offering_id: offeringId, kind: "like" });
    expect(await summaryOf("offering", offeringId)).toEqual({ average: 3, count: 2, likes: 1 });
    await remove(aziza, a.id);
    await remove(bobur, b.id);
    expect(await summaryOf("offering", offeringId)).toEqual({ average: 0, count: 0, likes: 1 });
  });

  it("are kept per target: an offering's feedback does not move its business", async () => {
    const businessId = await freshBusiness();
    const offeringId = await createOffering(t.app.services.db, { businessId, categoryId });
    await created(aziza, { offering_id: offeringId, kind: "rating", rating: 1 });
    await created(aziza, { business_id: businessId, kind: "rating", rating: 5 });
    await created(bobur, { business_id: businessId, kind: "rating", rating: 2 });
    expect(await summaryOf("offering", offeringId)).toEqual({ average: 1, count: 1, likes: 0 });
    expect(await summaryOf("business", businessId)).toEqual({ average: 3.5, count: 2, likes: 0 });
  });
});

describe("updateFeedback", () => {
  it("changes one's own rating and comment; null or blank clears the comment", async () => {
    const offeringId = await freshOffering();
    const mine = await created(aziza, {
      offering_id: offeringId,
      kind: "rating",
      rating: 2,
      comment: "slow",
    });
    const response = await update(aziza, mine.id, { rating: 5, comment: ` ${markup} ` });
    expect(response.statusCode).toBe(200);
    const changed = json<Feedback>(response);
    expect(changed).toMatchObject({ id: mine.id, rating: 5, comment: markup, is_mine: true });
    expect(Date.parse(changed.updated_at)).toBeGreaterThanOrEqual(Date.parse(mine.updated_at));
    expect(changed.created_at).toBe(mine.created_at);
    const onlyComment = json<Feedback>(await update(aziza, mine.id, { comment: "fine" }));
    expect(onlyComment).toMatchObject({ rating: 5, comment: "fine" });
    expect(json<Feedback>(await update(aziza, mine.id, { comment: null })).comment).toBeNull();
    await update(aziza, mine.id, { comment: "again" });
    expect(json<Feedback>(await update(aziza, mine.id, { comment: "   " })).comment).toBeNull();
  });

  it("never gives a like a rating or a comment", async () => {
    const offeringId = await freshOffering();
    const like = await created(aziza, { offering_id: offeringId, kind: "like" });
    expectError(await update(aziza, like.id, { rating: 5 }), 400, "invalid_like_type");
    expectError(await update(aziza, like.id, { comment: "<b>hi</b>" }), 400, "invalid_like_type");
    // Clearing a comment a like does not have changes nothing and is fine.
    expect((await update(aziza, like.id, { comment: null })).statusCode).toBe(200);
    expect(await summaryOf("offering", offeringId)).toEqual({ average: 0, count: 0, likes: 1 });
  });

  it("refuses to change someone else's feedback, which stays as it was", async () => {
    const offeringId = await freshOffering();
    const azizas = await created(aziza, {
      offering_id: offeringId,
      kind: "rating",
      rating: 5,
      comment: "great",
    });
    expectError(
      await update(bobur, azizas.id, { rating: 1, comment: "hacked" }),
      403,
      "not_authorized_action",
    );
    const { items } = await page(`?offering_id=${offeringId}`);
    expect(items).toEqual([{ ...azizas, is_mine: false }]);
    expect(await summaryOf("offering", offeringId)).toEqual({ average: 5, count: 1, likes: 0 });
  });

  it.each<[string, () => string, Record<string, unknown>, number, string]>([
    ["an unknown id", () => unknownId, { rating: 3 }, 404, "feedback_not_found"],
    ["a malformed id", () => "nope", { rating: 3 }, 400, "invalid_id"],
    ["an empty change", () => unknownId, {}, 400, "validation_error"],
    ["a rating of 0", () => unknownId, { rating: 0 }, 400, "invalid_rating"],
    ["a long comment", () => unknownId, { comment: "y".repeat(2001) }, 400, "comment_too_long"],
    ["an unknown property", () => unknownId, { kind: "like" }, 400, "validation_error"],
  ])("refuses %s", async (_name, id, body, status, code) => {
    expectError(await update(aziza, id(), body), status, code);
  });

  it("answers 401 not_authenticated signed out", async () => {
    expectError(await update(null, unknownId, { rating: 3 }), 401, "not_authenticated");
  });
});

describe("deleteFeedback", () => {
  it("withdraws one's own feedback", async () => {
    const offeringId = await freshOffering();
    const mine = await created(bobur, { offering_id: offeringId, kind: "rating", rating: 3 });
    expect((await remove(bobur, mine.id)).statusCode).toBe(204);
    expect((await page(`?offering_id=${offeringId}`)).items).toEqual([]);
    expectError(await remove(bobur, mine.id), 404, "feedback_not_found");
    // Withdrawn, it can be given again.
    await created(bobur, { offering_id: offeringId, kind: "like" });
  });

  it("refuses to delete someone else's feedback, which stays", async () => {
    const offeringId = await freshOffering();
    const azizas = await created(aziza, { offering_id: offeringId, kind: "rating", rating: 4 });
    expectError(await remove(bobur, azizas.id), 403, "not_authorized_action");
    expect((await page(`?offering_id=${offeringId}`)).items.map((f) => f.id)).toEqual([azizas.id]);
    expect(await summaryOf("offering", offeringId)).toEqual({ average: 4, count: 1, likes: 0 });
  });

  it("lets one withdraw feedback on something that stopped being public", async () => {
    const businessId = await freshBusiness();
    const mine = await created(aziza, { business_id: businessId, kind: "like" });
    await t.app.services.db
      .updateTable("businesses")
      .set({ status: "blocked" })
      .where("id", "=", businessId)
      .execute();
    expect((await remove(aziza, mine.id)).statusCode).toBe(204);
  });

  it.each([
    ["an unknown id", unknownId, 404, "feedback_not_found"],
    ["a malformed id", "1234", 400, "invalid_id"],
  ])("refuses %s", async (_name, id, status, code) => {
    expectError(await remove(aziza, id), status, code);
  });

  it("answers 401 not_authenticated signed out", async () => {
    expectError(await remove(null, unknownId), 401, "not_authenticated");
  });
});

describe("listFeedback", () => {
  let offeringId: string;
  let businessId: string;
  let ids: string[];

  beforeAll(async () => {
    offeringId = await freshOffering();
    businessId = await freshBusiness();
    const first = await created(aziza, { offering_id: offeringId, kind: "rating", rating: 5 });
    const second = await created(bobur, { offering_id: offeringId, kind: "like" });
    const third = await created(dilnoza, {
      offering_id: offeringId,
      kind: "rating",
      rating: 2,
      comment: "Too small",
    });
    ids = [third.id, second.id, first.id];
    await created(aziza, { business_id: businessId, kind: "rating", rating: 3 });
  });

  it("answers newest first, with the target's summary, to visitors", async () => {
    const result = await page(`?offering_id=${offeringId}`);
    expect(result.items.map((f) => f.id)).toEqual(ids);
    expect(result.items.map((f) => f.author)).toEqual(["Dilnoza Y.", "Bobur A.", "Aziza K."]);
    expect(result.items.every((f) => f.is_mine === false)).toBe(true);
    expect(result).toMatchObject({
      total: 3,
      page: 1,
      page_size: 24,
      summary: { average: 3.5, count: 2, likes: 1 },
    });
  });

  it("leaves the signed-in caller's own out (it is on the item's page), counting what it lists", async () => {
    const result = await page(`?offering_id=${offeringId}`, bobur);
    expect(result.items.map((f) => f.id)).toEqual([ids[0], ids[2]]);
    expect(result.items.every((f) => f.is_mine === false)).toBe(true);
    // The summary still counts everyone's, the caller's like included.
    expect(result).toMatchObject({ total: 2, summary: { average: 3.5, count: 2, likes: 1 } });
    const second = await page(`?offering_id=${offeringId}&page_size=1&page=2`, bobur);
    expect(second.items.map((f) => f.id)).toEqual([ids[2]]);
    expect(second.total).toBe(2);
    const beyond = await page(`?offering_id=${offeringId}&page_size=1&page=3`, bobur);
    expect(beyond).toMatchObject({ items: [], total: 2 });
  });

  it("pages", async () => {
    const first = await page(`?offering_id=${offeringId}&page_size=2`);
    expect(first.items.map((f) => f.id)).toEqual(ids.slice(0, 2));
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    const second = await page(`?offering_id=${offeringId}&page_size=2&page=2`);
    expect(second.items.map((f) => f.id)).toEqual(ids.slice(2));
    const beyond = await page(`?offering_id=${offeringId}&page_size=2&page=5`);
    expect(beyond).toMatchObject({ items: [], total: 3, page: 5 });
  });

  it("lists a business's own feedback, not its offerings'", async () => {
    const result = await page(`?business_id=${businessId}`);
    expect(result.items).toHaveLength(1);
    expect(result.items[0]).toMatchObject({
      business_id: businessId,
      offering_id: null,
      rating: 3,
    });
    expect(result.summary).toEqual({ average: 3, count: 1, likes: 0 });
  });

  it("shows a pending business's feedback to its owner only", async () => {
    expectError(await list(`?business_id=${pendingShop.id}`), 404, "business_not_found");
    expectError(await list(`?business_id=${pendingShop.id}`, aziza), 404, "business_not_found");
    const own = await page(`?business_id=${pendingShop.id}`, pendingOwner);
    expect(own).toMatchObject({ items: [], total: 0 });
    const ownOffering = await page(`?offering_id=${pendingOfferingId}`, pendingOwner);
    expect(ownOffering.total).toBe(0);
  });

  it("shows a pending business's feedback to administrators", async () => {
    const admin = await tokensFor(t.app, "admin@demo.uz");
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/feedback/?business_id=${pendingShop.id}`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
  });

  it.each<[string, () => string, number, string]>([
    ["no target", () => "", 400, "offering_id_required"],
    [
      "both targets",
      () => `?offering_id=${offeringId}&business_id=${businessId}`,
      400,
      "offering_id_required",
    ],
    ["a malformed offering_id", () => "?offering_id=x", 400, "offering_id_required"],
    ["a malformed business_id", () => "?business_id=x", 400, "invalid_business_uuid"],
    ["an unknown offering", () => `?offering_id=${unknownId}`, 404, "offering_not_found"],
    ["an unknown business", () => `?business_id=${unknownId}`, 404, "business_not_found"],
    ["a draft offering", () => `?offering_id=${draftId}`, 404, "offering_not_found"],
    [
      "an offering of a pending business",
      () => `?offering_id=${pendingOfferingId}`,
      404,
      "offering_not_found",
    ],
    [
      "a page size over 48",
      () => `?offering_id=${offeringId}&page_size=49`,
      400,
      "page_size_too_large",
    ],
    ["page 0", () => `?offering_id=${offeringId}&page=0`, 400, "invalid_page"],
    ["a page that is not a number", () => `?offering_id=${offeringId}&page=x`, 400, "invalid_page"],
  ])("refuses %s", async (_name, query, status, code) => {
    expectError(await list(query()), status, code);
  });
});
