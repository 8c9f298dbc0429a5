import type {
  BillingPeriod,
  Plan,
  PlanAudience,
  PlanLimits,
  PlanPrice,
  PlanUsage,
  Role,
} from "../sdk";

/**
 * What the plan pages and a business's listings read from the plans (openapi.yaml, Plan): a
 * plan's price for a billing period, what paying yearly saves, and which plan lifts a limit a
 * business has reached. Prices are integer tiyin (`amount`, what is charged, in UZS) with the
 * same price in the display currency (`display`, for reading only).
 */

/** Whose plans a role subscribes to: a person's or a business's; an administrator none. */
export function audienceOfRole(role: Role | null | undefined): PlanAudience | null {
  return role === "user" || role === "business" ? role : null;
}

/** The price of a plan for a period, or null when the plan is not sold so (the free plan yearly). */
export function planPrice(plan: Plan, period: BillingPeriod): PlanPrice | null {
  return period === "year" ? (plan.prices.year ?? null) : plan.prices.month;
}

/** What a year paid at once saves over twelve months, in both currencies, and in percent. */
export interface YearlySaving {
  amount: number;
  display: number;
  percent: number;
}

export function yearlySaving(plan: Plan): YearlySaving | null {
  const { month, year } = plan.prices;
  if (!year || month.amount === 0) return null;
  const amount = month.amount * 12 - year.amount;
  if (amount <= 0) return null;
  return {
    amount,
    display: month.display.amount * 12 - year.display.amount,
    percent: Math.round((amount / (month.amount * 12)) * 100),
  };
}

/** A business's counted limits, and what of its usage each is measured against. */
export type LimitKind = "active_offerings" | "flash_sales_per_month";

const USAGE_OF: Record<LimitKind, keyof PlanUsage> = {
  active_offerings: "active_offerings",
  flash_sales_per_month: "flash_sales_this_month",
};

export function usageOf(usage: PlanUsage, kind: LimitKind): number {
  return usage[USAGE_OF[kind]];
}

/** Whether limits allow more than `used` of a kind; `null` counts are unlimited. */
export function allowsMore(limits: PlanLimits | null, kind: LimitKind, used: number): boolean {
  const limit = limits?.[kind];
  return limit === null || (limit !== undefined && limit > used);
}

/**
 * The cheapest plan that lifts a limit the business has reached: the first (the server lists
 * them cheapest first) whose limit exceeds what it uses now, the free plan only while it has
 * not been used. Null when no plan does.
 */
export function planLifting(
  plans: Plan[],
  kind: LimitKind,
  usage: PlanUsage,
  freePlanUsed: boolean,
): Plan | null {
  const used = usageOf(usage, kind);
  return (
    plans.find((plan) => !(plan.free && freePlanUsed) && allowsMore(plan.limits, kind, used)) ??
    null
  );
}
