import { lazy, Suspense } from "react";
import styled from "styled-components";
import { CHART_DEFAULT_HEIGHT, type ChartProps } from "./chart-types";

export type { ChartProps, ChartSeries, ChartType } from "./chart-types";
export { CHART_TYPES } from "./chart-types";

// uPlot and its stylesheet are in this chunk only; nothing here may import them.
const LoadedChart = lazy(() =>
  import("./UplotChart").then((module) => ({ default: module.Chart })),
);

/**
 * A chart that downloads uPlot the first time one renders; until then a box of the plot's
 * height holds its place (named and marked busy), so the page does not jump when it arrives.
 */
export function LazyChart(props: ChartProps) {
  return (
    <Suspense
      fallback={
        <Placeholder
          role="img"
          aria-label={props.ariaLabel}
          aria-busy="true"
          $height={props.height ?? CHART_DEFAULT_HEIGHT}
        />
      }
    >
      <LoadedChart {...props} />
    </Suspense>
  );
}

const Placeholder = styled.div<{ $height: number }>`
  block-size: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.border};
  opacity: 0.35;
`;
