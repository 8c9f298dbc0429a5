import styled from "styled-components";
import type { ChartSeries } from "./chart-types";

interface ChartDataTableProps {
  caption: string;
  x: number[] | string[];
  series: ChartSeries[];
  formatX: (value: number) => string;
  formatY: (value: number) => string;
}

/**
 * The chart's numbers for screen readers, who get nothing from the canvas: one row per x, one
 * column per series. Hidden from sight, not from assistive technology.
 */
export function ChartDataTable({ caption, x, series, formatX, formatY }: ChartDataTableProps) {
  return (
    <HiddenTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <td />
          {series.map((s) => (
            <th key={s.label} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {x.map((value, i) => (
          // Rows are positions along x; they never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: x values may repeat, positions do not
          <tr key={i}>
            <th scope="row">{typeof value === "number" ? formatX(value) : value}</th>
            {series.map((s) => {
              const y = s.values[i];
              return <td key={s.label}>{y == null ? "" : formatY(y)}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </HiddenTable>
  );
}

const HiddenTable = styled.table`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
