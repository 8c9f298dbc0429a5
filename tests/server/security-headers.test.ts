import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, demoPassword, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

let t: TestApp;
let user: Tokens;
// The demo business, which the user may rate.
let businessId: string;
beforeAll(async () => {
  t = await startApp();
  user = await tokensFor(t.app, "user@demo.uz");
  const owner = await tokensFor(t.app, "business@demo.uz");
  const profile = await t.app.inject({
    method: "GET",
    url: "/api/v1/profile/info/",
    headers: bearer(owner),
  });
  businessId = profile.json<{ business_id: string }>().business_id;
});
afterAll(async () => t.close());

const request = (options: InjectOptions) => t.app.inject(options);

describe("answers that carry tokens or the caller's data are never stored", () => {
  it.each<[string, () => InjectOptions]>([
    [
      "sign-in",
      () => ({
        method: "POST",
        url: "/api/v1/auth/login/",
        query: { username: "user@demo.uz", password: demoPassword },
      }),
    ],
    [
      "a refused sign-in",
      () => ({
        method: "POST",
        url: "/api/v1/auth/login/",
        query: { username: "user@demo.uz", password: "wrong-password" },
      }),
    ],
    [
      "refresh",
      () => ({ method: "POST", url: "/api/v1/auth/refresh/", payload: { refresh: "x.y" } }),
    ],
    ["the profile", () => ({ method: "GET", url: "/api/v1/profile/info/", headers: bearer(user) })],
    ["favourites", () => ({ method: "GET", url: "/api/v1/favorite/", headers: bearer(user) })],
    [
      "a business read with a token (is_favorite, my_feedback)",
      () => ({ method: "GET", url: `/api/v1/business/${businessId}/`, headers: bearer(user) }),
    ],
    [
      "a search with a token",
      () => ({ method: "GET", url: "/api/v1/offering/", headers: bearer(user) }),
    ],
    [
      "the caller's feedback list",
      () => ({
        method: "GET",
        url: `/api/v1/feedback/?business_id=${businessId}`,
        headers: bearer(user),
      }),
    ],
    [
      "a refused token where one is optional",
      () => ({
        method: "GET",
        url: "/api/v1/offering/",
        headers: { authorization: "Bearer not-a-token" },
      }),
    ],
  ])("%s", async (_name, options) => {
    const response = await request(options());
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("leaves public answers without a token to their own caching", async () => {
    const search = await request({ method: "GET", url: "/api/v1/offering/" });
    expect(search.statusCode).toBe(200);
    expect(search.headers["cache-control"]).toBeUndefined();
    const business = await request({ method: "GET", url: `/api/v1/business/${businessId}/` });
    expect(business.headers["cache-control"]).toBeUndefined();
    const image = await request({
      method: "GET",
      url: "/api/v1/image/00000000-0000-0000-0000-000000000000",
    });
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("every answer is protected against sniffing and framing", () => {
  it.each<[string, InjectOptions]>([
    ["a JSON answer", { method: "GET", url: "/api/v1/currency/" }],
    ["a validation error", { method: "GET", url: "/api/v1/offering/?page=0" }],
    ["an unknown API path", { method: "GET", url: "/api/v1/nope/" }],
    ["a 401", { method: "GET", url: "/api/v1/profile/info/" }],
  ])("%s", async (_name, options) => {
    const response = await request(options);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    // No page policy on API answers: static.ts writes the one for the page.
    expect(response.headers["content-security-policy"]).toBeUndefined();
  });

  it("an SVG image: its own policy, once", async () => {
    const response = await request({
      method: "GET",
      url: "/api/v1/image/00000000-0000-0000-0000-000000000000",
    });
    expect(response.headers["content-type"]).toContain("image/svg+xml");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });
});

describe("HSTS only where the answer went over TLS", () => {
  it("is not sent over plain HTTP, whatever the request claims", async () => {
    for (const headers of [{}, { "x-forwarded-proto": "https" }]) {
      const response = await request({ method: "GET", url: "/api/v1/currency/", headers });
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("is sent when a trusted proxy says the request came over TLS", async () => {
    const proxied = await startApp({ trustProxy: "127.0.0.1" });
    try {
      const tls = await proxied.app.inject({
        method: "GET",
        url: "/api/v1/currency/",
        headers: { "x-forwarded-proto": "https" },
      });
      expect(tls.headers["strict-transport-security"]).toBe("max-age=31536000");
      const plain = await proxied.app.inject({
        method: "GET",
        url: "/api/v1/currency/",
        headers: { "x-forwarded-proto": "http" },
      });
      expect(plain.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
