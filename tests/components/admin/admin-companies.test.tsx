import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminBusiness, AdminBusinessPage } from "../../../sdk";
import { type ApiCall, callsTo } from "../catalog/fake-api";
import { renderPage } from "../catalog/render-page";

const id = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";

const page: AdminBusinessPage = {
  items: [
    {
      id,
      name: "Samarqand Non Uyi",
      tax_id: "301234567",
      status: "pending",
      owner_name: "Malika Ergasheva",
      phone: "998901234567",
      created_at: "2026-03-01T09:00:00.000Z",
    },
  ],
  total: 1,
  page: 1,
  page_size: 20,
  pending_count: 1,
};

const pending: AdminBusiness = {
  id,
  names: { ru: "Самаркандский хлеб", uz: "Samarqand Non Uyi" },
  descriptions: { uz: "Tandir noni" },
  status: "pending",
  status_reason: null,
  tax_id: "301234567",
  oked: { id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4c", code: "10.71", name: "Bakery" },
  region: { code: "samarkand", name: "Samarkand" },
  address: "Registon 1",
  phone: "998901234567",
  email: "non@example.uz",
  links: [{ kind: "telegram", url: "https://t.me/non" }],
  working_hours: [{ day: 1, opens: "08:00", closes: "18:00" }],
  logo: null,
  owner: {
    id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4d",
    name: "Malika Ergasheva",
    email: "m@example.uz",
    phone: "998901234567",
  },
  created_at: "2026-03-01T09:00:00.000Z",
  offering_count: 4,
  history: [{ status: "pending", reason: null, at: "2026-03-01T09:00:00.000Z" }],
  audit: [],
};

function server(call: ApiCall) {
  if (call.path === "/v1/admin/business/") return { body: page };
  if (call.path === `/v1/admin/business/${id}/` && call.method === "GET") return { body: pending };
  if (call.path === `/v1/admin/business/${id}/decision/`) {
    const { reason } = call.body as { reason: string };
    return {
      body: {
        ...pending,
        status: "rejected",
        status_reason: reason,
        history: [
          { status: "rejected", reason, at: "2026-03-02T09:00:00.000Z" },
          ...pending.history,
        ],
        audit: [
          {
            id: "1",
            actor: { id: "a", name: "Admin Demo" },
            action: "business.reject",
            target_kind: "business",
            target_id: id,
            before: { status: "pending" },
            after: { status: "rejected", reason },
            at: "2026-03-02T09:00:00.000Z",
          },
        ],
      },
    };
  }
  return undefined;
}

describe("/admin/companies", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../../src/features/admin-companies/CompaniesPage"),
      import("../../../src/features/admin-companies/CompanyPage"),
      import("../../../sdk"),
      import("../../../sdk/zod.gen"),
    ]);
  }, 30_000);

  it("shows the queue as a table with the pending count, and filters by status", async () => {
    const { calls } = renderPage("/admin/companies", server, { signedIn: true, role: "admin" });
    const table = await screen.findByRole("table", { name: /waiting for verification first/ });
    const link = await within(table).findByRole("link", { name: "Samarqand Non Uyi" });
    expect(link.getAttribute("href")).toBe(`/admin/companies/${id}`);
    expect(within(table).getByText("Under review")).toBeTruthy();
    expect(screen.getByTestId("pending-count").textContent).toBe(
      "1 company is waiting for verification",
    );
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "blocked" } });
    await waitFor(() =>
      expect(
        callsTo(calls, "GET", /^\/v1\/admin\/business\/$/)
          .at(-1)
          ?.query.get("status"),
      ).toBe("blocked"),
    );
    fireEvent.change(screen.getByLabelText("Name or taxpayer number"), {
      target: { value: "301234" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(
        callsTo(calls, "GET", /^\/v1\/admin\/business\/$/)
          .at(-1)
          ?.query.get("q"),
      ).toBe("301234"),
    );
  });

  it("shows what was submitted and rejects with a reason asked in a dialog", async () => {
    const { calls } = renderPage(`/admin/companies/${id}`, server, {
      signedIn: true,
      role: "admin",
    });
    // No English name: the Russian one, as the server falls back.
    expect(
      await screen.findByRole("heading", { level: 1, name: "Самаркандский хлеб" }),
    ).toBeTruthy();
    expect(screen.getByText("Samarqand Non Uyi")).toBeTruthy();
    expect(screen.getByText("Tandir noni")).toBeTruthy();
    expect(screen.getByText("301234567")).toBeTruthy();
    expect(screen.getByText("https://t.me/non")).toBeTruthy();
    expect(screen.getByText("m@example.uz")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Unblock" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: /Reject/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText(/Write the reason/)).toBeTruthy();
    expect(callsTo(calls, "POST", /decision/)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Reason, shown to the owner"), {
      target: { value: "Tax number unreadable" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Rejected. Its owner has been told why.")).toBeTruthy();
    expect(callsTo(calls, "POST", /decision/)[0]?.body).toEqual({
      action: "reject",
      reason: "Tax number unreadable",
    });
    expect(screen.getByText("Admin Demo")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Block" })).toBeTruthy();
  });
});
