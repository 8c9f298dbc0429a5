import ru from "../../locales/ru.json" with { type: "json" };
import { attachScreenshot, signIn } from "./helpers";
import { expect, test } from "./test";

// The demo administrator's language is Russian (their profile's, which the app applies).
const t = ru.admin.blogs;
const audit = ru.contentAudit;

/**
 * Content changes in the audit log, seen where the administrator works: the blog editor lists
 * what administrators did to the open post, newest first, refreshed by each save.
 */
test("the blog editor shows the post's audit entries after each save", async ({ page }, info) => {
  const title = `Аудит ${Date.now()}`;
  await signIn(page, "admin@demo.uz");
  await page.goto("/admin/blogs");
  await page.getByRole("link", { name: t.newPost }).click();
  await page.getByRole("tab", { name: /Русский/ }).click();
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel(t.postTitle).fill(title);
  await panel.getByLabel(t.body).fill("Текст черновика.");
  await page.getByRole("radio", { name: t.statuses.draft }).check();
  await page.getByRole("button", { name: t.save }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/new\/[0-9a-f-]{36}$/);

  const entries = page.getByRole("region", { name: audit.title }).getByRole("listitem");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(audit.actions["blog_post.create"]);

  await page.getByRole("radio", { name: t.statuses.published }).check();
  await page.getByRole("button", { name: t.save }).click();
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(audit.actions["blog_post.publish"]);
  await attachScreenshot(page, info, "blog-editor-audit", { fullPage: true });

  await page.getByRole("button", { name: t.delete }).click();
  const dialog = page.getByRole("alertdialog", { name: t.deleteTitle });
  await dialog.getByRole("button", { name: t.delete }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
});
