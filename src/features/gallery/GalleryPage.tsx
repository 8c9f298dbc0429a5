import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { CHART_TYPES, type ChartType, LazyChart } from "../../components/chart/Chart";
import { DataTable } from "../../components/DataTable";
import { NumericInput } from "../../components/NumericInput";
import { Pagination } from "../../components/Pagination";
import { Tooltip } from "../../components/Tooltip";
import { maskCard } from "../../lib/format/card";
import { formatDate, formatTime } from "../../lib/format/date-time";
import { formatSeconds } from "../../lib/format/duration";
import { maskEmail } from "../../lib/format/email";
import { formatPhone } from "../../lib/format/phone";
import { localizeDigits } from "../../lib/i18n/digits";

// Sample values for looking at the components; none of it is marketplace data.
const SAMPLE_X = [1, 2, 3, 4, 5, 6, 7];
const SAMPLE_SERIES = [{ label: "A", values: [3, 7, 4, 9, 6, 11, 8] }];
const SAMPLE_DATE = new Date(2026, 10, 22, 9, 5);

/** `/test`: every shared component on one page, to check it in each language and mode. */
export function GalleryPage() {
  const intl = useIntl();
  const [amount, setAmount] = useState<number | null>(1234.5);
  const [page, setPage] = useState(3);
  const [chartType, setChartType] = useState<ChartType>("line");
  const rows = [
    {
      name: intl.formatMessage({ id: "profile.phone" }),
      value: formatPhone("998901234567", intl.locale),
    },
    {
      name: intl.formatMessage({ id: "profile.email" }),
      value: maskEmail("aziza.karimova@demo.uz"),
    },
    {
      name: intl.formatMessage({ id: "test.card" }),
      value: maskCard("8600123412341234", intl.locale),
    },
    {
      name: intl.formatMessage({ id: "test.dateTime" }),
      value: `${formatDate(SAMPLE_DATE, intl.locale)} ${formatTime(SAMPLE_DATE, intl.locale)}`,
    },
    {
      name: intl.formatMessage({ id: "test.duration" }),
      value: formatSeconds(125, intl.locale),
    },
  ];

  return (
    <>
      <h1>
        <FormattedMessage id="test.title" />
      </h1>
      <p>
        <FormattedMessage id="test.intro" />
      </p>
      <Section>
        <h2>
          <FormattedMessage id="test.formatters" />
        </h2>
        <DataTable
          caption={intl.formatMessage({ id: "test.formatters" })}
          columns={[
            { key: "name", header: intl.formatMessage({ id: "test.what" }), rowHeader: true },
            { key: "value", header: intl.formatMessage({ id: "test.shown" }) },
          ]}
          rows={rows}
          rowKey={(row) => row.name}
          emptyText=""
          loadingText={intl.formatMessage({ id: "common.loading" })}
        />
      </Section>
      <Section>
        <h2>
          <label htmlFor="gallery-amount">
            <FormattedMessage id="test.numeric" />
          </label>
        </h2>
        <NumericInput id="gallery-amount" value={amount} onChange={setAmount} />
        <p>
          <FormattedMessage
            id="test.value"
            values={{ value: localizeDigits(String(amount), intl.locale) }}
          />
        </p>
      </Section>
      <Section>
        <h2>
          <FormattedMessage id="test.chart" />
        </h2>
        <Choices role="group" aria-label={intl.formatMessage({ id: "test.chart" })}>
          {CHART_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={type === chartType}
              onClick={() => setChartType(type)}
            >
              {type}
            </button>
          ))}
        </Choices>
        <LazyChart
          type={chartType}
          x={SAMPLE_X}
          series={SAMPLE_SERIES}
          height={220}
          formatX={(n) => intl.formatNumber(n)}
          formatY={(n) => intl.formatNumber(n)}
          ariaLabel={intl.formatMessage({ id: "test.chart" })}
        />
      </Section>
      <Section>
        <h2>
          <FormattedMessage id="test.pagination" />
        </h2>
        <Pagination
          page={page}
          pageCount={12}
          onChange={setPage}
          label={intl.formatMessage({ id: "pagination.label" })}
          previousLabel={intl.formatMessage({ id: "pagination.previous" })}
          nextLabel={intl.formatMessage({ id: "pagination.next" })}
          formatPage={(n) => intl.formatNumber(n)}
        />
      </Section>
      <Section>
        <h2>
          <FormattedMessage id="test.tooltip" />
        </h2>
        <Tooltip content={intl.formatMessage({ id: "test.tooltipText" })}>
          <button type="button">
            <FormattedMessage id="test.tooltipTarget" />
          </button>
        </Tooltip>
      </Section>
    </>
  );
}

const Section = styled.section`
  margin-block: 2rem;
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-block-end: 1rem;
  button {
    min-block-size: 44px;
    padding-inline: 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 8px;
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
  button[aria-pressed="true"] {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 700;
  }
`;
