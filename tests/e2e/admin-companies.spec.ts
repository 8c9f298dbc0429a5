import type { APIRequestContext, Page } from "@playwright/test";
import { chooseLanguage, sandboxCode, signIn, socketWelcomed } from "./helpers";
import { expect, test } from "./test";

/**
 * Company verification as it happens: a business registers (through the API, its code read
 * from the sandbox) and waits; an administrator finds it in the queue on /admin/companies,
 * opens it and accepts it; its owner, signed in in another browser, is told at once (a toast)
 * and /profile says it is accepted. On a 390 px phone, in Russian (the admin's) and Persian.
 */

const PASSWORD = "secret-e2e-1";

async function registerBusiness(api: APIRequestContext, name: string) {
  const unique = `${Date.now() % 100_000}`.padStart(7, "0").slice(-7);
  const phone = `99893${unique}`;
  const okeds = (await (await api.get("/api/v1/oked/")).json()) as Array<{ id: string }>;
  const registration = await api.post("/api/v1/auth/register/business/", {
    data: {
      phone,
      email: `verify${unique}@e2e.uz`,
      password: PASSWORD,
      first_name: "Dilnoza",
      last_name: "Tester",
      lang: "en",
      business_name: name,
      oked: okeds[0]?.id,
      tax_id: `3${unique.padStart(8, "0")}`,
      region: "samarkand",
      address: "Registon 1",
    },
  });
  expect(registration.status(), await registration.text()).toBe(201);
  const { user_id: userId } = (await registration.json()) as { user_id: string };
  const verified = await api.post("/api/v1/auth/otp/verify/", {
    data: { user_id: userId, code: await sandboxCode(api, userId) },
  });
  expect(verified.status()).toBe(200);
  return { email: `verify${unique}@e2e.uz` };
}

async function signInOwner(page: Page, email: string) {
  await page.goto("/?action=login&l=en");
  const dialog = page.getByRole("dialog", { name: "Sign in to Bozor" });
  await dialog.getByLabel("Email or phone").fill(email);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** No sideways scrolling of the whole page on a phone (a wide table scrolls in its own box). */
async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

test.use({ viewport: { width: 390, height: 844 } });

test("an administrator accepts a pending business and its owner sees it live", async ({
  page,
  browser,
  request,
}) => {
  const name = `Tekshiruv Non ${Date.now() % 100_000}`;
  const owner = await registerBusiness(request, name);

  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const ownerPage = await ownerContext.newPage();
  const ownerWelcomed = socketWelcomed(ownerPage);
  await signInOwner(ownerPage, owner.email);
  await expect(ownerPage.getByText("Under review").first()).toBeVisible();
  await ownerWelcomed;

  await signIn(page, "admin@demo.uz");
  await page.goto("/admin/companies");
  await expect(page.getByTestId("pending-count")).toContainText("ожида");
  await page.getByLabel("Название или ИНН").fill(name);
  await page.getByRole("button", { name: "Найти" }).click();
  const table = page.getByRole("table");
  await table.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/admin\/companies\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await fitsTheScreen(page);

  await page.getByRole("button", { name: "Принять" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Принять" }).click();
  await expect(page.getByText("Принята. Владелец уведомлён.")).toBeVisible();
  await expect(page.getByText("принял(а)")).toBeVisible();

  // Live, in the owner's language: the toast, without reloading.
  const toast = ownerPage.getByRole("status").filter({ hasText: "Business verification" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`${name} is approved`);
  await ownerPage.reload();
  await expect(ownerPage.getByText("Accepted").first()).toBeVisible();
  await ownerContext.close();

  // The same page in Persian, right to left, still fits the phone; then the demo admin's
  // language back as it was (the profile keeps what the header picks).
  await chooseLanguage(page, "fa", true);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "تاریخچهٔ بررسی" })).toBeVisible();
  await fitsTheScreen(page);
  await page.goto("/admin/companies");
  await expect(page.getByRole("table")).toContainText("شمارهٔ مالیاتی");
  await fitsTheScreen(page);
  await chooseLanguage(page, "ru", true);
});
