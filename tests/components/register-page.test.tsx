import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { matches } from "../../src/components/OkedPicker";
import { callsTo } from "./catalog/fake-api";
import { renderPage } from "./catalog/render-page";

const OKEDS = [
  { id: "0ae5773a-fbca-4b1c-b63e-efb86faeec62", code: "10.71", name: "Manufacture of bread" },
  { id: "1ae5773a-fbca-4b1c-b63e-efb86faeec62", code: "47.11", name: "Retail sale of food" },
  { id: "2ae5773a-fbca-4b1c-b63e-efb86faeec62", code: "47.91", name: "Retail sale via Internet" },
];
const REGIONS = [
  { code: "tashkent-city", name: "Tashkent" },
  { code: "samarkand", name: "Samarkand Region" },
];

const answer = ({ path }: { path: string }) => {
  if (path === "/v1/oked/") return { body: OKEDS };
  if (path === "/v1/region/") return { body: REGIONS };
  return undefined;
};

beforeAll(async () => {
  await Promise.all([
    import("../../src/features/signup/RegisterPage"),
    import("../../src/components/DigitMaskInput"),
    import("../../sdk"),
    import("../../sdk/client"),
    import("../../sdk/zod.gen"),
  ]);
});
afterEach(cleanup);

describe("the OKED picker", () => {
  it("matches an activity by its code from the start, with or without the dot, or its name", () => {
    const [bread] = OKEDS;
    if (!bread) throw new Error("fixture");
    expect(matches(bread, "10.7", "en")).toBe(true);
    expect(matches(bread, "107", "en")).toBe(true);
    expect(matches(bread, "۱۰.۷", "fa")).toBe(true);
    expect(matches(bread, "BREAD", "en")).toBe(true);
    expect(matches(bread, "0.71", "en")).toBe(false);
    expect(matches(bread, "retail", "en")).toBe(false);
  });

  it("is a combobox that filters as one types and is chosen with the keyboard", async () => {
    renderPage("/register-business", answer);
    const activity = await screen.findByRole("combobox", { name: "Activity (OKED)" });
    await waitFor(() => expect(activity).toHaveProperty("disabled", false));
    fireEvent.change(activity, { target: { value: "retail" } });
    const list = screen.getByRole("listbox", { name: "Activity (OKED)" });
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(2));
    fireEvent.keyDown(activity, { key: "ArrowDown" });
    fireEvent.keyDown(activity, { key: "ArrowDown" });
    const second = within(list).getAllByRole("option")[1];
    expect(activity.getAttribute("aria-activedescendant")).toBe(second?.id);
    fireEvent.keyDown(activity, { key: "Enter" });
    expect(activity).toHaveProperty("value", "47.91 Retail sale via Internet");
    expect(activity.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("the registration form", () => {
  it("asks a business to choose its region when none is chosen", async () => {
    const { calls } = renderPage("/register-business", answer);
    const submit = await screen.findByRole("button", { name: "Register business" });
    fireEvent.click(submit);
    const region = await screen.findByRole("combobox", { name: "Region" });
    await waitFor(() => expect(region.getAttribute("aria-invalid")).toBe("true"));
    const described = (region.getAttribute("aria-describedby") ?? "").split(" ");
    const texts = described.map((id) => document.getElementById(id)?.textContent ?? "");
    expect(texts.join(" ")).toContain("Please choose a region.");
    expect(callsTo(calls, "POST", /register/)).toEqual([]);
  });

  it("shows the contract's codes beside the fields they concern and sends nothing", async () => {
    const { calls } = renderPage("/register-user", answer);
    const submit = await screen.findByRole("button", { name: "Create account" });
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Aziza" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "123" } });
    fireEvent.click(submit);
    const password = screen.getByLabelText("Password");
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    const described = (password.getAttribute("aria-describedby") ?? "").split(" ");
    const texts = described.map((id) => document.getElementById(id)?.textContent ?? "");
    expect(texts.join(" ")).toMatch(/at least 6 characters/i);
    expect(screen.getByLabelText("Phone").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("First name").getAttribute("aria-invalid")).toBe("false");
    expect(callsTo(calls, "POST", /register/)).toEqual([]);
    // Typing in a field takes its error away.
    fireEvent.change(password, { target: { value: "1234567" } });
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("false"));
  });
});
