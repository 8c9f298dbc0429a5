import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { attachScreenshot, chooseLanguage, registerVerified, typeDigits } from "./helpers";
import { expect, test } from "./test";

/**
 * Paying as a person does it, against the payment sandbox (docs/payments-sandbox.md): a card
 * bound with the SMS code, a refusal in two languages, the free month once, a paid plan and
 * its receipt read back from the PDF. Everyone here is registered by this file, and each
 * binds a card number of its own (one card, one account).
 */

const PASSWORD = "secret-e2e-pay";
let counter = 0;

async function newPerson(api: APIRequestContext, firstName: string, lang: string): Promise<string> {
  counter += 1;
  const unique = `${Date.now() % 100_000}${counter}`.padStart(7, "0").slice(-7);
  const email = `pay${unique}@e2e.uz`;
  await registerVerified(api, {
    phone: `99895${unique}`,
    email,
    password: PASSWORD,
    first_name: firstName,
    last_name: "Payer",
    lang,
  });
  return email;
}

/** A Luhn-valid UzCard number outside the sandbox's table: it binds and pays. */
function freshCard(): string {
  const body = `86009${String(Date.now()).slice(-7)}${String(counter++ % 1000).padStart(3, "0")}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

async function signIn(page: Page, email: string, lang: "en" | "ru") {
  await page.goto(`/?action=login&l=${lang}`);
  const labels =
    lang === "en"
      ? { dialog: "Sign in to Bozor", name: "Email or phone", password: "Password", go: "Sign in" }
      : { dialog: "Вход в Bozor", name: "Эл. почта или телефон", password: "Пароль", go: "Войти" };
  const dialog = page.getByRole("dialog", { name: labels.dialog });
  await dialog.getByLabel(labels.name).fill(email);
  await dialog.getByLabel(labels.password).fill(PASSWORD);
  await dialog.getByRole("button", { name: labels.go }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** Types a card on /payment-cards (English) and sends it; the SMS step follows on success. */
async function startCard(page: Page, number: string, expiry: string) {
  await page.getByRole("button", { name: "Add a card" }).click();
  await typeDigits(page.getByLabel("Card number"), number);
  await typeDigits(page.getByLabel("Valid thru"), expiry);
  await page.getByRole("button", { name: "Send the SMS code" }).click();
}

async function bindCard(page: Page, number: string) {
  await page.goto("/payment-cards");
  await startCard(page, number, "1230");
  await expect(page.getByRole("heading", { name: "Enter the code" })).toBeVisible();
  await typeDigits(page.getByLabel("Code"), "111111");
  await page.getByRole("button", { name: "Confirm" }).click();
  const masked = `${number.slice(0, 4)} **** **** ${number.slice(-4)}`;
  await expect(page.getByRole("listitem").filter({ hasText: masked })).toBeVisible();
  return masked;
}

async function pdfText(path: string): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(await readFile(path)), verbosity: 0 })
    .promise;
  const content = await (await document.getPage(1)).getTextContent();
  await document.destroy();
  return content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
}

test("a card is bound with the SMS code and shown by its first and last four digits", async ({
  page,
  request,
}, info) => {
  await signIn(page, await newPerson(request, "Aziz", "en"), "en");
  const masked = await bindCard(page, freshCard());
  const card = page.getByRole("listitem").filter({ hasText: masked });
  await expect(card.getByText("Default")).toBeVisible();
  await expect(card.getByText("UzCard")).toBeVisible();
  await attachScreenshot(page, info, "payment-cards-en");
});

test("a card the bank has blocked is refused with the processor's reason, in English and in Russian", async ({
  page,
  request,
}) => {
  await signIn(page, await newPerson(request, "Sardor", "en"), "en");
  await page.goto("/payment-cards?l=en");
  await startCard(page, "8600220000000589", "1230");
  await expect(
    page.getByText("The card is blocked. Please contact the bank that issued your card."),
  ).toBeVisible();
  // The person switches to Russian and tries again: the form keeps what was typed.
  await chooseLanguage(page, "ru", true);
  await expect(page.getByLabel("Номер карты")).toHaveValue("8600 2200 0000 0589");
  await page.getByRole("button", { name: "Получить код по SMS" }).click();
  await expect(
    page.getByText("Карта заблокирована. Обратитесь в банк, выпустивший карту."),
  ).toBeVisible();
  await expect(page.getByText("8600 **** **** 0589")).toHaveCount(0);
});

test("the free month once, then a paid plan charged to the card, with a receipt that reads right", async ({
  page,
  request,
}, info) => {
  await signIn(page, await newPerson(request, "Malika", "en"), "en");
  await page.goto("/subscription?l=en");
  await page.getByRole("button", { name: "Start the free month" }).click();
  const checkout = page.getByRole("dialog");
  await checkout.getByRole("button", { name: "Start the free month" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Done: your subscription has been updated." }),
  ).toBeVisible();
  const current = page.getByRole("region", { name: "Your subscription" });
  await expect(current.locator("dl").getByText("Free month", { exact: true })).toBeVisible();
  // Asked for again all the same (a second tab, a script): refused, nothing changes.
  const access = await page.evaluate(() => window.localStorage.getItem("access"));
  const again = await request.post("/api/v1/subscription/", {
    headers: { authorization: `Bearer ${access}`, "idempotency-key": crypto.randomUUID() },
    data: { plan: "user-free", period: "month", amount: 0 },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ detail: "free_plan_already_used" });

  const masked = await bindCard(page, freshCard());
  await page.goto("/subscription?l=en");
  const plus = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Plus", exact: true }) });
  await plus.getByRole("button", { name: "Change plan" }).click();
  await expect(checkout.getByText(masked)).toBeVisible();
  await checkout.getByRole("button", { name: /^Pay / }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Done: your subscription has been updated." }),
  ).toBeVisible();
  await expect(current.getByText("Next charge")).toBeVisible();
  await expect(current.locator("dl").getByText("Plus, paid monthly")).toBeVisible();
  // The free month is spent: its plan says so instead of offering it.
  await expect(page.getByText("The free month has already been used.")).toBeVisible();
  await attachScreenshot(page, info, "subscription-en");

  await page.goto("/payment-cards?l=en");
  const paid = page.getByRole("row").filter({ hasText: "Plus" });
  await expect(paid.getByText("Paid")).toBeVisible();
  const download = page.waitForEvent("download");
  await paid.getByRole("button", { name: "Download receipt" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bozor-receipt-BZR-\d{6}\.pdf$/);
  const path = info.outputPath("receipt.pdf");
  await file.saveAs(path);
  const text = await pdfText(path);
  expect(text).toContain("Plus");
  expect(text).toContain("Malika Payer");
  expect(text).toContain(masked);
  expect(text).toMatch(/29,000\.00/);

  // On a phone in Persian the payments table scrolls within its card, never the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, "fa", true);
  await expect(page.getByRole("row").filter({ hasText: "BZR-" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "پرداخت‌ها" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await chooseLanguage(page, "en", true);
});
