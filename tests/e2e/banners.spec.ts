import { deflateSync } from "node:zlib";
import ru from "../../locales/ru.json" with { type: "json" };
import { signIn } from "./helpers";
import { expect, test } from "./test";

// The demo accounts' language is Russian (their profile's, which the app applies).
const t = ru.banners;

/** A wide PNG of one colour (3:1, as banners are), for the browser to prepare and upload. */
function bannerPng(width = 600, height = 200): Buffer {
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([20, 110, 90], 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A banner end to end: the demo shop (on Business Pro, which gives banners) asks for one on
 * the search lists from /my-banners; it waits for review; an administrator approves it in
 * /admin/banner; a visitor then finds it beside a search list and follows it.
 */
test("a business's banner, once approved, shows beside the search lists", async ({
  page,
  browser,
}) => {
  const marker = `e2e${Date.now()}`;

  await signIn(page, "business@demo.uz");
  await page
    .getByRole("navigation", { name: ru.nav.accountSection })
    .getByRole("link", { name: t.mine.title })
    .click();
  await expect(page).toHaveURL(/\/my-banners$/);
  const form = page.getByRole("form", { name: t.form.headingRequest });
  await form.getByLabel(t.form.image).setInputFiles({
    name: "banner.png",
    mimeType: "image/png",
    buffer: bannerPng(),
  });
  await expect(form.getByRole("img", { name: t.form.imageChosen })).toBeVisible();
  await form.getByLabel(t.form.link).fill("/banner");
  const titles = form.getByRole("group", { name: t.form.titles });
  await titles.getByLabel(t.form.lang.ru).fill(`Ярмарка ${marker}`);
  await titles.getByLabel(t.form.lang.en).fill(`Fair ${marker}`);
  await form.getByLabel(t.form.placement).selectOption("search");
  await form.getByRole("button", { name: t.form.request }).click();
  await expect(page.getByRole("status").filter({ hasText: t.mine.sent })).toBeVisible();
  const mine = page.getByRole("article").filter({ hasText: `Ярмарка ${marker}` });
  await expect(mine).toContainText(t.statuses.pending);

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, "admin@demo.uz");
  await adminPage.goto("/admin/dashboard");
  await adminPage
    .getByRole("navigation", { name: ru.admin.title })
    .getByRole("link", { name: ru.admin.banners.title })
    .click();
  const request = adminPage.getByRole("article").filter({ hasText: `Ярмарка ${marker}` });
  await expect(request).toContainText(t.statuses.pending);
  await request.getByRole("button", { name: t.admin.approve }).click();
  await expect(request).toContainText(t.statuses.approved);
  await admin.close();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/search/products?l=en");
  const ads = visitorPage.getByRole("complementary", { name: "Advertising" });
  const banner = ads.getByRole("link", { name: new RegExp(`Fair ${marker}`) });
  await expect(banner).toBeVisible();
  const click = visitorPage.waitForRequest(
    (r) => r.method() === "POST" && /\/api\/v1\/banner\/[0-9a-f-]{36}\/click\/$/.test(r.url()),
  );
  await banner.click();
  await click;
  await expect(visitorPage).toHaveURL(/\/banner$/);
  await visitor.close();
});
