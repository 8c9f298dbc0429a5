import { useId } from "react";
import { useIntl } from "react-intl";
import { LazyChart } from "../../components/chart/Chart";
import { CHART_TABLE_ROW_LIMIT } from "../../components/chart/chart-limits";
import type { ChartSeries, ChartType } from "../../components/chart/chart-types";
import { peak } from "./figures";
import { Card } from "./layout";

interface ChartCardProps {
  titleId: string;
  type: ChartType;
  x: string[];
  series: ChartSeries[];
  formatY: (value: number) => string;
}

/**
 * One chart with its heading. Screen readers get the chart's own table of the same figures
 * (hidden from sight); a period longer than that table's limit gets a sentence per series
 * instead: its total and its busiest day.
 */
export function ChartCard({ titleId, type, x, series, formatY }: ChartCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const title = intl.formatMessage({ id: titleId });
  const summary =
    x.length > CHART_TABLE_ROW_LIMIT
      ? series
          .map((s) => {
            const top = peak(s.values);
            const total = s.values.reduce<number>((sum, v) => sum + (v ?? 0), 0);
            return intl.formatMessage(
              { id: "admin.dashboard.summary" },
              {
                label: s.label,
                total: formatY(total),
                max: formatY(top.value),
                day: x[top.index] ?? "",
              },
            );
          })
          .join(" ")
      : undefined;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <LazyChart
        type={type}
        x={x}
        series={series}
        height={240}
        ariaLabel={title}
        formatY={formatY}
        summary={summary}
      />
    </Card>
  );
}
