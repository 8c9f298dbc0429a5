import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { createLedgerExportActors } from "../../../machines/admin-finance.actors";
import type { PeriodQuery } from "../../../machines/admin-period";
import { ledgerExportMachine } from "../../../machines/ledger-export.machine";
import { unwrap } from "../../../machines/request-failure";
import type { LedgerEntry } from "../../../sdk";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import type { DataTableColumn } from "../../components/DataTable";
import { ErrorText } from "../../components/ErrorText";
import { PagedTable } from "../../components/PagedTable";
import { useActors } from "../../lib/actors-context";
import { formatDate, formatTime } from "../../lib/format/date-time";
import { formatTiyin } from "../../lib/i18n/money";
import { saveFile } from "../../lib/save-file";
import { useResource } from "../../lib/use-resource";
import { Card } from "./layout";

const PAGE_SIZE = 20;

/** The period's ledger entries a page at a time, and the whole period as a CSV file. */
export function LedgerTable({ period }: { period: PeriodQuery }) {
  const [page, setPage] = useState(1);
  return (
    <Card aria-labelledby="admin-ledger">
      <Heading>
        <h2 id="admin-ledger">
          <FormattedMessage id="admin.finance.ledger.title" />
        </h2>
        <ExportButton period={period} />
      </Heading>
      <LedgerPage key={page} period={period} page={page} onPage={setPage} />
    </Card>
  );
}

/** Through SPEC's download helper (machines/download-file.ts): the answer names the file. */
function ExportButton({ period }: { period: PeriodQuery }) {
  const { api } = useActors();
  const actor = useActorRef(
    ledgerExportMachine.provide({
      actors: createLedgerExportActors(api),
      actions: { save: (_, file) => saveFile(file) },
    }),
  );
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <ExportBox>
      <Button
        type="button"
        $tone="plain"
        disabled={busy}
        aria-busy={busy}
        onClick={() => actor.send({ type: "ledger.export", period })}
      >
        <FormattedMessage id="admin.finance.export" />
      </Button>
      {error && <ErrorText code={error} />}
    </ExportBox>
  );
}

interface LedgerPageProps {
  period: PeriodQuery;
  page: number;
  onPage: (page: number) => void;
}

function LedgerPage({ period, page, onPage }: LedgerPageProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const entries = useResource((sdk, call) =>
    sdk
      .listLedgerEntries({ ...call, query: { ...period, page, page_size: PAGE_SIZE } })
      .then(unwrap),
  );
  const { data } = entries;
  if (entries.error) return <LoadFailed code={entries.error} onRetry={entries.retry} />;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const columns: DataTableColumn<LedgerEntry>[] = [
    {
      key: "at",
      header: t("admin.finance.ledger.at"),
      render: (entry) => (
        <time dateTime={entry.at}>
          {formatDate(entry.at, intl.locale)} {formatTime(entry.at, intl.locale)}
        </time>
      ),
    },
    {
      key: "kind",
      header: t("admin.finance.ledger.kind"),
      rowHeader: true,
      render: (entry) => <FormattedMessage id={`admin.finance.ledger.kinds.${entry.kind}`} />,
    },
    {
      key: "plan_name",
      header: t("admin.finance.ledger.plan"),
      render: (entry) => <bdi>{entry.plan_name}</bdi>,
    },
    {
      key: "amount",
      header: t("admin.finance.ledger.amount"),
      align: "end",
      render: (entry) => <Amount>{formatTiyin(entry.amount, intl.locale)}</Amount>,
    },
    {
      key: "who",
      header: t("admin.finance.ledger.who"),
      render: (entry) => (
        <>
          {entry.person && <bdi>{entry.person.name}</bdi>}
          {entry.business && (
            <Muted>
              {" "}
              <bdi>{entry.business.name}</bdi>
            </Muted>
          )}
        </>
      ),
    },
    {
      key: "code",
      header: t("admin.finance.ledger.code"),
      render: (entry) => (entry.code ? <bdi dir="ltr">{entry.code}</bdi> : null),
    },
  ];
  return (
    <PagedTable
      caption={<FormattedMessage id="admin.finance.ledger.caption" />}
      columns={columns}
      rows={data?.items ?? []}
      rowKey={(entry) => entry.id}
      loading={!data}
      emptyText={<FormattedMessage id="admin.finance.ledger.empty" />}
      page={data?.page ?? 1}
      pageCount={data ? pageCount : 0}
      pagesLabelId="admin.finance.ledger.pages"
      onPage={onPage}
    />
  );
}

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const ExportBox = styled.div`
  display: grid;
  gap: 0.25rem;
  justify-items: end;
`;

const Muted = styled.small`
  color: ${({ theme }) => theme.color.muted};
`;

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
