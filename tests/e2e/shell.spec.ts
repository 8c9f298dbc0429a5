import type { Page } from "@playwright/test";
import { chooseLanguage, signIn } from "./helpers";
import { expect, test } from "./test";

/**
 * Signs user@demo.uz in through the header's link on an English page, and returns what the
 * profile update sent at sign-in carried (the visit's unsaved choices).
 */
async function signInFromHeader(page: Page): Promise<unknown> {
  await page.getByRole("link", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to Bozor" });
  await dialog.getByLabel("Email or phone").fill("user@demo.uz");
  await dialog.getByLabel("Password").fill("demo12345");
  const saved = page.waitForRequest(
    (request) => request.method() === "PATCH" && request.url().includes("/api/v1/profile/"),
  );
  await dialog.getByRole("button", { name: "Sign in" }).click();
  return (await saved).postDataJSON();
}

test("the language comes from ?l=, is stored, and a value outside the four is ignored", async ({
  page,
}) => {
  await page.goto("/?l=en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Marketplace of Uzbekistan · Bozor");
  await page.goto("/?l=xx");
  // Not one of uz, ru, fa, en: ignored, so the stored English stays.
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.evaluate(() => window.localStorage.clear());
  await page.goto("/?l=xx");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
});

test("Persian turns the page right to left", async ({ page }) => {
  await page.goto("/?l=fa");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  await page.goto("/?l=uz");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("head tags: title, description, keywords, social previews, alternate languages", async ({
  page,
}) => {
  await page.goto("/about-us?l=en");
  await expect(page).toHaveTitle("About us · Bozor");
  const head = page.locator("head");
  await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /Bozor/);
  await expect(head.locator('meta[name="keywords"]')).toHaveAttribute("content", /Uzbekistan/);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "About us · Bozor",
  );
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/api\/v1\/image\//,
  );
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");
  for (const lang of ["uz", "ru", "en"]) {
    await expect(head.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      "href",
      new RegExp(`/about-us\\?l=${lang}$`),
    );
  }
});

test("a language switch survives a reload and, signed in, is saved to the profile", async ({
  page,
}) => {
  await page.goto("/?l=ru");
  await page.getByRole("combobox", { name: "Язык" }).first().selectOption("uz");
  await expect(page.locator("html")).toHaveAttribute("lang", "uz");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "uz");

  // Picked on this visit before signing in: saved to the profile, so it stays (item 17's rule).
  const picked = page.waitForRequest(
    (request) => request.method() === "PATCH" && request.url().includes("/api/v1/profile/"),
  );
  await signIn(page, "user@demo.uz", "uz");
  expect((await picked).postDataJSON()).toEqual({ lang: "uz" });
  const saved = page.waitForRequest(
    (request) => request.method() === "PATCH" && request.url().includes("/api/v1/profile/"),
  );
  await page.getByRole("combobox", { name: "Til" }).first().selectOption("fa");
  expect((await saved).postDataJSON()).toEqual({ lang: "fa" });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // Another device: nothing stored, so the profile's language wins after sign-in.
  await page.evaluate(() => window.localStorage.removeItem("user-locale"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  await chooseLanguage(page, "ru", true);
});

test("the currency switcher lists name (code), defaults to USD, is stored and saved to the profile", async ({
  page,
}) => {
  await page.goto("/?l=en");
  await page.getByRole("button", { name: "Settings" }).click();
  const settings = page.getByRole("dialog", { name: "Settings" });
  const select = settings.getByRole("combobox", { name: "Display currency" });
  await expect(select.locator("option")).toHaveText([
    "Uzbekistani som (UZS)",
    "Russian ruble (RUB)",
    "US dollar (USD)",
    "Iranian rial (IRR)",
  ]);
  await expect(select).toHaveValue("USD");
  await select.selectOption("UZS");
  expect(await page.evaluate(() => localStorage.getItem("selected_currency"))).toBe("UZS");
  await page.reload();
  await page.getByRole("button", { name: "Settings" }).click();
  await expect(settings.getByRole("combobox", { name: "Display currency" })).toHaveValue("UZS");

  // Picked on this visit before signing in: saved to the profile instead of its USD.
  const picked = page.waitForRequest(
    (request) => request.method() === "PATCH" && request.url().includes("/api/v1/profile/"),
  );
  await signIn(page, "business@demo.uz");
  expect((await picked).postDataJSON()).toEqual({ currency: 1 });
  const saved = page.waitForRequest(
    (request) => request.method() === "PATCH" && request.url().includes("/api/v1/profile/"),
  );
  await page.getByRole("button", { name: "Настройки" }).click();
  const currency = page
    .getByRole("dialog", { name: "Настройки" })
    .getByRole("combobox", { name: "Валюта цен" });
  await expect(currency).toHaveValue("UZS");
  await currency.selectOption("RUB");
  expect((await saved).postDataJSON()).toEqual({ currency: 2 });
});

test("a signed-in non-admin sees 403 in the admin area; a visitor is asked to sign in", async ({
  page,
}) => {
  await page.goto("/admin/users?l=en");
  await expect(page).toHaveURL(/\/\?action=login&next=%2Fadmin%2Fusers%3Fl%3Den$/);
  await signIn(page, "user@demo.uz");
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Доступ запрещён" })).toBeVisible();
  await expect(page.getByText("403")).toBeVisible();
});

test("a language chosen before signing in is saved to the profile instead of being overruled", async ({
  page,
}) => {
  await page.goto("/?l=ru");
  await page.getByRole("combobox", { name: "Язык" }).first().selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The header's link: the same visit, no reload.
  expect(await signInFromHeader(page)).toEqual({ lang: "en" });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  // The demo profile's own language again, for the tests after this one.
  await chooseLanguage(page, "ru", true);
});

test("a language chosen before a reload is still saved to the profile on signing in", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Язык" }).first().selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // A new page load of the same visit: the page is English from storage, and the pick with it.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await signInFromHeader(page)).toEqual({ lang: "en" });
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await chooseLanguage(page, "ru", true);
});

