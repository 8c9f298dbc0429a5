import { createServer } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type AtmosConfig,
  createAtmosProvider,
  type PaymentProvider,
  ProviderUnavailableError,
} from "../../server/payments/provider";
import { type AtmosFake, FAKE_OTP, startAtmosFake } from "./fakes/atmos-fake";

const KEY = "consumer-key-4f1c";
const SECRET = "consumer-secret-9d2e";
const STORE_ID = "7977";
const CARD = "8600110000000012";

let fake: AtmosFake;
beforeEach(async () => {
  fake = await startAtmosFake({ consumerKey: KEY, consumerSecret: SECRET, storeId: STORE_ID });
});
afterEach(async () => fake.close());

function atmos(overrides: Partial<AtmosConfig> = {}): PaymentProvider {
  return createAtmosProvider({
    baseUrl: `${fake.url}/`,
    consumerKey: KEY,
    consumerSecret: SECRET,
    storeId: STORE_ID,
    ...overrides,
  });
}

function value<T>(result: { ok: true; value: T } | { ok: false; code: string }): T {
  if (!result.ok) throw new Error(`expected success, got ${result.code}`);
  return result.value;
}

/** The requests after the token's, as path and body. */
function calls() {
  return fake.requests
    .filter((request) => request.path !== "/token")
    .map(({ method, path, body }) => ({ method, path, body }));
}

async function unavailable(promise: Promise<unknown>): Promise<ProviderUnavailableError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderUnavailableError);
  const message = (error as Error).message;
  for (const secret of [KEY, SECRET, CARD, Buffer.from(`${KEY}:${SECRET}`).toString("base64")]) {
    expect(message).not.toContain(secret);
  }
  return error as ProviderUnavailableError;
}

async function boundCard(provider: PaymentProvider) {
  const started = value(await provider.bindCardInit({ cardNumber: CARD, expiry: "3012" }));
  return value(
    await provider.bindCardConfirm({ transactionId: started.transactionId, otp: FAKE_OTP }),
  );
}

