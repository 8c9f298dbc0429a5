import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { lazyApi } from "../../../machines/load-sdk";
import type { AdminUser, AdminUserDetail, AdminUserPage } from "../../../sdk";
import { App } from "../../../src/app/App";
import { type ApiCall, callsTo } from "../catalog/fake-api";
import { renderPage } from "../catalog/render-page";
import { demoUser, testActors } from "../test-app";

const id = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";

const malika: AdminUser = {
  id,
  first_name: "Malika",
  last_name: "Ergasheva",
  email: "malika@example.uz",
  phone: "998901234567",
  role: "business",
  status: "active",
  is_verified: true,
  date_joined: "2026-03-01T09:00:00.000Z",
};

const page: AdminUserPage = { items: [malika], total: 45, page: 1, page_size: 20 };

const detail: AdminUserDetail = {
  user: malika,
  businesses: [{ id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4c", name: "Non Uyi", status: "accepted" }],
  subscriptions: [
    {
      id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4d",
      audience: "business",
      plan_code: "business-pro",
      plan_name: "Pro",
      status: "active",
      current_period_end: "2027-03-01T09:00:00.000Z",
    },
  ],
  cards: [
    {
      id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4e",
      first4: "8600",
      last4: "0012",
      network: "uzcard",
      is_default: true,
    },
  ],
  feedback: {
    count: 7,
    latest: [
      {
        id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4f",
        kind: "rating",
        rating: 5,
        comment: "Zo'r non",
        offering_id: null,
        business_id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a40",
        created_at: "2026-04-01T09:00:00.000Z",
      },
    ],
  },
  notifications: {
    count: 12,
    latest: [
      {
        id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a41",
        type: "payment_succeeded",
        read: false,
        created_at: "2026-04-02T09:00:00.000Z",
      },
    ],
  },
  audit: [],
};

function server() {
  let current = detail;
  return (call: ApiCall) => {
    if (call.path === "/v1/admin/users/") return { body: page };
    if (call.path === `/v1/admin/users/${id}/` && call.method === "GET") return { body: current };
    if (call.path === `/v1/admin/users/${id}/deactivate/`) {
      const user = { ...malika, status: "inactive" as const };
      current = {
        ...current,
        user,
        audit: [
          {
            id: "1",
            actor: { id: "a", name: "Admin Demo" },
            action: "user.deactivate",
            target_kind: "user",
            target_id: id,
            before: { is_active: true },
            after: { is_active: false },
            at: "2026-04-03T09:00:00.000Z",
          },
        ],
      };
      return { body: user };
    }
    return undefined;
  };
}

const lastListQuery = (calls: ApiCall[]) =>
  callsTo(calls, "GET", /^\/v1\/admin\/users\/$/).at(-1)?.query;

describe("/admin/users", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../../src/features/admin-users/admin-users-pages"),
      import("../../../sdk"),
      import("../../../sdk/zod.gen"),
    ]);
  }, 30_000);

  it("says the table is loading in Uzbek as SPEC words it", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The list's answer waits until the loading state has been read.
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(new Request(input, init).url).pathname;
      if (path !== "/api/v1/admin/users/") {
        return Response.json({ detail: "not_found" }, { status: 404 });
      }
      await held;
      return Response.json(page);
    };
    const location = memoryLocation({ path: "/admin/users" });
    const actors = {
      ...testActors({
        tokens: { access: "a", refresh: "r" },
        locale: "uz",
        user: { ...demoUser, lang: "uz", role: "admin" },
      }),
      api: lazyApi("http://bozor.test/api", async () => fetch),
    };
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <App actors={actors} />
      </Router>,
    );
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("status").textContent).toBe("Yuklanmoqda...");
    release();
    expect(await within(table).findByRole("link", { name: "Malika Ergasheva" })).toBeTruthy();
  });

  it("lists people, searches, filters by role and status, and pages", async () => {
    const { calls } = renderPage("/admin/users", server(), { signedIn: true, role: "admin" });
    const table = await screen.findByRole("table", { name: "People with an account" });
    const link = await within(table).findByRole("link", { name: "Malika Ergasheva" });
    expect(link.getAttribute("href")).toBe(`/admin/users/${id}`);
    expect(within(table).getByText("Active")).toBeTruthy();
    expect(within(table).getByText("malika@example.uz")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Name, email or phone"), {
      target: { value: "90 123" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(lastListQuery(calls)?.get("q")).toBe("90 123"));
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "business" } });
    await waitFor(() => expect(lastListQuery(calls)?.get("role")).toBe("business"));
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "inactive" } });
    await waitFor(() => expect(lastListQuery(calls)?.get("status")).toBe("inactive"));

    const pages = await screen.findByRole("navigation", { name: "Pages" });
    fireEvent.click(within(pages).getByRole("button", { name: "2" }));
    await waitFor(() => expect(lastListQuery(calls)?.get("page")).toBe("2"));
    expect(lastListQuery(calls)?.get("q")).toBe("90 123");
  });

  it("shows a person's records, deactivates after confirmation and shows the audit entry", async () => {
    const { calls } = renderPage(`/admin/users/${id}`, server(), {
      signedIn: true,
      role: "admin",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Malika Ergasheva" })).toBeTruthy();
    expect(screen.getByText("Non Uyi")).toBeTruthy();
    expect(screen.getByText("Pro")).toBeTruthy();
    // The card by its first and last four digits only.
    expect(screen.getByText(/^8600 .*0012$/).textContent).not.toMatch(/8600\s*11/);
    expect(screen.getByRole("heading", { name: "Feedback left (7)" })).toBeTruthy();
    expect(screen.getByText(/Zo'r non/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Notifications sent (12)" })).toBeTruthy();
    expect(screen.getByText("Payment succeeded")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Deactivate" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Deactivate" });
    expect(within(dialog).getByText(/Deactivate Malika Ergasheva\?/)).toBeTruthy();
    expect(callsTo(calls, "POST", /deactivate/)).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("button", { name: "Reactivate" })).toBeTruthy();
    expect(callsTo(calls, "POST", /deactivate/)).toHaveLength(1);
    expect(await screen.findByText("Admin Demo")).toBeTruthy();
    expect(screen.getByText("Deactivated", { selector: "li *, li" })).toBeTruthy();
  });

  it("refuses a business account the admin pages", async () => {
    renderPage("/admin/users", server(), { signedIn: true, role: "business" });
    expect(await screen.findByRole("heading", { name: "Access denied" })).toBeTruthy();
  });
});
