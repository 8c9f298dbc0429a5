import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../../server/contract";
import { cacheKey } from "../../server/shared/cache-key";
import { ids, seedCatalog } from "./catalog-fixtures";
import { bearer, json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

describe("cacheKey", () => {
  it("never gives two different values one key", () => {
    const values: unknown[] = [
      null,
      0,
      1,
      "1",
      "null",
      true,
      "T",
      [],
      {},
      [null],
      ["a,b"],
      ["a", "b"],
      [["a"], "b"],
      ["a", ["b"]],
      { a: null },
      { a: 1 },
      { a: "1" },
      { "a:1": null },
      { ratingMin: null },
      { ratingMin: 5 },
      { ratingMin: 5 - Number.EPSILON * 4 },
      0.1,
      0.30000000000000004,
    ];
    const keys = values.map((value) => cacheKey(value));
    expect(new Set(keys).size).toBe(values.length);
    expect(cacheKey("a", "b")).not.toBe(cacheKey("a,b"));
    expect(cacheKey("offerings", "index")).not.toBe(cacheKey("offerings", ["index"]));
  });

  it("gives equal requests one key: key order, -0 and undefined do not matter", () => {
    expect(cacheKey({ a: 1, b: [2, "x"] })).toBe(cacheKey({ b: [2, "x"], a: 1 }));
    expect(cacheKey({ price: -0 })).toBe(cacheKey({ price: 0 }));
    expect(cacheKey({ a: 1, b: undefined })).toBe(cacheKey({ a: 1 }));
    // Absent is not null: a filter given as null is a value of its own.
    expect(cacheKey({ a: null })).not.toBe(cacheKey({}));
  });

  it.each([Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN])(
    "refuses %s rather than key it as something else",
    (value) => {
      expect(() => cacheKey({ ratingMin: value })).toThrow(/not finite/);
      expect(() => cacheKey([value])).toThrow(/not finite/);
    },
  );

  it("refuses what no normalised request holds", () => {
    expect(() => cacheKey([undefined])).toThrow();
    expect(() => cacheKey(new Date(0))).toThrow(/plain data/);
    expect(() => cacheKey(new Map())).toThrow(/plain data/);
    expect(() => cacheKey(10n)).toThrow();
  });
});

// The shared catalogue cache is keyed by the validated request (cache-key.ts): one request
// with a hostile value must not leave a wrong answer for everyone else.
describe("the catalogue cache under hostile filters", () => {
  let t: TestApp;
  let user: Tokens;
  let liked: string | null = null;

  beforeAll(async () => {
    t = await startApp();
    await seedCatalog(t.app.services.db);
    user = await tokensFor(t.app, "user@demo.uz");
  });
  afterAll(async () => t?.close());

  /** A write to the catalogue (a like, or its withdrawal): every cached answer is dropped. */
  async function writeToCatalogue() {
    const response = liked
      ? await t.app.inject({
          method: "DELETE",
          url: `/api/v1/feedback/${liked}/`,
          headers: bearer(user),
        })
      : await t.app.inject({
          method: "POST",
          url: "/api/v1/feedback/",
          headers: bearer(user),
          payload: { business_id: ids.carpets, kind: "like" },
        });
    expect(response.statusCode, response.body).toBeLessThan(300);
    liked = liked ? null : json<{ id: string }>(response).id;
  }

  const itemIds = (response: LightMyRequestResponse) =>
    json<{ items: Array<{ id: string }> }>(response).items.map((item) => item.id);

  it("keeps the default business list after rating_min=Infinity", async () => {
    await writeToCatalogue();
    const expected = itemIds(await t.app.inject({ method: "GET", url: "/api/v1/business/" }));
    expect(expected.length).toBeGreaterThan(0);
    await writeToCatalogue();
    const hostile = await t.app.inject({
      method: "GET",
      url: "/api/v1/business/?rating_min=Infinity",
    });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json()).toEqual({ detail: "invalid_rating" });
    for (const lang of ["en", "ru", "uz", "fa"]) {
      const list = await t.app.inject({ method: "GET", url: `/api/v1/business/?lang=${lang}` });
      expect(itemIds(list), lang).toEqual(expected);
    }
  });

  // Every list and every numeric filter of it, read from the contract.
  const lists = [...loadContract().operations.values()].filter(
    (op) =>
      op.method === "GET" &&
      ["searchOfferings", "searchFlashSales", "searchBusinesses"].includes(op.operationId),
  );
  for (const operation of lists) {
    const numeric = operation.parameters.filter(
      (p) => p.in === "query" && ["number", "integer"].includes(String(p.schema?.type)),
    );
    for (const parameter of numeric) {
      it.each(["Infinity", "-Infinity", "1e309", "NaN"])(
        `keeps ${operation.operationId}'s default answer after ${parameter.name}=%s`,
        async (value) => {
          const url = `/api${operation.path}`;
          await writeToCatalogue();
          const expected = itemIds(await t.app.inject({ method: "GET", url }));
          await writeToCatalogue();
          const hostile = await t.app.inject({
            method: "GET",
            url: `${url}?${parameter.name}=${value}`,
          });
          expect(hostile.statusCode, hostile.body).toBe(400);
          expect(itemIds(await t.app.inject({ method: "GET", url }))).toEqual(expected);
        },
      );
    }
  }
});