describe("the ATMOS adapter's requests", () => {
  it("binds a card and charges it with the shapes ATMOS documents", async () => {
    const provider = atmos();
    expect(provider.name).toBe("atmos");

    const started = value(await provider.bindCardInit({ cardNumber: CARD, expiry: "3012" }));
    expect(started).toEqual({ transactionId: "1000", phone: "998 90 *** ** 12" });
    expect(await provider.bindCardDial({ transactionId: "1000" })).toEqual({
      ok: true,
      value: { transactionId: "1000", phone: "" },
    });
    const bound = value(await provider.bindCardConfirm({ transactionId: "1000", otp: FAKE_OTP }));
    expect(bound).toEqual({
      cardId: "1001",
      pan: "860011******0012",
      expiry: "3012",
      cardHolder: "TEST",
      phone: "998 90 *** ** 12",
      cardToken: "card-token-1001",
    });

    const created = value(
      await provider.createPayment({ amountTiyin: 1_500_000, account: "payment-1" }),
    );
    expect(created).toEqual({ transactionId: "1002" });
    expect(
      await provider.preApplyPayment({ transactionId: "1002", cardToken: bound.cardToken }),
    ).toEqual({ ok: true, value: null });
    expect(await provider.getPayment({ transactionId: "1002" })).toEqual({
      ok: true,
      value: { status: "pre_applied", amountTiyin: 1_500_000 },
    });
    expect(await provider.applyPayment({ transactionId: "1002" })).toEqual({
      ok: true,
      value: null,
    });
    expect(await provider.getPayment({ transactionId: "1002" })).toEqual({
      ok: true,
      value: { status: "succeeded", amountTiyin: 1_500_000 },
    });
    expect(await provider.reversePayment({ transactionId: "1002" })).toEqual({
      ok: true,
      value: null,
    });
    expect(await provider.getPayment({ transactionId: "1002" })).toEqual({
      ok: true,
      value: { status: "reversed", amountTiyin: 1_500_000 },
    });
    expect(await provider.removeCard({ cardId: bound.cardId, cardToken: bound.cardToken })).toEqual(
      { ok: true, value: null },
    );
    expect(fake.debits("payment-1")).toBe(1);

    const get = { store_id: STORE_ID, transaction_id: 1002 };
    expect(calls()).toEqual([
      {
        method: "POST",
        path: "/partner/bind-card/init",
        body: { card_number: CARD, expiry: "3012" },
      },
      { method: "PUT", path: "/partner/bind-card/dial", body: { transaction_id: 1000 } },
      {
        method: "POST",
        path: "/partner/bind-card/confirm",
        body: { transaction_id: 1000, otp: FAKE_OTP },
      },
      {
        method: "POST",
        path: "/merchant/pay/create",
        body: { amount: 1_500_000, account: "payment-1", store_id: STORE_ID },
      },
      {
        method: "POST",
        path: "/merchant/pay/pre-apply",
        body: { card_token: "card-token-1001", store_id: STORE_ID, transaction_id: 1002 },
      },
      { method: "POST", path: "/merchant/pay/get", body: get },
      {
        method: "POST",
        path: "/merchant/pay/apply",
        body: { otp: "111111", store_id: STORE_ID, transaction_id: 1002 },
      },
      { method: "POST", path: "/merchant/pay/get", body: get },
      // Reversing looks up the debit's own id first, and reverses that.
      { method: "POST", path: "/merchant/pay/get", body: get },
      {
        method: "POST",
        path: "/merchant/pay/reverse",
        body: { store_id: STORE_ID, transaction_id: 1003, reason: "Refunded by the merchant" },
      },
      { method: "POST", path: "/merchant/pay/get", body: get },
      {
        method: "POST",
        path: "/partner/remove-card",
        body: { id: 1001, token: "card-token-1001" },
      },
    ]);
  });

  it("gets one token with Basic auth and sends it as a bearer on every call", async () => {
    const provider = atmos();
    await boundCard(provider);
    await provider.createPayment({ amountTiyin: 100, account: "p" });

    const tokenRequests = fake.requestsTo("/token");
    expect(tokenRequests).toEqual([
      {
        method: "POST",
        path: "/token",
        authorization: `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString("base64")}`,
        contentType: "application/x-www-form-urlencoded",
        body: "grant_type=client_credentials",
      },
    ]);
    const others = fake.requests.filter((request) => request.path !== "/token");
    expect(others).toHaveLength(3);
    for (const request of others) {
      expect(request.authorization).toBe("Bearer fake-token-1");
      expect(request.contentType).toBe("application/json");
    }
  });

  it("shares one token request among calls that start together", async () => {
    const provider = atmos();
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        provider.createPayment({ amountTiyin: 100, account: `p${i}` }),
      ),
    );
    expect(fake.requestsTo("/token")).toHaveLength(1);
  });

  it("renews the token shortly before it expires", async () => {
    const clock = { time: 1_000_000 };
    const provider = atmos({ now: () => clock.time });
    await provider.createPayment({ amountTiyin: 100, account: "a" });
    clock.time += 3_600_000 - 61_000;
    await provider.createPayment({ amountTiyin: 100, account: "b" });
    expect(fake.requestsTo("/token")).toHaveLength(1);
    clock.time += 2_000;
    await provider.createPayment({ amountTiyin: 100, account: "c" });
    expect(fake.requestsTo("/token")).toHaveLength(2);
    expect(fake.requestsTo("/merchant/pay/create").at(-1)?.authorization).toBe(
      "Bearer fake-token-2",
    );
  });

  it("on a 401 gets a new token once and asks again, charging once", async () => {
    const provider = atmos();
    const { cardToken } = await boundCard(provider);
    const { transactionId } = value(
      await provider.createPayment({ amountTiyin: 700, account: "r" }),
    );
    value(await provider.preApplyPayment({ transactionId, cardToken }));
    fake.expireTokens();

    expect(await provider.applyPayment({ transactionId })).toEqual({ ok: true, value: null });
    expect(fake.requests.slice(-3).map(({ path, authorization }) => [path, authorization])).toEqual(
      [
        ["/merchant/pay/apply", "Bearer fake-token-1"],
        ["/token", expect.stringMatching(/^Basic /)],
        ["/merchant/pay/apply", "Bearer fake-token-2"],
      ],
    );
    expect(fake.debits("r")).toBe(1);
  });

  it("gives up when a fresh token is refused too", async () => {
    const provider = atmos();
    fake.answerNext("/merchant/pay/create", { status: 401, json: { fault: { code: 900901 } } });
    fake.answerNext("/merchant/pay/create", { status: 401, json: { fault: { code: 900901 } } });
    const error = await unavailable(provider.createPayment({ amountTiyin: 100, account: "x" }));
    expect(error.message).toBe(
      "ATMOS /merchant/pay/create: a freshly issued access token was refused (HTTP 401)",
    );
    expect(fake.requestsTo("/token")).toHaveLength(2);
    expect(fake.requestsTo("/merchant/pay/create")).toHaveLength(2);
  });

  it("says so when the consumer key and secret are refused, without them", async () => {
    const provider = atmos({ consumerSecret: "wrong-secret-value" });
    const error = await unavailable(provider.bindCardInit({ cardNumber: CARD, expiry: "3012" }));
    expect(error.message).toBe("ATMOS /token: the consumer key and secret were refused (HTTP 401)");
    expect(error.message).not.toContain("wrong-secret-value");
    expect(fake.requestsTo("/partner/bind-card/init")).toHaveLength(0);
  });
});

