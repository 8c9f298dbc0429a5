import uPlot from "uplot";
import { CHART_MIN_POINT_LENGTH } from "./chart-limits";

// uPlot's facet units are ambient const enums, which isolatedModules cannot read.
const SCALE_VALUE = 1 as uPlot.Series.BarsPathBuilderFacetUnit;
const PIXEL_PERCENT = 2 as uPlot.Series.BarsPathBuilderFacetUnit;

/** Share of each x slot the group of columns takes; the rest is the gap between groups. */
const GROUP_SHARE = 0.7;
/** Widest a single column gets, in CSS pixels, so one or two points do not draw slabs. */
const MAX_COLUMN_WIDTH = 64;

/** Where x values sit, as shares (0..1) of the plotting area's width. */
function xShares(u: uPlot): number[] {
  const xs = u.data[0] ?? [];
  return Array.from(xs, (x) => (u.valToPos(x, "x", true) - u.bbox.left) / u.bbox.width);
}

/** Width of one column as a share of the plotting area, from the narrowest x slot. */
function columnShare(u: uPlot, shares: number[], count: number): number {
  let slot = 1;
  for (let i = 1; i < shares.length; i++) {
    slot = Math.min(slot, Math.abs((shares[i] ?? 0) - (shares[i - 1] ?? 0)));
  }
  const pixelRatio = globalThis.devicePixelRatio || 1;
  const widest = u.bbox.width > 0 ? (MAX_COLUMN_WIDTH * pixelRatio) / u.bbox.width : 1;
  return Math.min((slot * GROUP_SHARE) / count, widest);
}

/**
 * A column's far end, moved out to CHART_MIN_POINT_LENGTH pixels from zero when the value is
 * nearer, so zero and tiny values still draw a bar (upwards for zero).
 */
export function lengthenedValue(u: uPlot, value: number | null | undefined): number | null {
  if (value == null) return null;
  const zero = u.valToPos(0, "y");
  if (Math.abs(u.valToPos(value, "y") - zero) >= CHART_MIN_POINT_LENGTH) return value;
  const towardsTop = value >= 0;
  return u.posToVal(zero + (towardsTop ? -CHART_MIN_POINT_LENGTH : CHART_MIN_POINT_LENGTH), "y");
}

/**
 * Columns of series `index` among `count` series, side by side around each x: uPlot's bars
 * would stack every series on the same spot. The first series sits at the inline-start side of
 * its group, so a right-to-left chart mirrors the group order along with the axis.
 */
export function columnPaths(index: number, count: number): uPlot.Series.PathBuilder | undefined {
  return uPlot.paths.bars?.({
    disp: {
      // With x0 and size given uPlot aligns each bar by its edge, the start edge in the x
      // scale's direction: left when it runs left to right, right when it is reversed.
      x0: {
        unit: PIXEL_PERCENT,
        values: (u) => {
          const shares = xShares(u);
          const width = columnShare(u, shares, count);
          const direction = u.scales.x?.dir ?? 1;
          const offset = (index - (count - 1) / 2) * width - width / 2;
          return shares.map((share) => share + direction * offset);
        },
      },
      size: { unit: PIXEL_PERCENT, values: (u) => [columnShare(u, xShares(u), count)] },
      y0: {
        unit: SCALE_VALUE,
        values: (u, seriesIdx) => Array.from(u.data[seriesIdx] ?? [], () => 0),
      },
      y1: {
        unit: SCALE_VALUE,
        values: (u, seriesIdx) =>
          Array.from(u.data[seriesIdx] ?? [], (value) => lengthenedValue(u, value)),
      },
    },
  });
}
