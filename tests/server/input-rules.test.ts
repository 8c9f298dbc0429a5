import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../sdk/types.gen";
import { isObject, type JsonSchema, loadContract } from "../../server/contract";
import { errorCodeFor } from "../../server/error-codes";
import { inputRules, isStorableText } from "../../server/input-rules";
import { withInputRules } from "../../server/validation";
import { ids, seedCatalog } from "./catalog-fixtures";
import {
  bearer,
  json,
  login,
  startApp,
  type TestApp,
  type Tokens,
  tokensFor,
  uniquePhone,
} from "./helper";

// The rules every request value obeys (server/input-rules.ts), enforced by the validator for
// every operation: text without NUL or lone surrogates, finite numbers, integers within their
// columns. Each refusal is a 400 with a translated code, and changes nothing.

const contract = loadContract();

let t: TestApp;
let user: Tokens;

beforeAll(async () => {
  t = await startApp();
  await seedCatalog(t.app.services.db);
  user = await tokensFor(t.app, "user@demo.uz");
});
afterAll(async () => t.close());

function expectRefused(
  response: { statusCode: number; body: string; json(): unknown },
  code: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ detail: code });
}

async function profile(): Promise<Profile> {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/v1/profile/info/",
    headers: bearer(user),
  });
  return json<Profile>(response);
}

describe("the text rule", () => {
  it("tells storable text from text with a NUL or a lone surrogate", () => {
    expect(isStorableText("Aziza Karimova")).toBe(true);
    expect(isStorableText("emoji 😀 ok")).toBe(true);
    expect(isStorableText("")).toBe(true);
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("\ud800")).toBe(false);
    expect(isStorableText("a\udc00b")).toBe(false);
    expect(isStorableText("\udc00\ud800")).toBe(false);
  });

  it("refuses a NUL in the login username and password", async () => {
    expectRefused(await login(t.app, "user@demo.uz\u0000"), "invalid_characters");
    expectRefused(await login(t.app, "user@demo.uz", "demo\u000012345"), "invalid_characters");
    // The account is not locked by them: they never counted as attempts.
    expect((await login(t.app, "user@demo.uz")).statusCode).toBe(200);
  });

  it.each(["/api/v1/offering/", "/api/v1/flash-sale/", "/api/v1/business/"])(
    "refuses a NUL in the search text of %s",
    async (path) => {
      const response = await t.app.inject({ method: "GET", url: `${path}?q=phone%00case` });
      expectRefused(response, "invalid_characters");
    },
  );

  it.each([
    ["first_name", "Az\u0000iza"],
    ["last_name", "\u0000"],
    ["first_name", "Aziza\ud800"],
    ["last_name", "\udfffKarimova"],
  ])("refuses %s %j in the profile and keeps the old one", async (field, value) => {
    const before = await profile();
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/profile/",
      headers: bearer(user),
      payload: { [field]: value },
    });
    expectRefused(response, "invalid_characters");
    expect(await profile()).toEqual(before);
  });

  it("keeps a name with a whole surrogate pair (an emoji) as sent", async () => {
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/profile/",
      headers: bearer(user),
      payload: { first_name: "Aziza 😀" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<Profile>(response).first_name).toBe("Aziza 😀");
  });

  it.each([
    ["user", "first_name"],
    ["user", "last_name"],
    ["business", "first_name"],
    ["business", "business_name"],
  ])("refuses a NUL in a %s registration's %s", async (kind, field) => {
    const phone = uniquePhone();
    const body = {
      phone,
      password: "secret123",
      first_name: "Ali",
      last_name: "Valiyev",
      ...(kind === "business" && {
        email: `r${phone}@example.com`,
        business_name: "Choyxona",
        oked: "8d0d3a5e-2f7b-4c61-9a55-1c0b8f1b2a11",
        tax_id: "123456789",
        region: "tashkent-city",
        address: "Amir Temur 1",
      }),
      [field]: "Choy\u0000xona",
    };
    const url = `/api/v1/auth/register/${kind}/`;
    expectRefused(await t.app.inject({ method: "POST", url, payload: body }), "invalid_characters");
  });

  it("registers once the names are clean: the refused attempt kept nothing", async () => {
    const phone = uniquePhone();
    const body = { phone, password: "secret123", first_name: "Ali", last_name: "Valiyev" };
    const url = "/api/v1/auth/register/user/";
    const refused = await t.app.inject({
      method: "POST",
      url,
      payload: { ...body, last_name: "Vali\u0000yev" },
    });
    expectRefused(refused, "invalid_characters");
    const accepted = await t.app.inject({ method: "POST", url, payload: body });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it("refuses a NUL in a feedback comment", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/feedback/",
      headers: bearer(user),
      payload: { offering_id: ids.galaxy, kind: "rating", rating: 5, comment: "great\u0000" },
    });
    expectRefused(response, "invalid_characters");
  });
});

/** Every numeric query parameter of every operation, from the contract. */
function numericQueryParameters(): Array<[string, string, string]> {
  const found: Array<[string, string, string]> = [];
  for (const operation of contract.operations.values()) {
    for (const parameter of operation.parameters) {
      const type = parameter.schema?.type;
      if (parameter.in === "query" && (type === "number" || type === "integer")) {
        found.push([operation.operationId, operation.path, parameter.name]);
      }
    }
  }
  return found;
}

/** A well-formed id for a path's `{id}` (whether it exists does not matter here). */
const NIL_ID = "00000000-0000-4000-8000-000000000000";

