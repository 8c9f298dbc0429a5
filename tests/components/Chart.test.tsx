import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import type uPlot from "uplot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHART_TYPES, LazyChart } from "../../src/components/chart/Chart";
import { alignedData, chartOptions } from "../../src/components/chart/chart-options";
import type { ChartSeries, ChartType } from "../../src/components/chart/chart-types";
import { columnPaths, lengthenedValue } from "../../src/components/chart/column-paths";
import { Chart } from "../../src/components/chart/UplotChart";
import { type AppTheme, darkTheme, lightTheme } from "../../src/lib/theme/theme";

// jsdom has no canvas: uPlot is replaced by a recorder of what it was asked to draw.
const fake = vi.hoisted(() => {
  const builders = {
    linear: (() => null) as unknown,
    spline: (() => null) as unknown,
    bars: (() => null) as unknown,
  };
  const plots: {
    options: uPlot.Options;
    data: uPlot.AlignedData;
    target: unknown;
    setData: ReturnType<typeof vi.fn>;
    setSize: ReturnType<typeof vi.fn>;
    redraw: ReturnType<typeof vi.fn>;
    destroy: ReturnType<typeof vi.fn>;
    width: number;
  }[] = [];
  const barsOptions: uPlot.Series.BarsPathBuilderOpts[] = [];
  return { builders, plots, barsOptions };
});

vi.mock("uplot", () => {
  class FakePlot {
    static paths = {
      linear: () => fake.builders.linear,
      spline: () => fake.builders.spline,
      bars: (opts: uPlot.Series.BarsPathBuilderOpts) => {
        fake.barsOptions.push(opts);
        return fake.builders.bars;
      },
    };
    static rangeNum = (min: number, max: number) => [min, max];
    setData = vi.fn();
    setSize = vi.fn();
    redraw = vi.fn();
    destroy = vi.fn();
    width: number;
    constructor(
      public options: uPlot.Options,
      public data: uPlot.AlignedData,
      public target: unknown,
    ) {
      this.width = options.width;
      fake.plots.push(this);
    }
  }
  return { default: FakePlot };
});

const resizeCallbacks: (() => void)[] = [];
class FakeResizeObserver {
  constructor(callback: () => void) {
    resizeCallbacks.push(callback);
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  fake.plots.length = 0;
  fake.barsOptions.length = 0;
  resizeCallbacks.length = 0;
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  document.documentElement.dir = "ltr";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.dir = "";
});

const twoSeries: ChartSeries[] = [
  { label: "Sotuvlar", values: [3, 0, 7] },
  { label: "Buyurtmalar", values: [1, null, 2] },
];

function themed(node: ReactNode, theme: AppTheme = lightTheme) {
  return <ThemeProvider theme={theme}>{node}</ThemeProvider>;
}

function seriesOf(type: ChartType, theme: AppTheme = lightTheme, rtl = false) {
  const [, ...series] = chartOptions(type, twoSeries, theme, rtl).series;
  return series;
}

