import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { App } from "../../../src/app/App";
import { testActors } from "../test-app";
import {
  business,
  businessPage,
  type FakeAnswers,
  fakeApi,
  offering,
  offeringPage,
} from "./search-fixtures";

function renderAt(path: string, answers?: FakeAnswers) {
  const location = memoryLocation({ path, record: true });
  const fake = fakeApi(answers);
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App actors={{ ...testActors(), api: fake.api }} />
    </Router>,
  );
  return { history: location.history ?? [], fake };
}

// The first render of a list also waits for the page's lazy chunk.
const slow = { timeout: 5000 };

describe("search list states", { timeout: 15_000 }, () => {
  // The page is a lazy chunk: compile it once up front, not inside the first test's time.
  beforeAll(() => import("../../../src/features/search/SearchPage"), 60_000);

  it("say the search is running while the first page loads", async () => {
    renderAt("/search/products", { offerings: () => new Promise(() => {}) });
    expect(await screen.findByText("Searching…", {}, slow)).toBeTruthy();
    const results = screen.getByRole("region", { name: "Results" });
    expect(results.getAttribute("aria-busy")).toBe("true");
  });

  it("show results with their count, price in the display currency and links", async () => {
    renderAt("/search/products?q=non", {
      offerings: () =>
        offeringPage(
          [
            offering("1"),
            offering("2", {
              flash_sale: {
                id: "s2",
                price: { amount: 10, currency: "USD" },
                display_price: { amount: 10, currency: "USD" },
                discount_percent: 20,
                starts_at: "2026-11-01T10:00:00.000Z",
                ends_at: "2099-11-01T10:00:00.000Z",
                quantity_limit: null,
                sold: 0,
              },
            }),
          ],
          2,
        ),
    });
    const link = await screen.findByRole("link", { name: "Non 1" }, slow);
    expect(link.getAttribute("href")).toBe("/search/products/1");
    expect(screen.getByText("2 results")).toBeTruthy();
    // The seller's name and region, each isolated for direction (<bdi>), on one line.
    const seller = (_: string, element: Element | null) =>
      element?.tagName === "P" && element.textContent === "Chorsu Bakery · Samarkand region";
    expect(screen.getAllByText(seller)).toHaveLength(2);
    expect(screen.getAllByText("$12.50")).toHaveLength(2);
    expect(screen.getByText("$10.00").closest("p")?.querySelector("s")?.textContent).toBe("$12.50");
    await waitFor(() => expect(document.title).toBe("“\u2068non\u2069” · Products · Bozor"));
  });

  it("say nothing was found and offer to clear the filters", async () => {
    const { history } = renderAt("/search/service?q=non&region=samarkand", {
      offerings: () => offeringPage([], 0),
    });
    expect(await screen.findByRole("heading", { name: "Nothing found" }, slow)).toBeTruthy();
    expect(screen.getByText("0 results")).toBeTruthy();
    const clear = screen.getAllByRole("button", { name: "Clear filters" });
    fireEvent.click(clear[clear.length - 1] as HTMLElement);
    expect(history.at(-1)).toBe("/search/service?q=non");
    expect(await screen.findByRole("button", { name: "Clear the search" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear the search" }));
    expect(history.at(-1)).toBe("/search/service");
  });

  it("show a refused search's reason with a retry", async () => {
    let attempts = 0;
    const { fake } = renderAt("/search/products", {
      offerings: () => {
        attempts += 1;
        return attempts === 1
          ? { refuse: "invalid_price_range", status: 400 }
          : offeringPage([offering("1")]);
      },
    });
    const alert = await screen.findByText(
      "Prices must be zero or more, and the lowest not above the highest.",
      {},
      slow,
    );
    expect(alert.getAttribute("role")).toBe("alert");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Non 1" })).toBeTruthy();
    expect(fake.queries("searchOfferings")).toHaveLength(2);
  });

  it("offer the last page when the URL's page is past the end", async () => {
    const { history } = renderAt("/search/products?page=9", {
      offerings: (query) =>
        query.page === 9 ? offeringPage([], 30, 9) : offeringPage([offering("1")], 30, 2),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Go to the last page" }, slow));
    expect(history.at(-1)).toBe("/search/products?page=2");
  });

  it("list businesses with their own filters and links", async () => {
    const { fake } = renderAt("/search/business?price_min=5&flash=1&sort=name", {
      businesses: () => businessPage([business("7")]),
    });
    const link = await screen.findByRole("link", { name: "Bakery 7" }, slow);
    expect(link.getAttribute("href")).toBe("/search/business/7");
    expect(fake.queries("searchBusinesses")).toEqual([
      { lang: "en", sort: "name", page: 1, page_size: 24 },
    ]);
    fireEvent.click(screen.getByRole("button", { name: /^Filters/ }));
    expect(screen.queryByRole("group", { name: /^Price/ })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Only flash sales" })).toBeNull();
  });

  it("link flash-sale results to the sale", async () => {
    const sale = {
      id: "sale-9",
      price: { amount: 10, currency: "USD" as const },
      display_price: { amount: 10, currency: "USD" as const },
      discount_percent: 20,
      starts_at: "2026-11-01T10:00:00.000Z",
      ends_at: "2099-11-01T10:00:00.000Z",
      quantity_limit: 50,
      sold: 3,
    };
    const { fake } = renderAt("/search/flash-sell?sort=discount", {
      flashSales: () => offeringPage([offering("9", { flash_sale: sale })]),
    });
    const link = await screen.findByRole("link", { name: "Non 9" }, slow);
    expect(link.getAttribute("href")).toBe("/search/flash-sell/sale-9");
    expect(fake.queries("searchFlashSales")[0]).toMatchObject({
      sort: "discount",
      currency: "USD",
    });
    expect(fake.queries("searchFlashSales")[0]).not.toHaveProperty("kind");
  });
});
