import { describe, expect, it } from "vitest";
import {
  bindingRequest,
  cardErrors,
  cardNetwork,
  expiryOf,
  passesLuhn,
} from "../../machines/card-rules";
import { checkFields } from "../../machines/field-check";

// The sandbox's documented cards (docs/payments-sandbox.md) and a Luhn-valid card of no
// network the processor takes (Visa's test number).
const UZCARD = "8600110000000012";
const HUMO = "9860110000000015";
const VISA = "4111111111111111";
const NOW = new Date(2026, 10, 26, 12, 0);

describe("card rules", () => {
  it("check the Luhn digit of a card number", () => {
    expect(passesLuhn(UZCARD)).toBe(true);
    expect(passesLuhn(HUMO)).toBe(true);
    expect(passesLuhn("8600110000000013")).toBe(false);
    expect(passesLuhn("")).toBe(false);
  });

  it("know UzCard and Humo by their first four digits", () => {
    expect(cardNetwork(UZCARD)).toBe("uzcard");
    expect(cardNetwork(HUMO)).toBe("humo");
    expect(cardNetwork(VISA)).toBeNull();
  });

  it("answer a card the server would refuse with the server's codes", () => {
    const ok = { number: UZCARD, expiry: "1230" };
    expect(cardErrors(ok, NOW)).toEqual({});
    expect(cardErrors({ ...ok, number: "8600110000000013" }, NOW)).toEqual({
      number: "card_number_invalid",
    });
    expect(cardErrors({ ...ok, number: VISA }, NOW).number).toBe("card_number_invalid");
    expect(cardErrors({ ...ok, number: "860011000000" }, NOW).number).toBe("card_number_invalid");
    expect(cardErrors({ ...ok, expiry: "1330" }, NOW)).toEqual({
      expiry: "expiration_month_invalid",
    });
    expect(cardErrors({ ...ok, expiry: "0030" }, NOW).expiry).toBe("expiration_month_invalid");
    expect(cardErrors({ ...ok, expiry: "12" }, NOW).expiry).toBe("expiration_month_invalid");
    expect(cardErrors({ ...ok, expiry: "0123" }, NOW)).toEqual({
      expiry: "expiration_year_expired",
    });
  });

  it("take a card as good through the last day of its expiry month", () => {
    expect(cardErrors({ number: HUMO, expiry: "1126" }, NOW)).toEqual({});
    expect(cardErrors({ number: HUMO, expiry: "1026" }, NOW).expiry).toBe(
      "expiration_year_expired",
    );
  });

  it("send the expiry as a month and a four-digit year", () => {
    expect(expiryOf("0931")).toEqual({ month: 9, year: 2031 });
    expect(bindingRequest({ number: UZCARD, expiry: "1230" })).toEqual({
      card_number: UZCARD,
      expiry_month: 12,
      expiry_year: 2030,
    });
  });

  it("agree with the contract's own checks of what they let through", async () => {
    expect(
      await checkFields("CardBindingStart", {
        ...bindingRequest({ number: UZCARD, expiry: "1230" }),
      }),
    ).toEqual({});
    expect(
      await checkFields("CardBindingStart", {
        card_number: "8600",
        expiry_month: 13,
        expiry_year: 2030,
      }),
    ).toEqual({ card_number: "card_number_invalid", expiry_month: "expiration_month_invalid" });
  });
});
