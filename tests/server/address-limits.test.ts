import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultAddressLimits } from "../../server/config";
import { startApp, type TestApp } from "./helper";

// Per-address request limits (server/address-limits.ts) with the default limits. 127.0.0.1 is
// allow-listed and is the trusted proxy here, as a reverse proxy on the same host would be.
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ trustProxy: "127.0.0.1" });
});
afterAll(async () => t.close());

let addressCounter = 0;
function freshAddress(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

// Each request is refused by validation (400): it still counts, since the limit comes first.
const operations = {
  login: { method: "POST", url: "/api/v1/auth/login/", query: { username: "x", password: "" } },
  refreshTokens: { method: "POST", url: "/api/v1/auth/refresh/", payload: {} },
  logout: { method: "POST", url: "/api/v1/auth/logout/", payload: {} },
  registerUser: { method: "POST", url: "/api/v1/auth/register/user/", payload: {} },
  registerBusiness: { method: "POST", url: "/api/v1/auth/register/business/", payload: {} },
  verifyOtp: { method: "POST", url: "/api/v1/auth/otp/verify/", payload: {} },
  resendOtp: { method: "POST", url: "/api/v1/auth/otp/resend/", payload: {} },
  startSocialSignIn: { method: "POST", url: "/api/v1/auth/social/start/", payload: {} },
  completeSocialSignIn: { method: "POST", url: "/api/v1/auth/social/callback/", payload: {} },
  sendContactMessage: { method: "POST", url: "/api/v1/contact/", payload: {} },
  submitFormAnswers: { method: "POST", url: "/api/v1/forms/no-such-form/answers/", payload: {} },
} satisfies Record<keyof typeof defaultAddressLimits, InjectOptions>;

function send(request: InjectOptions, address: string, forwardedFor?: string) {
  return t.app.inject({
    ...request,
    remoteAddress: address,
    ...(forwardedFor && { headers: { "x-forwarded-for": forwardedFor } }),
  });
}

async function exhaust(request: InjectOptions, max: number, address: string, via?: string) {
  for (let i = 0; i < max; i += 1) {
    const response = await send(request, address, via);
    expect(response.statusCode).toBe(400);
    expect(response.headers["x-ratelimit-limit"]).toBeUndefined();
  }
}

describe("per-address limits", () => {
  for (const [operationId, request] of Object.entries(operations)) {
    const { max, windowSeconds } = defaultAddressLimits[operationId as keyof typeof operations];
    it(`limits ${operationId} to ${max} requests per ${windowSeconds} s from one address`, async () => {
      const address = freshAddress();
      await exhaust(request, max, address);
      const refused = await send(request, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: "too_many_attempts" });
      const retryAfter = Number(refused.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
      // Another address, and another operation from this one, are not held back.
      expect((await send(request, freshAddress())).statusCode).toBe(400);
      const other = operationId === "login" ? operations.logout : operations.login;
      expect((await send(other, address)).statusCode).toBe(400);
    });
  }

  it("leaves reading the catalogue unlimited", async () => {
    const address = freshAddress();
    for (let i = 0; i <= defaultAddressLimits.login.max; i += 1) {
      const response = await send({ method: "GET", url: "/api/v1/currency/" }, address);
      expect(response.statusCode).toBe(200);
    }
  });

  it("counts a trusted proxy's clients by X-Forwarded-For", async () => {
    const { max } = defaultAddressLimits.login;
    await exhaust(operations.login, max, "127.0.0.1", "192.0.2.1");
    expect((await send(operations.login, "127.0.0.1", "192.0.2.1")).statusCode).toBe(429);
    expect((await send(operations.login, "127.0.0.1", "192.0.2.2")).statusCode).toBe(400);
  });

  it("ignores X-Forwarded-For from anyone else", async () => {
    const { max } = defaultAddressLimits.login;
    const address = freshAddress();
    await exhaust(operations.login, max, address, "192.0.2.10");
    expect((await send(operations.login, address, "192.0.2.11")).statusCode).toBe(429);
  });

  it("never limits an allow-listed address", async () => {
    const { max } = defaultAddressLimits.login;
    await exhaust(operations.login, max + 1, "127.0.0.1");
  });
});
