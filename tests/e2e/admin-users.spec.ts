import type { Page } from "@playwright/test";
import { registerVerified, signIn } from "./helpers";
import { expect, test } from "./test";

/**
 * The administration's people on a phone: admin@demo.uz finds /admin in the account menu,
 * Users in the section menu, searches for a person this file registers (never a shared demo
 * account) and deactivates them; the person's page, open in another browser, is signed out at
 * once, and signing in again is refused. The administrator's interface is in Russian, the demo
 * profile's language, which this file never changes.
 */

const PASSWORD = "secret-e2e-1";

test.use({ viewport: { width: 390, height: 844 } });

async function signInAs(page: Page, email: string) {
  await page.goto("/?action=login&l=en");
  const dialog = page.getByRole("dialog", { name: "Sign in to Bozor" });
  await dialog.getByLabel("Email or phone").fill(email);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test("an administrator deactivates a person, whose open page is signed out at once", async ({
  browser,
  request,
}) => {
  const unique = `${Date.now() % 100_000}`.padStart(7, "0").slice(-7);
  const email = `deactivate${unique}@e2e.uz`;
  await registerVerified(request, {
    phone: `99895${unique}`,
    email,
    password: PASSWORD,
    first_name: "Zarina",
    last_name: `Tester${unique}`,
    lang: "en",
  });

  const personContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const person = await personContext.newPage();
  await signInAs(person, email);
  await expect(person.getByRole("button", { name: /^Account:/ })).toBeVisible();

  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await signIn(admin, "admin@demo.uz");
  await admin.getByRole("button", { name: /^Аккаунт:/ }).click();
  await admin.getByRole("link", { name: "Администрирование" }).click();
  await expect(admin).toHaveURL(/\/admin$/);

  // On a phone the section menu is one button that opens the list.
  const sections = admin.getByRole("navigation", { name: "Администрирование" });
  await sections.getByRole("button").click();
  await sections.getByRole("link", { name: "Пользователи" }).click();
  await expect(admin).toHaveURL(/\/admin\/users$/);
  const width = await admin.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  await admin.getByLabel("Имя, почта или телефон").fill(email);
  await admin.getByRole("button", { name: "Найти" }).click();
  const row = admin.getByRole("table").getByRole("link", { name: `Zarina Tester${unique}` });
  await row.click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(`Zarina Tester${unique}`);

  await admin.getByRole("button", { name: "Отключить" }).click();
  const dialog = admin.getByRole("alertdialog", { name: "Отключить" });
  await dialog.getByRole("button", { name: "Подтвердить" }).click();
  await expect(admin.getByRole("button", { name: "Включить снова" })).toBeVisible();
  await expect(admin.getByRole("listitem").filter({ hasText: "Отключён" })).toBeVisible();

  // Their socket closed with the session: the page signs out without being touched.
  await expect(person.getByRole("link", { name: "Sign in" })).toBeVisible({ timeout: 15_000 });
  await expect(person.getByRole("button", { name: /^Account:/ })).toHaveCount(0);
  const login = await request.post(
    `/api/v1/auth/login/?username=${encodeURIComponent(email)}&password=${PASSWORD}`,
  );
  expect([login.status(), await login.json()]).toEqual([403, { detail: "user_not_active" }]);

  await personContext.close();
  await adminContext.close();
});
