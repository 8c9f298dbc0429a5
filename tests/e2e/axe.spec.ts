import type { Browser } from "@playwright/test";
import { axeViolations, chooseLanguage, signIn } from "./helpers";
import { expect, test } from "./test";

// axe-core over the main kinds of page, in a left-to-right and a right-to-left language, light
// and dark. A file of its own: the longest of the run, it runs beside the others.

const AXE_PAGES = [
  { path: "/", as: null },
  { path: "/search/products", as: null },
  { path: "/blog", as: null },
  { path: "/no/such/page", as: null },
  { path: "/profile", as: "user@demo.uz" },
  { path: "/payment-cards", as: "user@demo.uz" },
  { path: "/business-subscription", as: "business@demo.uz" },
  { path: "/my-banners", as: "business@demo.uz" },
  { path: "/admin/dashboard", as: "admin@demo.uz" },
];

type Target = (typeof AXE_PAGES)[number];

async function scan(browser: Browser, target: Target, lang: string, colorScheme: "light" | "dark") {
  // Each account in a context of its own, so sign-ins never meet.
  const context = await browser.newContext({ colorScheme });
  const page = await context.newPage();
  if (target.as) {
    await signIn(page, target.as);
    await chooseLanguage(page, lang, true);
  }
  await page.goto(`${target.path}?l=${lang}`);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("h1").first()).toBeVisible();
  // Scan the settled page: nothing on the wire for half a second (a page's sections ask for
  // their data as they render, so one quiet moment is not the end), and the loading bar gone.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("progressbar", { includeHidden: true })).toHaveAttribute(
    "aria-hidden",
    "true",
  );
  const found = await axeViolations(page);
  // Leave the demo account as it was found: other tests read its Russian profile.
  if (target.as) await chooseLanguage(page, "ru", true);
  await context.close();
  return found;
}

// Colours do not depend on the language, nor the direction on the colour mode: every page is
// scanned left to right in light mode and right to left in dark mode, so every rule meets both
// colour modes and both directions (a pass costs seconds on these machines).
const VARIANTS = [
  { lang: "en", colorScheme: "light" },
  { lang: "fa", colorScheme: "dark" },
] as const;

for (const { lang, colorScheme } of VARIANTS) {
  for (const target of AXE_PAGES) {
    test(`axe finds no violations on ${target.path} in ${lang}, ${colorScheme}`, async ({
      browser,
    }) => {
      // axe's pass over a page takes seconds on a slow machine.
      test.setTimeout(60_000);
      expect(await scan(browser, target, lang, colorScheme)).toEqual([]);
    });
  }
}
