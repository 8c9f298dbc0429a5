import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  json,
  startApp,
  type TestApp,
  type Tokens,
  tokensFor,
  uniquePhone,
} from "./helper";

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  t = await startApp();
  tokens = await tokensFor(t.app, "user@demo.uz");
});
afterAll(async () => t.close());

interface Profile {
  id: string;
  lang: string;
  first_name: string;
  image: string | null;
  currency: { id: number; code: string; name: string };
  business_id: string | null;
}

const png1x1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==";

function info(query = "") {
  return t.app.inject({
    method: "GET",
    url: `/api/v1/profile/info/${query}`,
    headers: bearer(tokens),
  });
}

function update(payload: unknown, query = "") {
  return t.app.inject({
    method: "PATCH",
    url: `/api/v1/profile/${query}`,
    headers: bearer(tokens),
    payload: payload as Record<string, unknown>,
  });
}

describe("getProfileInfo", () => {
  it("answers the signed-in user, currency named in ?lang", async () => {
    const response = await info();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: "00000000-0000-4000-8000-000000000002",
      email: "user@demo.uz",
      phone: "998901000002",
      role: "user",
      lang: "ru",
      is_verified: true,
      // The demo's addresses are ours: the seed confirms them.
      email_verified: true,
      is_active: true,
      image: null,
      business_id: null,
      currency: { id: 3, code: "USD", name: "Доллар США" },
    });
    expect(json<Profile>(await info("?lang=en")).currency.name).toBe("US dollar");
  });

  it("answers a registered email as not confirmed: registration's code went to the phone", async () => {
    const phone = uniquePhone();
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/register/user/",
      payload: {
        phone,
        email: `profile-${phone}@example.uz`,
        password: "secret123",
        first_name: "Nodira",
        last_name: "Aliyeva",
      },
    });
    expect(registered.statusCode).toBe(201);
    const { user_id } = json<{ user_id: string }>(registered);
    const code = t.app.services.sms.lastCode(user_id)?.code ?? "";
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/otp/verify/",
      payload: { user_id, code },
    });
    expect(verified.statusCode).toBe(200);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/profile/info/",
      headers: bearer(json<Tokens>(verified)),
    });
    expect(response.json()).toMatchObject({
      id: user_id,
      is_verified: true,
      email_verified: false,
    });
  });

  it("shows a business account its business", async () => {
    const owner = await tokensFor(t.app, "business@demo.uz");
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/profile/info/",
      headers: bearer(owner),
    });
    expect(json<Profile>(response).business_id).toBe("00000000-0000-4000-8000-0000000000b1");
  });

  it("refuses a wrong ?lang", async () => {
    const response = await info("?lang=de");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "wrong_language" });
  });

  it.each([
    ["no token", {}],
    ["a garbage token", { authorization: "Bearer nope" }],
    [
      "a token signed elsewhere",
      {
        authorization:
          "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZSI6InVzZXIiLCJ0eXAiOiJhY2Nlc3MifQ.c2lnbmF0dXJl",
      },
    ],
    ["a refresh token", { authorization: "Bearer 00000000-0000-4000-8000-000000000000.abc" }],
  ])("answers 401 not_authenticated with %s", async (_name, headers) => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/profile/info/", headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: "not_authenticated" });
  });
});

describe("updateProfile", () => {
  it("changes language, currency and names and answers the profile", async () => {
    const response = await update({ lang: "fa", currency: 1, first_name: " Aziza " }, "?lang=uz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lang: "fa",
      first_name: "Aziza",
      currency: { id: 1, code: "UZS", name: "O‘zbek so‘mi" },
    });
    expect(json<Profile>(await info()).currency.name).toBe("سوم ازبکستان");
  });

  it("stores an avatar and serves it back", async () => {
    const response = await update({ image: png1x1 });
    expect(response.statusCode).toBe(200);
    const { image } = json<Profile>(response);
    expect(image).toMatch(/^[0-9a-f-]{36}$/);
    const served = await t.app.inject({ method: "GET", url: `/api/v1/image/${image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(Buffer.from(png1x1, "base64"))).toBe(true);
  });

  it.each([
    ["JPEG", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), "image/jpeg"],
    ["GIF", Buffer.from("GIF89a\x01\x00\x01\x00", "latin1"), "image/gif"],
    [
      "WebP",
      Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]),
      "image/webp",
    ],
  ])("detects %s from the bytes", async (_name, bytes, type) => {
    const { image } = json<Profile>(await update({ image: bytes.toString("base64") }));
    const served = await t.app.inject({ method: "GET", url: `/api/v1/image/${image}` });
    expect(served.headers["content-type"]).toBe(type);
  });

  it.each([
    ["an unknown currency", { lang: "en", currency: 999 }, "currency_not_found"],
    ["a currency as a string", { lang: "en", currency: "3" }, "currency_not_found"],
    ["a wrong language", { lang: "de", first_name: "X" }, "wrong_language"],
    ["a blank name", { lang: "en", first_name: " " }, "name_invalid"],
    [
      "text as an avatar",
      { lang: "en", image: Buffer.from("hello world!").toString("base64") },
      "image_invalid",
    ],
    [
      "an SVG avatar",
      {
        lang: "en",
        image: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>").toString("base64"),
      },
      "image_invalid",
    ],
    ["broken base64", { lang: "en", image: "iVBORw0K$$==" }, "image_invalid"],
    ["a data: URL", { lang: "en", image: `data:image/png;base64,${png1x1}` }, "image_invalid"],
    ["an empty body", {}, "validation_error"],
    ["an unknown field", { role: "admin" }, "validation_error"],
  ])("refuses %s and writes nothing", async (_name, payload, code) => {
    const before = await info();
    const response = await update(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: code });
    expect((await info()).body).toBe(before.body);
  });

  it("refuses an avatar over 2 MiB", async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await update({ image: big.toString("base64") });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "image_too_large" });
  });

  it("answers 413 above the body limit", async () => {
    const response = await update({ image: "A".repeat(4 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: "payload_too_large" });
  });

  it("requires a token", async () => {
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/profile/",
      payload: { lang: "en" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: "not_authenticated" });
  });
});
