import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, json, startApp, type TestApp, tokensFor, uniquePhone } from "./helper";

// One app for the settings that differ from the defaults: each PGlite boot costs seconds.
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await startApp(
    { nodeEnv: "production", sandbox: false, otpTtl: 1, accessTokenTtl: 1, logLevel: "info" },
    { logStream: { write: (line) => logLines.push(line) } },
  );
});
afterAll(async () => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("configured lifetimes and environment", () => {
  it("expires codes after OTP_TTL and access tokens after ACCESS_TOKEN_TTL", async () => {
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/register/user/",
      payload: { phone: uniquePhone(), password: "secret123", first_name: "A", last_name: "B" },
    });
    const sent = json<{ user_id: string; expires_in: number }>(registered);
    expect(sent.expires_in).toBe(1);
    const code = t.app.services.sms.lastCode(sent.user_id)?.code ?? "";
    // In production a code in a log line would be a secret in the log.
    expect(code).toMatch(/^\d{6}$/);
    const smsLines = logLines.filter((line) => line.includes("sandbox sms"));
    expect(smsLines).toHaveLength(1);
    expect(smsLines[0]).not.toContain(code);
    expect(logLines.join("\n")).not.toContain(`code ${code}`);
    const tokens = await tokensFor(t.app, "user@demo.uz");

    await sleep(1100);

    const verify = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/otp/verify/",
      payload: { user_id: sent.user_id, code },
    });
    expect(verify.json()).toEqual({ detail: "otp_expired_or_invalid" });
    const profile = await t.app.inject({
      method: "GET",
      url: "/api/v1/profile/info/",
      headers: bearer(tokens),
    });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({ detail: "not_authenticated" });
  });

  it("has no sandbox endpoints in production", async () => {
    const user = "00000000-0000-4000-8000-000000000002";
    const otp = await t.app.inject({ method: "GET", url: `/api/v1/dev/otp/${user}/` });
    const notify = await t.app.inject({
      method: "POST",
      url: `/api/v1/dev/notify/${user}/`,
      payload: { title: "x" },
    });
    for (const response of [otp, notify]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "not_found" });
    }
  });

  it("has no local OpenID provider in production: not listed, not routed", async () => {
    const providers = await t.app.inject({ method: "GET", url: "/api/v1/auth/social/" });
    expect(providers.json()).toEqual([]);
    const started = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/social/start/",
      payload: { provider: "local" },
    });
    expect(started.json()).toEqual({ detail: "provider_not_supported" });
    const discovery = await t.app.inject({
      method: "GET",
      url: "/oidc/.well-known/openid-configuration",
    });
    expect(discovery.statusCode).toBe(404);
  });

  it("mails a contact change's code without writing it to the log", async () => {
    const tokens = await tokensFor(t.app, "admin@demo.uz");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/profile/contact/",
      headers: bearer(tokens),
      payload: { email: "quiet.admin@example.uz" },
    });
    expect(response.statusCode).toBe(200);
    const { user_id } = json<{ user_id: string }>(response);
    const code = t.app.services.email.lastCode(user_id)?.code ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const mailLines = logLines.filter((line) => line.includes("sandbox email"));
    expect(mailLines).toHaveLength(1);
    expect(mailLines[0]).toContain("quiet*****in@example.uz");
    expect(mailLines[0]).not.toContain(code);
    expect(logLines.join("\n")).not.toContain(`code ${code}`);
  });
});
