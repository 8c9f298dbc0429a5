import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { MyBusiness, Profile } from "../../../sdk";
import { App } from "../../../src/app/App";
import { type ApiCall, callsTo, fakeApi } from "../catalog/fake-api";
import { demoUser, testActors } from "../test-app";

const BUSINESS_ID = "00000000-0000-4000-8000-0000000000b1";
const OKED = { id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b", code: "47.11", name: "Retail sale" };

const owner: Profile = {
  ...demoUser,
  role: "business",
  business_id: BUSINESS_ID,
  business_status: "rejected",
};

const rejected: MyBusiness = {
  id: BUSINESS_ID,
  names: { ru: "Свежий рынок Чорсу", uz: "Chorsu Fresh bozori" },
  descriptions: {},
  status: "rejected",
  status_reason: "The taxpayer number does not match the documents.",
  history: [
    {
      status: "rejected",
      reason: "The taxpayer number does not match the documents.",
      at: "2026-11-02T10:00:00.000Z",
    },
    { status: "pending", reason: null, at: "2026-11-01T10:00:00.000Z" },
  ],
  oked: OKED,
  tax_id: "301234567",
  phone: "998901000003",
  email: null,
  region: "tashkent-city",
  address: null,
  working_hours: [],
  links: [],
  logo: null,
  created_at: "2026-11-01T10:00:00.000Z",
};

function serverFor(business: MyBusiness) {
  return (call: ApiCall) => {
    if (call.path === "/v1/my/business/" && call.method === "GET") return { body: business };
    if (call.path === "/v1/my/business/" && call.method === "PATCH") {
      return {
        body: { ...business, ...(call.body as object), status: "pending", status_reason: null },
      };
    }
    if (call.path === "/v1/oked/") return { body: [OKED] };
    if (call.path === "/v1/region/") return { body: [{ code: "tashkent-city", name: "Tashkent" }] };
    return undefined;
  };
}

function renderProfile(business: MyBusiness) {
  const location = memoryLocation({ path: "/profile", record: true });
  const { api, calls } = fakeApi(serverFor(business));
  const actors = { ...testActors({ tokens: { access: "a", refresh: "r" }, user: owner }), api };
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App actors={actors} />
    </Router>,
  );
  return { calls };
}

describe("the owner's business on /profile", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../../src/features/account/ProfilePage"),
      import("../../../src/features/account/business/BusinessSection"),
      import("../../../sdk"),
      import("../../../sdk/zod.gen"),
    ]);
  }, 30_000);

  it("says why it was rejected, marks the languages without a name, and resubmits what changed", async () => {
    const { calls } = renderProfile(rejected);
    const section = await screen.findByRole("region", { name: "Your business" });
    // The reason as the administrator wrote it (the history, folded, has it too).
    expect(
      await within(section).findByText(/does not match the documents/, { selector: "q" }),
    ).toBeTruthy();
    expect(within(section).getByText("Rejected", { selector: "span" })).toBeTruthy();

    const tabs = within(section).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Русский",
      "O‘zbekcha",
      "Englishno name",
      "فارسیno name",
    ]);
    // Arrow keys move along the tabs, as WAI-ARIA tabs do.
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: "ArrowRight" });
    expect(tabs[1]?.getAttribute("aria-selected")).toBe("true");
    fireEvent.click(tabs[2] as HTMLElement);
    const panel = within(section).getByRole("tabpanel");
    fireEvent.change(within(panel).getByLabelText("Description"), {
      target: { value: "Fresh fruit every morning." },
    });
    fireEvent.click(within(section).getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(callsTo(calls, "PATCH", /my\/business/)).toHaveLength(1));
    const [saved] = callsTo(calls, "PATCH", /my\/business/);
    expect(saved?.body).toEqual({ descriptions: { en: "Fresh fruit every morning." } });
    expect(saved?.inline).toBe(true);
    expect(await within(section).findByText("Changes saved.")).toBeTruthy();
  });

  it("says a bad field beside it and sends nothing", async () => {
    const { calls } = renderProfile(rejected);
    const section = await screen.findByRole("region", { name: "Your business" });
    // The mask's code arrives when the field is focused; until then a read-only stand-in shows.
    fireEvent.focus(await within(section).findByLabelText("Taxpayer number"));
    const taxId = await waitFor(() => {
      const field = within(section).getByLabelText("Taxpayer number") as HTMLInputElement;
      expect(field.readOnly).toBe(false);
      return field;
    });
    fireEvent.input(taxId, { target: { value: "12345" } });
    fireEvent.click(within(section).getByRole("button", { name: "Save changes" }));
    expect(
      await within(section).findByText(
        "The taxpayer identification number (INN) must be 9 digits.",
      ),
    ).toBeTruthy();
    expect(taxId.getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(calls, "PATCH", /my\/business/)).toHaveLength(0);
  });

  it("offers no form for a blocked business, only why", async () => {
    renderProfile({ ...rejected, status: "blocked", status_reason: "Counterfeit goods." });
    const section = await screen.findByRole("region", { name: "Your business" });
    expect(await within(section).findByText(/Counterfeit goods/, { selector: "q" })).toBeTruthy();
    expect(within(section).queryByRole("button", { name: "Save changes" })).toBeNull();
    expect(within(section).queryByRole("tab")).toBeNull();
  });
});
