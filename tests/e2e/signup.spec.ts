import type { APIRequestContext, Page } from "@playwright/test";
import { attachScreenshot, registerVerified, sandboxCode, typeDigits } from "./helpers";
import { expect, test } from "./test";

// Sign up as a person and as a business, and change an email, each with the one-time code
// read from the sandbox. Every account here is new (its own phone and email), so nothing
// another spec reads or signs in with is touched.

test.use({ viewport: { width: 390, height: 844 } });

/** A 12-digit phone no one has: 998 97, then seven digits from the clock and a counter. */
let phones = 0;
function freshPhone(): string {
  phones += 1;
  const tail = `${Date.now() % 100_000}${phones % 100}`.padStart(7, "0").slice(-7);
  return `99897${tail}`;
}

function registered(page: Page, kind: "user" | "business") {
  return page
    .waitForResponse((r) => r.url().includes(`/api/v1/auth/register/${kind}/`))
    .then(async (response) => {
      expect(response.status()).toBe(201);
      return ((await response.json()) as { user_id: string }).user_id;
    });
}

test("a person signs up from the login dialog and lands on the profile", async ({
  page,
  request,
}, info) => {
  const phone = freshPhone();
  await page.goto("/?action=login&l=en");
  const dialog = page.getByRole("dialog", { name: "Sign in to Bozor" });
  await dialog.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/register-user$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account");

  const main = page.getByRole("main");
  await main.getByLabel("First name").fill("Dilnoza");
  await main.getByLabel("Last name").fill("Yusupova");
  await typeDigits(main.getByLabel("Phone"), phone);
  await expect(main.getByLabel("Phone")).toHaveValue(
    `${phone.slice(0, 3)} ${phone.slice(3, 5)} ${phone.slice(5, 8)} ${phone.slice(8, 10)} ${phone.slice(10)}`,
  );
  await main.getByLabel("Password").fill("12345");
  // The contract's rule, checked before anything is sent.
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(main.getByRole("alert")).toHaveText(/at least 6 characters/i);
  await main.getByLabel("Password").fill("secret123");
  const userId = registered(page, "user");
  await main.getByRole("button", { name: "Create account" }).click();

  await expect(main.getByRole("heading", { name: "Enter the code" })).toBeVisible();
  await expect(main.getByText(`by SMS to ${phone.slice(0, 3)} ${phone.slice(3, 5)}`)).toBeVisible();
  await expect(main.getByRole("timer")).toHaveText(/^0[12]:\d\d$/);
  await expect(main.getByRole("button", { name: "Send a new code" })).toBeDisabled();
  await attachScreenshot(page, info, "signup-code-en-390", { fullPage: true });

  const code = await sandboxCode(request, await userId);
  const wrong = code === "000000" ? "000001" : "000000";
  await typeDigits(main.getByLabel("Code"), wrong);
  await main.getByRole("button", { name: "Confirm" }).click();
  await expect(main.getByRole("alert")).toHaveText("The verification code is incorrect.");

  await main.getByLabel("Code").fill("");
  await main.getByLabel("Code").pressSequentially(code);
  await main.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(main.getByText("Dilnoza Yusupova")).toBeVisible();
  await expect(main.getByText("Individual")).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("refresh"))).toBeTruthy();
});

