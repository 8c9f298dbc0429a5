import type { APIRequestContext, Page } from "@playwright/test";
import { registerVerified } from "./helpers";
import { expect, test } from "./test";

// server/db/demo-data.ts: the accepted business business@demo.uz owns.
const DEMO_BUSINESS_ID = "00000000-0000-4000-8000-0000000000b1";
const DEMO_PASSWORD = "demo12345";

interface Person {
  phone: string;
  password: string;
}

/** A new person, registered and verified through the API (the code read from the sandbox). */
async function registerPerson(request: APIRequestContext): Promise<Person> {
  const phone = `99897${String(Date.now() % 10_000_000).padStart(7, "0")}`;
  const password = "first-secret";
  await registerVerified(request, {
    phone,
    password,
    first_name: "Test",
    last_name: "Person",
    lang: "en",
  });
  return { phone, password };
}

async function signIn(page: Page, username: string, password: string, labels = ENGLISH) {
  await page.goto(`/?action=login&l=${labels.lang}`);
  const dialog = page.getByRole("dialog", { name: labels.dialog });
  await dialog.getByLabel(labels.username).fill(username);
  await dialog.getByLabel(labels.password, { exact: true }).fill(password);
  await dialog.getByRole("button", { name: labels.submit }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

const ENGLISH = {
  lang: "en",
  dialog: "Sign in to Bozor",
  username: "Email or phone",
  password: "Password",
  submit: "Sign in",
};
const RUSSIAN = {
  lang: "ru",
  dialog: "Вход в Bozor",
  username: "Эл. почта или телефон",
  password: "Пароль",
  submit: "Войти",
};

/** A picture as a camera makes one: larger than an avatar and not square. */
async function photo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 1200;
    canvas.height = 800;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.fillStyle = "#1d4ed8";
    context.fillRect(0, 0, 1200, 800);
    context.fillStyle = "#facc15";
    context.fillRect(400, 200, 400, 400);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg"));
    if (!blob) throw new Error("no picture");
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  return Buffer.from(base64, "base64");
}

test("a new person edits their name and picture, changes the password, and deletes the account", async ({
  page,
}) => {
  // A whole account's life in one test, on a machine shared with other work.
  test.setTimeout(90_000);
  const person = await registerPerson(page.request);
  await signIn(page, person.phone, person.password);
  const main = page.getByRole("main");
  const header = page.getByRole("banner");

  // The name: refused when blank, saved when given, and the header follows at once.
  await main.getByRole("button", { name: "Edit name" }).click();
  await main.getByLabel("First name").fill("   ");
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(main.getByText("Please enter a valid name.")).toBeVisible();
  await main.getByLabel("First name").fill("Malika");
  await main.getByLabel("Last name").fill("Ergasheva");
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(main.getByText("Name saved.")).toBeVisible();
  await expect(main.getByText("Malika Ergasheva")).toBeVisible();
  await expect(header.getByRole("button", { name: "Account: Malika" })).toBeVisible();

  // The picture: cropped square and scaled down in the browser, then in the header.
  await main.getByLabel("Choose a picture").setInputFiles({
    name: "photo.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(page),
  });
  await expect(main.getByRole("img", { name: "Your new picture, not saved yet" })).toBeVisible();
  await main.getByRole("button", { name: "Save picture" }).click();
  await expect(main.getByText("Picture saved.")).toBeVisible();
  const avatar = header.locator('img[src^="/api/v1/image/"]');
  await expect(avatar).toBeVisible();
  await page.reload();
  await expect(avatar).toBeVisible();
  const size = await avatar.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(size).toEqual([512, 512]);

  // The password: a wrong current one is said beside it; the new one signs in.
  await main.getByLabel("Current password").fill("not-it");
  await main.getByLabel("New password").fill("second-secret");
  await main.getByRole("button", { name: "Change password" }).click();
  await expect(main.getByText("The current password is incorrect.")).toBeVisible();
  await main.getByLabel("Current password").fill(person.password);
  await main.getByLabel("New password").fill("second-secret");
  await main.getByRole("button", { name: "Change password" }).click();
  await expect(main.getByText(/Password changed/)).toBeVisible();
  await header.getByRole("button", { name: "Account: Malika" }).click();
  await header.getByRole("button", { name: "Log out" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Log out" }).click();
  await signIn(page, person.phone, "second-secret");

  // The deletion: asked first, with the password; then signed out, and gone.
  await main.getByRole("button", { name: "Delete my account" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete your account?" });
  await confirm.getByLabel("Your password").fill("second-secret");
  await confirm.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("access"))).toBeNull();
  const refused = await page.request.post(
    `/api/v1/auth/login/?username=${person.phone}&password=second-secret`,
  );
  expect(await refused.json()).toEqual({ detail: "invalid_credentials" });
});

test("the demo business's owner writes its description in two languages; visitors read them", async ({
  page,
  browser,
}) => {
  await signIn(page, "business@demo.uz", DEMO_PASSWORD, RUSSIAN);
  const token = await page.evaluate(() => localStorage.getItem("access"));
  const authorization = { authorization: `Bearer ${token}` };
  const before = await (
    await page.request.get("/api/v1/my/business/", { headers: authorization })
  ).json();
  const stamp = Date.now();
  const texts = {
    en: `Fresh bread from the tandoor every morning (${stamp}).`,
    uz: `Har tong tandirdan yangi non (${stamp}).`,
  };

  try {
    const business = page.getByRole("region", { name: "Ваш бизнес" });
    await expect(business.getByText("Одобрен", { exact: true })).toBeVisible();
    await business.getByRole("tab", { name: /English/ }).click();
    await business.getByRole("tabpanel").getByLabel("Описание").fill(texts.en);
    await business.getByRole("tab", { name: /O‘zbekcha/ }).click();
    await business.getByRole("tabpanel").getByLabel("Описание").fill(texts.uz);
    await business.getByRole("button", { name: "Сохранить изменения" }).click();
    // Descriptions are not what verification checked: no question, still accepted.
    await expect(business.getByText("Изменения сохранены.")).toBeVisible();
    await expect(page.getByRole("alertdialog")).toBeHidden();
    await expect(business.getByText("Одобрен", { exact: true })).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    for (const [lang, text] of Object.entries(texts)) {
      await visitor.goto(`/search/business/${DEMO_BUSINESS_ID}?l=${lang}`);
      await expect(visitor.getByText(text)).toBeVisible();
    }
    await visitor.close();
  } finally {
    // The demo business as seeded, for every other spec.
    await page.request.patch("/api/v1/my/business/", {
      headers: authorization,
      data: { descriptions: before.descriptions },
    });
  }
});
