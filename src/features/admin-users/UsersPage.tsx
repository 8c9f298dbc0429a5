import { useSelector } from "@xstate/react";
import { type FormEvent, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { USER_PAGE_SIZE } from "../../../machines/admin-users.machine";
import type { AdminUser, AdminUserStatus, Role } from "../../../sdk";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import type { DataTableColumn } from "../../components/DataTable";
import { Select } from "../../components/form-controls";
import { LabelledField } from "../../components/LabelledField";
import { PagedTable } from "../../components/PagedTable";
import { textFieldStyle } from "../../components/text-field-style";
import { formatDate } from "../../lib/format/date-time";
import { formatPhone } from "../../lib/format/phone";
import { useAdminUsers } from "./use-admin-users";
import { ROLES, STATUSES, StatusBadge, userName } from "./user-display";

/**
 * /admin/users: everyone with an account, newest first, searched by name, email or phone and
 * filtered by role and status, a page at a time; a row's name opens the person.
 */
export function UsersPage() {
  const intl = useIntl();
  const actor = useAdminUsers();
  const result = useSelector(actor, (s) => s.context.result);
  const filter = useSelector(actor, (s) => s.context.filter);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const error = useSelector(actor, (s) => (s.matches("failed") ? s.context.error : null));
  const [q, setQ] = useState(filter.q);

  const columns: DataTableColumn<AdminUser>[] = [
    {
      key: "name",
      header: intl.formatMessage({ id: "adminUsers.col.name" }),
      rowHeader: true,
      render: (user) => (
        <Link href={`/admin/users/${user.id}`}>
          <bdi>{userName(user)}</bdi>
        </Link>
      ),
    },
    {
      key: "email",
      header: intl.formatMessage({ id: "adminUsers.col.email" }),
      render: (user) => <bdi dir="ltr">{user.email ?? ""}</bdi>,
    },
    {
      key: "phone",
      header: intl.formatMessage({ id: "adminUsers.col.phone" }),
      render: (user) => (
        <bdi dir="ltr">{user.phone ? formatPhone(user.phone, intl.locale) : ""}</bdi>
      ),
    },
    {
      key: "role",
      header: intl.formatMessage({ id: "adminUsers.col.role" }),
      render: (user) => intl.formatMessage({ id: `role.${user.role}` }),
    },
    {
      key: "status",
      header: intl.formatMessage({ id: "adminUsers.col.status" }),
      render: (user) => <StatusBadge status={user.status} />,
    },
    {
      key: "date_joined",
      header: intl.formatMessage({ id: "adminUsers.col.joined" }),
      render: (user) => formatDate(user.date_joined, intl.locale),
    },
  ];

  const search = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: "users.search", q });
  };
  const pageCount = result ? Math.ceil(result.total / USER_PAGE_SIZE) : 0;

  return (
    <Page>
      <h1>
        <FormattedMessage id="admin.users.title" />
      </h1>
      <Filters role="search" onSubmit={search}>
        <LabelledField label={<FormattedMessage id="adminUsers.search" />}>
          {(control) => (
            <SearchInput
              id={control.id}
              type="search"
              dir="auto"
              maxLength={100}
              value={q}
              onChange={(event) => setQ(event.target.value)}
            />
          )}
        </LabelledField>
        <Button type="submit">
          <FormattedMessage id="adminUsers.searchButton" />
        </Button>
        <LabelledField label={<FormattedMessage id="adminUsers.role" />}>
          {(control) => (
            <Select
              id={control.id}
              value={filter.role ?? ""}
              onChange={(event) =>
                actor.send({
                  type: "users.role",
                  role: (event.target.value || null) as Role | null,
                })
              }
            >
              <option value="">{intl.formatMessage({ id: "adminUsers.all" })}</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {intl.formatMessage({ id: `role.${role}` })}
                </option>
              ))}
            </Select>
          )}
        </LabelledField>
        <LabelledField label={<FormattedMessage id="adminUsers.status" />}>
          {(control) => (
            <Select
              id={control.id}
              value={filter.status ?? ""}
              onChange={(event) =>
                actor.send({
                  type: "users.status",
                  status: (event.target.value || null) as AdminUserStatus | null,
                })
              }
            >
              <option value="">{intl.formatMessage({ id: "adminUsers.all" })}</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {intl.formatMessage({ id: `adminUsers.statuses.${status}` })}
                </option>
              ))}
            </Select>
          )}
        </LabelledField>
      </Filters>
      {error ? (
        <LoadFailed code={error} onRetry={() => actor.send({ type: "users.retry" })} />
      ) : (
        <PagedTable
          caption={intl.formatMessage({ id: "adminUsers.caption" })}
          columns={columns}
          rows={result?.items ?? []}
          rowKey={(row) => row.id}
          loading={busy}
          emptyText={intl.formatMessage({ id: "adminUsers.empty" })}
          page={filter.page}
          pageCount={pageCount}
          onPage={(page) => actor.send({ type: "users.page", page })}
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
