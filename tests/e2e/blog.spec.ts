import fa from "../../locales/fa.json" with { type: "json" };
import ru from "../../locales/ru.json" with { type: "json" };
import { attachScreenshot, axeViolations, signIn } from "./helpers";
import { expect, test } from "./test";

// The demo administrator's language is Russian (their profile's, which the app applies).
const t = ru.admin.blogs;

/**
 * The blog end to end: an administrator writes a post in Russian and Persian (the Russian one
 * holding a script tag), publishes it; a visitor reads it on /blog in both languages, Persian
 * right to left, the script shown as text and never run; then the administrator deletes it
 * after confirming.
 */
test("an administrator publishes a post in two languages that a visitor reads in both", async ({
  page,
  browser,
}, info) => {
  const marker = `e2e${Date.now()}`;
  const ruTitle = `Новости рынка ${marker}`;
  const faTitle = `خبرهای بازار ${marker}`;
  const script = "<script>window.blogScriptRan = true</script>";

  await signIn(page, "admin@demo.uz");
  await page.goto("/admin/blogs");
  await page.getByRole("link", { name: t.newPost }).click();
  await expect(page.getByRole("heading", { name: t.new })).toBeVisible();

  await page.getByRole("tab", { name: /Русский/ }).click();
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel(t.postTitle).fill(ruTitle);
  await panel.getByLabel(t.body).fill(`Первый абзац **важного** текста.\n\n${script}`);
  // The live preview shows the script as the text it is.
  await expect(panel.getByRole("region", { name: t.preview })).toContainText(script);
  await expect(panel.getByRole("region", { name: t.preview }).locator("strong")).toHaveText(
    "важного",
  );

  await page.getByRole("tab", { name: /فارسی/ }).click();
  await panel.getByLabel(t.postTitle).fill(faTitle);
  await panel.getByLabel(t.body).fill("بند نخست این **نوشته**.");
  await page.getByRole("radio", { name: t.statuses.published }).check();
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs\/new\/[0-9a-f-]{36}$/);
  const postPath = `/blog/${page.url().split("/").pop()}`;

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto("/blog?l=ru");
  await reader.getByRole("link", { name: ruTitle }).click();
  await expect(reader).toHaveURL(new RegExp(`${postPath}$`));
  await expect(reader.getByRole("heading", { level: 1, name: ruTitle })).toBeVisible();
  await expect(reader.getByRole("article")).toContainText(script);
  expect(await reader.evaluate(() => "blogScriptRan" in window)).toBe(false);
  await expect(reader.getByRole("article").locator("script")).toHaveCount(0);
  // The head names the post's two languages, its cover (the default image) and its title.
  await expect(reader.locator('link[rel="alternate"][hreflang]')).toHaveCount(2);
  await expect(reader.locator('link[rel="alternate"][hreflang="fa"]')).toHaveAttribute(
    "href",
    new RegExp(`${postPath}\\?l=fa$`),
  );
  await expect(reader).toHaveTitle(new RegExp(ruTitle));

  await reader.goto("/blog?l=fa");
  await expect(reader.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(reader.getByRole("heading", { level: 1, name: fa.blog.title })).toBeVisible();
  await reader.getByRole("link", { name: faTitle }).click();
  const title = reader.getByRole("heading", { level: 1, name: faTitle });
  await expect(title).toBeVisible();
  await expect(reader.getByRole("article").locator("strong")).toHaveText("نوشته");
  expect(await title.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  await attachScreenshot(reader, info, "blog-post-fa");
  expect(await axeViolations(reader)).toEqual([]);
  await visitor.close();

  await page.getByRole("button", { name: t.delete }).click();
  const dialog = page.getByRole("alertdialog", { name: t.deleteTitle });
  await dialog.getByRole("button", { name: t.delete }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(page.getByRole("link", { name: ruTitle })).toHaveCount(0);
});
