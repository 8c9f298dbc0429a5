import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { leadListMachine } from "../../../machines/lead-list.machine";
import { createLeadsActors } from "../../../machines/leads.actors";
import type { Lead } from "../../../sdk";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import type { DataTableColumn } from "../../components/DataTable";
import { ErrorText } from "../../components/ErrorText";
import { PagedTable } from "../../components/PagedTable";
import { useActors } from "../../lib/actors-context";
import { formatDate, formatTime } from "../../lib/format/date-time";
import { saveFile } from "../../lib/save-file";
import { LeadFiltersForm } from "./LeadFiltersForm";
import { LeadPanel } from "./LeadPanel";

/**
 * /admin/leads: the leads, newest first, with filters and pages; the one opened shows in a
 * panel (status, assignee, notes, history); "Export CSV" downloads what the filters find.
 */
export function AdminLeadsPage() {
  const intl = useIntl();
  const { api, session } = useActors();
  const me = useSelector(session, (s) => s.context.user);
  const list = useActorRef(
    leadListMachine.provide({
      actors: createLeadsActors(api),
      actions: { save: (_, file) => saveFile(file) },
    }),
  );
  const data = useSelector(list, (s) => s.context.data);
  const filters = useSelector(list, (s) => s.context.filters);
  const error = useSelector(list, (s) => (s.matches({ list: "failed" }) ? s.context.error : null));
  const loading = useSelector(list, (s) => s.hasTag("loading"));
  const exporting = useSelector(list, (s) => s.hasTag("exporting"));
  const exportError = useSelector(list, (s) => s.context.exportError);
  const [openId, setOpenId] = useState<string | null>(null);

  const columns: DataTableColumn<Lead>[] = [
    {
      key: "created_at",
      header: <FormattedMessage id="admin.leads.created" />,
      render: (lead) => (
        <time dateTime={lead.created_at}>
          {formatDate(lead.created_at, intl.locale)} {formatTime(lead.created_at, intl.locale)}
        </time>
      ),
    },
    {
      key: "name",
      header: <FormattedMessage id="admin.leads.name" />,
      rowHeader: true,
      render: (lead) => <bdi>{lead.name}</bdi>,
    },
    {
      key: "contact",
      header: <FormattedMessage id="admin.leads.contact" />,
      render: (lead) => <bdi dir="ltr">{[lead.email, lead.phone].filter(Boolean).join(", ")}</bdi>,
    },
    {
      key: "subject",
      header: <FormattedMessage id="admin.leads.subject" />,
      render: (lead) => <bdi>{lead.subject ?? ""}</bdi>,
    },
    {
      key: "status",
      header: <FormattedMessage id="admin.leads.status" />,
      render: (lead) => <FormattedMessage id={`admin.leads.statuses.${lead.status}`} />,
    },
    {
      key: "assignee",
      header: <FormattedMessage id="admin.leads.assignee" />,
      render: (lead) => <bdi>{lead.assignee?.name ?? ""}</bdi>,
    },
    {
      key: "open",
      header: <FormattedMessage id="admin.leads.open" />,
      render: (lead) => (
        <Button
          type="button"
          $tone="plain"
          aria-pressed={openId === lead.id}
          aria-label={intl.formatMessage({ id: "admin.leads.detail" }, { name: lead.name })}
          onClick={() => setOpenId(lead.id)}
        >
          <FormattedMessage id="admin.leads.open" />
        </Button>
      ),
    },
  ];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <Page>
      <Heading>
        <h1>
          <FormattedMessage id="admin.leads.title" />
        </h1>
        <Button
          type="button"
          disabled={exporting}
          onClick={() => list.send({ type: "leads.export" })}
        >
          <FormattedMessage id={exporting ? "admin.leads.exporting" : "admin.leads.export"} />
        </Button>
      </Heading>
      {exportError && <ErrorText code={exportError} />}
      <LeadFiltersForm
        filters={filters}
        myId={me?.id ?? null}
        onChange={(next) => list.send({ type: "leads.filter", filters: next })}
      />
      {error ? (
        <LoadFailed code={error} onRetry={() => list.send({ type: "leads.retry" })} />
      ) : (
        <>
          {data && (
            <p>
              <FormattedMessage id="admin.leads.total" values={{ count: data.total }} />
            </p>
          )}
          <PagedTable
            columns={columns}
            rows={data?.items ?? []}
            caption={<FormattedMessage id="admin.leads.caption" />}
            emptyText={<FormattedMessage id="admin.leads.empty" />}
            loading={loading && !data}
            rowKey={(lead) => lead.id}
            page={data?.page ?? 1}
            pageCount={pageCount}
            pagesLabelId="pagination.label"
            onPage={(page) => list.send({ type: "leads.page", page })}
          />
        </>
      )}
      {openId && (
        <LeadPanel
          key={openId}
          id={openId}
          me={
            me ? { id: me.id, name: [me.first_name, me.last_name].filter(Boolean).join(" ") } : null
          }
          onChanged={() => list.send({ type: "leads.reload" })}
          onClose={() => setOpenId(null)}
        />
      )}
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: 1rem;
  min-inline-size: 0;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  h1 { margin: 0; }
`;
