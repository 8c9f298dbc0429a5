import type { Page } from "@playwright/test";
import { expect, test } from "./test";

/**
 * A Persian visitor on a phone (issue 13, items 9, 13 and 20): every number in Persian digits,
 * someone's Latin or Cyrillic text isolated for direction, icons drawn without an emoji font
 * (this Chromium has none). Screenshots of the pages are attached to the report.
 */

test.use({ viewport: { width: 412, height: 915 } });

/**
 * The page's text that is not someone's own (names, titles, comments, addresses: each in a
 * <bdi> or a `dir="auto"` element, and free to hold any digits), nor a field's value.
 */
async function interfaceText(page: Page): Promise<string> {
  return page.locator("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const own of copy.querySelectorAll("bdi, [dir='auto'], input, textarea, img, svg")) {
      own.remove();
    }
    return copy.textContent ?? "";
  });
}

const LATIN_DIGIT = /[0-9]/;
const PERSIAN_DIGIT = /[۰-۹]/;
// Symbols and emoji a system without the right font draws as empty boxes.
const PICTOGRAPH = /[\u2190-\u2bff\u{1f000}-\u{1faff}]/u;

test("a flash-sale list in Persian: prices and countdowns in Persian digits", async ({
  page,
}, testInfo) => {
  await page.goto("/search/flash-sell?l=fa");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const timer = page.getByRole("timer").first();
  await expect(timer).toHaveText(PERSIAN_DIGIT);
  await expect(timer).not.toHaveText(LATIN_DIGIT);
  const text = await interfaceText(page);
  expect(text).toMatch(PERSIAN_DIGIT);
  expect(text).not.toMatch(LATIN_DIGIT);
  expect(await page.locator("body").textContent()).not.toMatch(PICTOGRAPH);
  await testInfo.attach("fa-flash-sales", {
    body: await page.screenshot({ fullPage: false }),
    contentType: "image/png",
  });
});

test("an offering and its seller in Persian: price, hours and phone in Persian digits", async ({
  page,
}, testInfo) => {
  await page.goto("/search/products?l=fa");
  await page.getByRole("main").getByRole("listitem").first().waitFor({ timeout: 20_000 });
  const first = page.getByRole("main").getByRole("listitem").getByRole("link").first();
  await first.click();
  await expect(page).toHaveURL(/\/search\/products\/[0-9a-f-]{36}/);
  const seller = page.getByRole("region", { name: "فروشنده" });
  await expect(seller.getByRole("table")).toBeVisible();
  await expect(seller.locator("a[href^='tel:']")).toHaveText(PERSIAN_DIGIT);
  // The title, the seller's name and the reviews' authors are isolated for direction.
  await expect(page.getByRole("heading", { level: 1 }).locator("bdi")).toHaveCount(1);
  const text = await interfaceText(page);
  expect(text).toMatch(PERSIAN_DIGIT);
  expect(text).not.toMatch(LATIN_DIGIT);
  // Stars are drawn, not typed.
  expect(await page.locator("main svg").count()).toBeGreaterThan(0);
  expect(await page.locator("body").textContent()).not.toMatch(PICTOGRAPH);
  await testInfo.attach("fa-offering", {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });
  await seller.screenshot({ path: testInfo.outputPath("fa-seller.png") });
});

test("a search list in Persian, for the eye", async ({ page }, testInfo) => {
  await page.goto("/search/products?l=fa");
  await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: testInfo.outputPath("fa-search.png") });
  const text = await interfaceText(page);
  expect(text).not.toMatch(LATIN_DIGIT);
});
