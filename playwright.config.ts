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

const port = Number(process.env.E2E_PORT ?? 8190);
// A fresh embedded database for every run, seeded with the demo data on start.
const dataDir = mkdtempSync(join(tmpdir(), "bozor-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: "test-results",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    command: "node dist/server/main.mjs",
    url: `http://127.0.0.1:${port}/builds/latest.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      // Specs read codes and push notifications through the sandbox endpoints.
      SANDBOX: "1",
      // Every page of the run comes from this address; server tests cover the limits.
      RATE_LIMIT_ALLOW: "127.0.0.1",
    },
  },
});
