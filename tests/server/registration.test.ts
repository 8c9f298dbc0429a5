import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
let okedId: string;

beforeAll(async () => {
  t = await startApp();
  const okeds = json<Array<{ id: string; code: string }>>(
    await t.app.inject({ method: "GET", url: "/api/v1/oked/" }),
  );
  okedId = okeds.find((o) => o.code === "62.01")?.id ?? "";
});
afterAll(async () => t.close());

interface OtpSent {
  user_id: string;
  channel: string;
  destination: string;
  expires_in: number;
}

function person(overrides: Record<string, unknown> = {}) {
  return {
    phone: uniquePhone(),
    password: "secret123",
    first_name: "Dilnoza",
    last_name: "Yusupova",
    ...overrides,
  };
}

function registerUser(app: FastifyInstance, payload: Record<string, unknown>) {
  return app.inject({ method: "POST", url: "/api/v1/auth/register/user/", payload });
}

function registerBusiness(app: FastifyInstance, payload: Record<string, unknown>) {
  return app.inject({ method: "POST", url: "/api/v1/auth/register/business/", payload });
}

async function sandboxCode(userId: string): Promise<string> {
  const response = await t.app.inject({ method: "GET", url: `/api/v1/dev/otp/${userId}/` });
  expect(response.statusCode).toBe(200);
  return json<{ code: string }>(response).code;
}

function verify(userId: string, code: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/auth/otp/verify/",
    payload: { user_id: userId, code },
  });
}

function resend(userId: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/auth/otp/resend/",
    payload: { user_id: userId },
  });
}

function wrongCode(code: string): string {
  return code === "000000" ? "000001" : "000000";
}

async function userCount(): Promise<number> {
  const rows = await t.app.services.db.selectFrom("users").select("id").execute();
  return rows.length;
}

describe("user registration", () => {
  it("registers, sends a code and signs in once verified", async () => {
    const data = person({ email: "Dilnoza@Example.uz", lang: "uz" });
    const response = await registerUser(t.app, data);
    expect(response.statusCode).toBe(201);
    const sent = json<OtpSent>(response);
    expect(sent).toMatchObject({ channel: "sms", expires_in: 120 });
    expect(sent.destination).toBe(
      `${data.phone.slice(0, 3)} ${data.phone.slice(3, 5)} *** ** ${data.phone.slice(10)}`,
    );

    expect((await login(t.app, data.phone, data.password)).json()).toEqual({
      detail: "user_not_verified",
    });

    const code = await sandboxCode(sent.user_id);
    expect(code).toMatch(/^\d{6}$/);
    expect((await verify(sent.user_id, wrongCode(code))).json()).toEqual({ detail: "invalid_otp" });
    const verified = await verify(sent.user_id, code);
    expect(verified.statusCode).toBe(200);
    const tokens = json<Tokens>(verified);
    expect(tokens.access && tokens.refresh).toBeTruthy();

    const profile = await t.app.inject({
      method: "GET",
      url: "/api/v1/profile/info/",
      headers: bearer(tokens),
    });
    expect(profile.json()).toMatchObject({
      email: "dilnoza@example.uz",
      lang: "uz",
      role: "user",
      is_verified: true,
      currency: { code: "USD" },
    });
    expect((await login(t.app, "DILNOZA@example.uz", data.password)).statusCode).toBe(200);
    expect((await verify(sent.user_id, code)).json()).toEqual({ detail: "email_already_verified" });
  });

  it.each([
    ["an invalid email", { email: "not-an-email" }, "invalid_email"],
    ["a phone with non-digits", { phone: "99890123456a" }, "phone_must_be_digits"],
    ["a short phone", { phone: "99890" }, "phone_must_be_digits"],
    ["a password under 6 characters", { password: "12345" }, "password_too_short"],
    ["a blank first name", { first_name: "   " }, "name_invalid"],
    ["an unknown field", { role: "admin" }, "validation_error"],
    ["a wrong language", { lang: "de" }, "validation_error"],
  ])("refuses %s and writes nothing", async (_name, change, code) => {
    const before = await userCount();
    const response = await registerUser(t.app, person(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: code });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ["phone", "phone_required"],
    ["password", "password_required"],
    ["first_name", "name_invalid"],
  ])("requires %s", async (field, code) => {
    const data: Record<string, unknown> = person();
    delete data[field];
    expect((await registerUser(t.app, data)).json()).toEqual({ detail: code });
  });

  it("refuses a duplicate phone or email", async () => {
    const data = person({ email: "twin@example.uz" });
    expect((await registerUser(t.app, data)).statusCode).toBe(201);
    const before = await userCount();
    const samePhone = await registerUser(t.app, person({ phone: data.phone }));
    const sameEmail = await registerUser(t.app, person({ email: "TWIN@example.uz" }));
    const demoEmail = await registerUser(t.app, person({ email: "user@demo.uz" }));
    for (const response of [samePhone, sameEmail, demoEmail]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: "user_already_exists" });
    }
    expect(await userCount()).toBe(before);
  });
});

