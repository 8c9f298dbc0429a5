import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskEmail } from "../../server/auth/sandbox-email";
import {
  bearer,
  json,
  login,
  startApp,
  type TestApp,
  type Tokens,
  tokensFor,
  uniquePhone,
} from "./helper";

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await startApp({ logLevel: "info" }, { logStream: { write: (line) => logLines.push(line) } });
});
afterAll(async () => t.close());

interface OtpSent {
  user_id: string;
  channel: string;
  destination: string;
  expires_in: number;
}

interface Account {
  id: string;
  phone: string;
  email: string;
  tokens: Tokens;
}

let accounts = 0;

/** A registered, verified and signed-in person of this file's own. */
async function newAccount(): Promise<Account> {
  accounts += 1;
  const phone = uniquePhone();
  const email = `changer${accounts}-${phone}@example.uz`;
  const registered = await t.app.inject({
    method: "POST",
    url: "/api/v1/auth/register/user/",
    payload: { phone, email, password: "secret123", first_name: "Nodira", last_name: "Aliyeva" },
  });
  const { user_id } = json<OtpSent>(registered);
  const verified = await t.app.inject({
    method: "POST",
    url: "/api/v1/auth/otp/verify/",
    payload: { user_id, code: await sandboxCode(user_id) },
  });
  return { id: user_id, phone, email, tokens: json<Tokens>(verified) };
}

async function sandboxCode(userId: string): Promise<string> {
  const response = await t.app.inject({ method: "GET", url: `/api/v1/dev/otp/${userId}/` });
  expect(response.statusCode).toBe(200);
  return json<{ code: string }>(response).code;
}

function requestChange(account: Account, payload: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/profile/contact/",
    headers: bearer(account.tokens),
    payload,
  });
}

function confirmChange(account: Account, code: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/profile/contact/verify/",
    headers: bearer(account.tokens),
    payload: { code },
  });
}

const wrongCode = (code: string) => (code === "000000" ? "000001" : "000000");

