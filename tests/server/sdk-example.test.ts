import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Favorites, OfferingPage } from "../../sdk/types.gen";
import { bearer, json, startApp, type TestApp, tokensFor } from "./helper";

// examples/search-and-favourite.ts is documentation that runs: it is run here as a developer
// runs it (README), against the real server listening on a port, so a renamed SDK operation,
// a changed parameter or a broken answer fails this file instead of the next reader.

const root = path.resolve(import.meta.dirname, "../..");
const script = "examples/search-and-favourite.ts";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runExample(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["build.mjs", "--run", script], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  // The demo marketplace: the script searches it as a developer's `npm start` would.
  t = await startApp({ seedDemoCatalog: true });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("the server is not on a port");
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => t.close());

async function favouritesOfDemoUser(): Promise<Favorites> {
  const tokens = await tokensFor(t.app, "user@demo.uz");
  const response = await t.app.inject({
    method: "GET",
    url: "/api/v1/favorite/?lang=ru",
    headers: bearer(tokens),
  });
  expect(response.statusCode).toBe(200);
  return json<Favorites>(response);
}

describe("examples/search-and-favourite.ts", () => {
  it("signs in, searches in Russian, prints the results and saves the first one", async () => {
    expect((await favouritesOfDemoUser()).offerings).toEqual([]);
    // The first result the script should see and save.
    const search = await t.app.inject({
      method: "GET",
      url: `/api/v1/offering/?q=${encodeURIComponent("смартфон")}&lang=ru&page_size=5`,
    });
    const page = json<OfferingPage>(search);
    const first = page.items[0];
    if (!first) throw new Error("the demo catalogue has no smartphone");

    const run = await runExample({ BOZOR_URL: baseUrl });

    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Signed in to ${baseUrl} as user@demo.uz`);
    expect(run.stdout).toContain(`Search "смартфон" in Russian: ${page.total} found`);
    // Every result's Russian title, its price written the Russian way (1 234,50 $) and seller.
    for (const item of page.items) {
      expect(item.title).toMatch(/[А-Яа-яЁё]/);
      const { amount, currency } = item.display_price;
      const price = new Intl.NumberFormat("ru-RU", { style: "currency", currency }).format(amount);
      expect(run.stdout).toContain(`  ${item.title} — ${price} · ${item.business.name}\n`);
    }
    expect(run.stdout).toContain(`Added "${first.title}" to the favourites: 1 saved offering(s)`);

    const saved = (await favouritesOfDemoUser()).offerings.map((offering) => offering.id);
    expect(saved).toEqual([first.id]);
  });

  it("with a wrong password prints the API's error code and exits non-zero", async () => {
    const run = await runExample({ BOZOR_URL: baseUrl, BOZOR_PASSWORD: "not-the-password" });

    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('sign-in failed: HTTP 400 {"detail":"invalid_credentials"}');
    expect(run.stdout).toBe("");
  });
});