test("menus offer what the role opens: Administration for an admin, no shop pages for others", async ({
  page,
}) => {
  // Two sign-ins (and four page loads): more than one default test's time.
  test.setTimeout(90_000);
  await signIn(page, "user@demo.uz");
  const side = page.getByRole("navigation", { name: "Ваш аккаунт" });
  await expect(side.getByRole("link", { name: "Избранное" })).toBeVisible();
  await expect(side.getByRole("link", { name: "Мои товары" })).toHaveCount(0);
  await page.getByRole("button", { name: /^Аккаунт:/ }).click();
  await expect(page.getByRole("link", { name: "Администрирование" })).toHaveCount(0);
  // Signed in, the sign-in dialog's address leads to the profile instead.
  await page.goto("/?action=login");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, "admin@demo.uz");
  await expect(side.getByRole("link", { name: "Мои товары" })).toHaveCount(0);
  await page.getByRole("button", { name: /^Аккаунт:/ }).click();
  await page.getByRole("link", { name: "Администрирование" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("on a phone every section label is whole and on screen, and the side menu folds", async ({
  browser,
}) => {
  // Two sign-ins (and four page loads): more than one default test's time.
  test.setTimeout(90_000);
  for (const [lang, width] of [
    ["ru", 360],
    ["fa", 360],
    ["uz", 412],
    ["en", 412],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 740 } });
    const page = await context.newPage();
    await page.goto(`/search/products?l=${lang}`);
    const tabs = page.locator("header nav ul a");
    await expect(tabs).toHaveCount(6);
    for (const tab of await tabs.all()) {
      const box = await tab.evaluate((a) => {
        const rect = a.getBoundingClientRect();
        return {
          whole: a.scrollWidth <= a.clientWidth,
          left: rect.left,
          right: rect.right,
        };
      });
      expect(box.whole).toBe(true);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
    }
    await context.close();
  }
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signIn(page, "admin@demo.uz");
  await page.goto("/admin/users");
  // The content's heading is on the first screen; the menu is one button until opened.
  const heading = page.getByRole("heading", { name: "Пользователи", level: 1 });
  await expect(heading).toBeInViewport();
  const toggle = page.getByRole("button", { name: /Администрирование/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("link", { name: "Финансы" })).toBeHidden();
  await toggle.click();
  await page.getByRole("link", { name: "Финансы" }).click();
  await expect(page).toHaveURL(/\/admin\/finance$/);
  await expect(page.getByRole("link", { name: "Чат" })).toBeHidden();
  await context.close();
});

test("screenshots of the home page in Persian and in English dark mode", async ({
  browser,
}, info) => {
  for (const [lang, colorScheme] of [
    ["fa", "light"],
    ["en", "dark"],
  ] as const) {
    const context = await browser.newContext({
      colorScheme,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`/?l=${lang}`);
    await expect(page.locator("h1")).toBeVisible();
    const path = info.outputPath(`home-${lang}-${colorScheme}.png`);
    await page.screenshot({ path, fullPage: true });
    await info.attach(`home-${lang}-${colorScheme}`, { path, contentType: "image/png" });
    await context.close();
  }
});
