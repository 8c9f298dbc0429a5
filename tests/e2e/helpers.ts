import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";

// What several specs do the same way: sign in and choose a language as a person does, read a
// one-time code from the sandbox, type into a masked field, attach a screenshot, run axe.

/**
 * Resolves once the page's live socket has been welcomed, with the unread count the welcome
 * carried: from then on the server holds the socket, so a notification sent is pushed rather
 * than only stored. Call it before signing in.
 */
export function socketWelcomed(page: Page): Promise<number> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        if (typeof payload === "string" && payload.startsWith('{"type":"welcome"')) {
          resolve((JSON.parse(payload) as { unread: number }).unread);
        }
      });
    });
  });
}

/**
 * Signs in from the dialog. `lang`: the language the page shows then, the profile's (the demo
 * accounts' is Russian) or the one picked earlier in the visit, which signing in saves to it.
 */
export async function signIn(page: Page, username: string, lang = "ru") {
  await page.goto("/?action=login&l=en");
  const dialog = page.getByRole("dialog", { name: "Sign in to Bozor" });
  await dialog.getByLabel("Email or phone").fill(username);
  await dialog.getByLabel("Password").fill("demo12345");
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/** Picks a language in the header; signed in, waits until the profile has saved it. */
export async function chooseLanguage(page: Page, lang: string, signedIn: boolean) {
  const saved = signedIn
    ? page.waitForResponse(
        (r) => r.request().method() === "PATCH" && r.url().includes("/api/v1/profile/"),
      )
    : null;
  await page.locator("header select").first().selectOption(lang);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  if (saved) expect((await saved).status()).toBe(200);
}

/** The one-time code the sandbox last sent the account (an SMS or an email in production). */
export async function sandboxCode(request: APIRequestContext, userId: string): Promise<string> {
  const response = await request.get(`/api/v1/dev/otp/${userId}/`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

/** A masked field: its mask loads when it is first touched; then it takes typing. */
export async function typeDigits(field: Locator, digits: string) {
  await field.click();
  await expect(field).toBeEditable();
  await field.pressSequentially(digits);
}

/** A screenshot of the page attached to the report under `name`. */
export async function attachScreenshot(
  page: Page,
  info: TestInfo,
  name: string,
  { fullPage = false } = {},
) {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await info.attach(name, { path, contentType: "image/png" });
}

/** axe-core's violations on the page as it is, one line each: the rule and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

export interface NewPerson {
  phone: string;
  email?: string;
  password: string;
  first_name: string;
  last_name: string;
  lang: string;
}

/**
 * Registers a person through the API and confirms the code the sandbox sent to the phone, as
 * a new user would on /register-user: answers their id and the session's tokens.
 */
export async function registerVerified(request: APIRequestContext, person: NewPerson) {
  const registration = await request.post("/api/v1/auth/register/user/", { data: person });
  expect(registration.status(), await registration.text()).toBe(201);
  const { user_id: userId } = (await registration.json()) as { user_id: string };
  const verified = await request.post("/api/v1/auth/otp/verify/", {
    data: { user_id: userId, code: await sandboxCode(request, userId) },
  });
  expect(verified.status()).toBe(200);
  const tokens = (await verified.json()) as { access: string; refresh: string };
  return { userId, ...tokens };
}
