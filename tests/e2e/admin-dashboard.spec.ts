import { registerVerified, signIn } from "./helpers";
import { expect, test } from "./test";

/**
 * The administrator's dashboard and finance pages in a real Chromium against the real server:
 * the charts draw on canvas (uPlot, loaded with the first chart), the table each chart keeps
 * for screen readers holds the database's figures, and the ledger's CSV downloads under the
 * name the server gives it.
 */

async function adminToken(request: import("@playwright/test").APIRequestContext) {
  const login = await request.post("/api/v1/auth/login/", {
    params: { username: "admin@demo.uz", password: "demo12345" },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { access: string }).access;
}

test("admin@demo.uz sees today's new people, as the database counts them, in the growth chart", async ({
  page,
  request,
}) => {
  const unique = `${Date.now() % 10_000_000}`.padStart(7, "0");
  await registerVerified(request, {
    phone: `99897${unique}`,
    password: "secret-e2e-dash",
    first_name: "Dashboard",
    last_name: "Newcomer",
    lang: "en",
  });
  const token = await adminToken(request);
  const answer = await request.get("/api/v1/admin/dashboard/", {
    params: { days: 7, lang: "ru" },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const figures = (await answer.json()) as {
    per_day: { new_people: number[] };
    active_subscriptions: { plan_code: string; count: number }[];
  };
  const today = figures.per_day.new_people.at(-1) ?? 0;
  expect(today).toBeGreaterThanOrEqual(1);

  await signIn(page, "admin@demo.uz");
  // The demo accounts speak Russian: the page does too.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Панель управления" })).toBeVisible();
  await page.getByRole("button", { name: "7 дней" }).click();
  // The charts draw: uPlot puts a canvas in each.
  const title = "Новые люди и компании по дням";
  await expect(page.getByRole("region", { name: title }).locator("canvas").first()).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Активные подписки по тарифам" }).locator("canvas").first(),
  ).toBeVisible();
  const growth = page.getByRole("table", { name: title });
  const lastRow = growth.locator("tbody tr").last();
  await expect(lastRow.locator("td").first()).toHaveText(String(today));
  const pro = figures.active_subscriptions.find((plan) => plan.plan_code === "business-pro");
  const subscriptions = page.getByRole("table", { name: "Активные подписки по тарифам" });
  await expect(subscriptions.getByRole("row", { name: /Бизнес Про/ })).toContainText(
    String(pro?.count ?? 0),
  );
});

test("the finance page exports the period's ledger as bozor-finance-<from>-<to>.csv", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const answer = await request.get("/api/v1/admin/finance/", {
    headers: { authorization: `Bearer ${token}` },
  });
  const { period } = (await answer.json()) as { period: { from: string; to: string } };

  await signIn(page, "admin@demo.uz");
  await page.goto("/admin/finance");
  await expect(page.getByRole("heading", { level: 1, name: "Финансы" })).toBeVisible();
  await expect(page.locator("canvas").first()).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Выгрузить CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`bozor-finance-${period.from}-${period.to}.csv`);
});
