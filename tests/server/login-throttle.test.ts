import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { perAccount, perAddress } from "../../server/auth/login-throttle";
import { json, startApp, type TestApp, uniquePhone } from "./helper";

// Failed sign-ins per account and address (server/auth/login-throttle.ts). Every request comes
// from its own documentation address (RFC 5737), away from the allow-listed 127.0.0.1 and from
// the per-address request limit of the sign-in operation.
let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const password = "secret123";
let accountCounter = 0;
let addressCounter = 0;

/** An address no other test of the file signs in from. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

interface Account {
  email: string;
  phone: string;
}

/** A verified account with an email and a phone, so it can be named either way. */
async function newAccount(): Promise<Account> {
  accountCounter += 1;
  const account = { email: `throttle${accountCounter}@example.uz`, phone: uniquePhone() };
  const registered = await t.app.inject({
    method: "POST",
    url: "/api/v1/auth/register/user/",
    payload: { ...account, password, first_name: "Aziz", last_name: "Karimov" },
  });
  const { user_id } = json<{ user_id: string }>(registered);
  const sandbox = await t.app.inject({ method: "GET", url: `/api/v1/dev/otp/${user_id}/` });
  const verified = await t.app.inject({
    method: "POST",
    url: "/api/v1/auth/otp/verify/",
    payload: { user_id, code: json<{ code: string }>(sandbox).code },
  });
  expect(verified.statusCode).toBe(200);
  return account;
}

function signIn(username: string, address: string, secret = password) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/auth/login/",
    query: { username, password: secret },
    remoteAddress: address,
  });
}

async function fail(username: string, address: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const response = await signIn(username, address, `wrong-${i}`);
    expect(response.json()).toEqual({ detail: "invalid_credentials" });
  }
}

function expectRefused(response: Awaited<ReturnType<typeof signIn>>, maxSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ detail: "too_many_attempts" });
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

const minute = perAddress.windowSeconds * 1000;

describe("failed sign-ins count per account", () => {
  it("counts an account's failures whichever of its names was typed", async () => {
    const account = await newAccount();
    const address = freshAddress();
    await fail(account.email, address, 3);
    await fail(account.phone, address, 2);
    expectRefused(await signIn(account.phone, address), perAddress.windowSeconds);
    expectRefused(await signIn(account.email.toUpperCase(), address), perAddress.windowSeconds);
  });

  it("throttles a name no account has exactly like an account's", async () => {
    const address = freshAddress();
    await fail("nobody-at-all@example.uz", address, perAddress.maxFailures);
    expectRefused(await signIn(" Nobody-At-All@example.uz", address), perAddress.windowSeconds);
  });
});

describe("nobody can lock someone else out", () => {
  it("refuses only the address that failed, not the owner's", async () => {
    const account = await newAccount();
    const attacker = freshAddress();
    await fail(account.email, attacker, perAddress.maxFailures);
    expectRefused(await signIn(account.email, attacker), perAddress.windowSeconds);
    expect((await signIn(account.email, freshAddress())).statusCode).toBe(200);
  });

  it("keeps letting the owner in while an attacker fails every minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const account = await newAccount();
    const attacker = freshAddress();
    const owner = freshAddress();
    // Past the twenty an account takes in fifteen minutes: the attacker is refused by then.
    for (let round = 0; round < 6; round += 1) {
      for (let i = 0; i < perAddress.maxFailures; i += 1) {
        const attempt = await signIn(account.email, attacker, `wrong-${round}-${i}`);
        expect([400, 429]).toContain(attempt.statusCode);
      }
      expect((await signIn(account.email, owner)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + minute);
    }
  });

  it("gives a botnet one guess per address once the account is under attack", async () => {
    const account = await newAccount();
    const attackers = Array.from({ length: perAccount.maxFailures / 4 }, freshAddress);
    for (const address of attackers) await fail(account.email, address, 4);
    // Under five failures each, but the account has had its twenty: they are all refused.
    for (const address of attackers) {
      expectRefused(await signIn(account.email, address), perAccount.windowSeconds);
    }
    // A new address gets its one try (wrong), then is refused too.
    const next = freshAddress();
    await fail(account.email, next, 1);
    expectRefused(await signIn(account.email, next), perAccount.windowSeconds);
    // The owner, who never failed, signs in.
    expect((await signIn(account.phone, freshAddress())).statusCode).toBe(200);
  });

  it("ends the owner's own lock on time however long the attack goes on", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const account = await newAccount();
    const attackers = Array.from({ length: perAccount.maxFailures / 4 }, freshAddress);
    for (const address of attackers) await fail(account.email, address, 4);
    const owner = freshAddress();
    await fail(account.email, owner, 1);
    expectRefused(await signIn(account.email, owner), perAccount.windowSeconds);
    // The attack goes on from new addresses every minute; the owner's typo ages out.
    for (let elapsed = 0; elapsed <= perAccount.windowSeconds; elapsed += 60) {
      vi.setSystemTime(Date.now() + minute);
      await fail(account.email, freshAddress(), 1);
    }
    expect((await signIn(account.email, owner)).statusCode).toBe(200);
  });

  it("counts an IPv6 client by its /64, so moving within it gives no fresh attempts", async () => {
    const account = await newAccount();
    await fail(account.email, "2001:db8:0:7::1", perAddress.maxFailures);
    expectRefused(await signIn(account.email, "2001:db8:0:7::2"), perAddress.windowSeconds);
    expect((await signIn(account.email, "2001:db8:0:8::1")).statusCode).toBe(200);
  });

  it("clears only the signing-in address's failures on success", async () => {
    const account = await newAccount();
    const attacker = freshAddress();
    const owner = freshAddress();
    await fail(account.email, attacker, perAddress.maxFailures - 1);
    await fail(account.email, owner, 1);
    expect((await signIn(account.email, owner)).statusCode).toBe(200);
    // The owner's success handed the attacker no fresh attempts.
    await fail(account.email, attacker, 1);
    expectRefused(await signIn(account.email, attacker), perAddress.windowSeconds);
  });
});
