import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./helper";

let t: TestApp;
let dir: string;
const firstPaint = 'document.title = "Bozor";';
const html = `<!doctype html><html><body><div id=root></div><script>${firstPaint}</script></body></html>`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "bozor-static-"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, "builds"));
  writeFileSync(path.join(dir, "index.html"), html);
  writeFileSync(path.join(dir, "index.html.gz"), gzipSync(html));
  writeFileSync(path.join(dir, "index.html.br"), brotliCompressSync(html));
  writeFileSync(path.join(dir, "assets", "app-3f2a1b.js"), "console.log(1)");
  writeFileSync(path.join(dir, "builds", "latest.json"), '{"id":"b1","timestamp":1}');
  const chunk = "export const x = 1;".repeat(100);
  writeFileSync(path.join(dir, "assets", "chunk-9c8d7e.js"), chunk);
  writeFileSync(path.join(dir, "assets", "chunk-9c8d7e.js.gz"), gzipSync(chunk));
  writeFileSync(path.join(dir, "assets", "chunk-9c8d7e.js.br"), brotliCompressSync(chunk));
  writeFileSync(
    path.join(dir, "spa-routes.json"),
    JSON.stringify(["/", "/profile", "/blog/:id", "/admin/users/:id", "/search/:kind/:id"]),
  );
  t = await startApp({ staticDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("SPA static serving", () => {
  it.each([
    "/",
    "/profile",
    "/profile/",
    "/blog/42",
    "/admin/users/7",
    "/search/products/9",
    "/?action=login",
  ])("answers 200 with index.html for the known route %s", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toBe(html);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-security-policy"]).toContain("connect-src 'self' ws: wss:");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each(["/nope", "/blog", "/blog/1/2", "/admin/users/"])(
    "answers 404 with index.html for the unknown route %s",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(html);
    },
  );

  it("serves hashed assets as immutable and the build id uncached", async () => {
    const asset = await get("/assets/app-3f2a1b.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const build = await get("/builds/latest.json");
    expect(build.json()).toEqual({ id: "b1", timestamp: 1 });
    expect(build.headers["cache-control"]).toBe("no-cache");
  });

  it("sends the precompressed file the browser accepts, with the original's type", async () => {
    const request = (encoding: string) =>
      t.app.inject({
        method: "GET",
        url: "/assets/chunk-9c8d7e.js",
        headers: { "accept-encoding": encoding },
      });
    const brotli = await request("gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toContain("javascript");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await request("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe("export const x = 1;".repeat(100));
    const plain = await request("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("export const x = 1;".repeat(100));
  });

  it("sends the page's security headers with a compressed index.html too", async () => {
    const hash = createHash("sha256").update(firstPaint).digest("base64");
    for (const encoding of ["br", "gzip", "identity"]) {
      const response = await t.app.inject({
        method: "GET",
        url: "/search/products/9",
        headers: { "accept-encoding": encoding },
      });
      expect(response.statusCode).toBe(200);
      const policy = String(response.headers["content-security-policy"]);
      // The first paint's inline script runs; no other inline script would.
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  it("keeps JSON 404s for /api and /ws", async () => {
    for (const url of ["/api/nope", "/ws/nope"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "not_found" });
    }
  });

  it("does not leave the static directory", async () => {
    const response = await get("/assets/..%2f..%2fpackage.json");
    expect(response.body).not.toContain('"name"');
  });

  it("still serves the API", async () => {
    expect((await get("/api/v1/currency/")).statusCode).toBe(200);
  });
});
