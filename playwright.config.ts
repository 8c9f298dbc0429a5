import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

// Debian's Chromium: Playwright cannot download its own browser on these machines.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH).`,
  );
}

// Two servers, each on its own fresh embedded database seeded with the demo data: the spec
// files are split between them and the two halves run side by side. Within a half the files
// run one after another, as they share their server's demo accounts (session-live.spec.ts
// starts a third server of its own on E2E_LIVE_PORT).
const firstPort = Number(process.env.E2E_PORT ?? 8190);
// Split by measured time, so the halves end together: the accessibility
// scans and the shorter flows in one half, the shell and the longer flows in the other.
const firstHalf = [
  "axe.spec.ts",
  "sign-in.spec.ts",
  "persian.spec.ts",
  "first-paint.spec.ts",
  "social-sign-in.spec.ts",
  "notifications.spec.ts",
  "session-live.spec.ts",
  "admin-companies.spec.ts",
  "admin-leads.spec.ts",
  "support-chat.spec.ts",
  "banners.spec.ts",
];
const halves = [
  { name: "half-1", testMatch: firstHalf },
  { name: "half-2", testIgnore: firstHalf },
].map((half, index) => ({ ...half, port: firstPort + 2 * index }));

function server(port: number) {
  return {
    command: "node dist/server/main.mjs",
    url: `http://127.0.0.1:${port}/builds/latest.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "bozor-e2e-")),
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      // Specs read codes and push notifications through the sandbox endpoints.
      SANDBOX: "1",
      // Every page of the run comes from this address; server tests cover the limits.
      RATE_LIMIT_ALLOW: "127.0.0.1",
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: halves.length,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: "test-results",
  timeout: 60_000,
  // Two servers and two browsers share two cores: an answer can take longer than alone.
  expect: { timeout: 10_000 },
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: halves.map((half) => server(half.port)),
  projects: halves.map(({ name, port, ...files }) => ({
    name,
    ...files,
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${port}` },
  })),
});
