import type { IntlShape } from "react-intl";
import { localizeDigits } from "../i18n/digits";

const DAY = 86_400;
const HOUR = 3600;

/**
 * SPEC.md section 9: a countdown (e.g. until a one-time code may be resent) as `mm:ss`, in the
 * language's digits (src/i18n/digits.ts). Minutes are not wrapped into hours, so 3600 seconds
 * read `60:00`. Fractions are dropped rather than rounded, so the display never shows a second
 * that has not fully remained. Anything that is not a finite, positive number reads `00:00`
 * instead of `NaN:NaN`.
 */
export function formatSeconds(seconds: number, locale: string): string {
  return localizeDigits(minutesAndSeconds(wholeSeconds(seconds)), locale);
}

/**
 * A countdown to a moment (a flash sale's end), split for display: whole days, then the clock
 * of what is left of the last day in ASCII digits: `mm:ss` under an hour, `hh:mm:ss` from an
 * hour on, and always `hh:mm:ss` beside days (a day and a bit reads 1 and `02:43:59`, never
 * `26:43:59`). Same rules as `formatSeconds` for fractions and for what is not a positive
 * number.
 */
export function countdownParts(seconds: number): { days: number; clock: string } {
  const whole = wholeSeconds(seconds);
  const days = Math.floor(whole / DAY);
  const rest = whole % DAY;
  if (days === 0 && rest < HOUR) return { days, clock: minutesAndSeconds(rest) };
  return { days, clock: `${pad(Math.floor(rest / HOUR))}:${minutesAndSeconds(rest % HOUR)}` };
}

/**
 * A countdown as shown: the clock alone within a day (`02:43:59`), with the days in words
 * beside it from a day on (`1 day 02:43:59`, `۲ روز ۰۲:۴۳:۵۹`), in the language's words
 * (`catalog.countdown.days`, an ICU plural) and digits.
 */
export function formatCountdown(
  seconds: number,
  intl: Pick<IntlShape, "locale" | "formatMessage">,
): string {
  const { days, clock } = countdownParts(seconds);
  const shown = localizeDigits(clock, intl.locale);
  if (days === 0) return shown;
  return intl.formatMessage({ id: "catalog.countdown.days" }, { days, clock: shown });
}

function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

function minutesAndSeconds(whole: number): string {
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}