describe("one-time codes", () => {
  async function registered(): Promise<string> {
    return json<OtpSent>(await registerUser(t.app, person())).user_id;
  }

  it("refuses a resend while a code is active, allows it after expiry", async () => {
    const userId = await registered();
    expect((await resend(userId)).json()).toEqual({ detail: "otp_already_active" });
    const code = await sandboxCode(userId);
    await t.app.services.db
      .updateTable("otps")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", userId)
      .execute();
    expect((await verify(userId, code)).json()).toEqual({ detail: "otp_expired_or_invalid" });
    const again = await resend(userId);
    expect(again.statusCode).toBe(200);
    expect(json<OtpSent>(again).user_id).toBe(userId);
    expect((await verify(userId, await sandboxCode(userId))).statusCode).toBe(200);
  });

  it("spends the code after five wrong attempts", async () => {
    const userId = await registered();
    const code = await sandboxCode(userId);
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(userId, wrongCode(code))).json()).toEqual({ detail: "invalid_otp" });
    }
    expect((await verify(userId, code)).json()).toEqual({ detail: "otp_expired_or_invalid" });
    expect((await resend(userId)).statusCode).toBe(200);
  });

  it("validates the verification input", async () => {
    const userId = await registered();
    expect((await verify(userId, "12ab56")).json()).toEqual({ detail: "invalid_otp" });
    expect((await verify("not-a-uuid", "123456")).json()).toEqual({
      detail: "user_and_otp_required",
    });
    const noCode = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/otp/verify/",
      payload: { user_id: userId },
    });
    expect(noCode.json()).toEqual({ detail: "user_and_otp_required" });
    expect((await resend("nope")).json()).toEqual({ detail: "user_id_required" });
  });

  it("answers 404 user_not_found for unknown users", async () => {
    const unknown = "5b1e7c1a-1111-4222-8333-444455556666";
    const v = await verify(unknown, "123456");
    expect(v.statusCode).toBe(404);
    expect(v.json()).toEqual({ detail: "user_not_found" });
    expect((await resend(unknown)).json()).toEqual({ detail: "user_not_found" });
  });

  it("answers email_already_verified for a verified account", async () => {
    const response = await resend("00000000-0000-4000-8000-000000000002");
    expect(response.json()).toEqual({ detail: "email_already_verified" });
  });
});

describe("business registration", () => {
  function business(overrides: Record<string, unknown> = {}) {
    return person({
      email: `shop${uniquePhone()}@example.uz`,
      business_name: "Samarqand Non",
      oked: okedId,
      tax_id: "305550111",
      region: "samarkand",
      address: "Registon ko‘chasi, 12",
      lang: "uz",
      ...overrides,
    });
  }

  it("creates a pending business that only its owner and admins can see", async () => {
    const data = business();
    const response = await registerBusiness(t.app, data);
    expect(response.statusCode).toBe(201);
    const { user_id } = json<OtpSent>(response);
    const owner = json<Tokens>(await verify(user_id, await sandboxCode(user_id)));
    const profile = json<{ role: string; business_id: string }>(
      await t.app.inject({ method: "GET", url: "/api/v1/profile/info/", headers: bearer(owner) }),
    );
    expect(profile.role).toBe("business");
    const url = `/api/v1/business/${profile.business_id}/?lang=uz`;

    const asOwner = await t.app.inject({ method: "GET", url, headers: bearer(owner) });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json()).toMatchObject({
      name: "Samarqand Non",
      status: "pending",
      tax_id: "305550111",
      owner_id: user_id,
      oked: { id: okedId, code: "62.01" },
      region: { code: "samarkand" },
      address: "Registon ko‘chasi, 12",
    });
    // Stored under the registrant's language, shown in any other through the fallback.
    const inRussian = await t.app.inject({
      method: "GET",
      url: `/api/v1/business/${profile.business_id}/?lang=ru`,
      headers: bearer(owner),
    });
    expect(inRussian.json()).toMatchObject({ name: "Samarqand Non" });

    const admin = await tokensFor(t.app, "admin@demo.uz");
    expect((await t.app.inject({ method: "GET", url, headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    const other = await tokensFor(t.app, "user@demo.uz");
    const asOther = await t.app.inject({ method: "GET", url, headers: bearer(other) });
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json()).toEqual({ detail: "not_authorized_view_business" });
    const anonymous = await t.app.inject({ method: "GET", url });
    expect(anonymous.statusCode).toBe(403);
  });

  it("makes the business findable by its name once it is accepted", async () => {
    const name = "Qovunchi Bozori";
    const response = await registerBusiness(t.app, business({ business_name: name }));
    expect(response.statusCode).toBe(201);
    const { user_id } = json<OtpSent>(response);
    const search = async () =>
      json<{ items: Array<{ id: string; name: string }> }>(
        await t.app.inject({ method: "GET", url: "/api/v1/business/?q=qovunchi" }),
      ).items;
    expect(await search()).toEqual([]);
    await t.app.services.db
      .updateTable("businesses")
      .set({ status: "accepted" })
      .where("owner_id", "=", user_id)
      .execute();
    expect((await search()).map((card) => card.name)).toEqual([name]);
  });

  it("answers 404 oked_not_found for an unknown activity code and writes nothing", async () => {
    const before = await userCount();
    const response = await registerBusiness(
      t.app,
      business({ oked: "7a1e7c1a-1111-4222-8333-444455556666" }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "oked_not_found" });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ["a malformed oked", { oked: "62.01" }, "invalid_oked_uuid"],
    ["a bad tax id", { tax_id: "12345" }, "tax_id_invalid"],
    ["a one-letter business name", { business_name: "A" }, "name_invalid"],
    ["a missing email", { email: undefined }, "invalid_email"],
    ["a missing region", { region: undefined }, "invalid_region"],
    ["no region chosen", { region: "" }, "region_required"],
    ["a malformed region", { region: "Samarkand!" }, "invalid_region"],
    ["an unknown region", { region: "atlantis" }, "invalid_region"],
    ["a missing address", { address: undefined }, "address_required"],
    ["a blank address", { address: "   " }, "address_required"],
    ["an address of 301 characters", { address: "a".repeat(301) }, "address_too_long"],
  ])("refuses %s", async (_name, change, code) => {
    const response = await registerBusiness(t.app, business(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: code });
  });
});
