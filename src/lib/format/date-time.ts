import { localizeDigits } from "../i18n/digits";

/** A moment as the API or the app may hold it: a Date, an ISO string, or epoch milliseconds. */
export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * SPEC.md section 9: `dd.mm.yyyy` in the viewer's local time, in the language's digits
 * (src/i18n/digits.ts); an invalid date reads empty.
 */
export function formatDate(value: DateInput, locale: string): string {
  const date = toDate(value);
  if (!date) return "";
  const shown = `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  return localizeDigits(shown, locale);
}

/**
 * SPEC.md section 9: `hh:mm`, 24-hour, in the viewer's local time, in the language's digits;
 * an invalid date reads empty.
 */
export function formatTime(value: DateInput, locale: string): string {
  const date = toDate(value);
  if (!date) return "";
  return localizeDigits(`${pad(date.getHours())}:${pad(date.getMinutes())}`, locale);
}

function toDate(value: DateInput): Date | null {
  const dateOnly = typeof value === "string" ? DATE_ONLY.exec(value) : null;
  if (dateOnly) return localDay(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  const date = new Date(value instanceof Date ? value.getTime() : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * `new Date("2024-05-01")` is midnight UTC, which is still the previous day west of Greenwich;
 * a date without a time names a calendar day, so it is read as that day locally. A day that does
 * not exist (`2024-02-30`) is invalid rather than rolled over into the next month.
 */
function localDay(year: number, month: number, day: number): Date | null {
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}
