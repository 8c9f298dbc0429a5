import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./test";

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
      // Long enough that signing in and opening the profile end well before the first token
      // expires on a busy machine: the socket checks its token a second before expiry when it
      // reconnects, and a refresh it asks for would leave the page's calls nothing to refuse.
      ACCESS_TOKEN_TTL: "10",
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
  // Just past the token's expiry, not a fixed wait: the socket closes at expiry and reconnects
  // 5 s later with a refreshed token, which on a busy machine could come before the page's
  // calls and leave them nothing to refuse.
  const expiresAt = await page.evaluate(() => {
    const payload = window.localStorage.getItem("access")?.split(".")[1] ?? "";
    return (JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { exp: number }).exp;
  });
  await page.waitForTimeout(Math.max(0, expiresAt * 1000 - Date.now()) + 300);
  // Nothing has refreshed the token yet (else the calls below would have nothing to refuse).
  expect((await tokensOf(page)).access).toBe(before.access);
  refreshCalls.length = 0;
  unauthorized.length = 0;
  await page.getByRole("button", { name: /Аккаунт/ }).click();
  await page.getByRole("link", { name: "Профиль" }).click();
  await expect(page.getByRole("heading", { name: "Ваш бизнес" })).toBeVisible();
  await expect(page.getByText("business@demo.uz").first()).toBeVisible();
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
  // Every attempt stores a notification, delivered live or not: the badge counts them all.
  let sent = 0;
  await expect
    .poll(
      async () => {
        sent += 1;
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
  // The header's badge counts it: the reconnected socket brought the count.
  const bell = page.getByRole("banner").getByRole("link", { name: /^Уведомления/ });
  await expect(bell).toHaveAccessibleName(
    `Уведомления: ${sent} ${sent === 1 ? "непрочитанное" : "непрочитанных"}`,
  );
});
