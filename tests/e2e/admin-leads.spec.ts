import { readFile } from "node:fs/promises";
import ru from "../../locales/ru.json" with { type: "json" };
import { signIn } from "./helpers";
import { expect, test } from "./test";

// The demo administrator's language is Russian (their profile's, which the app applies).
const t = ru.admin.leads;

/**
 * A lead end to end: a visitor writes through /contact-us, an administrator finds the message
 * in /admin/leads, moves it on, notes it, and exports the CSV, read back from the download.
 */

test("a visitor's message becomes a lead the administrator finds and exports", async ({
  page,
  browser,
}, info) => {
  const marker = `e2e${Date.now()}`;
  const message = `Salom! Ищу поставщика плова, ${marker}.`;

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/contact-us?l=en");
  const form = visitorPage.getByRole("form", { name: "Write to us" });
  await form.getByLabel("Your name").fill("Dilnoza Visitor");
  await form.getByLabel("Email").fill(`${marker}@e2e.uz`);
  await form.getByLabel("Subject (optional)").fill("=cmd|' /C calc'!A0");
  await form.getByRole("textbox", { name: "Message" }).fill(message);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(visitorPage.getByRole("status")).toContainText(
    "Thank you, your message has been sent",
  );
  await visitor.close();

  await signIn(page, "admin@demo.uz");
  await page.goto("/admin/leads");
  await expect(page.getByRole("navigation").getByRole("link", { name: t.title })).toBeVisible();
  await page.getByLabel(t.search, { exact: true }).fill(marker);
  await page.getByRole("button", { name: t.search }).click();
  const table = page.getByRole("table", { name: t.caption });
  const row = table.getByRole("row").filter({ hasText: "Dilnoza Visitor" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t.statuses.new);
  await expect(table.getByRole("row")).toHaveCount(2);

  const detailName = t.detail.replace("{name}", "Dilnoza Visitor");
  await row.getByRole("button", { name: detailName }).click();
  const panel = page.getByRole("region", { name: detailName });
  await expect(panel).toContainText(message);
  await panel.getByRole("button", { name: t.statuses.in_progress }).click();
  await expect(panel).toContainText(t.actions["lead.status"]);
  await expect(row).toContainText(t.statuses.in_progress);
  await panel.getByLabel(t.note).fill("Called back, sending a price list.");
  await panel.getByRole("button", { name: t.addNote }).click();
  await expect(panel.getByRole("listitem").filter({ hasText: "Called back" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: t.export }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bozor-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = info.outputPath("leads.csv");
  await file.saveAs(path);
  const bytes = await readFile(path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString("utf8");
  expect(csv).toContain(message);
  expect(csv).toContain(",in_progress,");
  // The subject a spreadsheet would run as a formula is written as text.
  expect(csv).toContain(",'=cmd|' /C calc'!A0,");
  // The export is what the filters find: only this lead.
  expect(csv.trimEnd().split("\r\n")).toHaveLength(2);
});
