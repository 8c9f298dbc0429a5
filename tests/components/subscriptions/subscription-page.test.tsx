import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionOverview } from "../../../sdk";
import {
  businessPlans,
  card,
  freePlan,
  noSubscription,
  plusPlan,
  subscription,
} from "../../machines/payments-fixtures";
import { type ApiCall, callsTo } from "../catalog/fake-api";
import { renderPage } from "../catalog/render-page";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Server {
  overview?: SubscriptionOverview;
  /** What each subscribe request is answered, in turn. */
  subscribe?: Array<{ status: number; body: unknown }>;
}

function server({ overview = noSubscription, subscribe = [] }: Server = {}) {
  let subscribed = 0;
  return (call: ApiCall) => {
    if (call.path === "/v1/plan/") {
      return {
        body: call.query.get("audience") === "business" ? businessPlans : [freePlan, plusPlan],
      };
    }
    if (call.path === "/v1/subscription/" && call.method === "GET") return { body: overview };
    if (call.path === "/v1/my/business/subscription/") return { body: overview };
    if (call.path === "/v1/payment-card/") return { body: [card] };
    if (call.path === "/v1/subscription/" && call.method === "POST") {
      subscribed += 1;
      return subscribe[subscribed - 1] ?? { status: 201, body: subscription };
    }
    return undefined;
  };
}

function planCard(name: string): HTMLElement {
  return screen.getByRole("listitem", { name });
}

describe("the plan pages", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../../src/features/subscriptions/SubscriptionPage"),
      import("../../../sdk"),
      import("../../../sdk/zod.gen"),
    ]);
  }, 30_000);

  it("price the plans in the display currency for a visitor, with the sum charged", async () => {
    const { calls } = renderPage("/subscription", server());
    await screen.findByRole("listitem", { name: "Plus" }, { timeout: 10_000 });
    expect(callsTo(calls, "GET", /^\/v1\/plan\/$/)[0]?.query.get("currency")).toBe("USD");
    const plus = planCard("Plus");
    expect(plus.textContent).toContain("$3.87 a month");
    expect(plus.textContent).toMatch(/Charged in sum: UZS\s49,000/);
    const signIn = within(plus).getByRole("link", { name: "Sign in to subscribe" });
    expect(signIn.getAttribute("href")).toBe(
      `/?action=login&next=${encodeURIComponent("/subscription")}`,
    );
    expect(planCard("Free month").textContent).toContain("Free");
    // Nobody's subscription is asked for on a visitor's page.
    expect(callsTo(calls, "GET", /^\/v1\/subscription\/$/)).toEqual([]);

    fireEvent.click(screen.getByRole("radio", { name: /Yearly/ }));
    expect(planCard("Plus").textContent).toContain("$38.70 a year");
    expect(planCard("Plus").textContent).toMatch(/You save \$7\.74 \(17%\) a year/);
    expect(screen.getByRole("radio", { name: /Yearly/ }).closest("label")?.textContent).toMatch(
      /save up to 17%/,
    );
  });

  it("subscribes a signed-in person, retrying a payment in process with the same key", async () => {
    const { calls } = renderPage(
      "/subscription",
      server({
        subscribe: [
          { status: 409, body: { detail: "STPIMS-ERR-065" } },
          { status: 201, body: subscription },
        ],
      }),
      { signedIn: true },
    );
    expect(
      await screen.findByText("You have no subscription yet. Choose a plan below.", undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    fireEvent.click(within(planCard("Plus")).getByRole("button", { name: "Subscribe" }));

    const dialog = await screen.findByRole("dialog", { name: "Subscribe to Plus" });
    expect(dialog.textContent).toMatch(/UZS\s49,000 will be charged now\./);
    const cardChoice = within(dialog).getByRole("radio", { name: /8600 \*{4} \*{4} 0012/ });
    expect((cardChoice as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: /^Pay UZS\s49,000$/ }));

    expect(
      await within(dialog).findByText("The payment is being processed. Please wait."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Check again" }));
    expect(await screen.findByText("Done: your subscription has been updated.")).toBeTruthy();

    const sent = callsTo(calls, "POST", /^\/v1\/subscription\/$/);
    expect(sent).toHaveLength(2);
    const key = sent[0]?.headers.get("idempotency-key");
    expect(key).toMatch(UUID);
    expect(sent[1]?.headers.get("idempotency-key")).toBe(key);
    expect(sent[0]?.body).toEqual({
      plan: "user-plus",
      period: "month",
      amount: 4_900_000,
      card_id: card.id,
    });
    expect(sent[0]?.inline).toBe(true);
  });

  it("shows the subscription: next charge, card, and cancelling asks first", async () => {
    renderPage(
      "/subscription",
      server({ overview: { ...noSubscription, subscription, free_plan_used: true } }),
      { signedIn: true },
    );
    const mine = await screen.findByRole(
      "region",
      { name: "Your subscription" },
      { timeout: 10_000 },
    );
    expect(mine.textContent).toContain("Plus, paid monthly");
    expect(mine.textContent).toMatch(/UZS\s49,000 \(\$3\.87\) on 01\.12\.2026/);
    expect(within(mine).getByText("8600 **** **** 0012")).toBeTruthy();
    expect(within(planCard("Plus")).getByText("Your plan")).toBeTruthy();
    expect(planCard("Free month").textContent).toContain("The free month has already been used.");
    fireEvent.click(within(mine).getByRole("button", { name: "Cancel subscription" }));
    expect(
      await screen.findByRole("alertdialog", { name: "Cancel the subscription?" }),
    ).toBeTruthy();
  });

  it("shows a business its usage against its plan's limits", async () => {
    const overview: SubscriptionOverview = {
      subscription: null,
      free_plan_used: true,
      limits: businessPlans[0]?.limits ?? null,
      usage: { active_offerings: 8, flash_sales_this_month: 1 },
    };
    renderPage("/business-subscription", server({ overview }), {
      signedIn: true,
      role: "business",
    });
    const mine = await screen.findByRole(
      "region",
      { name: "Your subscription" },
      { timeout: 10_000 },
    );
    expect(mine.textContent).toContain("8 of 10 active listings");
    expect(mine.textContent).toContain("1 of 2 flash sales this month");
    expect(planCard("Business Max").textContent).toContain("Active listingsUnlimited");
    expect(planCard("Business Pro").textContent).toContain("Active listings500");
  });

  it("reads right to left in Persian, prices in Persian digits", async () => {
    renderPage("/subscription", server(), { locale: "fa" });
    const plus = await screen.findByRole("listitem", { name: "Plus" }, { timeout: 10_000 });
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
    await waitFor(() => expect(plus.textContent).toMatch(/۳٫۸۷/));
    expect(plus.textContent).not.toMatch(/[0-9]/);
  });
});
