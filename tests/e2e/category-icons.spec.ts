import ru from "../../locales/ru.json" with { type: "json" };
import { signIn } from "./helpers";
import { expect, test } from "./test";

// The demo administrator's language is Russian (their profile's, which the app applies).
const t = ru.adminCategories;

/**
 * The category editor: an administrator picks an icon for a top-level category and visitors
 * see it on the home page's category chip, which had none before.
 */
test("an administrator picks a category's icon and it shows on the home page", async ({
  page,
  browser,
}) => {
  await signIn(page, "admin@demo.uz");
  await page.goto("/admin");
  await page.getByRole("link", { name: t.title }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  const table = page.getByRole("table", { name: t.title });
  // The tree comes parents first: the first row is a top-level category.
  await table.getByRole("rowheader").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/categories\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(t.edit);

  const english = await page
    .getByLabel(`${t.nameIn.replace("{language}", "English")}`)
    .inputValue();
  expect(english.length).toBeGreaterThan(2);
  const picker = page.getByRole("group", { name: t.iconLegend });
  await picker.getByRole("searchbox").fill("sofa");
  const sofa = picker.getByRole("radio", { name: "sofa", exact: true });
  await sofa.check();
  await expect(sofa).toBeChecked();
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();

  const visitor = await browser.newContext();
  const home = await visitor.newPage();
  await home.goto("/?l=en");
  const chip = home.getByRole("link", { name: english, exact: true });
  await expect(chip).toBeVisible();
  await expect(chip.locator("svg path")).toHaveCount(1);
  // Another category keeps today's chip, without an icon.
  const chips = home.getByRole("list").filter({ has: chip });
  await expect(chips.getByRole("link")).not.toHaveCount(1);
  await expect(chips.locator("svg")).toHaveCount(1);
  await visitor.close();
});
