import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  cardNetwork,
  createPaymentProvider,
  createSandboxProvider,
  passesLuhn,
  paymentProviderConfigFromEnv,
  SANDBOX_BIND_CODE_TTL_MS,
  SANDBOX_OTP,
  type SandboxProvider,
  TEST_CARDS,
  type TestCard,
} from "../../server/payments/provider";

// Fixed, so the expired test card (2301) and the others (2812 and later) stay what they are.
const TODAY = new Date("2026-01-15T09:00:00Z");

function sandboxAt(clock: { time: number } = { time: TODAY.getTime() }): SandboxProvider {
  return createSandboxProvider({ now: () => new Date(clock.time) });
}

function card(id: string): TestCard {
  const found = TEST_CARDS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no test card ${id}`);
  return found;
}

function value<T>(result: { ok: true; value: T } | { ok: false; code: string }): T {
  if (!result.ok) throw new Error(`expected success, got ${result.code}`);
  return result.value;
}

async function bind(sandbox: SandboxProvider, testCard: Pick<TestCard, "number" | "expiry">) {
  const started = value(
    await sandbox.bindCardInit({ cardNumber: testCard.number, expiry: testCard.expiry }),
  );
  return value(
    await sandbox.bindCardConfirm({ transactionId: started.transactionId, otp: SANDBOX_OTP }),
  );
}

async function createAndPreApply(sandbox: SandboxProvider, cardToken: string, account: string) {
  const { transactionId } = value(await sandbox.createPayment({ amountTiyin: 1_500_000, account }));
  value(await sandbox.preApplyPayment({ transactionId, cardToken }));
  return transactionId;
}

describe("the sandbox's test cards", () => {
  const succeeding = TEST_CARDS.filter((testCard) => !testCard.fails);

  it("has at least two always-succeeding cards of each network, all Luhn-valid and distinct", () => {
    expect(succeeding.filter((testCard) => testCard.network === "uzcard").length).toBeGreaterThan(
      1,
    );
    expect(succeeding.filter((testCard) => testCard.network === "humo").length).toBeGreaterThan(1);
    for (const testCard of TEST_CARDS) {
      expect(passesLuhn(testCard.number), testCard.id).toBe(true);
      expect(cardNetwork(testCard.number), testCard.id).toBe(testCard.network);
    }
    expect(new Set(TEST_CARDS.map((testCard) => testCard.number)).size).toBe(TEST_CARDS.length);
    expect(new Set(TEST_CARDS.map((testCard) => testCard.id)).size).toBe(TEST_CARDS.length);
  });

  it.each(succeeding.map((testCard) => [testCard.id, testCard] as const))(
    "%s binds and is charged once",
    async (_id, testCard) => {
      const sandbox = sandboxAt();
      const started = value(
        await sandbox.bindCardInit({ cardNumber: testCard.number, expiry: testCard.expiry }),
      );
      expect(started.phone).toBe(
        `+998 ${testCard.phone.slice(3, 5)} *** ** ${testCard.phone.slice(-2)}`,
      );
      const bound = value(
        await sandbox.bindCardConfirm({ transactionId: started.transactionId, otp: SANDBOX_OTP }),
      );
      expect(bound).toMatchObject({
        pan: `${testCard.number.slice(0, 6)}******${testCard.number.slice(-4)}`,
        expiry: testCard.expiry,
        cardHolder: testCard.holder,
        phone: started.phone,
      });
      expect(bound.cardToken.replace(/\D/g, "")).not.toContain(testCard.number);

      const transactionId = await createAndPreApply(sandbox, bound.cardToken, "payment-1");
      expect(await sandbox.applyPayment({ transactionId })).toEqual({ ok: true, value: null });
      expect(await sandbox.getPayment({ transactionId })).toEqual({
        ok: true,
        value: { status: "succeeded", amountTiyin: 1_500_000 },
      });
      expect(sandbox.appliedCharges()).toEqual({ "payment-1": 1 });
    },
  );

  const binding = TEST_CARDS.filter((testCard) => testCard.fails?.stage.startsWith("bind"));
  it.each(binding.map((testCard) => [testCard.id, testCard] as const))(
    "%s answers its code while binding",
    async (_id, testCard) => {
      const sandbox = sandboxAt();
      const init = await sandbox.bindCardInit({
        cardNumber: testCard.number,
        expiry: testCard.expiry,
      });
      if (testCard.fails?.stage === "bind-init") {
        expect(init).toEqual({ ok: false, code: testCard.fails.code });
        return;
      }
      const { transactionId } = value(init);
      expect(await sandbox.bindCardConfirm({ transactionId, otp: SANDBOX_OTP })).toEqual({
        ok: false,
        code: testCard.fails?.code,
      });
    },
  );

  const charging = TEST_CARDS.filter(
    (testCard) => testCard.fails && !testCard.fails.stage.startsWith("bind"),
  );
  it.each(charging.map((testCard) => [testCard.id, testCard] as const))(
    "%s binds, then answers its code while charging",
    async (_id, testCard) => {
      const sandbox = sandboxAt();
      const bound = await bind(sandbox, testCard);
      expect(bound.cardHolder).toBe(testCard.holder);
      const { transactionId } = value(
        await sandbox.createPayment({ amountTiyin: 100, account: "payment-2" }),
      );
      const preApplied = await sandbox.preApplyPayment({
        transactionId,
        cardToken: bound.cardToken,
      });
      const code = testCard.fails?.code;
      if (testCard.fails?.stage === "pre-apply") {
        expect(preApplied).toEqual({ ok: false, code });
      } else {
        expect(preApplied.ok).toBe(true);
        expect(await sandbox.applyPayment({ transactionId })).toEqual({ ok: false, code });
      }
      if (testCard.fails?.retrySucceeds) return;
      expect(await sandbox.getPayment({ transactionId })).toEqual({
        ok: true,
        value: { status: "failed", amountTiyin: 100, code },
      });
      // A failed payment stays failed: asking again answers the same, and charges nothing.
      expect(await sandbox.applyPayment({ transactionId })).toEqual({ ok: false, code });
      expect(sandbox.appliedCharges()).toEqual({});
    },
  );

  it("the 066 card succeeds on the next look after its first apply, charged once", async () => {
    const sandbox = sandboxAt();
    const { cardToken } = await bind(sandbox, card("humo-duplicate-retry"));

    const viaGet = await createAndPreApply(sandbox, cardToken, "payment-get");
    expect(await sandbox.applyPayment({ transactionId: viaGet })).toEqual({
      ok: false,
      code: "STPIMS-ERR-066",
    });
    expect(sandbox.appliedCharges()).toEqual({});
    expect(value(await sandbox.getPayment({ transactionId: viaGet })).status).toBe("succeeded");
    expect(value(await sandbox.getPayment({ transactionId: viaGet })).status).toBe("succeeded");
    expect(await sandbox.applyPayment({ transactionId: viaGet })).toEqual({
      ok: false,
      code: "STPIMS-ERR-091",
    });

    const viaApply = await createAndPreApply(sandbox, cardToken, "payment-apply");
    expect((await sandbox.applyPayment({ transactionId: viaApply })).ok).toBe(false);
    expect(await sandbox.applyPayment({ transactionId: viaApply })).toEqual({
      ok: true,
      value: null,
    });
    expect(await sandbox.applyPayment({ transactionId: viaApply })).toEqual({
      ok: false,
      code: "STPIMS-ERR-091",
    });
    expect(sandbox.appliedCharges()).toEqual({ "payment-get": 1, "payment-apply": 1 });
  });

  it("is documented in the README, one table row per card", () => {
    const doc = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const rows = doc.split("\n").filter((line) => /^\| `\d{4} \d{4} /.test(line));
    expect(rows).toHaveLength(TEST_CARDS.length);
    for (const testCard of TEST_CARDS) {
      const grouped = testCard.number.replace(/(\d{4})(?=\d)/g, "$1 ");
      const row = rows.find((line) => line.includes(grouped));
      expect(row, testCard.id).toBeDefined();
      expect(row).toContain(testCard.holder);
      expect(row).toContain(`${testCard.expiry.slice(2)}/${testCard.expiry.slice(0, 2)}`);
      if (testCard.fails) expect(row).toContain(testCard.fails.code);
    }
    expect(doc).toContain(SANDBOX_OTP);
  });
});

