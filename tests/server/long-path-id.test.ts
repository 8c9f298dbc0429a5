import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../../server/contract";
import { startApp, type TestApp } from "./helper";

// The router takes at most 100 characters of a path parameter; a longer id never reaches its
// route. It is still a malformed id and answers like one (400 with the parameter's code), not
// 405 "method not allowed", with the SPA served beside the API (its GET /* took such paths
// over) or without it. "NOT!ID" is malformed for every kind of path parameter: ids, slugs,
// collection names.

const withPathIds = [...loadContract().operations.values()].filter((op) =>
  op.parameters.some((p) => p.in === "path"),
);

function urlWith(operationPath: string, id: string): string {
  return `/api${operationPath.replace(/\{[^}]+\}/g, id)}`;
}

for (const spa of [true, false]) {
  describe(spa ? "with the SPA served" : "API only", () => {
    let t: TestApp;
    let dir: string | null = null;

    beforeAll(async () => {
      if (spa) {
        dir = mkdtempSync(path.join(tmpdir(), "bozor-long-id-"));
        writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Bozor</title>");
        writeFileSync(path.join(dir, "spa-routes.json"), JSON.stringify(["/"]));
      }
      t = await startApp(dir ? { staticDir: dir } : {});
    });
    afterAll(async () => {
      await t?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it("has operations with path ids to try", () => {
      expect(withPathIds.length).toBeGreaterThan(5);
    });

    for (const operation of withPathIds) {
      it.each([101, 1000])(
        `${operation.method} ${operation.path}: a %i-character id answers as a malformed one`,
        async (length) => {
          const method = operation.method as "GET";
          // A body where one is required, so the id is the first thing wrong with either.
          const payload = operation.bodyRequired ? { payload: {} } : {};
          const malformed = await t.app.inject({
            method,
            url: urlWith(operation.path, "NOT!ID"),
            ...payload,
          });
          expect(malformed.statusCode).toBe(400);
          const response = await t.app.inject({
            method,
            url: urlWith(operation.path, "a".repeat(length)),
            ...payload,
          });
          expect(response.statusCode, response.body).toBe(400);
          expect(response.json()).toEqual(malformed.json());
        },
      );
    }

    it("still answers 405 for a long id on a path that takes another method", async () => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/v1/favorite/offering/${"a".repeat(101)}/`,
      });
      expect(response.statusCode).toBe(405);
      expect(response.json()).toEqual({ detail: "method_not_allowed" });
    });
  });
}
