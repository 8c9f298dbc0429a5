import uPlot from "uplot";
import type { AppTheme } from "../../lib/theme/theme";
import type { ChartSeries, ChartType } from "./chart-types";
import { CHART_DEFAULT_HEIGHT } from "./chart-types";
import { columnPaths } from "./column-paths";

export interface ChartOptionsExtra {
  width?: number;
  height?: number;
  /** Category labels: x data are then their indices 0..n-1. */
  xLabels?: string[];
  formatX?: (value: number) => string;
  formatY?: (value: number) => string;
}

/** Whole steps only, so a category axis never ticks between two categories. */
const CATEGORY_INCREMENTS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];

/** The theme's #rrggbb colour at 20% opacity, for area fills under their own line. */
export function translucent(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}33` : color;
}

/** Series colours in order; they repeat after the third series. */
export function seriesColors(theme: AppTheme): string[] {
  return [theme.color.primary, theme.color.muted, theme.color.text];
}

function pathsFor(type: ChartType, index: number, count: number) {
  switch (type) {
    case "spline":
    case "area-spline":
      return uPlot.paths.spline?.();
    case "column":
      return columnPaths(index, count);
    case "scatter":
      // No line at all: the points are the whole drawing.
      return () => null;
    default:
      return uPlot.paths.linear?.();
  }
}

function seriesOptions(
  type: ChartType,
  label: string,
  color: string,
  index: number,
  count: number,
) {
  const options: uPlot.Series = {
    label,
    stroke: color,
    width: 2,
    paths: pathsFor(type, index, count),
  };
  if (type === "area" || type === "area-spline") options.fill = translucent(color);
  if (type === "scatter") options.points = { show: true, size: 7, fill: color, stroke: color };
  if (type === "column") {
    // Width 0 makes uPlot fill the bars with `fill` and draw no outline.
    Object.assign(options, { fill: color, width: 0, points: { show: false } });
  }
  // Line types keep uPlot's default points: drawn only while each point has at least twice
  // its own size of room, i.e. on short series, and hidden once they would merge into a line.
  return options;
}

/** Columns and areas measure from zero, so their value axis always includes it. */
const rangeWithZero: uPlot.Range.Function = (_u, min, max) =>
  uPlot.rangeNum(Math.min(0, min), Math.max(0, max), 0.1, true);

/** Half a step of room at both ends, so the outermost columns are not cut in half. */
const rangeForColumns: uPlot.Range.Function = (u, min, max) => {
  const xs = Array.from(u.data[0] ?? []);
  let step = Number.POSITIVE_INFINITY;
  for (let i = 1; i < xs.length; i++)
    step = Math.min(step, Math.abs((xs[i] ?? 0) - (xs[i - 1] ?? 0)));
  const half = Number.isFinite(step) && step > 0 ? step / 2 : 0.5;
  return [min - half, max + half];
};

/**
 * uPlot options for one chart: pure, so the choices per type are testable without a canvas.
 * In right-to-left mode the x scale is reversed (dir -1) rather than the canvas mirrored, so
 * labels stay readable, and the value axis moves to the right, the inline-start side.
 */
export function chartOptions(
  type: ChartType,
  series: readonly Pick<ChartSeries, "label">[],
  theme: AppTheme,
  rtl: boolean,
  extra: ChartOptionsExtra = {},
): uPlot.Options {
  const { xLabels, formatX = String, formatY = String } = extra;
  const colors = seriesColors(theme);
  const font = `12px ${theme.font}`;
  const line = { stroke: theme.color.border, width: 1 };
  const valueAxisSide = (rtl ? 1 : 3) as uPlot.Axis.Side;
  const fromZero = type === "column" || type === "area" || type === "area-spline";

  return {
    width: extra.width ?? 0,
    height: extra.height ?? CHART_DEFAULT_HEIGHT,
    // Our own legend is HTML in the page's direction and language, not uPlot's table.
    legend: { show: false },
    scales: {
      x: {
        time: false,
        dir: rtl ? -1 : 1,
        ...(type === "column" ? { range: rangeForColumns } : {}),
      },
      y: fromZero ? { range: rangeWithZero } : {},
    },
    axes: [
      {
        stroke: theme.color.muted,
        font,
        grid: line,
        ticks: line,
        ...(xLabels
          ? {
              incrs: CATEGORY_INCREMENTS,
              values: (_u: uPlot, splits: number[]) =>
                splits.map((v) => (Number.isInteger(v) ? (xLabels[v] ?? "") : "")),
            }
          : {
              // A date label ("29.10.2026") is about 70 px wide: ticks closer than this
              // printed their labels over each other.
              space: 90,
              values: (_u: uPlot, splits: number[]) => splits.map((v) => formatX(v)),
            }),
      },
      {
        side: valueAxisSide,
        stroke: theme.color.muted,
        font,
        grid: line,
        ticks: line,
        values: (_u, splits) => splits.map((v) => formatY(v)),
      },
    ],
    series: [
      {},
      ...series.map((s, i) =>
        seriesOptions(
          type,
          s.label,
          colors[i % colors.length] ?? theme.color.primary,
          i,
          series.length,
        ),
      ),
    ],
  };
}

/** uPlot's data layout: x first, then one array per series. */
export function alignedData(x: number[] | string[], series: ChartSeries[]): uPlot.AlignedData {
  const xs = x.map((value, i) => (typeof value === "number" ? value : i));
  return [xs, ...series.map((s) => s.values)];
}
