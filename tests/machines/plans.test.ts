import { describe, expect, it } from "vitest";
import { audienceOfRole, planLifting, planPrice, yearlySaving } from "../../machines/plans";
import { businessPlans, freePlan, plusPlan } from "./payments-fixtures";

describe("plans", () => {
  it("price a plan per period, the free plan monthly only", () => {
    expect(planPrice(plusPlan, "year")?.amount).toBe(49_000_000);
    expect(planPrice(freePlan, "year")).toBeNull();
  });

  it("say what a year paid at once saves, in both currencies", () => {
    // 12 × 49 000 = 588 000 sum a year monthly, 490 000 yearly: 98 000 saved, 17 %.
    expect(yearlySaving(plusPlan)).toEqual({
      amount: 9_800_000,
      display: expect.closeTo(7.74, 2),
      percent: 17,
    });
    expect(yearlySaving(freePlan)).toBeNull();
  });

  it("name the cheapest plan whose limit exceeds what the business uses", () => {
    const usage = { active_offerings: 10, flash_sales_this_month: 2 };
    expect(planLifting(businessPlans, "active_offerings", usage, true)?.code).toBe("business-pro");
    expect(
      planLifting(businessPlans, "active_offerings", { ...usage, active_offerings: 500 }, true)
        ?.code,
    ).toBe("business-max");
    expect(planLifting(businessPlans, "flash_sales_per_month", usage, true)?.code).toBe(
      "business-pro",
    );
    expect(planLifting(businessPlans.slice(0, 1), "active_offerings", usage, true)).toBeNull();
  });

  it("subscribe individuals to individuals' plans and businesses to businesses'", () => {
    expect(audienceOfRole("user")).toBe("user");
    expect(audienceOfRole("business")).toBe("business");
    expect(audienceOfRole("admin")).toBeNull();
    expect(audienceOfRole(undefined)).toBeNull();
  });
});
