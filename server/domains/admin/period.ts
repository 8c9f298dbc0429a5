import type { AdminPeriod, AdminPeriodDays } from "../../../sdk/types.gen";
import { ApiError } from "../../errors";
import { addDays, dayStart, daysBetween, tashkentDay } from "../../shared/tashkent-day";

/** A custom period's longest span: a year, a leap one included. */
export const MAX_PERIOD_DAYS = 366;
export const DEFAULT_PERIOD_DAYS: AdminPeriodDays = 30;

export interface PeriodQuery {
  days?: AdminPeriodDays;
  from?: string;
  to?: string;
}

export interface ResolvedPeriod extends AdminPeriod {
  /** The instants the period covers: [start, end). */
  start: Date;
  end: Date;
}

/**
 * The period a dashboard or finance request asks for: the last `days` days up to today in
 * Tashkent, or `from`..`to` inclusive. The contract has checked each value's form; the
 * combination is checked here, each mistake with its own code.
 */
export function resolvePeriod(query: PeriodQuery, now: Date): ResolvedPeriod {
  const { from, to } = query;
  if (from !== undefined || to !== undefined) {
    if (query.days !== undefined) throw new ApiError(400, "period_conflict");
    if (from === undefined || to === undefined) throw new ApiError(400, "period_incomplete");
    if (to < from) throw new ApiError(400, "period_reversed");
    if (daysBetween(from, to) > MAX_PERIOD_DAYS) throw new ApiError(400, "period_too_long");
    return periodOf(from, to);
  }
  const today = tashkentDay(now);
  return periodOf(addDays(today, 1 - (query.days ?? DEFAULT_PERIOD_DAYS)), today);
}

function periodOf(from: string, to: string): ResolvedPeriod {
  const count = daysBetween(from, to);
  return {
    from,
    to,
    days: Array.from({ length: count }, (_, i) => addDays(from, i)),
    start: dayStart(from),
    end: dayStart(addDays(to, 1)),
  };
}

/** Values keyed by day as one number per day of the period, zero where none. */
export function perDay(period: AdminPeriod, values: Map<string, number>): number[] {
  return period.days.map((day) => values.get(day) ?? 0);
}
