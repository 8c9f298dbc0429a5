import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CardBindingStarted, PaymentCard } from "../../sdk/types.gen";
import { createSandboxProvider } from "../../server/payments/provider/index";
import { createPerson, type Person } from "./feedback-fixtures";
import { bearer, json, startApp, type TestApp } from "./helper";
import {
  bindCard,
  cardBlocked,
  confirmBinding,
  humo,
  startBinding,
  uzcard,
  uzcard2,
} from "./payments-fixtures";

// Binding cards through the sandbox processor (docs/payments-sandbox.md): every code, the
// rule of one card per account, and a number that is never kept.

let t: TestApp;
let clock = new Date("2026-11-26T10:00:00Z");
let aziza: Person;
let bobur: Person;

beforeAll(async () => {
  t = await startApp({}, { now: () => clock, paymentProvider: createSandboxProvider() });
  aziza = await createPerson(t.app, "Aziza", "Karimova");
  bobur = await createPerson(t.app, "Bobur", "Aliyev");
});
afterAll(async () => t.close());

function expectDetail(
  response: { statusCode: number; body: string },
  status: number,
  detail: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body)).toEqual({ detail });
}

async function cardsOf(person: Person): Promise<PaymentCard[]> {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/v1/payment-card/",
    headers: bearer(person.tokens),
  });
  expect(response.statusCode).toBe(200);
  return json<PaymentCard[]>(response);
}

async function storedText(): Promise<string> {
  const db = t.app.services.db;
  const rows = await sql<{ all: string }>`
    SELECT (SELECT coalesce(json_agg(c)::text, '') FROM payment_cards c)
      || (SELECT coalesce(json_agg(b)::text, '') FROM card_bindings b) AS all`.execute(db);
  return rows.rows[0]?.all ?? "";
}

describe("binding a card", () => {
  it("sends a code, binds the card with it, and never keeps the number or the bare token", async () => {
    const started = await startBinding(t.app, aziza, uzcard);
    expect(started.statusCode, started.body).toBe(201);
    const binding = json<CardBindingStarted>(started);
    expect(binding.phone).toMatch(/\*/);
    expect(binding.expires_in).toBe(120);
    const confirmed = await confirmBinding(t.app, aziza, binding.binding_id);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const card = json<PaymentCard>(confirmed);
    expect(card).toMatchObject({
      first4: "8600",
      last4: "0012",
      masked: "8600 **** **** 0012",
      network: "uzcard",
      holder: "AZIZ KARIMOV",
      expiry_month: 12,
      expiry_year: 2030,
      is_default: true,
      expired: false,
    });
    expect(await cardsOf(aziza)).toEqual([card]);
    const stored = await storedText();
    expect(stored).not.toContain(uzcard);
    expect(stored).not.toContain("sandbox:");
    // The same binding cannot be confirmed twice.
    expectDetail(
      await confirmBinding(t.app, aziza, binding.binding_id),
      404,
      "card_binding_expired",
    );
  });

  it("refuses a number, month or expiry that cannot be a card, before the processor is asked", async () => {
    const before = await storedText();
    expectDetail(await startBinding(t.app, bobur, "8600110000000013"), 400, "card_number_invalid");
    expectDetail(await startBinding(t.app, bobur, "4111111111111111"), 400, "card_number_invalid");
    expectDetail(
      await startBinding(t.app, bobur, "8600 1100 0000 0012"),
      400,
      "card_number_invalid",
    );
    expectDetail(
      await startBinding(t.app, bobur, humo, { month: 13, year: 2030 }),
      400,
      "expiration_month_invalid",
    );
    expectDetail(
      await startBinding(t.app, bobur, humo, { month: 10, year: 2026 }),
      400,
      "expiration_year_expired",
    );
    expectDetail(
      await startBinding(t.app, bobur, humo, { month: 1, year: 1999 }),
      400,
      "expiration_year_expired",
    );
    expect(await storedText()).toBe(before);
  });

  it("passes the processor's refusal on as its STPIMS code", async () => {
    expectDetail(await startBinding(t.app, bobur, cardBlocked), 400, "STPIMS-ERR-058");
  });

  it("answers a wrong code with the processor's code and ends the binding at the fifth", async () => {
    const started = json<CardBindingStarted>(await startBinding(t.app, bobur, uzcard2));
    for (let attempt = 1; attempt <= 4; attempt++) {
      expectDetail(
        await confirmBinding(t.app, bobur, started.binding_id, "000000"),
        400,
        "STPIMS-ERR-098",
      );
    }
    expectDetail(
      await confirmBinding(t.app, bobur, started.binding_id, "000000"),
      429,
      "too_many_attempts",
    );
    expectDetail(
      await confirmBinding(t.app, bobur, started.binding_id),
      404,
      "card_binding_expired",
    );
    expect(await cardsOf(bobur)).toEqual([]);
  });

  it("resends the code only once the last one has expired", async () => {
    const started = json<CardBindingStarted>(await startBinding(t.app, bobur, uzcard2));
    const resend = () =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/payment-card/resend/",
        headers: bearer(bobur.tokens),
        payload: { binding_id: started.binding_id },
      });
    expectDetail(await resend(), 400, "otp_already_active");
    clock = new Date(clock.getTime() + 121_000);
    const again = await resend();
    expect(again.statusCode, again.body).toBe(200);
    expect(json<CardBindingStarted>(again).binding_id).toBe(started.binding_id);
    expect((await confirmBinding(t.app, bobur, started.binding_id)).statusCode).toBe(201);
  });

  it("knows a card already bound: the caller's own, or someone else's (one card, one account)", async () => {
    expectDetail(await startBinding(t.app, aziza, uzcard), 409, "card_already_exists");
    expectDetail(await startBinding(t.app, bobur, uzcard), 409, "card_already_active");
  });
});

describe("a person's cards", () => {
  it("makes another card the default, and removes cards, the default passing on", async () => {
    const second = await bindCard(t.app, aziza, humo);
    expect(second.is_default).toBe(false);
    const made = await t.app.inject({
      method: "POST",
      url: `/api/v1/payment-card/${second.id}/default/`,
      headers: bearer(aziza.tokens),
    });
    expect(made.statusCode).toBe(200);
    expect(json<PaymentCard[]>(made).map((card) => [card.last4, card.is_default])).toEqual([
      ["0015", true],
      ["0012", false],
    ]);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/payment-card/${second.id}/`,
      headers: bearer(aziza.tokens),
    });
    expect(removed.statusCode).toBe(204);
    expect((await cardsOf(aziza)).map((card) => [card.last4, card.is_default])).toEqual([
      ["0012", true],
    ]);
    // Removed, the card may be bound again, by anyone.
    expect((await startBinding(t.app, bobur, humo)).statusCode).toBe(201);
  });

  it("answers card_not_found for another person's card, and changes nothing", async () => {
    const [card] = await cardsOf(aziza);
    if (!card) throw new Error("Aziza has a card");
    for (const [method, url] of [
      ["POST", `/api/v1/payment-card/${card.id}/default/`],
      ["DELETE", `/api/v1/payment-card/${card.id}/`],
    ] as const) {
      expectDetail(
        await t.app.inject({ method, url, headers: bearer(bobur.tokens) }),
        404,
        "card_not_found",
      );
    }
    expect(await cardsOf(aziza)).toEqual([card]);
  });

  it("asks for a signed-in person", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/payment-card/" });
    expect(response.statusCode).toBe(401);
  });
});