async function contactsOf(userId: string) {
  return t.app.services.db
    .selectFrom("users")
    .select(["email", "phone"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
}

async function emailVerifiedOf(userId: string): Promise<boolean> {
  const row = await t.app.services.db
    .selectFrom("users")
    .select("email_verified")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.email_verified;
}

async function notificationsOf(userId: string) {
  return t.app.services.db
    .selectFrom("notifications")
    .select(["type", "params"])
    .where("user_id", "=", userId)
    .execute();
}

async function expireCode(userId: string) {
  await t.app.services.db
    .updateTable("contact_changes")
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where("user_id", "=", userId)
    .execute();
}

describe("changing the email", () => {
  it("mails a code to the new address and changes it once the code comes back", async () => {
    const account = await newAccount();
    const requested = await requestChange(account, { email: "Nodira.New@Example.uz" });
    expect(requested.statusCode).toBe(200);
    expect(json<OtpSent>(requested)).toEqual({
      user_id: account.id,
      channel: "email",
      destination: "nodir*****ew@example.uz",
      expires_in: 120,
    });
    // Nothing changes before the code is confirmed.
    expect((await contactsOf(account.id)).email).toBe(account.email);
    const code = await sandboxCode(account.id);
    expect(logLines.join("\n")).toContain(`sandbox email to nodir*****ew@example.uz: code ${code}`);

    expect(await emailVerifiedOf(account.id)).toBe(false);
    const confirmed = await confirmChange(account, code);
    expect(confirmed.statusCode).toBe(200);
    // The code came back from the new address: it is confirmed.
    expect(confirmed.json()).toMatchObject({
      id: account.id,
      email: "nodira.new@example.uz",
      email_verified: true,
    });
    expect(await contactsOf(account.id)).toEqual({
      email: "nodira.new@example.uz",
      phone: account.phone,
    });
    expect(await notificationsOf(account.id)).toEqual([
      { type: "email_changed", params: { destination: "nodir*****ew@example.uz" } },
    ]);
    // The new address signs in; the old one no longer does.
    expect((await login(t.app, "nodira.new@example.uz", "secret123")).statusCode).toBe(200);
    expect((await login(t.app, account.email, "secret123")).json()).toEqual({
      detail: "invalid_credentials",
    });
    // The code is spent.
    expect((await confirmChange(account, code)).json()).toEqual({
      detail: "otp_expired_or_invalid",
    });
  });
});

describe("confirming the account's own email", () => {
  it("mails a code to the registered address and confirms it, changing nothing else", async () => {
    const account = await newAccount();
    expect(await emailVerifiedOf(account.id)).toBe(false);
    const requested = await requestChange(account, { email: account.email.toUpperCase() });
    expect(requested.statusCode).toBe(200);
    expect(json<OtpSent>(requested)).toMatchObject({
      channel: "email",
      destination: maskEmail(account.email),
    });
    const code = await sandboxCode(account.id);
    // A wrong code confirms nothing.
    expect((await confirmChange(account, wrongCode(code))).json()).toEqual({
      detail: "invalid_otp",
    });
    expect(await emailVerifiedOf(account.id)).toBe(false);

    const confirmed = await confirmChange(account, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: account.email, email_verified: true });
    expect(await contactsOf(account.id)).toEqual({ email: account.email, phone: account.phone });
    // Nothing anyone signs in with changed: no "email changed" notice.
    expect(await notificationsOf(account.id)).toEqual([]);
    // Confirmed, the same address is no change any more.
    expect((await requestChange(account, { email: account.email })).json()).toEqual({
      detail: "contact_unchanged",
    });
  });

  it("leaves the email unconfirmed when the phone changes", async () => {
    const account = await newAccount();
    await requestChange(account, { phone: uniquePhone() });
    const confirmed = await confirmChange(account, await sandboxCode(account.id));
    expect(confirmed.json()).toMatchObject({ email: account.email, email_verified: false });
    expect(await emailVerifiedOf(account.id)).toBe(false);
  });
});

describe("changing the phone", () => {
  it("texts a code to the new number and changes it once the code comes back", async () => {
    const account = await newAccount();
    const phone = uniquePhone();
    const requested = await requestChange(account, { phone });
    expect(json<OtpSent>(requested)).toEqual({
      user_id: account.id,
      channel: "sms",
      destination: `${phone.slice(0, 3)} ${phone.slice(3, 5)} *** ** ${phone.slice(10)}`,
      expires_in: 120,
    });
    const confirmed = await confirmChange(account, await sandboxCode(account.id));
    expect(confirmed.json()).toMatchObject({ phone, email: account.email });
    expect(await notificationsOf(account.id)).toEqual([
      { type: "phone_changed", params: { destination: json<OtpSent>(requested).destination } },
    ]);
    expect((await login(t.app, phone, "secret123")).statusCode).toBe(200);
  });
});

describe("refusals, each changing nothing", () => {
  it("answers contact_unchanged for the account's own phone, or its own confirmed email", async () => {
    const account = await newAccount();
    const phone = await requestChange(account, { phone: account.phone });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual({ detail: "contact_unchanged" });
    await t.app.services.db
      .updateTable("users")
      .set({ email_verified: true })
      .where("id", "=", account.id)
      .execute();
    const email = await requestChange(account, { email: account.email.toUpperCase() });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ detail: "contact_unchanged" });
    expect(await pendingOf(account.id)).toBeUndefined();
  });

  it("answers user_already_exists for another account's email or phone", async () => {
    const account = await newAccount();
    const other = await newAccount();
    for (const payload of [
      { email: "USER@demo.uz" },
      { email: other.email },
      { phone: other.phone },
    ]) {
      expect((await requestChange(account, payload)).json()).toEqual({
        detail: "user_already_exists",
      });
    }
    expect(await pendingOf(account.id)).toBeUndefined();
    expect(await contactsOf(account.id)).toEqual({ email: account.email, phone: account.phone });
  });

  it("answers otp_already_active while a code is valid, and sends a new one after", async () => {
    const account = await newAccount();
    expect((await requestChange(account, { email: "first@example.uz" })).statusCode).toBe(200);
    const first = await sandboxCode(account.id);
    for (const payload of [{ email: "second@example.uz" }, { phone: uniquePhone() }]) {
      expect((await requestChange(account, payload)).json()).toEqual({
        detail: "otp_already_active",
      });
    }
    expect(await sandboxCode(account.id)).toBe(first);
    await expireCode(account.id);
    expect((await confirmChange(account, first)).json()).toEqual({
      detail: "otp_expired_or_invalid",
    });
    expect((await requestChange(account, { email: "second@example.uz" })).statusCode).toBe(200);
    const second = await sandboxCode(account.id);
    expect((await confirmChange(account, second)).json()).toMatchObject({
      email: "second@example.uz",
    });
  });

  it("answers invalid_otp for a wrong code and spends the code after five", async () => {
    const account = await newAccount();
    await requestChange(account, { email: "five.tries@example.uz" });
    const code = await sandboxCode(account.id);
    for (let i = 0; i < 5; i += 1) {
      const response = await confirmChange(account, wrongCode(code));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: "invalid_otp" });
    }
    expect((await confirmChange(account, code)).json()).toEqual({
      detail: "otp_expired_or_invalid",
    });
    expect((await contactsOf(account.id)).email).toBe(account.email);
    expect(await notificationsOf(account.id)).toEqual([]);
    // A spent code makes room for a new one at once.
    expect((await requestChange(account, { email: "five.tries@example.uz" })).statusCode).toBe(200);
  });

  it("answers otp_expired_or_invalid when nothing is pending", async () => {
    const account = await newAccount();
    expect((await confirmChange(account, "123456")).json()).toEqual({
      detail: "otp_expired_or_invalid",
    });
  });

  it("never confirms another person's pending change, even with its code", async () => {
    const owner = await newAccount();
    const stranger = await newAccount();
    await requestChange(owner, { email: "owner.new@example.uz" });
    const code = await sandboxCode(owner.id);
    expect((await confirmChange(stranger, code)).json()).toEqual({
      detail: "otp_expired_or_invalid",
    });
    expect((await contactsOf(owner.id)).email).toBe(owner.email);
    expect((await contactsOf(stranger.id)).email).toBe(stranger.email);
    // The owner's change is untouched by all that.
    expect((await confirmChange(owner, code)).json()).toMatchObject({
      email: "owner.new@example.uz",
    });
  });

  it("refuses a change someone else made theirs while the code travelled", async () => {
    const first = await newAccount();
    const second = await newAccount();
    await requestChange(first, { email: "wanted@example.uz" });
    const firstCode = await sandboxCode(first.id);
    await requestChange(second, { email: "wanted@example.uz" });
    expect((await confirmChange(second, await sandboxCode(second.id))).statusCode).toBe(200);
    expect((await confirmChange(first, firstCode)).json()).toEqual({
      detail: "user_already_exists",
    });
    expect((await contactsOf(first.id)).email).toBe(first.email);
    expect(await pendingOf(first.id)).toBeUndefined();
  });

  it.each([
    ["no contact", {}, "contact_change_required"],
    ["both contacts", { email: "a@b.uz", phone: "998901112233" }, "contact_change_required"],
    ["an unknown field", { name: "x" }, "contact_change_required"],
    ["a malformed email", { email: "not-an-email" }, "invalid_email"],
    ["a malformed phone", { phone: "+99890" }, "phone_must_be_digits"],
  ])("answers %s with its code", async (_name, payload, code) => {
    const account = await newAccount();
    const response = await requestChange(account, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: code });
    expect(await pendingOf(account.id)).toBeUndefined();
  });

  it.each([
    ["no code", {}, "user_and_otp_required"],
    ["letters", { code: "12ab56" }, "invalid_otp"],
    ["five digits", { code: "12345" }, "invalid_otp"],
  ])("answers a confirmation with %s with its code, counting no try", async (_n, payload, code) => {
    const account = await newAccount();
    await requestChange(account, { email: `malformed.${account.phone}@example.uz` });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/profile/contact/verify/",
      headers: bearer(account.tokens),
      payload,
    });
    expect(response.json()).toEqual({ detail: code });
    expect((await pendingOf(account.id))?.attempts).toBe(0);
  });

  it("answers 401 without a token", async () => {
    const request = await t.app.inject({
      method: "POST",
      url: "/api/v1/profile/contact/",
      payload: { email: "x@example.uz" },
    });
    const confirm = await t.app.inject({
      method: "POST",
      url: "/api/v1/profile/contact/verify/",
      payload: { code: "123456" },
    });
    for (const response of [request, confirm]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: "not_authenticated" });
    }
  });

  it("works for the demo accounts' tokens without touching their contacts", async () => {
    const demo = await tokensFor(t.app, "user@demo.uz");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/profile/contact/",
      headers: bearer(demo),
      payload: { email: "user@demo.uz" },
    });
    expect(response.json()).toEqual({ detail: "contact_unchanged" });
  });
});

describe("the email stand-in", () => {
  it("masks addresses by the specification's rule", () => {
    expect(maskEmail("abc@x.uz")).toBe("***@x.uz");
    expect(maskEmail("abcdefgh@x.uz")).toBe("abcd*****gh@x.uz");
    expect(maskEmail("alisherov@mail.uz")).toBe("alis*****ov@mail.uz");
  });
});

function pendingOf(userId: string) {
  return t.app.services.db
    .selectFrom("contact_changes")
    .select(["kind", "value", "attempts"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}
