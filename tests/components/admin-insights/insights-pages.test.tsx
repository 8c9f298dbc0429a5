import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminDashboard, AdminFinance, LedgerPage } from "../../../sdk";
import { type ApiCall, callsTo } from "../catalog/fake-api";
import { renderPage } from "../catalog/render-page";

// jsdom has no canvas: uPlot is a stand-in that records the charts it was asked to draw.
const drawn = vi.hoisted(() => [] as { series: { label?: string; paths?: unknown }[] }[]);
vi.mock("uplot", () => {
  class FakePlot {
    static paths = { linear: () => () => null, spline: () => () => null, bars: () => () => null };
    static rangeNum = (min: number, max: number) => [min, max];
    width = 0;
    constructor(options: { series: { label?: string }[] }) {
      drawn.push(options);
    }
    setData() {}
    setSize() {}
    redraw() {}
    destroy() {}
  }
  return { default: FakePlot };
});

const days = ["2026-11-01", "2026-11-02", "2026-11-03"];
const period = { from: days[0] as string, to: days[2] as string, days };

const dashboard: AdminDashboard = {
  period,
  per_day: {
    new_people: [4, 0, 2],
    new_businesses: [1, 0, 0],
    offerings_published: [3, 5, 0],
    searches: [120, 87, 4031],
  },
  revenue_by_plan: [
    {
      plan_code: "business-pro",
      plan_name: "Business Pro",
      total: 24_900_000,
      per_day: [0, 24_900_000, 0],
    },
  ],
  active_subscriptions: [
    { plan_code: "user-plus", plan_name: "Plus", audience: "user", count: 12 },
    { plan_code: "business-pro", plan_name: "Business Pro", audience: "business", count: 3 },
  ],
  verification_queue: { pending: 5, oldest_since: "2026-10-20T08:00:00.000Z" },
  top_categories: [
    {
      id: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
      slug: "carpets",
      name: "Carpets",
      active_offerings: 61,
    },
  ],
};

const finance: AdminFinance = {
  period,
  totals: {
    charged: 27_800_000,
    charge_count: 2,
    refunded: 2_900_000,
    refund_count: 1,
    revenue: 24_900_000,
    failed_count: 2,
    failed_amount: 12_800_000,
  },
  per_day: {
    revenue: [2_900_000, 22_000_000, 0],
    refunded: [0, 2_900_000, 0],
    failed_count: [1, 1, 0],
    failed_amount: [2_900_000, 9_900_000, 0],
  },
  by_plan: dashboard.revenue_by_plan,
};

const ledger: LedgerPage = {
  items: [
    {
      id: "7",
      at: "2026-11-02T07:00:00.000Z",
      kind: "refund",
      amount: -2_900_000,
      currency: "UZS",
      audience: "user",
      plan_code: "user-plus",
      plan_name: "Plus",
      payment_id: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1b",
      person: { id: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1c", name: "Dilnoza Karimova" },
      business: null,
      code: null,
    },
  ],
  total: 45,
  page: 1,
  page_size: 20,
};

function server(call: ApiCall) {
  if (call.path === "/v1/admin/dashboard/") return { body: dashboard };
  if (call.path === "/v1/admin/finance/") return { body: finance };
  if (call.path === "/v1/admin/finance/ledger/")
    return { body: { ...ledger, page: Number(call.query.get("page") ?? 1) } };
  if (call.path === "/v1/admin/finance/export/")
    return { status: 400, body: { detail: "period_too_long" } };
  return undefined;
}

describe("admin insights", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../../src/features/admin-insights/insights-pages"),
      import("../../../src/components/chart/UplotChart"),
      import("../../../sdk"),
      import("../../../sdk/zod.gen"),
    ]);
  }, 30_000);

  it("/admin draws the period's charts, each with its figures in a table for screen readers", async () => {
    drawn.length = 0;
    const { calls } = renderPage("/admin", server, { signedIn: true, role: "admin" });
    const searches = await screen.findByRole(
      "table",
      { name: "Searches per day" },
      { timeout: 10_000 },
    );
    const rows = within(searches).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Searches",
      "01.11.2026120",
      "02.11.202687",
      "03.11.20264,031",
    ]);
    expect(screen.getByRole("img", { name: "Active subscriptions by plan" })).toBeTruthy();
    const subscriptions = screen.getByRole("table", { name: "Active subscriptions by plan" });
    expect(within(subscriptions).getByRole("row", { name: /Business Pro/ }).textContent).toBe(
      "Business Pro3",
    );
    const queue = screen.getByRole("region", { name: "Verification queue" });
    expect(within(queue).getByText("5")).toBeTruthy();
    expect(queue.textContent).toContain("20.10.2026");
    expect(
      screen.getByRole("table", { name: "Categories with the most active offerings" }).textContent,
    ).toContain("Carpets61");
    // Line, column, area-spline, area and column again: five charts.
    await waitFor(() => expect(drawn).toHaveLength(5));
    expect(callsTo(calls, "GET", /admin\/dashboard/)[0]?.query.toString()).toBe("days=30");

    fireEvent.click(screen.getByRole("button", { name: "7 days" }));
    await waitFor(() =>
      expect(
        callsTo(calls, "GET", /admin\/dashboard/)
          .at(-1)
          ?.query.get("days"),
      ).toBe("7"),
    );
    expect(screen.getByRole("button", { name: "7 days" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });

  it("refuses a reversed custom period on the spot, without asking the server", async () => {
    const { calls } = renderPage("/admin/dashboard", server, { signedIn: true, role: "admin" });
    fireEvent.click(await screen.findByRole("button", { name: "Custom" }, { timeout: 10_000 }));
    // The picker's actor starts in a passive effect: a click that comes before it (a loaded
    // machine renders the page at transition priority) is queued and applied at its start.
    fireEvent.change(await screen.findByLabelText("From"), { target: { value: "2026-11-10" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-01" } });
    const before = callsTo(calls, "GET", /admin\/dashboard/).length;
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(
      await screen.findByText(
        "The last day must not be before the first.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(callsTo(calls, "GET", /admin\/dashboard/)).toHaveLength(before);
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-30" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(
      () =>
        expect(
          callsTo(calls, "GET", /admin\/dashboard/)
            .at(-1)
            ?.query.toString(),
        ).toBe("from=2026-11-10&to=2026-11-30"),
      { timeout: 10_000 },
    );
  });

  it("/admin/finance shows totals, the ledger a page at a time and an export's refusal", async () => {
    const { calls } = renderPage("/admin/finance", server, { signedIn: true, role: "admin" });
    const table = await screen.findByRole(
      "table",
      { name: "Ledger entries of the period, newest first" },
      { timeout: 10_000 },
    );
    expect(await within(table).findByText("Dilnoza Karimova")).toBeTruthy();
    expect(within(table).getByText("Refund")).toBeTruthy();
    expect(screen.getByRole("table", { name: "Failed charges per day" })).toBeTruthy();
    const pages = screen.getByRole("navigation", { name: "Pages of ledger entries" });
    fireEvent.click(within(pages).getByRole("button", { name: "3" }));
    await waitFor(() =>
      expect(
        callsTo(calls, "GET", /finance\/ledger/)
          .at(-1)
          ?.query.get("page"),
      ).toBe("3"),
    );
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("A period can be at most 366 days.")).toBeTruthy();
    expect(callsTo(calls, "GET", /finance\/export/)[0]?.query.toString()).toBe("days=30");
  });
});
