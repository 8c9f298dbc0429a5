import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./helper";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t.close());

describe("compressed answers", () => {
  // The activity codes: a few kilobytes of JSON in any database.
  const activities = (encoding?: string) =>
    t.app.inject({
      method: "GET",
      url: "/api/v1/oked/?lang=ru",
      headers: encoding ? { "accept-encoding": encoding } : {},
    });

  it("compresses a JSON answer with the best encoding the client accepts", async () => {
    const plain = await activities();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await activities("gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await activities("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("leaves small answers, errors among them, as they are", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/offering/?page_size=100000",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });
});

/** Bytes sent as they are over a socket to the listening server (inject skips the parser). */
async function rawRequest(port: number, request: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(request));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("utf8");
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("requests the HTTP parser refuses", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const address = t.app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });

  it.each([
    ["a raw, not percent-encoded, Cyrillic query", "GET /api/v1/offering/?q=телефон HTTP/1.1"],
    ["a malformed request line", "GET /api/v1/offering/ HTTP/1.1 extra"],
  ])("answers %s with 400 and a code", async (_name, line) => {
    const answer = await rawRequest(port, Buffer.from(`${line}\r\nHost: x\r\n\r\n`, "utf8"));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(answer.slice(answer.indexOf("\r\n\r\n") + 4)).toBe('{"detail":"validation_error"}');
  });

  it("answers headers over the limit with 431 and a code", async () => {
    const header = `X-Big: ${"a".repeat(20_000)}`;
    const answer = await rawRequest(
      port,
      Buffer.from(`GET /api/v1/offering/ HTTP/1.1\r\nHost: x\r\n${header}\r\n\r\n`),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('{"detail":"payload_too_large"}');
    expect(answer).toMatch(/x-content-type-options: nosniff/i);
  });
});

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
    t.expectServerFailure();
    const response = await t.app.inject({ method: "GET", url: "/api/v1/currency/" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: "something_went_wrong" });
  });
});
