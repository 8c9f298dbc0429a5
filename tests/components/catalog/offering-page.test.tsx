import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiCall } from "./fake-api";
import { callsTo } from "./fake-api";
import { untilTicking, useFakeClock } from "./fake-clock";
import {
  business,
  feedback,
  feedbackPage,
  MARKUP,
  OFFERING_ID,
  offering,
  onSale,
  SALE_ID,
  sale,
} from "./fixtures";
import { renderPage, warmUp } from "./render-page";

/** The server of these tests: the offering, its business, its feedback; saves succeed. */
function server(detail = offering, comments = [feedback()]) {
  return (call: ApiCall) => {
    if (call.path === `/v1/offering/${OFFERING_ID}/`) return { body: detail };
    if (call.path === `/v1/flash-sale/${SALE_ID}/`) return { body: detail };
    if (call.path === `/v1/business/${business.id}/`) return { body: business };
    if (call.path === "/v1/feedback/" && call.method === "GET") {
      return { body: feedbackPage(comments) };
    }
    if (call.path.startsWith("/v1/favorite/")) return { status: 204 };
    return undefined;
  };
}

describe("offering page", { timeout: 15_000 }, () => {
  beforeAll(warmUp, 30_000);

  useFakeClock();

  it("shows the product with its price in the display currency, asked for in that currency", async () => {
    const { calls } = renderPage(`/search/products/${OFFERING_ID}`, server());
    expect(await screen.findByRole("heading", { level: 1, name: offering.title })).toBeTruthy();
    expect(screen.getByText("$120.00")).toBeTruthy();
    expect(screen.queryByText("25% off")).toBeNull();
    const [get] = callsTo(calls, "GET", /^\/v1\/offering\//);
    expect(get?.query.get("currency")).toBe("USD");
    // The head tells search engines and social networks about the item itself.
    await waitFor(() => expect(document.title).toBe(`\u2068${offering.title}\u2069 · Bozor`));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      "Forged steel, a walnut handle. Made in Chust.",
    );
    expect(
      document.head.querySelector('meta[property="og:image"]')?.getAttribute("content"),
    ).toContain(`/api/v1/image/${offering.images[0]}`);
  });

  it("shows a running sale: the sale price, the usual one struck through, the discount, a ticking countdown", async () => {
    renderPage(`/search/flash-sell/${SALE_ID}`, server(onSale));
    await screen.findByRole("heading", { level: 1, name: offering.title });
    expect(screen.getByText("$90.00")).toBeTruthy();
    const usual = screen.getByText("$120.00");
    expect(usual.tagName).toBe("S");
    expect(screen.getByText("25% off")).toBeTruthy();
    const timer = screen.getByRole("timer");
    // Not read out every second: the timer is named by its end time instead.
    expect(timer.getAttribute("aria-live")).toBe("off");
    expect(timer.getAttribute("aria-label")).toMatch(/^The sale ends on 01\.05\.2026 at \d\d:01$/);
    expect(timer.textContent).toBe("01:01:05");
    await untilTicking();
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe("01:01:04");
    act(() => vi.advanceTimersByTime(60_000));
    expect(timer.textContent).toBe("01:00:04");
    expect(screen.getByText("38 of 50 left at this price")).toBeTruthy();
  });

  it("stops the countdown at zero and drops the sale price", async () => {
    const ending = { ...onSale, flash_sale: { ...sale, ends_at: "2026-05-01T10:00:03.000Z" } };
    renderPage(`/search/flash-sell/${SALE_ID}`, server(ending));
    await screen.findByRole("heading", { level: 1, name: offering.title });
    expect(screen.getByRole("timer").textContent).toBe("00:03");
    await untilTicking();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.getByText("This sale has ended.")).toBeTruthy();
    expect(screen.queryByText("$90.00")).toBeNull();
    expect(screen.getByText("$120.00").tagName).not.toBe("S");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("sends a visitor who presses favourite to sign in, with the way back", async () => {
    const { calls, history } = renderPage(`/search/products/${OFFERING_ID}?tab=1`, server());
    fireEvent.click(await screen.findByRole("button", { name: "Save to favourites" }));
    // The page renders its item at transition priority: the button's machine may start a
    // moment after the button is on screen.
    await waitFor(() =>
      expect(history.at(-1)).toBe(
        `/?action=login&next=${encodeURIComponent(`/search/products/${OFFERING_ID}?tab=1`)}`,
      ),
    );
    expect(callsTo(calls, "PUT", /favorite/)).toEqual([]);
  });

  it("saves a signed-in person's favourite and shows it pressed, in its words too", async () => {
    const { calls } = renderPage(`/search/products/${OFFERING_ID}`, server(), { signedIn: true });
    const button = await screen.findByRole("button", { name: "Save to favourites" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button);
    // The machine starts in an effect that may run just after the button shows; the press is
    // queued until then, so the pressed state is awaited, not read at once.
    await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("true"));
    expect(button.textContent).toBe("Saved to favourites");
    await waitFor(() =>
      expect(callsTo(calls, "PUT", /^\/v1\/favorite\/offering\//).map((c) => c.path)).toEqual([
        `/v1/favorite/offering/${OFFERING_ID}/`,
      ]),
    );
    fireEvent.click(button);
    await waitFor(() => expect(callsTo(calls, "DELETE", /^\/v1\/favorite\//)).toHaveLength(1));
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(button.textContent).toBe("Save to favourites");
  });

  it("shows markup typed into a comment as text, never as an element", async () => {
    renderPage(
      `/search/products/${OFFERING_ID}`,
      server(offering, [feedback({ comment: MARKUP })]),
    );
    const reviews = await screen.findByRole("region", { name: "Reviews" });
    expect(await within(reviews).findByText(MARKUP)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it("shows the seller's card: phone as SPEC.md groups it, dialable, and only web links", async () => {
    renderPage(`/search/products/${OFFERING_ID}`, server());
    const seller = await screen.findByRole("region", { name: "Seller" });
    const phone = await within(seller).findByRole("link", { name: "998 90 123 45 67" });
    expect(phone.getAttribute("href")).toBe("tel:+998901234567");
    expect(await within(seller).findByRole("link", { name: "Telegram channel" })).toBeTruthy();
    expect(within(seller).queryByRole("link", { name: "Website" })).toBeNull();
  });

  it("says an unknown item is not available, with the way back to its list", async () => {
    renderPage(`/search/products/${OFFERING_ID}`, () => ({
      status: 404,
      body: { detail: "offering_not_found" },
    }));
    expect(await screen.findByRole("heading", { level: 1, name: "Not available" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Products" }).getAttribute("href")).toBe(
      "/search/products",
    );
  });

  it("shows what went wrong and loads again on retry", async () => {
    let attempts = 0;
    const answer = server();
    renderPage(`/search/products/${OFFERING_ID}`, (call) => {
      if (call.path === `/v1/offering/${OFFERING_ID}/` && ++attempts === 1) {
        return { status: 400, body: { detail: "invalid_filter" } };
      }
      return answer(call);
    });
    expect(await screen.findByText("This filter value is not valid.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: offering.title })).toBeTruthy();
  });
});
