import { FormattedMessage, useIntl } from "react-intl";
import type { AdminFinance } from "../../../sdk";
import { formatTiyin } from "../../lib/i18n/money";
import { ChartCard } from "./ChartCard";
import { dayLabels, tiyinToSum } from "./figures";
import { Card, Figures, Grid } from "./layout";

/**
 * The period's money: totals, revenue and refunds per day (spline), failed charges per day
 * (scatter: isolated events, not a trend) and revenue per plan (column over plans).
 */
export function FinanceView({ data }: { data: AdminFinance }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const x = dayLabels(data.period.days, intl.locale);
  const money = (tiyin: number) => formatTiyin(tiyin, intl.locale);
  const sum = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 0 });
  const count = (value: number) => intl.formatNumber(value);
  const { totals } = data;
  const figures: [string, string][] = [
    ["admin.finance.totals.revenue", money(totals.revenue)],
    ["admin.finance.totals.charged", money(totals.charged)],
    ["admin.finance.totals.refunded", money(totals.refunded)],
    ["admin.finance.totals.failedCount", count(totals.failed_count)],
    ["admin.finance.totals.failedAmount", money(totals.failed_amount)],
  ];
  return (
    <>
      <Card aria-labelledby="admin-finance-totals">
        <h2 id="admin-finance-totals">
          <FormattedMessage id="admin.finance.totals.title" />
        </h2>
        <Figures>
          {figures.map(([id, value]) => (
            <div key={id}>
              <dt>
                <FormattedMessage id={id} />
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Figures>
      </Card>
      <Grid>
        <ChartCard
          titleId="admin.finance.charts.revenue"
          type="spline"
          x={x}
          formatY={sum}
          series={[
            { label: t("admin.finance.series.revenue"), values: tiyinToSum(data.per_day.revenue) },
            {
              label: t("admin.finance.series.refunded"),
              values: tiyinToSum(data.per_day.refunded),
            },
          ]}
        />
        <ChartCard
          titleId="admin.finance.charts.failed"
          type="scatter"
          x={x}
          formatY={count}
          series={[{ label: t("admin.finance.series.failed"), values: data.per_day.failed_count }]}
        />
        {data.by_plan.length > 0 ? (
          <ChartCard
            titleId="admin.finance.charts.byPlan"
            type="column"
            x={data.by_plan.map((plan) => plan.plan_name)}
            formatY={sum}
            series={[
              {
                label: t("admin.finance.series.revenue"),
                values: data.by_plan.map((plan) => plan.total / 100),
              },
            ]}
          />
        ) : (
          <Card>
            <h2>
              <FormattedMessage id="admin.finance.charts.byPlan" />
            </h2>
            <p>
              <FormattedMessage id="admin.dashboard.noRevenue" />
            </p>
          </Card>
        )}
      </Grid>
    </>
  );
}
