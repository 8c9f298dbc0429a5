/**
 * SPEC.md section 9: a countdown (e.g. until a one-time code may be resent) as `mm:ss`.
 * Minutes are not wrapped into hours, so 3600 seconds read `60:00`. Fractions are dropped
 * rather than rounded, so the display never shows a second that has not fully remained. Anything
 * that is not a finite, positive number reads `00:00` instead of `NaN:NaN`.
 */
export function formatSeconds(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  return `${pad(minutes)}:${pad(whole % 60)}`;
}

/**
 * A countdown to a moment (a flash sale's end): `mm:ss` under an hour, `hh:mm:ss` from an hour
 * on, hours not wrapped into days (a two-day sale reads `48:00:00`). Same rules as
 * `formatSeconds` for fractions and for what is not a positive number.
 */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  if (whole < 3600) return formatSeconds(whole);
  return `${pad(Math.floor(whole / 3600))}:${formatSeconds(whole % 3600)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}
