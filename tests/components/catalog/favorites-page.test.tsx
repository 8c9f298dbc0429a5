import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { BusinessCard, Favorites } from "../../../sdk";
import { type ApiCall, callsTo } from "./fake-api";
import { business, card, OFFERING_ID } from "./fixtures";
import { renderPage, warmUp } from "./render-page";

const savedBusiness: BusinessCard = {
  id: business.id,
  name: business.name,
  description: business.description,
  logo: null,
  region: business.region,
  oked: business.oked,
  rating: business.rating,
  offering_count: business.offering_count,
};

/** The saved items; removing one takes it out of what the next read answers. */
function server(favorites: Favorites) {
  let current = favorites;
  return (call: ApiCall) => {
    if (call.path === "/v1/favorite/" && call.method === "GET") return { body: current };
    if (call.path === `/v1/favorite/offering/${OFFERING_ID}/` && call.method === "DELETE") {
      current = { ...current, offerings: current.offerings.filter((o) => o.id !== OFFERING_ID) };
      return { status: 204 };
    }
    return undefined;
  };
}

describe("favourites page", { timeout: 15_000 }, () => {
  beforeAll(warmUp, 30_000);

  it("lists saved offerings and businesses; remove takes one out", async () => {
    const { calls } = renderPage(
      "/favorites",
      server({ offerings: [card], businesses: [savedBusiness] }),
      { signedIn: true },
    );
    const offerings = await screen.findByRole("region", { name: "Products and services" });
    expect(within(offerings).getByRole("link", { name: card.title })).toBeTruthy();
    const businesses = screen.getByRole("region", { name: "Businesses" });
    expect(within(businesses).getByRole("link", { name: business.name })).toBeTruthy();
    expect(callsTo(calls, "GET", /^\/v1\/favorite\/$/)[0]?.query.get("currency")).toBe("USD");

    fireEvent.click(within(offerings).getByRole("button", { name: "Remove from favourites" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: card.title })).toBeNull());
    expect(callsTo(calls, "DELETE", /favorite/).map((c) => c.path)).toEqual([
      `/v1/favorite/offering/${OFFERING_ID}/`,
    ]);
    expect(screen.getByRole("link", { name: business.name })).toBeTruthy();
  });

  it("says when nothing is saved, with a way to find something", async () => {
    renderPage("/favorites", server({ offerings: [], businesses: [] }), { signedIn: true });
    expect(await screen.findByText(/You have no favourites yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse products" }).getAttribute("href")).toBe(
      "/search/products",
    );
  });
});
