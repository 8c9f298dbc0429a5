import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { Payment, PaymentPage } from "../../../sdk";
import { BINDING_ID, card, otherCard, started } from "../../machines/payments-fixtures";
import { type ApiCall, callsTo } from "../catalog/fake-api";
import { renderPage } from "../catalog/render-page";

const payment: Payment = {
  id: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
  number: "BZR-000123",
  created_at: "2026-11-01T10:00:00.000Z",
  status: "succeeded",
  amount: 4_900_000,
  audience: "user",
  plan_code: "user-plus",
  plan_name: "Plus",
  period: "month",
  reason: "subscribe",
  card: { masked: card.masked, network: "uzcard" },
  failure_code: null,
};

const failed: Payment = {
  ...payment,
  id: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1b",
  number: "BZR-000124",
  status: "failed",
  failure_code: "STPIMS-ERR-057",
};

const payments: PaymentPage = { items: [payment, failed], total: 2, page: 1, page_size: 10 };

function server(cards = [card, otherCard]) {
  let bound = false;
  return (call: ApiCall) => {
    if (call.path === "/v1/payment-card/" && call.method === "GET") {
      return { body: bound ? [card] : cards };
    }
    if (call.path === "/v1/payment/") return { body: payments };
    if (call.path === "/v1/payment-card/" && call.method === "POST") {
      return { status: 201, body: started };
    }
    if (call.path === "/v1/payment-card/confirm/") {
      const { code } = call.body as { code: string };
      if (code !== "111111") return { status: 400, body: { detail: "STPIMS-ERR-098" } };
      bound = true;
      return { status: 201, body: card };
    }
    return undefined;
  };
}

/** A masked field once its mask has arrived (it loads when the field is first focused). */
async function maskedField(label: string): Promise<HTMLInputElement> {
  fireEvent.focus(screen.getByLabelText(label));
  return waitFor(() => {
    const field = screen.getByLabelText(label) as HTMLInputElement;
    expect(field.readOnly).toBe(false);
    return field;
  });
}

describe("/payment-cards", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../../src/features/payments/PaymentCardsPage"),
      import("../../../src/components/DigitMaskInput"),
      import("../../../sdk"),
      import("../../../sdk/zod.gen"),
    ]);
  }, 30_000);

  it("shows each card masked, its holder, network and expiry, the default and expired ones", async () => {
    renderPage("/payment-cards", server(), { signedIn: true });
    const list = await screen.findByRole("region", { name: "Your cards" }, { timeout: 10_000 });
    const items = await within(list).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    // Shown once, and again (hidden) in each of its buttons' names.
    expect(within(first).getAllByText("8600 **** **** 0012")[0]?.closest("button")).toBeNull();
    expect(within(first).getByText("UzCard")).toBeTruthy();
    expect(within(first).getByText("AZIZ KARIMOV").getAttribute("dir")).toBe("auto");
    expect(within(first).getByText("12/30")).toBeTruthy();
    expect(within(first).getByText("Default")).toBeTruthy();
    // The default card cannot be made default again; an expired one cannot be either.
    expect(within(first).queryByRole("button", { name: /Make default/ })).toBeNull();
    expect(within(second).getAllByText("9860 **** **** 0015").length).toBeGreaterThan(0);
    expect(within(second).getByText("Expired")).toBeTruthy();
    expect(within(second).queryByRole("button", { name: /Make default/ })).toBeNull();
    // Every card's button names its card for a screen reader.
    expect(
      within(second).getByRole("button", { name: /Remove\s*9860 \*{4} \*{4} 0015/ }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/8600\s?1100/);
  });

  it("lists the payments in sum with their status, and a receipt for the paid ones", async () => {
    renderPage("/payment-cards", server(), { signedIn: true });
    const table = await screen.findByRole("table", { name: "Your payments, newest first" });
    await within(table).findByRole("button", { name: /Download receipt/ });
    const rows = within(table).getAllByRole("row");
    const [, paid, refused] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(paid.textContent).toMatch(/49,000/);
    expect(within(paid).getByText("01.11.2026")).toBeTruthy();
    expect(within(paid).getByText("Paid")).toBeTruthy();
    expect(
      within(paid).getByRole("button", { name: /Download receipt\s*BZR-000123/ }),
    ).toBeTruthy();
    expect(within(refused).getByText(/Insufficient funds/i)).toBeTruthy();
    expect(within(refused).queryByRole("button", { name: /Download receipt/ })).toBeNull();
  });

  it("checks a card before sending it, then binds it with the SMS code", async () => {
    const { calls } = renderPage("/payment-cards", server([]), { signedIn: true });
    expect(await screen.findByText("You have not added a payment card yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add a card" }));

    const number = await maskedField("Card number");
    fireEvent.input(number, { target: { value: "8600110000000013" } });
    expect(number.value).toBe("8600 1100 0000 0013");
    const expiry = await maskedField("Valid thru");
    fireEvent.input(expiry, { target: { value: "1230" } });
    expect(expiry.value).toBe("12/30");
    fireEvent.click(screen.getByRole("button", { name: "Send the SMS code" }));
    expect(await screen.findByText("The card number is invalid.")).toBeTruthy();
    expect(number.getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(calls, "POST", /^\/v1\/payment-card\/$/)).toEqual([]);

    fireEvent.input(number, { target: { value: "8600110000000012" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the SMS code" }));
    const sentTo = await screen.findByText(
      (_, element) =>
        element?.tagName === "P" &&
        element.textContent === "We sent a 6-digit code by SMS to +998 90 *** ** 12.",
    );
    expect(sentTo).toBeTruthy();
    expect(callsTo(calls, "POST", /^\/v1\/payment-card\/$/)[0]?.body).toEqual({
      card_number: "8600110000000012",
      expiry_month: 12,
      expiry_year: 2030,
    });
    expect(screen.getByRole("timer").textContent).toBe("02:00");

    const code = await maskedField("Code");
    fireEvent.input(code, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("The SMS confirmation code is incorrect.")).toBeTruthy();
    fireEvent.input(code, { target: { value: "111111" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));

    expect(await screen.findByText(/has been added/)).toBeTruthy();
    expect(callsTo(calls, "POST", /confirm/).map((call) => call.body)).toEqual([
      { binding_id: BINDING_ID, code: "123456" },
      { binding_id: BINDING_ID, code: "111111" },
    ]);
    const list = screen.getByRole("region", { name: "Your cards" });
    expect(within(list).getAllByText("8600 **** **** 0012").length).toBeGreaterThan(0);
  });

  it("writes a Persian page right to left, the card's digits in Persian", async () => {
    renderPage("/payment-cards", server(), { signedIn: true, locale: "fa" });
    const list = await screen.findByRole("region", { name: "کارت‌های شما" }, { timeout: 10_000 });
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
    const [number] = await within(list).findAllByText("۸۶۰۰ **** **** ۰۰۱۲");
    expect(within(list).getByText("۱۲/۳۰")).toBeTruthy();
    // The number reads left to right inside the right-to-left page.
    expect(number?.getAttribute("dir")).toBe("ltr");
  });
});
