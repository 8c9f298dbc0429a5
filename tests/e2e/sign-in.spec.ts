import type { Page } from "@playwright/test";
import { expect, test } from "./test";

const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    access: window.localStorage.getItem("access"),
    refresh: window.localStorage.getItem("refresh"),
  }));

test("a demo user signs in from /?action=login, sees the profile and logs out", async ({
  page,
}) => {
  await page.goto("/?action=login");
  await expect(page).toHaveTitle(/Bozor/);
  const dialog = page.getByRole("dialog", { name: "Вход в Bozor" });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel("Эл. почта или телефон").fill("user@demo.uz");
  await dialog.getByLabel("Пароль").fill("demo12345");
  await dialog.getByRole("button", { name: "Войти" }).click();

  await expect(page).toHaveURL(/\/profile$/);
  const profile = page.getByRole("main");
  await expect(profile.getByText("user@demo.uz").first()).toBeVisible();
  await expect(profile.getByText("998 90 100 00 02").first()).toBeVisible();
  // The profile's language and currency, in the controls that change them.
  await expect(profile.getByRole("combobox", { name: "Язык" })).toHaveValue("ru");
  await expect(profile.getByRole("combobox", { name: "Валюта цен" })).toHaveValue("USD");
  await expect(page).toHaveTitle("Профиль · Bozor");
  const tokens = await storedTokens(page);
  expect(tokens.access).toBeTruthy();
  expect(tokens.refresh).toBeTruthy();

  // The profile survives a reload: the session starts from the stored tokens.
  await page.reload();
  await expect(profile.getByText("user@demo.uz").first()).toBeVisible();

  await page.getByRole("button", { name: /Аккаунт/ }).click();
  await page.getByRole("button", { name: "Выйти" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Выйти из аккаунта?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Выйти" }).click();

  await expect(page).toHaveURL(/\/\?action=login$/);
  await expect(page.getByRole("dialog", { name: "Вход в Bozor" })).toBeVisible();
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
});

test("a wrong password is refused with a translated message and stores nothing", async ({
  page,
}) => {
  await page.goto("/?action=login&l=en");
  const dialog = page.getByRole("dialog", { name: "Sign in to Bozor" });
  await dialog.getByLabel("Email or phone").fill("user@demo.uz");
  await dialog.getByLabel("Password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(/password/i);
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
  await expect(page).toHaveURL(/action=login/);
});

test("cancelling the log-out keeps the session", async ({ page }) => {
  await page.goto("/?action=login");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Эл. почта или телефон").fill("business@demo.uz");
  await dialog.getByLabel("Пароль").fill("demo12345");
  await dialog.getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole("button", { name: /Аккаунт/ }).click();
  await page.getByRole("button", { name: "Выйти" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Отмена" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);
  expect((await storedTokens(page)).access).toBeTruthy();
});

test("an unknown path answers HTTP 404 and the page says so", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Страница не найдена: /no/such/page")).toBeVisible();
});

test("an account page sends a visitor to sign in and back to it", async ({ page }) => {
  // English stored first (a `?l=` carried back after signing in would be saved to the profile).
  await page.goto("/");
  await page.evaluate(() => window.localStorage.setItem("user-locale", "en"));
  const response = await page.goto("/favorites");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/\?action=login&next=%2Ffavorites$/);
  const dialog = page.getByRole("dialog", { name: "Sign in to Bozor" });
  await dialog.getByLabel("Email or phone").fill("user@demo.uz");
  await dialog.getByLabel("Password").fill("demo12345");
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