describe("the ATMOS adapter's answers", () => {
  it("turns an HTTP 200 refusal into its STPIMS code", async () => {
    const provider = atmos();
    const refusal = (code: string) => ({ json: { result: { code, description: "…" } } });
    fake.answerNext("/partner/bind-card/init", refusal("STPIMS-ERR-058"));
    expect(await provider.bindCardInit({ cardNumber: CARD, expiry: "3012" })).toEqual({
      ok: false,
      code: "STPIMS-ERR-058",
    });
    const started = value(await provider.bindCardInit({ cardNumber: CARD, expiry: "3012" }));
    expect(
      await provider.bindCardConfirm({ transactionId: started.transactionId, otp: "1" }),
    ).toEqual({ ok: false, code: "STPIMS-ERR-098" });
    fake.answerNext("/merchant/pay/apply", refusal("STPIMS-ERR-057"));
    expect(await provider.applyPayment({ transactionId: "5" })).toEqual({
      ok: false,
      code: "STPIMS-ERR-057",
    });
    expect(await provider.getPayment({ transactionId: "424242" })).toEqual({
      ok: false,
      code: "STPIMS-ERR-061",
    });
  });

  it("answers 039 itself to an amount that is not whole positive tiyin", async () => {
    const provider = atmos();
    for (const amountTiyin of [0, -1, 10.5, Number.NaN]) {
      expect(await provider.createPayment({ amountTiyin, account: "p" })).toEqual({
        ok: false,
        code: "STPIMS-ERR-039",
      });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("reads a transaction's status from pay/get", async () => {
    const provider = atmos();
    const cases = [
      [{ confirmed: false, status_code: null, prepay_time: null }, { status: "created" }],
      [{ confirmed: false, prepay_time: 1_715_000_000_000 }, { status: "pre_applied" }],
      [{ confirmed: true, status_code: "0", success_trans_id: 9 }, { status: "succeeded" }],
      [{ confirmed: true, status_code: "-20", success_trans_id: 9 }, { status: "reversed" }],
      [
        { confirmed: false, status_code: "STPIMS-ERR-057", prepay_time: 1 },
        { status: "failed", code: "STPIMS-ERR-057" },
      ],
    ] as const;
    for (const [transaction, expected] of cases) {
      fake.answerNext("/merchant/pay/get", {
        json: { result: { code: "OK" }, store_transaction: { amount: 250_000, ...transaction } },
      });
      expect(await provider.getPayment({ transactionId: "77" })).toEqual({
        ok: true,
        value: { amountTiyin: 250_000, ...expected },
      });
    }
  });

  it("reverses only a succeeded payment, and only once", async () => {
    const provider = atmos();
    const answer = (transaction: object) => ({
      json: { result: { code: "OK" }, store_transaction: { amount: 1, ...transaction } },
    });
    fake.answerNext("/merchant/pay/get", answer({ confirmed: false, prepay_time: 1 }));
    expect(await provider.reversePayment({ transactionId: "8" })).toEqual({
      ok: false,
      code: "STPIMS-ERR-016",
    });
    fake.answerNext("/merchant/pay/get", answer({ confirmed: true, status_code: "-20" }));
    expect(await provider.reversePayment({ transactionId: "8" })).toEqual({
      ok: false,
      code: "STPIMS-ERR-064",
    });
    expect(fake.requestsTo("/merchant/pay/reverse")).toHaveLength(0);
  });

  it("masks a full card number should ATMOS ever answer one", async () => {
    const provider = atmos();
    fake.answerNext("/partner/bind-card/confirm", {
      json: {
        result: { code: "OK" },
        data: { card_id: 5, pan: CARD, expiry: "3012", card_token: "t" },
      },
    });
    const bound = value(await provider.bindCardConfirm({ transactionId: "1", otp: FAKE_OTP }));
    expect(bound).toEqual({
      cardId: "5",
      pan: "860011******0012",
      expiry: "3012",
      cardHolder: "",
      phone: "",
      cardToken: "t",
    });
  });
});

describe("the ATMOS adapter when the outcome is unknown", () => {
  it("throws on a 5xx", async () => {
    fake.answerNext("/merchant/pay/apply", { status: 500, text: "Internal Server Error" });
    const error = await unavailable(atmos().applyPayment({ transactionId: "1" }));
    expect(error.message).toBe("ATMOS /merchant/pay/apply: HTTP 500");
  });

  it("throws on an answer it cannot read", async () => {
    const provider = atmos();
    fake.answerNext("/merchant/pay/apply", { text: `<html>card ${CARD}</html>` });
    expect((await unavailable(provider.applyPayment({ transactionId: "1" }))).message).toBe(
      "ATMOS /merchant/pay/apply: unreadable answer (HTTP 200)",
    );
    fake.answerNext("/merchant/pay/apply", { json: { result: { code: "-999998" } } });
    expect((await unavailable(provider.applyPayment({ transactionId: "1" }))).message).toBe(
      "ATMOS /merchant/pay/apply: unreadable answer (no result code)",
    );
    fake.answerNext("/merchant/pay/create", { json: { result: { code: "OK" } } });
    expect(
      (await unavailable(provider.createPayment({ amountTiyin: 1, account: "p" }))).message,
    ).toBe("ATMOS /merchant/pay/create: unreadable answer (no transaction_id)");
    fake.answerNext("/token", { json: { token_type: "Bearer" } });
    const fresh = atmos();
    expect((await unavailable(fresh.getPayment({ transactionId: "1" }))).message).toBe(
      "ATMOS /token: unreadable answer (no access_token or expires_in)",
    );
  });

  it("throws when ATMOS does not answer in time", async () => {
    const provider = atmos({ timeoutMs: 200 });
    value(await provider.createPayment({ amountTiyin: 1, account: "warm-up" }));
    fake.answerNext("/merchant/pay/apply", "hang");
    const started = Date.now();
    const error = await unavailable(provider.applyPayment({ transactionId: "1" }));
    expect(error.message).toBe("ATMOS /merchant/pay/apply: no answer within 200 ms");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("throws when ATMOS cannot be reached", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    const provider = atmos({ baseUrl: `http://127.0.0.1:${closedPort}` });
    const error = await unavailable(provider.bindCardInit({ cardNumber: CARD, expiry: "3012" }));
    expect(error.message).toBe("ATMOS /token: network error ECONNREFUSED");
  });
});
