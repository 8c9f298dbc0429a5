import { render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { ThemeProvider } from "styled-components";
import { beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import en from "../../../locales/en.json";
import type { MyOfferingPage, SubscriptionOverview } from "../../../sdk";
import { RefusalText } from "../../../src/features/listings/PlanLimits";
import { ActorsProvider } from "../../../src/lib/actors-context";
import { flattenMessages } from "../../../src/lib/i18n/load-messages";
import { lightTheme } from "../../../src/lib/theme/theme";
import { businessPlans, subscription } from "../../machines/payments-fixtures";
import { type ApiCall, fakeApi } from "../catalog/fake-api";
import { renderPage } from "../catalog/render-page";
import { testActors } from "../test-app";

const [start, pro] = businessPlans as [(typeof businessPlans)[0], (typeof businessPlans)[0]];

const overview: SubscriptionOverview = {
  subscription: { ...subscription, audience: "business", plan: start },
  free_plan_used: true,
  limits: start.limits,
  usage: { active_offerings: 10, flash_sales_this_month: 1 },
};

const noOfferings: MyOfferingPage = {
  items: [],
  total: 0,
  counts: { draft: 0, active: 0, archived: 0 },
  page: 1,
  page_size: 20,
};

function server(call: ApiCall) {
  if (call.path === "/v1/my/business/subscription/") return { body: overview };
  if (call.path === "/v1/plan/") return { body: businessPlans };
  if (call.path === "/v1/my/offering/") return { body: noOfferings };
  return undefined;
}

describe("a business's plan on its listings", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../../src/features/listings/listings-pages"),
      import("../../../sdk"),
      import("../../../sdk/zod.gen"),
    ]);
  }, 30_000);

  it("says which plan the business is on and how many active listings it has of how many", async () => {
    renderPage("/my-products", server, { signedIn: true, role: "business" });
    const line = await screen.findByRole("link", { name: /^Plan: / }, { timeout: 10_000 });
    expect(line.textContent).toBe("Plan: Business Start · 10 of 10 active listings");
    expect(line.getAttribute("href")).toBe("/business-subscription");
  });

  it("names the cheapest plan that lifts a limit the business reached", async () => {
    const { api } = fakeApi(server);
    const location = memoryLocation({ path: "/my-products/new" });
    render(
      <Router hook={location.hook}>
        <ActorsProvider actors={{ ...testActors(), api }}>
          <IntlProvider locale="en" messages={flattenMessages(en)}>
            <ThemeProvider theme={lightTheme}>
              <RefusalText id="status-error" code="offering_limit_reached" />
            </ThemeProvider>
          </IntlProvider>
        </ActorsProvider>
      </Router>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.id).toBe("status-error");
    expect(await within(alert).findByText(pro.name)).toBeTruthy();
    expect(alert.textContent).toBe(
      "Your plan’s limit of active listings has been reached. Business Pro allows more. See the business plans",
    );
    expect(within(alert).getByRole("link").getAttribute("href")).toBe("/business-subscription");
  });
});
