import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IconSearch, IconSet } from "../../sdk/types.gen";
import { bearer, json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

let t: TestApp;
let user: Tokens;

beforeAll(async () => {
  t = await startApp();
  user = await tokensFor(t.app, "user@demo.uz");
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/api${url}`, headers });

describe("the icon endpoint (SPEC section 7)", () => {
  it("answers the icons asked in Iconify's shape, cacheable by anyone", async () => {
    const response = await get("/_nuxt_icon/mdi.json?icons=home,cart,home");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=604800");
    const set = json<IconSet>(response);
    expect(set.prefix).toBe("mdi");
    expect(Object.keys(set.icons).sort()).toEqual(["cart", "home"]);
    expect(set.icons.home?.body).toMatch(/^<path /);
    expect(set.width).toBe(24);
    expect(set.not_found).toBeUndefined();
  });

  it("lists the names it lacks in not_found, and an alias with the icon it names", async () => {
    const set = json<IconSet>(
      await get("/_nuxt_icon/mdi.json?icons=home,no-such-icon,no-such-other"),
    );
    expect(Object.keys(set.icons)).toEqual(["home"]);
    expect(set.not_found?.sort()).toEqual(["no-such-icon", "no-such-other"]);
    const none = json<IconSet>(await get("/_nuxt_icon/mdi.json?icons=no-such-icon"));
    expect(none).toMatchObject({ prefix: "mdi", icons: {}, not_found: ["no-such-icon"] });
    // `mdi:3d-rotation` is an alias of `mdi:rotate-3d-variant`.
    const alias = json<IconSet>(await get("/_nuxt_icon/mdi.json?icons=3d-rotation"));
    expect(alias.aliases?.["3d-rotation"]?.parent).toBe("rotate-3d-variant");
    expect(Object.keys(alias.icons)).toEqual(["rotate-3d-variant"]);
  });

  it("keeps a signed-in caller's answer out of shared caches", async () => {
    const response = await get("/_nuxt_icon/mdi.json?icons=home&lang=ru", bearer(user));
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=604800");
  });

  const refusals: Array<[string, string, number, string]> = [
    ["an unknown collection", "/_nuxt_icon/nope.json?icons=home", 404, "icon_collection_not_found"],
    [
      "a malformed collection",
      "/_nuxt_icon/MDI!.json?icons=home",
      400,
      "icon_collection_not_found",
    ],
    ["no icons", "/_nuxt_icon/mdi.json", 400, "icons_invalid"],
    ["empty icons", "/_nuxt_icon/mdi.json?icons=", 400, "icons_invalid"],
    ["a malformed name", "/_nuxt_icon/mdi.json?icons=home,Cart", 400, "icons_invalid"],
    ["an empty name", "/_nuxt_icon/mdi.json?icons=home,,cart", 400, "icons_invalid"],
    [
      "too long a list",
      `/_nuxt_icon/mdi.json?icons=${"home,".repeat(200)}home`,
      400,
      "icons_invalid",
    ],
  ];
  for (const [what, url, status, code] of refusals) {
    it(`answers ${what} with ${status} ${code}`, async () => {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ detail: code });
    });
  }
});

describe("the icon search", () => {
  it("finds names holding every word, in order, with the total", async () => {
    const response = await get("/v1/icons/mdi/search/?q=cart%20plus");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    const found = json<IconSearch>(response);
    expect(found.prefix).toBe("mdi");
    expect(found.names).toContain("cart-plus");
    expect(found.names.every((name) => name.includes("cart") && name.includes("plus"))).toBe(true);
    expect([...found.names].sort()).toEqual(found.names);
    expect(found.total).toBe(found.names.length);
  });

  it("lists the collection from the start without words, at most the limit", async () => {
    const first = json<IconSearch>(await get("/v1/icons/mdi/search/?limit=5"));
    expect(first.names).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5000);
    const all = json<IconSearch>(await get("/v1/icons/mdi/search/"));
    expect(all.names).toHaveLength(48);
    const none = json<IconSearch>(await get("/v1/icons/mdi/search/?q=zzzqqq"));
    expect(none).toEqual({ prefix: "mdi", total: 0, names: [] });
  });

  const refusals: Array<[string, string, number, string]> = [
    ["an unknown collection", "/v1/icons/nope/search/", 404, "icon_collection_not_found"],
    ["a long query", `/v1/icons/mdi/search/?q=${"a".repeat(61)}`, 400, "query_too_long"],
    ["a query with symbols", "/v1/icons/mdi/search/?q=%3Cb%3E", 400, "query_too_long"],
    ["too large a limit", "/v1/icons/mdi/search/?limit=97", 400, "invalid_page_size"],
    ["a zero limit", "/v1/icons/mdi/search/?limit=0", 400, "invalid_page_size"],
  ];
  for (const [what, url, status, code] of refusals) {
    it(`answers ${what} with ${status} ${code}`, async () => {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ detail: code });
    });
  }
});
