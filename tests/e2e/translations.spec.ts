import ru from "../../locales/ru.json" with { type: "json" };
import uz from "../../locales/uz.json" with { type: "json" };
import { signIn } from "./helpers";
import { expect, test } from "./test";

// The demo administrator's language is Russian (their profile's, which the app applies).
const t = ru.translations;
const errors = ru.errors;
const UZBEK = "O‘zbekcha";

/**
 * An interface message changed in the product: an administrator gives the header's sign-in
 * button new Uzbek words on /translations (a broken text is refused first, the old one kept),
 * and a visitor reading Uzbek sees them after a reload, with no new build.
 */
test("an administrator's Uzbek text for a button reaches a visitor after a reload", async ({
  page,
  browser,
}) => {
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/?l=uz");
  const header = visitorPage.getByRole("banner");
  await expect(header.getByRole("link", { name: uz.nav.login, exact: true })).toBeVisible();

  await signIn(page, "admin@demo.uz");
  await page.goto("/translations");
  await expect(page.getByRole("navigation").getByRole("link", { name: t.title })).toBeVisible();
  await page.getByLabel(t.search, { exact: true }).fill("nav.login");
  await page.getByRole("button", { name: t.searchButton }).click();
  const table = page.getByRole("table", { name: t.caption });
  const row = table.getByRole("row").filter({ has: page.getByText("nav.login", { exact: true }) });
  await expect(row).toHaveCount(1);
  const editLabel = t.edit.replace("{key}", "nav.login").replace("{language}", UZBEK);
  await row.getByRole("button", { name: editLabel }).click();

  const dialog = page.getByRole("dialog", { name: t.editTitle.replace("{language}", UZBEK) });
  const field = dialog.getByLabel(t.text.replace("{language}", UZBEK));
  await expect(field).toHaveValue(uz.nav.login);
  await field.fill("Tizimga {kirish");
  await dialog.getByRole("button", { name: t.save }).click();
  await expect(dialog.getByRole("alert")).toHaveText(errors.translation_syntax_invalid);
  await expect(row).toContainText(uz.nav.login);

  await field.fill("Tizimga kirish");
  await dialog.getByRole("button", { name: t.save }).click();
  await expect(dialog.getByRole("status")).toHaveText(t.saved);
  await expect(dialog.getByRole("region", { name: t.history })).toContainText("Tizimga kirish");
  await expect(row).toContainText("Tizimga kirish");

  await visitorPage.reload();
  await expect(header.getByRole("link", { name: "Tizimga kirish", exact: true })).toBeVisible();

  // Back to the bundled text, so no other test meets this one's words.
  await dialog.getByRole("button", { name: t.reset }).click();
  await expect(field).toHaveValue(uz.nav.login);
  await visitorPage.reload();
  await expect(header.getByRole("link", { name: uz.nav.login, exact: true })).toBeVisible();
  await visitor.close();
});
