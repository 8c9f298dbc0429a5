import type { Selectable } from "kysely";
import type { BillingPeriod, Plan, PlanLimits, PlanPrice } from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import type { PlanAudience, PlansTable } from "../../db/schema";
import { pickText } from "../../i18n";
import type { Rate } from "../../shared/money";

export type PlanRow = Selectable<PlansTable>;

export function plansOf(db: Db, audience: PlanAudience): Promise<PlanRow[]> {
  return db
    .selectFrom("plans")
    .selectAll()
    .where("audience", "=", audience)
    .orderBy("sort")
    .execute();
}

export async function planByCode(db: Db, code: string): Promise<PlanRow | null> {
  return (
    (await db.selectFrom("plans").selectAll().where("code", "=", code).executeTakeFirst()) ?? null
  );
}

/** What a period of the plan costs, in tiyin; null when the plan is not sold for it. */
export function priceOf(plan: PlanRow, period: BillingPeriod): number | null {
  if (period === "month") return Number(plan.price_month);
  return plan.price_year === null ? null : Number(plan.price_year);
}

export function limitsOf(plan: PlanRow): PlanLimits {
  return {
    active_offerings: plan.active_offerings,
    flash_sales_per_month: plan.flash_sales_per_month,
    banner_access: plan.banner_access,
    featured: plan.featured,
  };
}

/** Rates are units per US dollar: tiyin → som → dollars → the display currency. */
export interface Pricing {
  uzs: Rate;
  display: Rate;
}

const decimals: Record<Rate["code"], number> = { UZS: 0, IRR: 0, RUB: 2, USD: 2 };

export function planPrice(tiyin: number, pricing: Pricing): PlanPrice {
  const som = tiyin / 100;
  const amount =
    pricing.display.code === "UZS"
      ? som
      : (som / Number(pricing.uzs.rate)) * Number(pricing.display.rate);
  const unit = 10 ** decimals[pricing.display.code];
  return {
    amount: tiyin,
    display: { amount: Math.round(amount * unit) / unit, currency: pricing.display.code },
  };
}

export function toPlan(plan: PlanRow, lang: string, pricing: Pricing): Plan {
  const year = priceOf(plan, "year");
  return {
    code: plan.code,
    audience: plan.audience,
    name: pickText(plan.names, lang),
    description: pickText(plan.descriptions, lang),
    features: plan.features[lang] ?? plan.features.ru ?? [],
    free: plan.is_free,
    prices: {
      month: planPrice(Number(plan.price_month), pricing),
      ...(year !== null && { year: planPrice(year, pricing) }),
    },
    limits: plan.audience === "business" ? limitsOf(plan) : null,
  };
}