describe("chartOptions", () => {
  it("draws lines straight, splines curved and areas filled under them", () => {
    expect(seriesOf("line")[0]?.paths).toBe(fake.builders.linear);
    expect(seriesOf("line")[0]?.fill).toBeUndefined();
    expect(seriesOf("spline")[0]?.paths).toBe(fake.builders.spline);
    expect(seriesOf("spline")[0]?.fill).toBeUndefined();
    expect(seriesOf("area")[0]?.paths).toBe(fake.builders.linear);
    expect(seriesOf("area")[0]?.fill).toBe(`${lightTheme.color.primary}33`);
    expect(seriesOf("area-spline")[0]?.paths).toBe(fake.builders.spline);
    expect(seriesOf("area-spline")[1]?.fill).toBe(`${lightTheme.color.muted}33`);
  });

  it("gives scatter points and no line", () => {
    const [first] = seriesOf("scatter");
    const paths = first?.paths as uPlot.Series.PathBuilder;
    expect(paths({} as uPlot, 1, 0, 2)).toBeNull();
    expect(first?.points).toMatchObject({ show: true, fill: lightTheme.color.primary });
    expect(first?.fill).toBeUndefined();
  });

  it("draws columns with uPlot's bars, filled, side by side per series", () => {
    const [first, second] = seriesOf("column");
    expect(first?.paths).toBe(fake.builders.bars);
    expect(first).toMatchObject({ fill: lightTheme.color.primary, width: 0 });
    expect(second).toMatchObject({ fill: lightTheme.color.muted, width: 0 });
    expect(fake.barsOptions).toHaveLength(2);
  });

  it("leaves uPlot's own point rule to the line types", () => {
    for (const type of ["line", "spline", "area", "area-spline"] as const) {
      expect(seriesOf(type)[0]?.points).toBeUndefined();
    }
  });

  it("takes every colour from the theme", () => {
    for (const theme of [lightTheme, darkTheme]) {
      const options = chartOptions(
        "line",
        [...twoSeries, { label: "c", values: [] }],
        theme,
        false,
      );
      expect(options.series.slice(1).map((s) => s.stroke)).toEqual([
        theme.color.primary,
        theme.color.muted,
        theme.color.text,
      ]);
      for (const axis of options.axes ?? []) {
        expect(axis.stroke).toBe(theme.color.muted);
        expect(axis.grid?.stroke).toBe(theme.color.border);
        expect(axis.ticks?.stroke).toBe(theme.color.border);
      }
    }
  });

  it("runs x right to left with the value axis on the right in RTL", () => {
    for (const type of CHART_TYPES) {
      const ltr = chartOptions(type, twoSeries, lightTheme, false);
      const rtl = chartOptions(type, twoSeries, lightTheme, true);
      expect(ltr.scales?.x).toMatchObject({ time: false, dir: 1 });
      expect(rtl.scales?.x).toMatchObject({ time: false, dir: -1 });
      expect(ltr.axes?.[1]?.side).toBe(3);
      expect(rtl.axes?.[1]?.side).toBe(1);
    }
  });

  it("keeps zero on the value axis for columns and areas only", () => {
    const range = (type: ChartType) =>
      chartOptions(type, twoSeries, lightTheme, false).scales?.y?.range;
    for (const type of ["column", "area", "area-spline"] as const) {
      const fn = range(type) as uPlot.Range.Function;
      expect(fn({} as uPlot, 40, 90, "y")).toEqual([0, 90]);
      expect(fn({} as uPlot, -20, -5, "y")).toEqual([-20, 0]);
    }
    for (const type of ["line", "spline", "scatter"] as const) expect(range(type)).toBeUndefined();
  });

  it("labels category axes with whole steps only, and formats numbers as told", () => {
    const categories = chartOptions("column", twoSeries, lightTheme, false, {
      xLabels: ["Yan", "Fev", "Mar"],
    });
    const xValues = categories.axes?.[0]?.values as uPlot.Axis.DynamicValues;
    expect(xValues({} as uPlot, [0, 0.5, 2], 0, 0, 0)).toEqual(["Yan", "", "Mar"]);
    const numeric = chartOptions("line", twoSeries, lightTheme, false, {
      formatY: (v) => `${v} so‘m`,
    });
    const yValues = numeric.axes?.[1]?.values as uPlot.Axis.DynamicValues;
    expect(yValues({} as uPlot, [10, 20], 1, 0, 0)).toEqual(["10 so‘m", "20 so‘m"]);
    expect(alignedData(["Yan", "Fev", "Mar"], twoSeries)[0]).toEqual([0, 1, 2]);
  });
});

/** A plot 300 px wide, x 0..2 at 50/150/250 px (or mirrored), y 0 at 200 px, 2 px per unit. */
function fakeDrawnPlot(dir: 1 | -1) {
  return {
    data: [
      [0, 1, 2],
      [3, 0, 7],
      [1, null, 2],
    ],
    bbox: { left: 0, top: 0, width: 300, height: 200 },
    scales: { x: { dir } },
    valToPos: (value: number, scale: string) =>
      scale === "x" ? (dir === 1 ? 50 + value * 100 : 250 - value * 100) : 200 - value * 2,
    posToVal: (pos: number) => (200 - pos) / 2,
  } as unknown as uPlot;
}

describe("columns", () => {
  it("are never shorter than 5 px (the spec's minimum point length)", () => {
    const u = fakeDrawnPlot(1);
    expect(lengthenedValue(u, 0)).toBe(2.5);
    expect(lengthenedValue(u, 1)).toBe(2.5);
    expect(lengthenedValue(u, -1)).toBe(-2.5);
    expect(lengthenedValue(u, 10)).toBe(10);
    expect(lengthenedValue(u, null)).toBeNull();
  });

  it("stand side by side, first series at the inline start of each group", () => {
    columnPaths(0, 2);
    columnPaths(1, 2);
    const [first, second] = fake.barsOptions;
    const starts = (opts: uPlot.Series.BarsPathBuilderOpts | undefined, u: uPlot) => {
      const shares = (opts?.disp?.x0?.values(u, 1, 0, 2) ?? []) as number[];
      return shares.map((share) => Math.round(share * 300));
    };
    const width = Math.round(((1 / 3) * 0.7 * 300) / 2); // 35 px each
    const ltr = fakeDrawnPlot(1);
    expect(
      first?.disp?.size?.values(ltr, 1, 0, 2)?.map((s) => Math.round(Number(s) * 300)),
    ).toEqual([width]);
    // Left to right, uPlot draws from x0 rightwards: series 1 just left of centre.
    expect(starts(first, ltr)).toEqual([50 - width, 150 - width, 250 - width]);
    expect(starts(second, ltr)).toEqual([50, 150, 250]);
    // Reversed, uPlot draws from x0 leftwards: series 1 just right of centre.
    const rtl = fakeDrawnPlot(-1);
    expect(starts(first, rtl)).toEqual([250 + width, 150 + width, 50 + width]);
    expect(starts(second, rtl)).toEqual([250, 150, 50]);
  });
});

