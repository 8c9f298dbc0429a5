import type { ReactNode } from "react";

/** The chart types the product uses (SPEC.md section 1); there is no pie. */
export const CHART_TYPES = ["line", "spline", "area", "area-spline", "scatter", "column"] as const;

export type ChartType = (typeof CHART_TYPES)[number];

export interface ChartSeries {
  /** Already translated: it is shown in the legend and read out in the data table. */
  label: string;
  /** One value per x; null leaves a gap. */
  values: (number | null)[];
}

export interface ChartProps {
  type: ChartType;
  series: ChartSeries[];
  /** Numbers are plotted on a linear axis; strings are category labels, one slot each. */
  x: number[] | string[];
  /** Block size of the plot in CSS pixels; the placeholder takes the same so nothing jumps. */
  height?: number;
  /** The chart is an image to assistive technology; this names it (already translated). */
  ariaLabel: string;
  /** Overrides the document's direction, e.g. for a chart inside a dir="rtl" island. */
  dir?: "ltr" | "rtl";
  /** Axis and data-table text for x values and y values, e.g. locale-aware number formats. */
  formatX?: (value: number) => string;
  formatY?: (value: number) => string;
  /**
   * Text for screen readers instead of the generated data table, e.g. "Sales rose 12% in
   * March"; long series (over CHART_TABLE_ROW_LIMIT points) get no table, only this.
   */
  summary?: ReactNode;
}

export const CHART_DEFAULT_HEIGHT = 300;
