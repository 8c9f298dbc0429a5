import { FormattedMessage, useIntl } from "react-intl";
import type { AdminDashboard } from "../../../sdk";
import { DataTable } from "../../components/DataTable";
import { formatDate } from "../../lib/format/date-time";
import { ChartCard } from "./ChartCard";
import { dayLabels, tiyinToSum } from "./figures";
import { Card, Figures, Grid } from "./layout";

type Category = AdminDashboard["top_categories"][number];

/**
 * The dashboard's figures: the verification queue, growth (line), offerings published
 * (column), searches (area-spline), revenue per plan (area), active subscriptions per plan
 * (column over plans) and the top categories as a table.
 */
export function DashboardView({ data }: { data: AdminDashboard }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const x = dayLabels(data.period.days, intl.locale);
  const count = (value: number) => intl.formatNumber(value);
  const sum = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 0 });
  const queue = data.verification_queue;
  const subscriptions = data.active_subscriptions;
  return (
    <Grid>
      <Card aria-labelledby="admin-queue">
        <h2 id="admin-queue">
          <FormattedMessage id="admin.dashboard.queue.title" />
        </h2>
        <Figures>
          <div>
            <dt>
              <FormattedMessage id="admin.dashboard.queue.pending" />
            </dt>
            <dd>{count(queue.pending)}</dd>
          </div>
        </Figures>
        <p>
          {queue.oldest_since ? (
            <FormattedMessage
              id="admin.dashboard.queue.since"
              values={{ date: formatDate(queue.oldest_since, intl.locale) }}
            />
          ) : (
            <FormattedMessage id="admin.dashboard.queue.none" />
          )}
        </p>
      </Card>
      <ChartCard
        titleId="admin.dashboard.charts.growth"
        type="line"
        x={x}
        formatY={count}
        series={[
          { label: t("admin.dashboard.series.people"), values: data.per_day.new_people },
          { label: t("admin.dashboard.series.businesses"), values: data.per_day.new_businesses },
        ]}
      />
      <ChartCard
        titleId="admin.dashboard.charts.published"
        type="column"
        x={x}
        formatY={count}
        series={[
          {
            label: t("admin.dashboard.series.published"),
            values: data.per_day.offerings_published,
          },
        ]}
      />
      <ChartCard
        titleId="admin.dashboard.charts.searches"
        type="area-spline"
        x={x}
        formatY={count}
        series={[{ label: t("admin.dashboard.series.searches"), values: data.per_day.searches }]}
      />
      {data.revenue_by_plan.length > 0 ? (
        <ChartCard
          titleId="admin.dashboard.charts.revenue"
          type="area"
          x={x}
          formatY={sum}
          series={data.revenue_by_plan.map((plan) => ({
            label: plan.plan_name,
            values: tiyinToSum(plan.per_day),
          }))}
        />
      ) : (
        <Card>
          <h2>
            <FormattedMessage id="admin.dashboard.charts.revenue" />
          </h2>
          <p>
            <FormattedMessage id="admin.dashboard.noRevenue" />
          </p>
        </Card>
      )}
      <ChartCard
        titleId="admin.dashboard.charts.subscriptions"
        type="column"
        x={subscriptions.map((plan) => plan.plan_name)}
        formatY={count}
        series={[
          {
            label: t("admin.dashboard.series.subscriptions"),
            values: subscriptions.map((plan) => plan.count),
          },
        ]}
      />
      <Card aria-labelledby="admin-categories">
        <h2 id="admin-categories">
          <FormattedMessage id="admin.dashboard.categories.title" />
        </h2>
        <DataTable<Category>
          caption={<FormattedMessage id="admin.dashboard.categories.caption" />}
          rows={data.top_categories}
          rowKey={(row) => row.id}
          emptyText={<FormattedMessage id="admin.dashboard.categories.empty" />}
          columns={[
            {
              key: "name",
              header: t("admin.dashboard.categories.name"),
              rowHeader: true,
              render: (row) => <bdi>{row.name}</bdi>,
            },
            {
              key: "active_offerings",
              header: t("admin.dashboard.categories.count"),
              align: "end",
              render: (row) => count(row.active_offerings),
            },
          ]}
        />
      </Card>
    </Grid>
  );
}
