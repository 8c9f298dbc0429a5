import type { PlanSeries } from "../../../sdk/types.gen";
import type { LocalizedText } from "../../db/schema";
import { pickText } from "../../i18n";
import type { LedgerSumRow } from "./ledger-repository";
import { perDay, type ResolvedPeriod } from "./period";

/** Money moved: charges add, refunds (negative in the ledger) take away; failures move none. */
export const movesMoney = (row: LedgerSumRow) => row.kind === "charge" || row.kind === "refund";

/**
 * Revenue per plan and day, for every plan with money moved in the period, largest first
 * (then by code, so equal plans keep one order).
 */
export function revenueByPlan(
  period: ResolvedPeriod,
  sums: LedgerSumRow[],
  names: Map<string, LocalizedText>,
  lang: string,
): PlanSeries[] {
  const byPlan = new Map<string, Map<string, number>>();
  for (const row of sums.filter(movesMoney)) {
    const days = byPlan.get(row.plan_code) ?? new Map<string, number>();
    days.set(row.day, (days.get(row.day) ?? 0) + row.amount);
    byPlan.set(row.plan_code, days);
  }
  return [...byPlan]
    .map(([code, days]) => {
      const values = perDay(period, days);
      return {
        plan_code: code,
        plan_name: pickText(names.get(code), lang) || code,
        total: values.reduce((sum, value) => sum + value, 0),
        per_day: values,
      };
    })
    .sort((a, b) => b.total - a.total || a.plan_code.localeCompare(b.plan_code));
}