describe("Chart", () => {
  it("LazyChart holds the place, then draws the chart", async () => {
    render(
      themed(
        <LazyChart
          type="line"
          series={twoSeries}
          x={[1, 2, 3]}
          height={240}
          ariaLabel="Sotuvlar"
        />,
      ),
    );
    const placeholder = screen.getByRole("img", { name: "Sotuvlar" });
    expect(placeholder.getAttribute("aria-busy")).toBe("true");
    expect(getComputedStyle(placeholder).blockSize).toBe("240px");
    await waitFor(() => expect(fake.plots).toHaveLength(1));
    const chart = screen.getByRole("img", { name: "Sotuvlar" });
    expect(chart.getAttribute("aria-busy")).toBeNull();
    expect(fake.plots[0]?.target).toBe(chart);
    expect(fake.plots[0]?.options.height).toBe(240);
  });

  it("gives screen readers the numbers in a table", () => {
    render(
      themed(
        <Chart type="column" series={twoSeries} x={["Yan", "Fev", "Mar"]} ariaLabel="Oylik" />,
      ),
    );
    const table = screen.getByRole("table", { name: "Oylik" });
    const rows = Array.from(table.querySelectorAll("tr"), (tr) => tr.textContent);
    expect(rows).toEqual(["SotuvlarBuyurtmalar", "Yan31", "Fev0", "Mar72"]);
  });

  it("redraws new values in place and rebuilds for a new theme or direction", () => {
    const view = render(
      themed(<Chart type="area" series={twoSeries} x={[1, 2, 3]} ariaLabel="a" />),
    );
    const [first] = fake.plots;
    expect(first?.data).toEqual([
      [1, 2, 3],
      [3, 0, 7],
      [1, null, 2],
    ]);

    const newValues = [
      { label: "Sotuvlar", values: [4, 5, 6] },
      { label: "Buyurtmalar", values: [1, 1, 1] },
    ];
    view.rerender(themed(<Chart type="area" series={newValues} x={[1, 2, 3]} ariaLabel="a" />));
    expect(fake.plots).toHaveLength(1);
    expect(first?.setData).toHaveBeenCalledWith([
      [1, 2, 3],
      [4, 5, 6],
      [1, 1, 1],
    ]);

    view.rerender(
      themed(<Chart type="area" series={newValues} x={[1, 2, 3]} ariaLabel="a" />, darkTheme),
    );
    expect(first?.destroy).toHaveBeenCalled();
    expect(fake.plots[1]?.options.series[1]?.stroke).toBe(darkTheme.color.primary);
    expect(fake.plots[1]?.data).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [1, 1, 1],
    ]);

    view.rerender(
      themed(
        <Chart type="area" series={newValues} x={[1, 2, 3]} ariaLabel="a" dir="rtl" />,
        darkTheme,
      ),
    );
    expect(fake.plots[2]?.options.scales?.x?.dir).toBe(-1);
  });

  it("follows <html dir> when the locale switches to fa", async () => {
    render(themed(<Chart type="line" series={twoSeries} x={[1, 2, 3]} ariaLabel="a" />));
    expect(fake.plots[0]?.options.scales?.x?.dir).toBe(1);
    act(() => {
      document.documentElement.dir = "rtl";
    });
    await waitFor(() => expect(fake.plots.at(-1)?.options.scales?.x?.dir).toBe(-1));
    expect(fake.plots[0]?.destroy).toHaveBeenCalled();
  });

  it("resizes with its box and destroys the plot on unmount", () => {
    const view = render(
      themed(<Chart type="line" series={twoSeries} x={[1, 2, 3]} ariaLabel="a" />),
    );
    const [plot] = fake.plots;
    const host = screen.getByRole("img");
    Object.defineProperty(host, "clientWidth", { configurable: true, value: 480 });
    for (const callback of resizeCallbacks) callback();
    expect(plot?.setSize).toHaveBeenCalledWith({ width: 480, height: 300 });
    view.unmount();
    expect(plot?.destroy).toHaveBeenCalledTimes(1);
  });
});
