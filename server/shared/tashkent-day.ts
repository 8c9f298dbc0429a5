/**
 * Days as the marketplace counts them: Tashkent's calendar. Uzbekistan has kept UTC+5 without
 * daylight saving since 1992, so a fixed offset is exact and needs no time zone database
 * (PGlite's build may not carry one).
 */
export const TASHKENT_OFFSET_HOURS = 5;
const OFFSET_MS = TASHKENT_OFFSET_HOURS * 3_600_000;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` in Tashkent at `at`. */
export function tashkentDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Tashkent day starts. */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** `day` moved by `count` days (negative for earlier). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** SQL text of a timestamptz column's Tashkent day as `YYYY-MM-DD`, for GROUP BY. */
export const tashkentDaySql = (column: string) =>
  `to_char((${column} AT TIME ZONE 'UTC') + interval '${TASHKENT_OFFSET_HOURS} hours', 'YYYY-MM-DD')`;
