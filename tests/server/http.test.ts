import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./helper";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t.close());

describe("framework-level errors", () => {
  it("answers 400 validation_error for malformed JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/refresh/",
      headers: { "content-type": "application/json" },
      payload: '{"refresh": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "validation_error" });
  });

  it("answers 400 for an empty JSON body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/refresh/",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(400);
  });

  it.each(["text/plain", "image/png", "application/x-www-form-urlencoded"])(
    "answers 415 unsupported_media_type for a %s body",
    async (contentType) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/refresh/",
        headers: { "content-type": contentType },
        payload: "refresh=abc",
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ detail: "unsupported_media_type" });
    },
  );

  it("answers 404 not_found for an unknown /api path", async () => {
    for (const url of ["/api/v1/nope/", "/api", "/api/v2/currency/"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "not_found" });
    }
  });

  it("answers 405 method_not_allowed for a known path with another method", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/auth/login/" });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toEqual({ detail: "method_not_allowed" });
  });

  it("answers 404 JSON for other paths when no SPA build exists", async () => {
    const response = await t.app.inject({ method: "GET", url: "/profile" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "not_found" });
  });

  it("tolerates a missing trailing slash", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/currency" });
    expect(response.statusCode).toBe(200);
  });

  it("never answers a stack or a framework message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/register/user/",
      payload: { phone: 12 },
    });
    expect(Object.keys(response.json())).toEqual(["detail"]);
  });

  // Last in the file: it breaks the database on purpose.
  it("answers 500 something_went_wrong for an unexpected failure", async () => {
    await sql`DROP TABLE currencies CASCADE`.execute(t.app.services.db);
    const response = await t.app.inject({ method: "GET", url: "/api/v1/currency/" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: "something_went_wrong" });
  });
});
