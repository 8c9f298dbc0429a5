import ru from "../../locales/ru.json" with { type: "json" };
import { attachScreenshot, axeViolations, signIn } from "./helpers";
import { expect, test } from "./test";

// The demo administrator's language is Russian (their profile's, which the app applies).
const b = ru.formBuilder;
const leads = ru.admin.leads;
const titleIn = (lang: string) => b.titleIn.replace("{lang}", lang);
const labelIn = (lang: string) => b.labelIn.replace("{lang}", lang);
const field = (n: number, type: keyof typeof b.types) =>
  b.fieldHeading.replace("{n}", String(n)).replace("{type}", b.types[type]);

/**
 * The form builder end to end: an administrator builds a two-field form and publishes it on
 * /contact-us, a visitor answers it there, and the answers are a lead in /admin/leads.
 */
test("a form built and published on /contact-us turns a visitor's answers into a lead", async ({
  page,
  browser,
}, info) => {
  const marker = `e2e${Date.now()}`;
  const title = `Callback ${marker}`;

  await signIn(page, "admin@demo.uz");
  await page.goto("/form-builder");
  await expect(page.getByRole("heading", { level: 1, name: b.title })).toBeVisible();
  await page.getByLabel(titleIn("English")).fill(title);
  await page.getByLabel(b.slug, { exact: true }).fill(marker);
  await page.getByLabel(b.placement).selectOption("contact_us");

  await page.getByRole("button", { name: b.addField }).click();
  const name = page.getByRole("group", { name: field(1, "text") });
  await name.getByLabel(b.fieldName, { exact: true }).fill("name");
  await name.getByLabel(labelIn("English")).fill("Your name");
  await name.getByRole("checkbox", { name: b.required }).check();

  await page.getByLabel(b.newFieldType).selectOption("email");
  await page.getByRole("button", { name: b.addField }).click();
  const email = page.getByRole("group", { name: field(2, "email") });
  await email.getByLabel(b.fieldName, { exact: true }).fill("email");
  await email.getByLabel(labelIn("English")).fill("Email address");
  await email.getByRole("checkbox", { name: b.required }).check();

  // The preview is the form as a visitor sees it (here in Russian, falling back to English).
  const preview = page.getByRole("form", { name: title });
  await expect(preview.getByLabel("Your name")).toBeVisible();
  await page.getByRole("button", { name: b.save, exact: true }).click();
  await expect(page.getByRole("button", { name: title })).toBeVisible();
  await page.getByRole("button", { name: b.publish, exact: true }).click();
  await expect(page.getByRole("link", { name: `/forms/${marker}` })).toBeVisible();
  await attachScreenshot(page, info, "form-builder");
  // Scanned settled, as axe.spec.ts does: the loading bar gone.
  await expect(page.getByRole("progressbar", { includeHidden: true })).toHaveAttribute(
    "aria-hidden",
    "true",
  );
  expect(await axeViolations(page)).toEqual([]);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/contact-us?l=en");
  const form = visitorPage.getByRole("form", { name: title });
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByText("Please answer this question.")).toHaveCount(2);
  await form.getByLabel("Your name").fill("Malika Visitor");
  await form.getByLabel("Email address").fill(`${marker}@e2e.uz`);
  await form.getByRole("button", { name: "Send" }).click();
  await expect(visitorPage.getByRole("status")).toContainText(
    "Thank you, your answers have been sent",
  );
  await expect(visitorPage.getByRole("progressbar", { includeHidden: true })).toHaveAttribute(
    "aria-hidden",
    "true",
  );
  expect(await axeViolations(visitorPage)).toEqual([]);
  await visitor.close();

  await page.goto("/admin/leads");
  await page.getByLabel(leads.search, { exact: true }).fill(marker);
  await page.getByRole("button", { name: leads.search }).click();
  const row = page.getByRole("table", { name: leads.caption }).getByRole("row", {
    name: /Malika Visitor/,
  });
  await expect(row).toContainText(leads.statuses.new);
  const detail = leads.detail.replace("{name}", "Malika Visitor");
  await row.getByRole("button", { name: detail }).click();
  const panel = page.getByRole("region", { name: detail });
  await expect(panel).toContainText(leads.answers.replace("{title}", title));
  await expect(panel).toContainText(`${marker}@e2e.uz`);
});
