import { useEffect, useMemo, useRef } from "react";
import styled, { createGlobalStyle, useTheme } from "styled-components";
import uPlot from "uplot";
// As text, not as a stylesheet: esbuild cannot load CSS with a lazy chunk, so a plain import
// would land in the entry's render-blocking CSS. Injected below, it arrives with this chunk.
import uplotCss from "uplot/dist/uPlot.min.css" with { type: "text" };
import { ChartDataTable } from "./ChartDataTable";
import { CHART_TABLE_ROW_LIMIT } from "./chart-limits";
import { alignedData, chartOptions, seriesColors } from "./chart-options";
import { CHART_DEFAULT_HEIGHT, type ChartProps } from "./chart-types";
import { useDocumentDirection } from "./use-document-direction";

const UplotStyles = createGlobalStyle`${uplotCss}`;

/**
 * The chart itself, on uPlot; load it through LazyChart so uPlot stays out of the first
 * download. The plot is rebuilt when its type, series names, size, theme or direction change
 * (uPlot fixes colours and scales at creation); new values alone are only redrawn.
 */
export function Chart({
  type,
  series,
  x,
  height = CHART_DEFAULT_HEIGHT,
  ariaLabel,
  dir,
  formatX = String,
  formatY = String,
  summary,
}: ChartProps) {
  const theme = useTheme();
  const documentDirection = useDocumentDirection();
  const rtl = (dir ?? documentDirection) === "rtl";
  const hostRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);

  // Compared by content: callers often pass fresh arrays with the same names every render.
  const labelsKey = JSON.stringify(series.map((s) => s.label));
  const xLabelsKey = typeof x[0] === "string" ? JSON.stringify(x) : "";
  const data = useMemo(() => alignedData(x, series), [x, series]);
  const formats = useRef({ formatX, formatY });

  const options = useMemo(() => {
    const labels: string[] = JSON.parse(labelsKey);
    const xLabels: string[] | undefined = xLabelsKey ? JSON.parse(xLabelsKey) : undefined;
    return chartOptions(
      type,
      labels.map((label) => ({ label })),
      theme,
      rtl,
      {
        height,
        xLabels,
        formatX: (v) => formats.current.formatX(v),
        formatY: (v) => formats.current.formatY(v),
      },
    );
  }, [type, labelsKey, xLabelsKey, theme, rtl, height]);

  const dataRef = useRef(data);
  useEffect(() => {
    dataRef.current = data;
    plotRef.current?.setData(data);
  }, [data]);

  useEffect(() => {
    formats.current = { formatX, formatY };
    plotRef.current?.redraw(false, true);
  }, [formatX, formatY]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const plot = new uPlot({ ...options, width: host.clientWidth }, dataRef.current, host);
    plotRef.current = plot;
    const observer =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(() => {
            const width = host.clientWidth;
            if (width !== plot.width) plot.setSize({ width, height: options.height });
          });
    observer?.observe(host);
    return () => {
      observer?.disconnect();
      plot.destroy();
      plotRef.current = null;
    };
  }, [options]);

  const colors = seriesColors(theme);
  return (
    <Figure dir={dir}>
      <UplotStyles />
      <Plot ref={hostRef} role="img" aria-label={ariaLabel} $height={height} />
      {series.length > 1 && (
        <Legend>
          {series.map((s, i) => (
            <li key={s.label}>
              <Swatch $color={colors[i % colors.length] ?? theme.color.primary} />
              {s.label}
            </li>
          ))}
        </Legend>
      )}
      {summary != null ? (
        <HiddenText>{summary}</HiddenText>
      ) : (
        x.length <= CHART_TABLE_ROW_LIMIT && (
          <ChartDataTable
            caption={ariaLabel}
            x={x}
            series={series}
            formatX={formatX}
            formatY={formatY}
          />
        )
      )}
    </Figure>
  );
}

const Figure = styled.div`
  position: relative;
  color: ${({ theme }) => theme.color.text};
`;

const Plot = styled.div<{ $height: number }>`
  block-size: ${({ $height }) => $height}px;
  overflow: hidden;
  && .u-cursor-x,
  && .u-cursor-y { border-color: ${({ theme }) => theme.color.muted}; }
  && .u-select { background: ${({ theme }) => theme.color.border}; opacity: 0.4; }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  margin-block-start: 0.5rem;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  li { display: inline-flex; align-items: center; gap: 0.4rem; }
`;

const Swatch = styled.span<{ $color: string }>`
  inline-size: 0.75rem;
  block-size: 0.75rem;
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

const HiddenText = styled.div`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
