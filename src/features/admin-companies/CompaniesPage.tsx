import { useSelector } from "@xstate/react";
import { type FormEvent, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { COMPANY_PAGE_SIZE } from "../../../machines/admin-companies.machine";
import type { AdminBusinessRow, BusinessStatus } from "../../../sdk";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import type { DataTableColumn } from "../../components/DataTable";
import { Select } from "../../components/form-controls";
import { LabelledField } from "../../components/LabelledField";
import { PagedTable } from "../../components/PagedTable";
import { textFieldStyle } from "../../components/text-field-style";
import { formatDate } from "../../lib/format/date-time";
import { formatPhone } from "../../lib/format/phone";
import { StatusBadge } from "./StatusBadge";
import { useAdminCompanies } from "./use-admin-companies";

const STATUSES: BusinessStatus[] = ["pending", "accepted", "rejected", "blocked"];

/**
 * /admin/companies: the verification queue (pending first), filtered by status, searched by
 * name or taxpayer number, a page at a time; a row's name opens the company.
 */
export function CompaniesPage() {
  const intl = useIntl();
  const actor = useAdminCompanies();
  const result = useSelector(actor, (s) => s.context.result);
  const filter = useSelector(actor, (s) => s.context.filter);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const error = useSelector(actor, (s) => (s.matches("failed") ? s.context.error : null));
  const [q, setQ] = useState(filter.q);

  const columns: DataTableColumn<AdminBusinessRow>[] = [
    {
      key: "name",
      header: intl.formatMessage({ id: "admin.companies.col.name" }),
      rowHeader: true,
      render: (row) => (
        <Link href={`/admin/companies/${row.id}`}>
          <bdi>{row.name || row.tax_id}</bdi>
        </Link>
      ),
    },
    { key: "tax_id", header: intl.formatMessage({ id: "admin.companies.col.taxId" }) },
    {
      key: "status",
      header: intl.formatMessage({ id: "admin.companies.col.status" }),
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: "owner_name",
      header: intl.formatMessage({ id: "admin.companies.col.owner" }),
      render: (row) => <bdi>{row.owner_name}</bdi>,
    },
    {
      key: "phone",
      header: intl.formatMessage({ id: "admin.companies.col.phone" }),
      render: (row) => <bdi dir="ltr">{formatPhone(row.phone, intl.locale)}</bdi>,
    },
    {
      key: "created_at",
      header: intl.formatMessage({ id: "admin.companies.col.created" }),
      render: (row) => formatDate(row.created_at, intl.locale),
    },
  ];

  const search = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: "companies.search", q });
  };
  const pageCount = result ? Math.ceil(result.total / COMPANY_PAGE_SIZE) : 0;

  return (
    <Page>
      <h1>
        <FormattedMessage id="admin.companies.title" />
      </h1>
      <p role="status" data-testid="pending-count">
        {result && (
          <FormattedMessage id="admin.companies.pending" values={{ count: result.pending_count }} />
        )}
      </p>
      <Filters role="search" onSubmit={search}>
        <LabelledField label={<FormattedMessage id="admin.companies.filter" />}>
          {(control) => (
            <Select
              id={control.id}
              value={filter.status ?? ""}
              onChange={(event) =>
                actor.send({
                  type: "companies.status",
                  status: (event.target.value || null) as BusinessStatus | null,
                })
              }
            >
              <option value="">{intl.formatMessage({ id: "admin.companies.all" })}</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {intl.formatMessage({ id: `business.status_${status}` })}
                </option>
              ))}
            </Select>
          )}
        </LabelledField>
        <LabelledField label={<FormattedMessage id="admin.companies.search" />}>
          {(control) => (
            <SearchInput
              id={control.id}
              type="search"
              dir="auto"
              maxLength={200}
              value={q}
              onChange={(event) => setQ(event.target.value)}
            />
          )}
        </LabelledField>
        <Button type="submit">
          <FormattedMessage id="admin.companies.searchButton" />
        </Button>
      </Filters>
      {error ? (
        <LoadFailed code={error} onRetry={() => actor.send({ type: "companies.retry" })} />
      ) : (
        <PagedTable
          caption={intl.formatMessage({ id: "admin.companies.caption" })}
          columns={columns}
          rows={result?.items ?? []}
          rowKey={(row) => row.id}
          loading={busy}
          emptyText={intl.formatMessage({ id: "admin.companies.empty" })}
          page={filter.page}
          pageCount={pageCount}
          onPage={(page) => actor.send({ type: "companies.page", page })}
          pagesLabelId="pagination.label"
        />
      )}
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: 1rem;
  min-inline-size: 0;
  h1 { margin: 0; }
`;

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
`;

const SearchInput = styled.input`
  ${textFieldStyle}
  inline-size: min(20rem, 100%);
`;
