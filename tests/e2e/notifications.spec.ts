import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { registerVerified, socketWelcomed } from "./helpers";
import { expect, test } from "./test";

/**
 * Notifications as a person follows them: one arrives live (the sandbox sends it), the header's
 * badge counts it, /notifications lists it in the reader's language, and marking it read or
 * deleting it brings the badge down, in every tab. A review another account leaves on
 * business@demo.uz's offering tells the owner at once. People who read or change notifications
 * here are registered by this file; business@demo.uz's count is only ever compared with itself.
 */

const PASSWORD = "secret-e2e-1";
// server/db/demo-data.ts: the accepted business business@demo.uz owns.
const DEMO_BUSINESS = { id: "00000000-0000-4000-8000-0000000000b1", owner: "business@demo.uz" };

interface Person {
  id: string;
  email: string;
  access: string;
}

let counter = 0;

/** A new verified person (the code read from the sandbox), signed in through the API. */
async function register(api: APIRequestContext, firstName: string, lang: string): Promise<Person> {
  counter += 1;
  const unique = `${Date.now() % 100_000}${counter}`.padStart(7, "0").slice(-7);
  const email = `notify${unique}@e2e.uz`;
  const { userId: id, access } = await registerVerified(api, {
    phone: `99894${unique}`,
    email,
    password: PASSWORD,
    first_name: firstName,
    last_name: "Tester",
    lang,
  });
  return { id, email, access };
}

/** Stores and pushes a `message` notification to the person (the sandbox's endpoint). */
async function notify(api: APIRequestContext, userId: string, title: string, body = "") {
  const sent = await api.post(`/api/v1/dev/notify/${userId}/`, { data: { title, body } });
  expect(sent.status()).toBe(202);
}

async function signIn(page: Page, username: string, password: string, lang: "en" | "ru") {
  await page.goto(`/?action=login&l=${lang}`);
  const labels =
    lang === "en"
      ? { dialog: "Sign in to Bozor", name: "Email or phone", password: "Password", go: "Sign in" }
      : { dialog: "Вход в Bozor", name: "Эл. почта или телефон", password: "Пароль", go: "Войти" };
  const dialog = page.getByRole("dialog", { name: labels.dialog });
  await dialog.getByLabel(labels.name).fill(username);
  await dialog.getByLabel(labels.password).fill(password);
  await dialog.getByRole("button", { name: labels.go }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** The header's link to /notifications, whose name says the unread count. */
const bell = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: /^Notifications|^Уведомления|^اعلان‌ها/ });

const item = (page: Page, title: string): Locator =>
  page.getByRole("main").getByRole("article", { name: title });

test.use({ viewport: { width: 390, height: 844 } });

