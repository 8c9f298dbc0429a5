/**
 * SPEC.md section 9's chart constants. Their names are Highcharts' (animationLimit,
 * minPointLength, slicedOffset, minSize), so they keep Highcharts' meanings here.
 */

// SPEC's animation limit (no animation above 250 points) holds by construction: uPlot never
// animates (every draw is one synchronous canvas pass), so there is no constant to check.

/**
 * Shortest column in CSS pixels, so a zero or tiny value still shows a bar that can be seen
 * and hovered (Highcharts' minPointLength). Only columns have a length; line types ignore it.
 */
export const CHART_MIN_POINT_LENGTH = 5;

// The pie constants (slice offset 10, minimum size 80) have no use: there is no pie type.

/**
 * Our own limit, not the spec's: the screen-reader data table is built only up to this many
 * x values; a longer table is noise, and the caller's `summary` speaks for it instead.
 */
export const CHART_TABLE_ROW_LIMIT = 100;
