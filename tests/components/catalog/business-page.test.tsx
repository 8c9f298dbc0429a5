import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { Business } from "../../../sdk";
import { type ApiCall, callsTo } from "./fake-api";
import { BUSINESS_ID, business, card, feedback, feedbackPage } from "./fixtures";
import { renderPage, warmUp } from "./render-page";

function serverOf(shown: Business) {
  return (call: ApiCall) =>
    call.path === `/v1/business/${BUSINESS_ID}/` ? { body: shown } : server(call);
}

function server(call: ApiCall) {
  if (call.path === `/v1/business/${BUSINESS_ID}/`) return { body: business };
  if (call.path === "/v1/offering/") {
    return {
      body: {
        items: [card],
        total: 1,
        page: 1,
        page_size: 12,
        facets: { categories: [], regions: [] },
      },
    };
  }
  if (call.path === "/v1/feedback/") {
    return { body: feedbackPage([feedback({ offering_id: null, business_id: BUSINESS_ID })]) };
  }
  if (call.path.startsWith("/v1/favorite/")) return { status: 204 };
  return undefined;
}

describe("business page", { timeout: 15_000 }, () => {
  beforeAll(warmUp, 30_000);

  it("shows the business, its contacts, its offerings and its reviews", async () => {
    const { calls } = renderPage(`/search/business/${BUSINESS_ID}`, server, { signedIn: true });
    expect(await screen.findByRole("heading", { level: 1, name: business.name })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`\u2068${business.name}\u2069 · Bozor`));

    const contacts = screen.getByRole("region", { name: "Contacts and opening hours" });
    expect(within(contacts).getByRole("link", { name: "998 90 123 45 67" })).toBeTruthy();
    expect(within(contacts).getByRole("rowheader", { name: "Monday" })).toBeTruthy();
    expect(within(contacts).getByText("09:00–18:00")).toBeTruthy();
    expect(within(contacts).getAllByText("Closed")).toHaveLength(6);

    const offerings = screen.getByRole("region", { name: "Products and services (1)" });
    expect(await within(offerings).findByRole("link", { name: card.title })).toBeTruthy();
    expect(callsTo(calls, "GET", /^\/v1\/offering\/$/)[0]?.query.get("business")).toBe(BUSINESS_ID);

    expect(await screen.findByText("Sharp and beautiful.")).toBeTruthy();
    expect(callsTo(calls, "GET", /^\/v1\/feedback\/$/)[0]?.query.get("business_id")).toBe(
      BUSINESS_ID,
    );

    fireEvent.click(screen.getByRole("button", { name: "Save to favourites" }));
    await waitFor(() =>
      expect(callsTo(calls, "PUT", /favorite/).map((c) => c.path)).toEqual([
        `/v1/favorite/business/${BUSINESS_ID}/`,
      ]),
    );
  });

  it("offers its owner no review form, saying why, and still the favourite", async () => {
    const own: Business = { ...business, feedback_refusal: "feedback_own_business" };
    renderPage(`/search/business/${BUSINESS_ID}`, serverOf(own), { signedIn: true });
    const reviews = await screen.findByRole("region", { name: "Reviews" });
    expect(
      await within(reviews).findByText(
        "Owners do not review their own business: reviews and likes come from its customers.",
      ),
    ).toBeTruthy();
    expect(within(reviews).queryByRole("button", { name: "Send review" })).toBeNull();
    expect(screen.getByRole("button", { name: "Save to favourites" })).toBeTruthy();
  });

  it("offers neither a review nor a favourite on a business not accepted yet", async () => {
    const pending: Business = {
      ...business,
      status: "pending",
      feedback_refusal: "business_status_not_accepted",
    };
    renderPage(`/search/business/${BUSINESS_ID}`, serverOf(pending), { signedIn: true });
    const reviews = await screen.findByRole("region", { name: "Reviews" });
    expect(
      await within(reviews).findByText("This business has not been approved yet."),
    ).toBeTruthy();
    expect(within(reviews).queryByRole("button", { name: "Send review" })).toBeNull();
    expect(screen.queryByRole("button", { name: /favourites/ })).toBeNull();
  });

  it("reads a malformed id as not available, shown on the page rather than as a toast", async () => {
    const { calls } = renderPage("/search/business/not-a-uuid", () => ({
      status: 400,
      body: { detail: "invalid_business_uuid" },
    }));
    expect(await screen.findByRole("heading", { level: 1, name: "Not available" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(callsTo(calls, "GET", /^\/v1\/business\//).every((call) => call.inline)).toBe(true);
  });
});