test("a notification arrives live, is counted, listed, read and deleted", async ({
  page,
  request,
}, info) => {
  const person = await register(request, "Nodira", "en");
  const welcomed = socketWelcomed(page);
  await signIn(page, person.email, PASSWORD, "en");
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  // Sent before the socket is open, it would only be stored: the welcome's count, no toast.
  await welcomed;

  // Live: the toast shows it, the badge counts it.
  await notify(request, person.id, "Order shipped", "Order #42 is on its way.");
  const toast = page.getByRole("status").filter({ hasText: "Order shipped" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Order #42 is on its way.");
  await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
  await expect(bell(page)).toHaveText("1");
  await notify(request, person.id, "Welcome gift");
  await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const articles = page.getByRole("main").getByRole("article");
  // Newest first, both unread.
  await expect(articles).toHaveCount(2);
  await expect(articles.nth(0)).toHaveAccessibleName("Welcome gift");
  await expect(articles.nth(1)).toHaveAccessibleName("Order shipped");
  await expect(item(page, "Welcome gift").getByText("New", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByText("2 unread", { exact: true })).toBeVisible();

  await item(page, "Welcome gift").getByRole("button", { name: "Mark as read" }).click();
  await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
  await expect(item(page, "Welcome gift").getByText("New", { exact: true })).toHaveCount(0);
  await expect(
    item(page, "Welcome gift").getByRole("button", { name: "Mark as read" }),
  ).toHaveCount(0);

  await item(page, "Order shipped").getByRole("button", { name: "Delete" }).click();
  await expect(item(page, "Order shipped")).toHaveCount(0);
  await expect(articles).toHaveCount(1);
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  await expect(bell(page)).toHaveText("");

  // One that arrives while the list is open joins it at the top.
  await notify(request, person.id, "Price drop", "A saved carpet is 10% cheaper.");
  await expect(articles.nth(0)).toHaveAccessibleName("Price drop");
  await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  await expect(page.getByRole("main").getByText("Everything is read.")).toBeVisible();

  // What was read or deleted stays so after a reload.
  await page.reload();
  await expect(articles).toHaveCount(2);
  await expect(page.getByRole("main").getByText("New", { exact: true })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath("notifications-en-390.png"), fullPage: true });
});

test("a review another account leaves on business@demo.uz's offering tells the owner", async ({
  page,
  request,
}, info) => {
  const reviewer = await register(request, "Sevara", "en");
  const offerings = await request.get(
    `/api/v1/offering/?business=${DEMO_BUSINESS.id}&lang=ru&page_size=1`,
  );
  expect(offerings.status()).toBe(200);
  const [offering] = (await offerings.json()).items as {
    id: string;
    kind: string;
    title: string;
  }[];
  if (!offering) throw new Error("business@demo.uz has no public offering");

  // The count before, as the socket's welcome tells it: the bell's label has no count until
  // it arrives, which on a slow machine is after the page has shown.
  const welcomed = socketWelcomed(page);
  await signIn(page, DEMO_BUSINESS.owner, "demo12345", "ru");
  const unreadBefore = await welcomed;

  const review = await request.post("/api/v1/feedback/", {
    headers: { authorization: `Bearer ${reviewer.access}` },
    data: { offering_id: offering.id, kind: "rating", rating: 4, comment: "Juda yaxshi" },
  });
  expect(review.status(), await review.text()).toBe(201);

  // Told at once, in the owner's language, the offering's title in it.
  const toast = page.getByRole("status").filter({ hasText: "Новый отзыв" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`Sevara T. ставит оценку ${offering.title}: 4 звезды.`);
  await expect(bell(page)).toHaveAccessibleName(new RegExp(`: ${unreadBefore + 1} непрочитанн`));

  await bell(page).click();
  const newest = page.getByRole("main").getByRole("article").first();
  await expect(newest).toHaveAccessibleName("Новый отзыв");
  await expect(newest).toContainText(`Sevara T. ставит оценку ${offering.title}: 4 звезды.`);
  const segment = offering.kind === "service" ? "service" : "products";
  await expect(newest.getByRole("link", { name: "Новый отзыв" })).toHaveAttribute(
    "href",
    `/search/${segment}/${offering.id}`,
  );

  // The same notifications in English and in Persian: the owner's language, changed for the
  // pictures and put back after them.
  const owner = await request.post(
    `/api/v1/auth/login/?username=${encodeURIComponent(DEMO_BUSINESS.owner)}&password=demo12345`,
  );
  const headers = { authorization: `Bearer ${(await owner.json()).access}` };
  try {
    for (const [lang, heading] of [
      ["en", "Notifications"],
      ["fa", "اعلان‌ها"],
    ] as const) {
      expect((await request.patch("/api/v1/profile/", { headers, data: { lang } })).status()).toBe(
        200,
      );
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(newest).toContainText(
        lang === "en" ? "Sevara T. rated" : "Sevara T. امتیاز داد",
      );
      await page.screenshot({ path: info.outputPath(`notifications-${lang}-390.png`) });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: info.outputPath(`notifications-${lang}-desktop.png`) });
      await page.setViewportSize({ width: 390, height: 844 });
    }
  } finally {
    await request.patch("/api/v1/profile/", { headers, data: { lang: "ru" } });
  }
});
