import type { Page } from "@playwright/test";
import {
  attachScreenshot,
  axeViolations,
  registerVerified,
  sandboxCode,
  typeDigits,
} from "./helpers";
import { expect, test } from "./test";

/**
 * Social sign-in end to end: the sign-in dialog's button for the sandbox's own OpenID provider
 * (`Bozor test ID`, served by this same server at /oidc), its sign-in form, the redirect back
 * to /auth/callback and the session it opens. Phone width, with screenshots in English and
 * Persian attached to the report.
 */

test.use({ viewport: { width: 390, height: 844 } });

const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    access: window.localStorage.getItem("access"),
    refresh: window.localStorage.getItem("refresh"),
  }));

/** At the provider's form: types the address and signs in there. */
async function signInAtProvider(page: Page, email: string) {
  // The server loads its test provider at the first sign-in of its life.
  await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Bozor test ID" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a new person signs in with the test provider and lands on the profile", async ({
  page,
}, testInfo) => {
  // A round trip through the provider (loaded at this server's first sign-in) and an axe scan.
  test.setTimeout(60_000);
  const email = `social-e2e-${Date.now()}@example.uz`;
  await page.goto("/?action=login&l=en");
  const dialog = page.getByRole("dialog", { name: "Sign in to Bozor" });
  const button = dialog.getByRole("button", { name: "Continue with Bozor test ID" });
  await expect(button).toBeVisible();
  await attachScreenshot(page, testInfo, "en-login-dialog");
  expect(await axeViolations(page)).toEqual([]);

  await button.click();
  await signInAtProvider(page, email);

  await expect(page).toHaveURL(/\/profile$/);
  const profile = page.getByRole("main");
  await expect(profile.getByText(email)).toBeVisible();
  const tokens = await storedTokens(page);
  expect(tokens.access).toBeTruthy();
  expect(tokens.refresh).toBeTruthy();
  await attachScreenshot(page, testInfo, "en-profile-after-social-sign-in");

  // Back lands on the callback page, which uses nothing of a spent answer for a signed-in person.
  await page.goBack();
  await expect(page).toHaveURL(/\/auth\/callback$/);
  await expect(page.getByRole("status")).toHaveText("You are signed in.");
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("the email of an existing account signs in to that account, back where it was", async ({
  page,
}) => {
  await page.goto(`/?action=login&next=${encodeURIComponent("/favorites")}`);
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /Bozor test ID/ })
    .click();
  await signInAtProvider(page, "user@demo.uz");

  await expect(page).toHaveURL(/\/favorites$/);
  await page.goto("/profile");
  const profile = page.getByRole("main");
  await expect(profile.getByText("user@demo.uz")).toBeVisible();
  // The demo account's own phone: the same account, not a new one.
  await expect(profile.getByText("998 90 100 00 02")).toBeVisible();
});

test("a registered email the owner has not confirmed is refused until it is confirmed on the profile", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  // Registered and verified through the API: the code went to the phone, not the email.
  const phone = `99896${String(Date.now() % 10_000_000).padStart(7, "0")}`;
  const email = `unconfirmed-${phone}@example.uz`;
  const { userId: user_id } = await registerVerified(request, {
    phone,
    email,
    password: "secret123",
    first_name: "Nodira",
    last_name: "Aliyeva",
    lang: "en",
  });

  await page.goto("/?action=login&l=en");
  await page.getByRole("button", { name: "Continue with Bozor test ID" }).click();
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/auth\/callback$/);
  await expect(page.getByRole("alert")).toHaveText(
    "An account with this email exists, but its email has not been confirmed, so this service cannot sign you in to it. Sign in with the account's password (with this email or its phone number), confirm the email on your profile, and then this service will sign you in.",
  );
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
  await attachScreenshot(page, testInfo, "en-callback-email-not-confirmed");

  // The owner signs in with the password and confirms the email on the profile.
  await page.getByRole("link", { name: "Back to sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to Bozor" });
  await dialog.getByLabel("Email or phone").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill("secret123");
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const section = page.getByRole("region", { name: "Email and phone" });
  await expect(section.getByText("Not confirmed")).toBeVisible();
  await section.getByRole("button", { name: "Confirm Email" }).click();
  // The code step shows once the new code is sent: reading it before could give the last one.
  await expect(section.getByRole("heading", { name: "Enter the code" })).toBeVisible();
  await typeDigits(section.getByLabel("Code"), await sandboxCode(request, user_id));
  await section.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(section.getByRole("status").filter({ hasText: "confirmed" })).toHaveText(
    "Your email has been confirmed.",
  );
  await expect(section.getByText("Not confirmed")).toHaveCount(0);

  // Signed out, the provider now signs in to that same account.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto("/?action=login&l=en");
  await page.getByRole("button", { name: "Continue with Bozor test ID" }).click();
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("main").getByText(email)).toBeVisible();
  await expect(
    page
      .getByRole("main")
      .getByText(
        `${phone.slice(0, 3)} ${phone.slice(3, 5)} ${phone.slice(5, 8)} ${phone.slice(8, 10)} ${phone.slice(10)}`,
      ),
  ).toBeVisible();
});

test("the callback with a spent or forged state says so in Persian, with a way back", async ({
  page,
}, testInfo) => {
  await page.goto("/auth/callback?code=forged-code&state=forged-state&l=fa");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(
    "پاسخ سرویس ورود معتبر نبود یا قبلاً استفاده شده است. لطفاً ورود را از نو آغاز کنید.",
  );
  // The spent answer is gone from the address bar.
  await expect(page).toHaveURL(/\/auth\/callback$/);
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
  await attachScreenshot(page, testInfo, "fa-callback-token-invalid");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "بازگشت به ورود" }).click();
  await expect(page.getByRole("dialog", { name: "ورود به Bozor" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Bozor test ID/ })).toBeVisible();
  await attachScreenshot(page, testInfo, "fa-login-dialog");
});

test("cancelling at the provider is said to be cancelled, in English", async ({
  page,
}, testInfo) => {
  await page.goto("/?action=login&l=en");
  await page.getByRole("button", { name: "Continue with Bozor test ID" }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 15_000 });
  await attachScreenshot(page, testInfo, "provider-sign-in-form");
  await page.getByRole("button", { name: "Cancel" }).click();

  await expect(page).toHaveURL(/\/auth\/callback$/);
  await expect(page.getByRole("alert")).toHaveText("Signing in was cancelled.");
  await expect(page.getByRole("link", { name: "Back to sign in" })).toBeVisible();
  await attachScreenshot(page, testInfo, "en-callback-cancelled");
});
