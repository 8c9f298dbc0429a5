import { deflateSync } from "node:zlib";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./test";

/**
 * A business managing its listings (server/domains/listings, src/features/listings):
 * business@demo.uz writes a product in Russian and Uzbek with two photos, publishes it, finds
 * it by search in both languages, archives it and no longer finds it; an individual who opens
 * /my-products is told how to register a business. The database is shared by the whole run:
 * the product is deleted afterwards, and its words are this file's own.
 */

const PASSWORD = "demo12345";
// Words no demo item has, so the search finds this file's product and nothing else.
const RU_TITLE = "Самаркандская халва кунжутная";
const UZ_TITLE = "Samarqand kunjutli holvasi";
const RU_WORD = "халва";
const UZ_WORD = "holvasi";

/** The product this file created, for afterAll to delete. */
let createdId: string | null = null;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of one colour, as a camera would not make it but a browser decodes it. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The size a stored PNG says it is (its IHDR). */
async function storedSize(api: APIRequestContext, imageId: string) {
  const response = await api.get(`/api/v1/image/${imageId}`);
  expect(response.headers()["content-type"]).toBe("image/png");
  const bytes = await response.body();
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function signIn(page: Page, username: string) {
  await page.goto("/?action=login&l=ru");
  const dialog = page.getByRole("dialog", { name: "Вход в Bozor" });
  await dialog.getByLabel("Эл. почта или телефон").fill(username);
  await dialog.getByLabel("Пароль").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** The products list's result titles for a search, once the answer has arrived. */
async function searchTitles(page: Page, words: string): Promise<string[]> {
  await page.goto(`/search/products?q=${encodeURIComponent(words)}&l=ru`);
  const results = page.getByRole("region", { name: "Результаты" });
  // The first searches of a fresh server may run before its offering index is built: slower.
  await expect(results.getByRole("status")).toHaveText(/^\d+\s/, { timeout: 20_000 });
  return results.getByRole("heading", { level: 3 }).allTextContents();
}

test("a business writes a product in two languages with two photos, publishes it, finds it in Russian and Uzbek, archives it", async ({
  page,
  request,
}) => {
  // Five searches, two uploads and four saves: more than a test's usual 30 s on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, "business@demo.uz");
  await page.getByRole("link", { name: "Мои товары" }).first().click();
  await expect(page).toHaveURL(/\/my-products$/);
  await expect(page.getByRole("heading", { level: 1, name: "Мои товары" })).toBeVisible();
  await page.getByRole("link", { name: "Добавить товар" }).click();
  await expect(page).toHaveURL(/\/my-products\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Новый товар" })).toBeVisible();

  // Saving an empty form sends nothing and says what is missing, beside each field.
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByText("Укажите название хотя бы на одном языке.")).toBeVisible();
  await expect(page.getByText("Такой категории нет.")).toBeVisible();
  await expect(page).toHaveURL(/\/my-products\/new$/);

  await page.getByLabel("Название (Русский)").fill(RU_TITLE);
  await page.getByLabel("Описание (Русский)").fill("Восточная сладость из кунжута и мёда.");
  await page.getByLabel("Название (O‘zbekcha)").fill(UZ_TITLE);
  await expect(page.getByTestId("missing-languages")).toHaveText(
    "Ещё нет названия: English и فارسی",
  );
  await page.getByLabel("Категория").selectOption({ label: "Хлеб" });
  // The price field's mask loads when the field is touched; then it takes what is typed.
  const price = page.getByLabel("Цена", { exact: true });
  await price.click();
  await expect(price).toBeEditable();
  await price.fill("45000");
  await page.getByLabel("Валюта").selectOption("UZS");

  // One photo larger than the browser sends (2048 px at most), one small; in this order.
  await page.getByLabel("Добавить фотографии").setInputFiles([
    { name: "big.png", mimeType: "image/png", buffer: png(3000, 1500, [200, 120, 40]) },
    { name: "small.png", mimeType: "image/png", buffer: png(400, 300, [40, 120, 200]) },
  ]);
  const photos = page.getByRole("img", { name: /^Фото \d$/ });
  await expect(photos).toHaveCount(2);

  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page).toHaveURL(/\/my-products\/[0-9a-f-]{36}$/);
  createdId = page.url().split("/").at(-1) ?? null;
  await expect(page.getByText("Все изменения сохранены.")).toBeVisible();
  await expect(page.getByLabel("Название (Русский)")).toHaveValue(RU_TITLE);
  await expect(photos).toHaveCount(2);

  const saved = await request.get(`/api/v1/offering/${createdId}/`);
  expect(saved.status()).toBe(404);
  // The photos as stored: resized in the browser, in the order chosen.
  const sources = await photos.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).src.split("/").at(-1) ?? ""),
  );
  expect(await storedSize(request, sources[0] ?? "")).toEqual({ width: 2048, height: 1024 });
  expect(await storedSize(request, sources[1] ?? "")).toEqual({ width: 400, height: 300 });

  // A draft is nobody's to find.
  expect(await searchTitles(page, RU_WORD)).not.toContain(RU_TITLE);

  await page.goto(`/my-products/${createdId}`);
  await page.getByRole("button", { name: "Опубликовать" }).click();
  await expect(page.getByRole("heading", { name: "Статус: Опубликовано" })).toBeVisible();

  expect(await searchTitles(page, RU_WORD)).toContain(RU_TITLE);
  expect(await searchTitles(page, UZ_WORD)).toContain(RU_TITLE);

  await page.goto("/my-products?status=active");
  await expect(page.getByRole("link", { name: RU_TITLE })).toBeVisible();
  await page.getByRole("link", { name: RU_TITLE }).click();
  await page.getByRole("button", { name: "В архив" }).click();
  await expect(page.getByRole("heading", { name: "Статус: В архиве" })).toBeVisible();

  expect(await searchTitles(page, RU_WORD)).not.toContain(RU_TITLE);
  expect(await searchTitles(page, UZ_WORD)).not.toContain(RU_TITLE);
  const archived = await request.get(`/api/v1/offering/${createdId}/`);
  expect(archived.status()).toBe(404);
});

test("an individual who opens /my-products is told how to register a business", async ({
  page,
}) => {
  await signIn(page, "user@demo.uz");
  // Not in the menus…
  await expect(page.getByRole("link", { name: "Мои товары" })).toHaveCount(0);
  // …and, opened anyway, the page says who it is for and where to become one.
  await page.goto("/my-products");
  await expect(page.getByRole("heading", { level: 1, name: "Для бизнес-аккаунтов" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Зарегистрировать компанию" })).toHaveAttribute(
    "href",
    "/register-business",
  );
});

test.afterAll(async ({ playwright }, info) => {
  if (!createdId) return;
  const api = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const login = await api.post(
    `/api/v1/auth/login/?username=business@demo.uz&password=${PASSWORD}`,
  );
  const { access } = await login.json();
  const deleted = await api.delete(`/api/v1/my/offering/${createdId}/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(deleted.status()).toBe(204);
});
