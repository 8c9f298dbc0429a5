import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, json, startApp, type TestApp, tokensFor } from "./helper";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t.close());

interface Named {
  id: string | number;
  code: string;
  name: string;
  rate?: number;
}

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("listCurrencies", () => {
  it("lists UZS, RUB, USD, IRR by id with rates per US dollar", async () => {
    const currencies = json<Named[]>(await get("/api/v1/currency/"));
    expect(currencies.map((c) => c.code)).toEqual(["UZS", "RUB", "USD", "IRR"]);
    expect(currencies.map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(currencies.find((c) => c.code === "USD")?.rate).toBe(1);
    expect(currencies.find((c) => c.code === "UZS")?.rate).toBeGreaterThan(10_000);
    expect(currencies[0]?.name).toBe("Узбекский сум");
  });

  it.each([
    ["uz", "O‘zbek so‘mi"],
    ["fa", "سوم ازبکستان"],
    ["en", "Uzbekistani som"],
  ])("names them in ?lang=%s", async (lang, name) => {
    const currencies = json<Named[]>(await get(`/api/v1/currency/?lang=${lang}`));
    expect(currencies[0]?.name).toBe(name);
  });

  it("refuses a wrong language", async () => {
    const response = await get("/api/v1/currency/?lang=xx");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "wrong_language" });
  });
});

describe("listOkeds", () => {
  it("lists activity codes ordered by code, named in ?lang", async () => {
    const okeds = json<Named[]>(await get("/api/v1/oked/?lang=en"));
    expect(okeds.length).toBeGreaterThanOrEqual(10);
    const codes = okeds.map((o) => o.code);
    expect(codes).toEqual([...codes].sort());
    expect(okeds.find((o) => o.code === "62.01")?.name).toBe("Computer programming activities");
  });
});

describe("getImage", () => {
  it("serves the default image as a locked-down SVG", async () => {
    const response = await get("/api/v1/image/00000000-0000-0000-0000-000000000000");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toContain("<svg");
  });

  it("answers 400 invalid_id for a non-uuid and 404 image_not_found for a missing one", async () => {
    const bad = await get("/api/v1/image/not-a-uuid");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: "invalid_id" });
    const missing = await get("/api/v1/image/6c0d3a5e-2f7b-4c61-9a55-1c0b8f1b2a11");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "image_not_found" });
  });
});

describe("getBusiness", () => {
  const demo = "/api/v1/business/00000000-0000-4000-8000-0000000000b1/";

  it("shows an accepted business to anyone, in ?lang", async () => {
    const response = await get(`${demo}?lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: "00000000-0000-4000-8000-0000000000b1",
      name: "Chorsu Fresh Market",
      status: "accepted",
      owner_id: "00000000-0000-4000-8000-000000000003",
      oked: { code: "47.11" },
      logo: null,
    });
    expect(json<{ name: string }>(await get(demo)).name).toBe("Свежий рынок Чорсу");
    expect(json<{ name: string }>(await get(`${demo}?lang=fa`)).name).toBe("بازار تازهٔ چارسو");
  });

  it("answers 400 invalid_business_uuid and 404 business_not_found", async () => {
    const bad = await get("/api/v1/business/123/");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: "invalid_business_uuid" });
    const missing = await get("/api/v1/business/6c0d3a5e-2f7b-4c61-9a55-1c0b8f1b2a11/");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "business_not_found" });
  });

  it("answers 401 for an invalid token even though the token is optional", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: demo,
      headers: { authorization: "Bearer expired-or-forged" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: "not_authenticated" });
  });
});

describe("uploadImage", () => {
  // The smallest PNG: one transparent pixel.
  const pixel =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
  const upload = async (data: string, signedIn = true) => {
    const headers = signedIn ? bearer(await tokensFor(t.app, "business@demo.uz")) : {};
    return t.app.inject({ method: "POST", url: "/api/v1/image/", headers, payload: { data } });
  };

  it("stores a picture as its uploader's and serves it by the id it answers", async () => {
    const response = await upload(pixel);
    expect(response.statusCode).toBe(201);
    const { id } = json<{ id: string }>(response);
    const image = await get(`/api/v1/image/${id}`);
    expect(image.headers["content-type"]).toBe("image/png");
    const row = await t.app.services.db
      .selectFrom("images")
      .innerJoin("users", "users.id", "images.owner_id")
      .select("users.email")
      .where("images.id", "=", id)
      .executeTakeFirst();
    expect(row?.email).toBe("business@demo.uz");
  });

  it.each([
    ["text that is not base64", "not base64!", "image_invalid"],
    [
      "bytes that are no picture",
      Buffer.from("<svg onload=alert(1)>").toString("base64"),
      "image_invalid",
    ],
    ["more than 2 MiB", Buffer.alloc(2 * 1024 * 1024 + 3).toString("base64"), "image_too_large"],
  ])("refuses %s with its code and stores nothing", async (_name, data, code) => {
    const count = async () =>
      Number(
        (
          await t.app.services.db
            .selectFrom("images")
            .select((eb) => eb.fn.countAll<string>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const response = await upload(data);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: code });
    expect(await count()).toBe(before);
  });

  it("is for signed-in people only", async () => {
    const response = await upload(pixel, false);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: "not_authenticated" });
  });
});