describe("the sandbox's card checks", () => {
  it("answers 009 to a number failing the Luhn check or not of 16 digits", async () => {
    const sandbox = sandboxAt();
    for (const cardNumber of ["8600110000000013", "860011000000001", "8600 1100 0000 0012", ""]) {
      expect(await sandbox.bindCardInit({ cardNumber, expiry: "3012" }), cardNumber).toEqual({
        ok: false,
        code: "STPIMS-ERR-009",
      });
    }
    for (const expiry of ["3013", "12/30", "301", "3000"]) {
      expect(await sandbox.bindCardInit({ cardNumber: "8600110000000012", expiry })).toEqual({
        ok: false,
        code: "STPIMS-ERR-009",
      });
    }
  });

  it("answers 004 to a Luhn-valid number outside UzCard and Humo", async () => {
    const sandbox = sandboxAt();
    for (const cardNumber of ["4111111111111111", "5555555555554444", "8601000000000006"]) {
      expect(passesLuhn(cardNumber)).toBe(true);
      expect(await sandbox.bindCardInit({ cardNumber, expiry: "3012" })).toEqual({
        ok: false,
        code: "STPIMS-ERR-004",
      });
    }
  });

  it("binds and charges any other Luhn-valid UzCard or Humo number", async () => {
    const sandbox = sandboxAt();
    for (const cardNumber of ["8600490744313347", "9860123456789015"]) {
      expect(passesLuhn(cardNumber), cardNumber).toBe(true);
      const bound = await bind(sandbox, { number: cardNumber, expiry: "2710" });
      expect(bound).toMatchObject({
        cardHolder: "TEST CARDHOLDER",
        phone: "+998 90 *** ** 33",
        expiry: "2710",
      });
      expect(bound.cardToken).not.toContain(cardNumber.slice(6, 12));
      const transactionId = await createAndPreApply(sandbox, bound.cardToken, cardNumber);
      expect((await sandbox.applyPayment({ transactionId })).ok).toBe(true);
    }
  });

  it("answers 090 to a test card with another expiry, 067 to any card past its expiry", async () => {
    const sandbox = sandboxAt();
    const testCard = card("uzcard-ok-1");
    expect(await sandbox.bindCardInit({ cardNumber: testCard.number, expiry: "2901" })).toEqual({
      ok: false,
      code: "STPIMS-ERR-090",
    });
    expect(await sandbox.bindCardInit({ cardNumber: "8600490744313347", expiry: "2512" })).toEqual({
      ok: false,
      code: "STPIMS-ERR-067",
    });
    // Good through the end of its month.
    expect(
      (await sandbox.bindCardInit({ cardNumber: "8600490744313347", expiry: "2601" })).ok,
    ).toBe(true);
  });

  it("answers 098 to a wrong or stale SMS code; dial sends a fresh one", async () => {
    const clock = { time: TODAY.getTime() };
    const sandbox = sandboxAt(clock);
    const testCard = card("humo-ok-1");
    const { transactionId } = value(
      await sandbox.bindCardInit({ cardNumber: testCard.number, expiry: testCard.expiry }),
    );
    expect(await sandbox.bindCardConfirm({ transactionId, otp: "123456" })).toEqual({
      ok: false,
      code: "STPIMS-ERR-098",
    });
    clock.time += SANDBOX_BIND_CODE_TTL_MS + 1;
    expect(await sandbox.bindCardConfirm({ transactionId, otp: SANDBOX_OTP })).toEqual({
      ok: false,
      code: "STPIMS-ERR-098",
    });
    expect(await sandbox.bindCardDial({ transactionId })).toEqual({
      ok: true,
      value: { transactionId, phone: "+998 97 *** ** 15" },
    });
    const bound = value(await sandbox.bindCardConfirm({ transactionId, otp: SANDBOX_OTP }));
    // A repeated confirmation is answered with the same card, not a second one.
    expect(await sandbox.bindCardConfirm({ transactionId, otp: SANDBOX_OTP })).toEqual({
      ok: true,
      value: bound,
    });
    expect(await sandbox.bindCardDial({ transactionId: "1" })).toEqual({
      ok: false,
      code: "STPIMS-ERR-061",
    });
    expect(await sandbox.bindCardConfirm({ transactionId: "x1", otp: SANDBOX_OTP })).toEqual({
      ok: false,
      code: "STPIMS-ERR-012",
    });
  });
});

