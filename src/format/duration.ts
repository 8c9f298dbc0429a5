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

function pad(value: number): string {
  return String(value).padStart(2, "0");
}