// The code each numeric query parameter answers for a value that is not a finite number.
const nonFiniteCodes: Record<string, string> = {
  page: "invalid_page",
  page_size: "invalid_page_size",
  // searchIcons' page size.
  limit: "invalid_page_size",
  price_min: "invalid_price_range",
  price_max: "invalid_price_range",
  rating_min: "invalid_rating",
};

describe("numbers in query strings", () => {
  const parameters = numericQueryParameters();

  it("include page, page size, prices and rating on every list", () => {
    const names = (id: string) => parameters.filter(([op]) => op === id).map(([, , n]) => n);
    expect(names("searchOfferings").sort()).toEqual(
      ["page", "page_size", "price_max", "price_min", "rating_min"].sort(),
    );
    expect(names("searchFlashSales").sort()).toEqual(names("searchOfferings").sort());
    expect(names("searchBusinesses").sort()).toEqual(["page", "page_size", "rating_min"].sort());
    expect(names("listFeedback").sort()).toEqual(["page", "page_size"].sort());
  });

  for (const [operationId, path, name] of parameters) {
    it.each(["Infinity", "-Infinity", "1e309", "-1e309", "NaN"])(
      `${operationId} refuses ${name}=%s`,
      async (value) => {
        const code = nonFiniteCodes[name];
        expect(code, `expected code for ${name}`).toBeDefined();
        // Operations with a required parameter get it, so the number is what is refused.
        const required: Record<string, string> = {
          listFeedback: `offering_id=${ids.galaxy}&`,
          listMyOfferings: "kind=product&",
        };
        const target = required[operationId] ?? "";
        for (const tokens of [null, user]) {
          const response = await t.app.inject({
            method: "GET",
            // A path's ids are well-formed, so the number is what is refused.
            url: `/api${path.replace(/\{[^}]+\}/g, NIL_ID)}?${target}${name}=${value}`,
            headers: tokens ? bearer(tokens) : {},
          });
          expectRefused(response, code as string);
        }
      },
    );
  }

  it.each([
    ["page", "99999999999999999999", "invalid_page"],
    ["page_size", "99999999999999999999", "page_size_too_large"],
    ["price_max", "99999999999999999999", "invalid_price_range"],
    ["rating_min", "5.000001", "invalid_rating"],
  ])("refuses an enormous %s", async (name, value, code) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/offering/?${name}=${value}`,
    });
    expectRefused(response, code);
  });
});

describe("integers in bodies", () => {
  it.each(["2147483648", "9007199254740993", "1e20", "-2147483649"])(
    "refuses profile currency %s (past the integer column) and keeps the old one",
    async (currency) => {
      const before = await profile();
      const response = await t.app.inject({
        method: "PATCH",
        url: "/api/v1/profile/",
        headers: { ...bearer(user), "content-type": "application/json" },
        payload: `{"currency":${currency}}`,
      });
      expectRefused(response, "currency_not_found");
      expect(await profile()).toEqual(before);
    },
  );

  it("refuses the largest integer the column holds as a currency that does not exist", async () => {
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/profile/",
      headers: bearer(user),
      payload: { currency: 2147483647 },
    });
    expectRefused(response, "currency_not_found");
  });

  it("refuses a non-finite rating (1e309 parses as Infinity)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/feedback/",
      headers: { ...bearer(user), "content-type": "application/json" },
      payload: `{"offering_id":"${ids.galaxy}","kind":"rating","rating":1e309}`,
    });
    expectRefused(response, "invalid_rating");
  });
});

describe("the rules on every schema", () => {
  it("are added to every node that may hold a string or a number, nested or not", () => {
    const schema = {
      type: "object",
      properties: {
        name: { type: "string" },
        tags: { type: "array", items: { type: ["string", "null"] } },
        count: { type: "integer" },
        any: {},
        both: { allOf: [{ type: "number" }] },
      },
    };
    const ruled = withInputRules(schema) as JsonSchema;
    const at = (...path: string[]) =>
      path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), ruled);
    expect(at("properties", "name", inputRules.text)).toBe(true);
    expect(at("properties", "tags", "items", inputRules.text)).toBe(true);
    expect(at("properties", "count", inputRules.finite)).toBe(true);
    expect(at("properties", "any", inputRules.text)).toBe(true);
    expect(at("properties", "any", inputRules.finite)).toBe(true);
    const both = at("properties", "both", "allOf") as JsonSchema[];
    expect(both[0]?.[inputRules.finite]).toBe(true);
    // An object is not text; the schema given is left as it was.
    expect(ruled[inputRules.text]).toBeUndefined();
    expect(JSON.stringify(schema)).not.toContain(inputRules.text);
  });

  it("answer their codes: invalid_characters for text, the property's own for numbers", () => {
    const issue = (keyword: string, instancePath: string) => ({
      keyword,
      instancePath,
      params: {},
    });
    const code = (op: string, part: "querystring" | "body", keyword: string, path: string) =>
      errorCodeFor(contract, op, part, issue(keyword, path));
    expect(code("searchOfferings", "querystring", inputRules.text, "/q")).toBe(
      "invalid_characters",
    );
    expect(code("login", "querystring", inputRules.text, "/username")).toBe("invalid_characters");
    expect(code("updateProfile", "body", inputRules.text, "/first_name")).toBe(
      "invalid_characters",
    );
    // Text where the contract describes nothing (an unknown property) is refused the same.
    expect(code("refreshTokens", "body", inputRules.text, "/other")).toBe("invalid_characters");
    expect(code("searchOfferings", "querystring", inputRules.finite, "/page")).toBe("invalid_page");
    expect(code("searchBusinesses", "querystring", inputRules.finite, "/rating_min")).toBe(
      "invalid_rating",
    );
  });
});