test("a business signs up and its owner sees it under review on the profile", async ({
  page,
  request,
}, info) => {
  const phone = freshPhone();
  await page.goto("/for-business?l=en");
  await page
    .getByRole("link", { name: /register/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/register-business$/);

  const main = page.getByRole("main");
  await main.getByLabel("First name").fill("Bahodir");
  await main.getByLabel("Last name").fill("Karimov");
  await typeDigits(main.getByLabel("Phone"), phone);
  await main.getByLabel("Email", { exact: true }).fill(`shop${phone}@example.uz`);
  await main.getByLabel("Password").fill("secret123");
  await main.getByLabel("Business name").fill("Samarqand Non Uyi");
  // The activity: typed, filtered, chosen with the keyboard.
  const activity = main.getByRole("combobox", { name: "Activity (OKED)" });
  await activity.fill("10.7");
  const options = main.getByRole("listbox", { name: "Activity (OKED)" }).getByRole("option");
  await expect(options).toHaveCount(1);
  await activity.press("ArrowDown");
  await activity.press("Enter");
  await expect(activity).toHaveValue(/^10\.71 /);
  await typeDigits(main.getByLabel("Taxpayer number (INN)"), "305550111");
  await main.getByLabel("Region").selectOption("samarkand");
  await main.getByLabel("Address").fill("Registon ko‘chasi, 12");
  await attachScreenshot(page, info, "signup-business-en-390", { fullPage: true });
  const userId = registered(page, "business");
  await main.getByRole("button", { name: "Register business" }).click();

  await expect(main.getByRole("heading", { name: "Enter the code" })).toBeVisible();
  await typeDigits(main.getByLabel("Code"), await sandboxCode(request, await userId));
  await main.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  // The business editor opens on the language the name was written in, the page's.
  const business = main.getByRole("region", { name: "Your business" });
  await expect(business.getByRole("tab", { selected: true })).toHaveText("English");
  await expect(business.getByRole("tabpanel").getByLabel("Name")).toHaveValue("Samarqand Non Uyi");
  await expect(business.getByRole("heading", { name: "Verification: Under review" })).toBeVisible();
});

test("a Persian page takes Persian digits and shows the code step right to left", async ({
  page,
}, info) => {
  const phone = freshPhone();
  const persian = (digits: string) =>
    digits.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit);
  await page.goto("/register-user?l=fa");
  const main = page.getByRole("main");
  await main.getByLabel("نام", { exact: true }).fill("نرگس");
  await main.getByLabel("نام خانوادگی").fill("احمدی");
  await typeDigits(main.getByLabel("تلفن"), persian(phone));
  await main.getByLabel("گذرواژه").fill("secret123");
  await attachScreenshot(page, info, "signup-form-fa-390", { fullPage: true });
  await main.getByRole("button", { name: "ساختن حساب" }).click();
  await expect(main.getByRole("heading", { name: "کد را وارد کنید" })).toBeVisible();
  // The number as typed, in SPEC's groups and Persian digits, left to right.
  await expect(main.locator("bdi[dir=ltr]").first()).toContainText(
    persian(`${phone.slice(0, 3)} ${phone.slice(3, 5)} ${phone.slice(5, 8)}`),
  );
  await expect(main.getByRole("timer")).toHaveText(/^[۰-۹]{2}:[۰-۹]{2}$/);
  await attachScreenshot(page, info, "signup-code-fa-390", { fullPage: true });
});

/** A new verified account, signed in on the page (as the session keeps its tokens). */
async function signedInNewAccount(page: Page, request: APIRequestContext) {
  const phone = freshPhone();
  const email = `before${phone}@example.uz`;
  const { userId, ...tokens } = await registerVerified(request, {
    phone,
    email,
    password: "secret123",
    first_name: "Aziza",
    last_name: "Karimova",
    lang: "en",
  });
  await page.goto("/?l=en");
  await page.evaluate((pair) => {
    window.localStorage.setItem("access", pair.access);
    window.localStorage.setItem("refresh", pair.refresh);
  }, tokens);
  return { userId, phone, email };
}

test("a person changes their email with the code sent to the new address", async ({
  page,
  request,
}, info) => {
  const account = await signedInNewAccount(page, request);
  await page.goto("/profile?l=en");
  const section = page.getByRole("region", { name: "Email and phone" });
  await expect(section.getByText(account.email)).toBeVisible();
  await section.getByRole("button", { name: "Change Email" }).click();

  const newEmail = `after${account.phone}@example.uz`;
  // Another account's address is refused beside the field.
  await section.getByLabel("New email").fill("user@demo.uz");
  await section.getByRole("button", { name: "Send code" }).click();
  await expect(section.getByRole("alert")).toBeVisible();
  await section.getByLabel("New email").fill(newEmail);
  await section.getByRole("button", { name: "Send code" }).click();

  const local = newEmail.split("@")[0] ?? "";
  const masked = `${local.slice(0, Math.floor(local.length / 2))}*****${local.slice(-2)}@example.uz`;
  await expect(section.getByText(`We sent a 6-digit code to ${masked}.`)).toBeVisible();
  await attachScreenshot(page, info, "contact-code-en-390", { fullPage: true });
  await typeDigits(section.getByLabel("Code"), await sandboxCode(request, account.userId));
  await section.getByRole("button", { name: "Confirm" }).click();

  await expect(section.getByRole("status").filter({ hasText: "changed" })).toHaveText(
    "Your email has been changed.",
  );
  await expect(section.getByText(newEmail)).toBeVisible();
  await expect(page.getByRole("main").getByText(newEmail).first()).toBeVisible();
  // Stored: a reload shows the new address too.
  await page.reload();
  await expect(section.getByText(newEmail)).toBeVisible();
});
