import { expect, test } from "./test";

/**
 * index.html's first paint in a real browser, under the page's real Content-Security-Policy:
 * the inline script is allowed by its hash, draws before any of the app's code has arrived,
 * and then starts the app, which replaces the drawing.
 */

test("before the app's code arrives, the header and heading show in the stored language", async ({
  page,
}) => {
  // Every script of the app refused: what remains on screen is the first paint alone. Refused
  // from the start, so no app is half-loaded when the language is stored (a chunk refused to a
  // running app would make it reload the page).
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/");
  await page.evaluate(() => window.localStorage.setItem("user-locale", "uz"));
  await page.goto("/search/products");
  await expect(page.locator("#root .fp h1")).toHaveText("Mahsulotlar");
  await expect(page.locator("#root .fp nav a[aria-current=page]")).toHaveAttribute(
    "href",
    "/search/products",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "uz");
  await page.evaluate(() => window.localStorage.removeItem("user-locale"));
});

test("the first paint runs under the page's policy and hands over to the app", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto("/?l=en");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  // The app's header (with its language select) replaces the drawing.
  await expect(page.locator("header select").first()).toBeVisible();
  await expect(page.locator("#root .fp")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  expect(refused).toEqual([]);
});
