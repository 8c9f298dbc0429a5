import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";

// This file runs its own server: short-lived access tokens, and a restart in the middle.
const port = Number(process.env.E2E_LIVE_PORT ?? 8191);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "bozor-e2e-live-"));
const businessUserId = "00000000-0000-4000-8000-000000000003";
let server: ChildProcess | null = null;

async function startServer() {
  server = spawn(process.execPath, ["dist/server/main.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ACCESS_TOKEN_TTL: "3",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      // The notification below goes through the sandbox, on only when asked for.
      SANDBOX: "1",
      RATE_LIMIT_ALLOW: "127.0.0.1",
    },
    stdio: "ignore",
  });
  // A first start seeds the demo marketplace: on a busy machine that takes well over 30 s.
  for (let attempt = 0; attempt < 480; attempt++) {
    const ready = await fetch(`${base}/builds/latest.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not start");
}

async function stopServer() {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    running.once("exit", () => resolve());
    running.kill("SIGTERM");
  });
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await startServer();
});
test.afterAll(stopServer);
test.describe.configure({ timeout: 90_000 });

const tokensOf = (page: Page) =>
  page.evaluate(() => ({
    access: window.localStorage.getItem("access"),
    refresh: window.localStorage.getItem("refresh"),
  }));

test("expired access token: one refresh for several calls, then the socket survives a restart", async ({
  page,
}) => {
  const refreshCalls: string[] = [];
  const unauthorized: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/auth/refresh/")) refreshCalls.push(request.url());
  });
  page.on("response", (response) => {
    if (response.status() === 401) unauthorized.push(response.url());
  });

  await page.goto(`${base}/?action=login`);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Эл. почта или телефон").fill("business@demo.uz");
  await dialog.getByLabel("Пароль").fill("demo12345");
  await dialog.getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Ваш бизнес" })).toBeVisible();
  const before = await tokensOf(page);

  // Leave the page, let the access token expire, come back: the page asks for the profile and
  // the business at once, both get 401, and exactly one refresh settles them.
  await page.getByRole("link", { name: "Bozor" }).click();
  await page.waitForTimeout(4_000);
  refreshCalls.length = 0;
  unauthorized.length = 0;
  await page.getByRole("button", { name: /Аккаунт/ }).click();
  await page.getByRole("link", { name: "Профиль" }).click();
  await expect(page.getByRole("heading", { name: "Ваш бизнес" })).toBeVisible();
  await expect(page.getByText("business@demo.uz")).toBeVisible();
  await expect.poll(() => unauthorized.length).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(500);
  expect(refreshCalls).toHaveLength(1);
  const after = await tokensOf(page);
  expect(after.access).toBeTruthy();
  expect(after.access).not.toBe(before.access);
  expect(after.refresh).not.toBe(before.refresh);

  // Restart the server: the socket reconnects by itself (5 s after the close, with a fresh
  // token since the old one has expired), and a notification sent afterwards arrives.
  await stopServer();
  await startServer();
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${base}/api/v1/dev/notify/${businessUserId}/`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ title: "Yangi buyurtma", body: "Buyurtma #42 qabul qilindi" }),
        });
        return ((await answer.json()) as { delivered: number }).delivered;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0);
  await expect(page.getByRole("status").filter({ hasText: "Yangi buyurtma" })).toBeVisible();
  await expect(page.getByText("Buyurtma #42 qabul qilindi")).toBeVisible();
});
