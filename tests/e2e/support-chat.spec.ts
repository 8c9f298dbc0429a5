import type { Page } from "@playwright/test";
import en from "../../locales/en.json" with { type: "json" };
import ru from "../../locales/ru.json" with { type: "json" };
import { registerVerified, signIn } from "./helpers";
import { expect, test } from "./test";

/**
 * The support chat end to end: a new person writes to support from their account menu;
 * admin@demo.uz, in a second browser, sees the conversation with its unread count, opens it
 * and answers; the person's open page shows the answer live, without reloading. Markup the
 * person types shows as text.
 */

const PASSWORD = "secret-e2e-1";
// The demo administrator's language is Russian (their profile's, which the app applies).
const admin = ru.admin.chat;

async function signInAs(page: Page, username: string) {
  await page.goto("/?action=login&l=en");
  const dialog = page.getByRole("dialog", { name: "Sign in to Bozor" });
  await dialog.getByLabel("Email or phone").fill(username);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test("a person writes to support and the administrator's answer arrives live", async ({
  page,
  browser,
  request,
}) => {
  const unique = `${Date.now() % 100_000}`.padStart(7, "0").slice(-7);
  const firstName = `Chat${unique}`;
  const email = `chat${unique}@e2e.uz`;
  await registerVerified(request, {
    phone: `99895${unique}`,
    email,
    password: PASSWORD,
    first_name: firstName,
    last_name: "Tester",
    lang: "en",
  });

  await signInAs(page, email);
  await page.getByRole("button", { name: new RegExp(firstName) }).click();
  await page.getByRole("link", { name: en.support.title, exact: true }).first().click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole("heading", { name: en.support.title })).toBeVisible();
  const messages = page.getByTestId("chat-messages");
  const script = "<script>window.chatInjected = 1</script>";
  await page.getByLabel(en.support.label).fill(`Hello, I cannot publish. ${script}`);
  await page.getByRole("button", { name: en.support.send }).click();
  await expect(messages).toContainText(script);
  expect(await page.evaluate(() => "chatInjected" in window)).toBe(false);
  await page.getByLabel(en.support.label).fill("Anyone there?");
  await page.getByRole("button", { name: en.support.send }).click();
  await expect(messages.getByRole("listitem").filter({ hasText: "Anyone there?" })).toBeVisible();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, "admin@demo.uz");
  await adminPage.goto("/admin/chat");
  const list = adminPage.getByTestId("chat-conversations");
  const conversation = list.getByRole("button", { name: new RegExp(firstName) });
  await expect(conversation).toContainText("2 непрочитанных");
  await conversation.click();
  await expect(adminPage.getByTestId("chat-messages")).toContainText(script);
  await adminPage.getByLabel(admin.answer).fill("Hello! Which offering is it?");
  await adminPage.getByRole("button", { name: admin.send }).click();
  await expect(adminPage.getByTestId("chat-messages")).toContainText("Which offering is it?");
  // Opening it read it: no count left.
  await adminPage.reload();
  await expect(
    adminPage
      .getByTestId("chat-conversations")
      .getByRole("button", { name: new RegExp(firstName) }),
  ).not.toContainText("непрочитан");

  // The person's page, never reloaded, shows the answer.
  await expect(messages).toContainText("Hello! Which offering is it?");
  await adminContext.close();
});
