import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { Banner, Category, OfferingPage } from "../../../sdk";
import { type ApiCall, callsTo } from "./fake-api";
import { useFakeClock } from "./fake-clock";
import { business, card, SALE_ID, sale } from "./fixtures";
import { renderPage, warmUp } from "./render-page";

const categories: Category[] = [
  {
    id: "8b9c0d1e-2f3a-4b4c-8d6e-7f8a9b0c1d2e",
    parent_id: null,
    slug: "crafts",
    kind: "product",
    name: "Crafts",
  },
  {
    id: "9c0d1e2f-3a4b-4c5d-9e7f-8a9b0c1d2e3f",
    parent_id: "8b9c0d1e-2f3a-4b4c-8d6e-7f8a9b0c1d2e",
    slug: "knives",
    kind: "product",
    name: "Knives",
  },
  {
    id: "0d1e2f3a-4b5c-4d6e-8f8a-9b0c1d2e3f4a",
    parent_id: null,
    slug: "repair",
    kind: "service",
    name: "Repair",
  },
];

const hero: Banner = {
  id: "1e2f3a4b-5c6d-4e7f-9a9b-0c1d2e3f4a5b",
  image: "2f3a4b5c-6d7e-4f8a-8b0c-1d2e3f4a5b6c",
  link: "/search/flash-sell",
  title: "Navruz sale",
  text: "Up to 40% off",
  placement: "home_hero",
};

function page(items: OfferingPage["items"]): OfferingPage {
  return {
    items,
    total: items.length,
    page: 1,
    page_size: 8,
    facets: { categories: [], regions: [] },
  };
}

function server(options: { failFlash?: () => boolean } = {}) {
  return (call: ApiCall) => {
    if (call.path === "/v1/banner/") {
      return { body: call.query.get("placement") === "home_hero" ? [hero] : [] };
    }
    if (call.path === "/v1/category/") return { body: categories };
    if (call.path === "/v1/flash-sale/") {
      if (options.failFlash?.()) return { status: 400, body: { detail: "invalid_sort" } };
      return { body: page([{ ...card, flash_sale: sale }]) };
    }
    if (call.path === "/v1/offering/") return { body: page([card]) };
    if (call.path === "/v1/business/") {
      const { id, name, description, logo, region, oked, rating, offering_count } = business;
      return {
        body: {
          items: [{ id, name, description, logo, region, oked, rating, offering_count }],
          total: 1,
          page: 1,
          page_size: 8,
          facets: { regions: [] },
        },
      };
    }
    return undefined;
  };
}

describe("home page", { timeout: 15_000 }, () => {
  beforeAll(warmUp, 30_000);
  useFakeClock();

  it("keeps the hero and shows every section from its own call", async () => {
    const { calls } = renderPage("/", server());
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();

    const flash = await screen.findByRole("region", { name: "Flash sales now" });
    const saleLink = await within(flash).findByRole("link", { name: card.title });
    expect(saleLink.getAttribute("href")).toBe(`/search/flash-sell/${SALE_ID}`);
    expect(within(flash).getByRole("timer").textContent).toBe("01:01:05");

    const cats = await screen.findByRole("region", { name: "Categories" });
    expect(within(cats).getByRole("link", { name: "Crafts" }).getAttribute("href")).toBe(
      "/search/products?category=crafts",
    );
    expect(within(cats).getByRole("link", { name: "Repair" }).getAttribute("href")).toBe(
      "/search/service?category=repair",
    );
    // Top level only.
    expect(within(cats).queryByRole("link", { name: "Knives" })).toBeNull();

    expect(await screen.findByRole("region", { name: "New products" })).toBeTruthy();
    expect(await screen.findByRole("region", { name: "New services" })).toBeTruthy();
    const top = await screen.findByRole("region", { name: "Top-rated businesses" });
    expect(await within(top).findByRole("link", { name: business.name })).toBeTruthy();
    expect((await screen.findByRole("link", { name: /Navruz sale/ })).getAttribute("href")).toBe(
      "/search/flash-sell",
    );

    const query = (path: RegExp, kind?: string) =>
      Object.fromEntries(
        callsTo(calls, "GET", path)
          .filter((c) => !kind || c.query.get("kind") === kind)
          .at(0)
          ?.query.entries() ?? [],
      );
    expect(query(/^\/v1\/flash-sale\/$/)).toEqual({
      sort: "ending_soon",
      page_size: "8",
      currency: "USD",
    });
    expect(query(/^\/v1\/offering\/$/, "product")).toEqual({
      kind: "product",
      sort: "newest",
      page_size: "8",
      currency: "USD",
    });
    expect(query(/^\/v1\/offering\/$/, "service")).toEqual({
      kind: "service",
      sort: "newest",
      page_size: "8",
      currency: "USD",
    });
    expect(query(/^\/v1\/business\/$/)).toEqual({ sort: "rating", page_size: "8" });
  });

  it("shows a section's failure with a retry, the other sections unaffected", async () => {
    let failures = 1;
    renderPage("/", server({ failFlash: () => failures-- > 0 }));
    const flash = await screen.findByRole("region", { name: "Flash sales now" });
    expect(await within(flash).findByText("This sort order is not available.")).toBeTruthy();
    expect(await screen.findByRole("region", { name: "New products" })).toBeTruthy();
    fireEvent.click(within(flash).getByRole("button", { name: "Try again" }));
    expect(await within(flash).findByRole("link", { name: card.title })).toBeTruthy();
  });

  it("still opens the sign-in dialog, and closing it returns to where the person was", async () => {
    const next = "/search/products/x?tab=1";
    const { history } = renderPage(`/?action=login&next=${encodeURIComponent(next)}`, server());
    const dialog = await screen.findByRole("dialog", { name: "Sign in to Bozor" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(history.at(-1)).toBe(next));
  });
});
