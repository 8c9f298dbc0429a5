import ru from "../../locales/ru.json" with { type: "json" };
import { axeViolations, signIn } from "./helpers";
import { expect, test } from "./test";

// The demo administrator's language is Russian (their profile's, which the app applies).
const t = ru.sitePages;

/**
 * The site's pages: a visitor reads them (their icons in one request per collection), and an
 * administrator edits one in every language with its preview, picks its icon, and the visitor
 * reads the new text.
 */

test("a visitor reads the pages, their icons asked in one request", async ({ page }) => {
  const iconRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/_nuxt_icon/")) iconRequests.push(request.url());
  });
  await page.goto("/about-us?l=en");
  const heading = page.getByRole("heading", { level: 1, name: "About us" });
  await expect(heading).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "What you can do here" })).toBeVisible();
  await expect(heading.locator("svg path")).toHaveCount(1);
  expect(iconRequests).toHaveLength(1);
  expect(new URL(iconRequests[0] ?? "").pathname).toBe("/api/_nuxt_icon/mdi.json");
  expect(new URL(iconRequests[0] ?? "").searchParams.get("icons")).toBe("storefront-outline");
  expect(await axeViolations(page)).toEqual([]);

  await page.goto("/contact-us?l=en");
  await expect(page.getByRole("complementary")).toContainText("Amir Temur Avenue");
  await expect(page.getByRole("form", { name: "Write to us" })).toBeVisible();
});

test("an administrator edits a page in every language, and visitors read it", async ({
  page,
  browser,
}) => {
  await signIn(page, "admin@demo.uz");
  await page.goto("/terms-and-privacy-policy");
  await page.getByRole("link", { name: t.edit }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/terms-and-privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(t.admin.edit);

  const tabs = page.getByRole("tablist", { name: t.admin.languages });
  await tabs.getByRole("tab", { name: "English" }).click();
  const title = page.getByLabel(t.admin.titleLabel, { exact: true });
  await title.fill("");
  await tabs.getByRole("tab", { name: "فارسی" }).click();
  await title.fill("شرایط و حریم خصوصی Bozor");
  await page.getByLabel(t.admin.bodyLabel).fill("## بخش تازه\n\nمتن این بخش.");
  const preview = page.getByRole("region", { name: t.admin.preview });
  await expect(preview.getByRole("heading", { name: "بخش تازه" })).toBeVisible();

  // The emptied English title is refused before anything is sent, its tab opened.
  await page.getByRole("button", { name: t.admin.save }).click();
  await expect(tabs.getByRole("tab", { name: /English/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("status").filter({ hasText: "English" })).toBeVisible();
  await title.fill("Terms and privacy policy");

  const picker = page.getByRole("group", { name: t.admin.icon });
  await picker.getByRole("searchbox").fill("shield check");
  const shield = picker.getByRole("radio", { name: "shield-check", exact: true });
  await shield.check();
  await expect(shield).toBeChecked();
  await page.getByRole("button", { name: t.admin.save }).click();
  await expect(page.getByRole("status").filter({ hasText: t.admin.saved })).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/terms-and-privacy-policy?l=fa");
  const heading = visitorPage.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("شرایط و حریم خصوصی Bozor");
  await expect(visitorPage.getByRole("heading", { level: 2, name: "بخش تازه" })).toBeVisible();
  await expect(heading.locator("svg path")).toHaveCount(1);
  await visitor.close();
});
