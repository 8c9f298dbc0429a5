import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { productionWarnings } from "../../server/production-env";
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

/** What a production start needs, with the real processor. */
const production = {
  NODE_ENV: "production",
  JWT_SECRET: "j".repeat(32),
  CARD_TOKEN_KEY: "c".repeat(32),
  PAYMENT_PROVIDER: "atmos",
  ATMOS_BASE_URL: "https://partner.atmos.uz",
  ATMOS_CONSUMER_KEY: "consumer-key",
  ATMOS_CONSUMER_SECRET: "consumer-secret",
  ATMOS_STORE_ID: "1234",
};

/** The one-line message a production start is refused with. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the configuration was accepted");
}

describe("a production start", () => {
  it("names every missing variable in one line", () => {
    const message = refusal({ NODE_ENV: "production" });
    expect(message).not.toContain("\n");
    expect(message).toMatch(/^NODE_ENV=production refuses to start: /);
    for (const name of ["JWT_SECRET", "CARD_TOKEN_KEY", "PAYMENT_PROVIDER=atmos"]) {
      expect(message).toContain(name);
    }
  });

  it("takes secrets of 32 characters or more, and not the same one twice", () => {
    const short = refusal({ ...production, JWT_SECRET: "s3cret-but-short", CARD_TOKEN_KEY: "k" });
    expect(short).toContain("JWT_SECRET must be at least 32 characters");
    expect(short).toContain("CARD_TOKEN_KEY must be at least 32 characters");
    // The values are secrets: a message never repeats them.
    expect(short).not.toContain("s3cret-but-short");
    const same = refusal({ ...production, CARD_TOKEN_KEY: production.JWT_SECRET });
    expect(same).toContain("CARD_TOKEN_KEY must differ from JWT_SECRET");
    expect(() => loadConfig(production)).not.toThrow();
  });

  it("needs ATMOS with all of its variables, over https", () => {
    const { ATMOS_CONSUMER_SECRET, ATMOS_STORE_ID, ...partial } = production;
    expect(refusal(partial)).toContain(
      "PAYMENT_PROVIDER=atmos needs ATMOS_CONSUMER_SECRET, ATMOS_STORE_ID",
    );
    expect(refusal({ ...production, ATMOS_BASE_URL: "http://partner.atmos.uz" })).toContain(
      "ATMOS_BASE_URL must be an https:// address",
    );
  });

  it("takes the payment sandbox only when both variables ask for it, and says so", () => {
    const sandbox = { ...production, PAYMENT_PROVIDER: "sandbox" };
    expect(refusal(sandbox)).toContain("ALLOW_PAYMENT_SANDBOX=1");
    expect(refusal({ ...production, PAYMENT_PROVIDER: "" })).toContain("PAYMENT_PROVIDER=atmos");
    const staging = loadConfig({ ...sandbox, ALLOW_PAYMENT_SANDBOX: "1" });
    expect(staging.paymentProvider).toEqual({ kind: "sandbox" });
    expect(productionWarnings(staging)).toEqual([expect.stringContaining("payment sandbox")]);
    expect(productionWarnings(loadConfig(production))).toEqual([]);
    // Outside production the sandbox is the default and needs no permission.
    expect(loadConfig({}).paymentProvider).toEqual({ kind: "sandbox" });
  });

  it("refuses the sandbox endpoints together with what else is missing", () => {
    const message = refusal({ NODE_ENV: "production", SANDBOX: "1" });
    expect(message).toContain("SANDBOX must be 0");
    expect(message).toContain("JWT_SECRET");
  });

  it("seeds no demo accounts unless SEED_DEMO_DATA=1, which other starts do by default", () => {
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: "1" }).seedDemoData).toBe(true);
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: "0" }).seedDemoData).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_DATA: "yes" })).toThrow(/SEED_DEMO_DATA/);
  });

  it("waits SHUTDOWN_TIMEOUT seconds for requests in flight, 10 by default", () => {
    expect(loadConfig({}).shutdownTimeout).toBe(10);
    expect(loadConfig({ SHUTDOWN_TIMEOUT: "25" }).shutdownTimeout).toBe(25);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT: "0" })).toThrow(/SHUTDOWN_TIMEOUT/);
  });
});

describe("an empty database without demo data", () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await startApp({ nodeEnv: "production", sandbox: false, seedDemoData: false });
  });
  afterAll(async () => empty.close());

  it("gets currencies, activity codes and categories, and no account", async () => {
    const { db } = empty.app.services;
    expect(await db.selectFrom("users").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("businesses").select("id").execute()).toEqual([]);
    const currencies = await empty.app.inject({ method: "GET", url: "/api/v1/currency/" });
    expect(json<unknown[]>(currencies).length).toBeGreaterThan(0);
    const okeds = await empty.app.inject({ method: "GET", url: "/api/v1/oked/" });
    expect(json<unknown[]>(okeds).length).toBeGreaterThan(0);
    const categories = await empty.app.inject({ method: "GET", url: "/api/v1/category/" });
    expect(json<unknown[]>(categories).length).toBeGreaterThan(0);
    const login = await empty.app.inject({
      method: "POST",
      url: "/api/v1/auth/login/?username=admin@demo.uz&password=demo12345",
    });
    expect(login.statusCode).toBe(400);
  });
});