describe("the sandbox's payments", () => {
  it("answers 091 to a second apply and charges once", async () => {
    const sandbox = sandboxAt();
    const { cardToken } = await bind(sandbox, card("uzcard-ok-2"));
    const transactionId = await createAndPreApply(sandbox, cardToken, "payment-3");
    expect((await sandbox.applyPayment({ transactionId })).ok).toBe(true);
    expect(await sandbox.applyPayment({ transactionId })).toEqual({
      ok: false,
      code: "STPIMS-ERR-091",
    });
    expect(await sandbox.preApplyPayment({ transactionId, cardToken })).toEqual({
      ok: false,
      code: "STPIMS-ERR-091",
    });
    expect(sandbox.appliedCharges()).toEqual({ "payment-3": 1 });
  });

  it("counts every charge by account, so a double charge shows", async () => {
    const sandbox = sandboxAt();
    const { cardToken } = await bind(sandbox, card("uzcard-ok-2"));
    for (let i = 0; i < 2; i++) {
      const transactionId = await createAndPreApply(sandbox, cardToken, "payment-twice");
      expect((await sandbox.applyPayment({ transactionId })).ok).toBe(true);
    }
    expect(sandbox.appliedCharges()).toEqual({ "payment-twice": 2 });
  });

  it("answers 039 to an amount that is not a positive whole number of tiyin, 010 to no account", async () => {
    const sandbox = sandboxAt();
    for (const amountTiyin of [0, -100, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(
        await sandbox.createPayment({ amountTiyin, account: "p" }),
        String(amountTiyin),
      ).toEqual({ ok: false, code: "STPIMS-ERR-039" });
    }
    expect(await sandbox.createPayment({ amountTiyin: 1, account: " " })).toEqual({
      ok: false,
      code: "STPIMS-ERR-010",
    });
  });

  it("walks a payment through its statuses and reverses it once", async () => {
    const sandbox = sandboxAt();
    const { cardToken } = await bind(sandbox, card("humo-ok-2"));
    const { transactionId } = value(
      await sandbox.createPayment({ amountTiyin: 990_000, account: "payment-4" }),
    );
    const status = async () => value(await sandbox.getPayment({ transactionId })).status;
    expect(await status()).toBe("created");
    expect(await sandbox.applyPayment({ transactionId })).toEqual({
      ok: false,
      code: "STPIMS-ERR-016",
    });
    expect(await sandbox.reversePayment({ transactionId })).toEqual({
      ok: false,
      code: "STPIMS-ERR-016",
    });
    value(await sandbox.preApplyPayment({ transactionId, cardToken }));
    expect(await status()).toBe("pre_applied");
    value(await sandbox.applyPayment({ transactionId }));
    expect(await status()).toBe("succeeded");
    expect(await sandbox.reversePayment({ transactionId })).toEqual({ ok: true, value: null });
    expect(await status()).toBe("reversed");
    expect(await sandbox.reversePayment({ transactionId })).toEqual({
      ok: false,
      code: "STPIMS-ERR-064",
    });
    expect(await sandbox.applyPayment({ transactionId })).toEqual({
      ok: false,
      code: "STPIMS-ERR-064",
    });
  });

  it("answers 061 to an unknown transaction and 012 to one that is no id", async () => {
    const sandbox = sandboxAt();
    expect(await sandbox.getPayment({ transactionId: "999" })).toEqual({
      ok: false,
      code: "STPIMS-ERR-061",
    });
    expect(await sandbox.applyPayment({ transactionId: "abc" })).toEqual({
      ok: false,
      code: "STPIMS-ERR-012",
    });
  });

  it("refuses a removed card, and a token it never issued", async () => {
    const sandbox = sandboxAt();
    const { cardId, cardToken } = await bind(sandbox, card("uzcard-ok-1"));
    const { transactionId } = value(await sandbox.createPayment({ amountTiyin: 1, account: "p5" }));
    expect(await sandbox.preApplyPayment({ transactionId, cardToken: "sandbox:v1:nope" })).toEqual({
      ok: false,
      code: "STPIMS-ERR-008",
    });
    expect(await sandbox.removeCard({ cardId: "1", cardToken })).toEqual({
      ok: false,
      code: "STPIMS-ERR-008",
    });
    expect(await sandbox.removeCard({ cardId, cardToken })).toEqual({ ok: true, value: null });
    expect(await sandbox.removeCard({ cardId, cardToken })).toEqual({
      ok: false,
      code: "STPIMS-ERR-008",
    });
    expect(await sandbox.preApplyPayment({ transactionId, cardToken })).toEqual({
      ok: false,
      code: "STPIMS-ERR-008",
    });
  });

  it("after a restart still charges a bound card, and no longer knows earlier transactions", async () => {
    const before = sandboxAt();
    const { cardToken } = await bind(before, card("uzcard-insufficient-funds"));
    const ok = await bind(before, card("humo-ok-1"));
    const earlier = await createAndPreApply(before, ok.cardToken, "payment-6");

    const after = createSandboxProvider({ now: () => new Date(TODAY.getTime() + 60_000) });
    expect(await after.getPayment({ transactionId: earlier })).toEqual({
      ok: false,
      code: "STPIMS-ERR-061",
    });
    const charged = await createAndPreApply(after, ok.cardToken, "payment-7");
    expect(await after.applyPayment({ transactionId: charged })).toEqual({ ok: true, value: null });
    // The token still names the test card, so it still answers as that card.
    const refused = await createAndPreApply(after, cardToken, "payment-8");
    expect(await after.applyPayment({ transactionId: refused })).toEqual({
      ok: false,
      code: "STPIMS-ERR-057",
    });
    expect(after.appliedCharges()).toEqual({ "payment-7": 1 });
  });

  it("answers 067 to a bound card that has expired since", async () => {
    const clock = { time: TODAY.getTime() };
    const sandbox = sandboxAt(clock);
    const { cardToken } = await bind(sandbox, { number: "8600490744313347", expiry: "2602" });
    clock.time = new Date("2026-03-01T00:00:00Z").getTime();
    const { transactionId } = value(await sandbox.createPayment({ amountTiyin: 1, account: "p9" }));
    expect(await sandbox.preApplyPayment({ transactionId, cardToken })).toEqual({
      ok: false,
      code: "STPIMS-ERR-067",
    });
  });
});

describe("choosing the payment provider", () => {
  const atmos = {
    PAYMENT_PROVIDER: "atmos",
    ATMOS_BASE_URL: "https://apigw.atmos.uz",
    ATMOS_CONSUMER_KEY: "key-value",
    ATMOS_CONSUMER_SECRET: "secret-value",
    ATMOS_STORE_ID: "7977",
  };

  it("is the sandbox unless PAYMENT_PROVIDER=atmos", () => {
    expect(paymentProviderConfigFromEnv({})).toEqual({ kind: "sandbox" });
    expect(paymentProviderConfigFromEnv({ PAYMENT_PROVIDER: "sandbox" })).toEqual({
      kind: "sandbox",
    });
    expect(createPaymentProvider({ kind: "sandbox" }).name).toBe("sandbox");
    const config = paymentProviderConfigFromEnv(atmos);
    expect(config).toEqual({
      kind: "atmos",
      baseUrl: "https://apigw.atmos.uz",
      consumerKey: "key-value",
      consumerSecret: "secret-value",
      storeId: "7977",
    });
    expect(createPaymentProvider(config).name).toBe("atmos");
  });

  it("names a missing or wrong variable, never a value", () => {
    for (const name of [
      "ATMOS_BASE_URL",
      "ATMOS_CONSUMER_KEY",
      "ATMOS_CONSUMER_SECRET",
      "ATMOS_STORE_ID",
    ]) {
      expect(() => paymentProviderConfigFromEnv({ ...atmos, [name]: " " })).toThrow(
        `PAYMENT_PROVIDER=atmos needs ${name}`,
      );
    }
    expect(() =>
      paymentProviderConfigFromEnv({ ...atmos, ATMOS_BASE_URL: "secret-value" }),
    ).toThrow(/^ATMOS_BASE_URL is not a URL$/);
    expect(() => paymentProviderConfigFromEnv({ PAYMENT_PROVIDER: "paypal" })).toThrow(
      'PAYMENT_PROVIDER must be "sandbox" or "atmos"',
    );
  });
});
