import type { AdminPeriodDays } from "../sdk";

/** The period an admin page asks for: a preset number of days, or a custom from/to. */
export type PeriodQuery = { days: AdminPeriodDays } | { from: string; to: string };

export const PERIOD_PRESETS: readonly AdminPeriodDays[] = [7, 30, 90];
export const DEFAULT_PERIOD: PeriodQuery = { days: 30 };
/** The server's limit (server/domains/admin/period.ts), checked here first to say it at once. */
export const MAX_PERIOD_DAYS = 366;

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as `YYYY-MM-DD` (not 2020-02-30). */
function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
}

export type PeriodProblem =
  | "period_incomplete"
  | "invalid_date"
  | "period_reversed"
  | "period_too_long";

/** What is wrong with a custom period, with the server's codes; null when it may be asked. */
export function customPeriodProblem(from: string, to: string): PeriodProblem | null {
  if (!from || !to) return "period_incomplete";
  if (!isDate(from) || !isDate(to)) return "invalid_date";
  if (to < from) return "period_reversed";
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  return days > MAX_PERIOD_DAYS ? "period_too_long" : null;
}

/** A period as the key of what it loads: a new period loads anew. */
export const periodKey = (period: PeriodQuery) =>
  "days" in period ? `days:${period.days}` : `${period.from}..${period.to}`;
