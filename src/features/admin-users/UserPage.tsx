import { useSelector } from "@xstate/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link, useParams } from "wouter";
import type { UserAction } from "../../../machines/admin-user.machine";
import type { AdminUser, Role } from "../../../sdk";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { ErrorText } from "../../components/ErrorText";
import { Select } from "../../components/form-controls";
import { LabelledField } from "../../components/LabelledField";
import { formatDate } from "../../lib/format/date-time";
import { formatPhone } from "../../lib/format/phone";
import { UserRecords } from "./UserRecords";
import { type AdminUserActor, useAdminUser } from "./use-admin-users";
import { ROLES, StatusBadge, userName } from "./user-display";

/** /admin/users/:id: one actor per person, so moving to another id starts afresh. */
export function UserPage() {
  const { id = "" } = useParams<{ id: string }>();
  return <Person key={id} id={id} />;
}

function Person({ id }: { id: string }) {
  const actor = useAdminUser(id);
  const detail = useSelector(actor, (s) => s.context.detail);
  const loadError = useSelector(actor, (s) => (s.matches("failed") ? s.context.error : null));
  const busy = useSelector(actor, (s) => s.hasTag("busy"));

  return (
    <Page aria-busy={busy}>
      <Link href="/admin/users">
        <FormattedMessage id="adminUsers.back" />
      </Link>
      {loadError ? (
        <LoadFailed code={loadError} onRetry={() => actor.send({ type: "user.retry" })} />
      ) : !detail ? (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      ) : (
        <>
          <Heading>
            <h1>
              <bdi>{userName(detail.user)}</bdi>
            </h1>
            <StatusBadge status={detail.user.status} />
          </Heading>
          <Profile user={detail.user} />
          <Actions actor={actor} user={detail.user} />
          <UserRecords detail={detail} />
        </>
      )}
    </Page>
  );
}

function Profile({ user }: { user: AdminUser }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="admin-user-profile">
      <h2 id="admin-user-profile">
        <FormattedMessage id="adminUsers.profile" />
      </h2>
      <Facts>
        <dt>
          <FormattedMessage id="adminUsers.col.email" />
        </dt>
        <dd>
          <bdi dir="ltr">{user.email ?? "—"}</bdi>
        </dd>
        <dt>
          <FormattedMessage id="adminUsers.col.phone" />
        </dt>
        <dd>
          <bdi dir="ltr">{user.phone ? formatPhone(user.phone, intl.locale) : "—"}</bdi>
        </dd>
        <dt>
          <FormattedMessage id="adminUsers.col.role" />
        </dt>
        <dd>
          <FormattedMessage id={`role.${user.role}`} />
        </dd>
        <dt>
          <FormattedMessage id="adminUsers.joined" />
        </dt>
        <dd>
          {formatDate(user.date_joined, intl.locale)} ·{" "}
          <FormattedMessage
            id={user.is_verified ? "adminUsers.verified" : "adminUsers.notVerified"}
          />
        </dd>
      </Facts>
    </section>
  );
}

const TITLES: Record<UserAction["kind"], string> = {
  deactivate: "adminUsers.deactivate",
  reactivate: "adminUsers.reactivate",
  role: "adminUsers.changeRole",
};

function confirmText(action: UserAction | null, name: string, roleName: (role: Role) => string) {
  if (!action) return null;
  if (action.kind === "role") {
    return (
      <FormattedMessage
        id="adminUsers.confirm.role"
        values={{ name, role: roleName(action.role) }}
      />
    );
  }
  return <FormattedMessage id={`adminUsers.confirm.${action.kind}`} values={{ name }} />;
}

/** Deactivate or reactivate, and the role; each asks first. A refusal shows beside them. */
function Actions({ actor, user }: { actor: AdminUserActor; user: AdminUser }) {
  const intl = useIntl();
  const pending = useSelector(actor, (s) => s.context.pending);
  const confirming = useSelector(actor, (s) => s.matches({ ready: "confirming" }));
  const error = useSelector(actor, (s) => (s.matches({ ready: "idle" }) ? s.context.error : null));
  const canDeactivate = useSelector(actor, (s) => s.can({ type: "user.deactivate" }));
  const canReactivate = useSelector(actor, (s) => s.can({ type: "user.reactivate" }));
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const [role, setRole] = useState<Role>(user.role);
  const canChangeRole = useSelector(actor, (s) => s.can({ type: "user.changeRole", role }));
  const roleName = (value: Role) => intl.formatMessage({ id: `role.${value}` });

  return (
    <section aria-labelledby="admin-user-actions">
      <h2 id="admin-user-actions">
        <FormattedMessage id="adminUsers.actions" />
      </h2>
      <Row>
        {user.status === "active" ? (
          <Button
            type="button"
            $tone="danger"
            disabled={!canDeactivate || busy}
            onClick={() => actor.send({ type: "user.deactivate" })}
          >
            <FormattedMessage id="adminUsers.deactivate" />
          </Button>
        ) : (
          <Button
            type="button"
            disabled={!canReactivate || busy}
            onClick={() => actor.send({ type: "user.reactivate" })}
          >
            <FormattedMessage id="adminUsers.reactivate" />
          </Button>
        )}
        <LabelledField label={<FormattedMessage id="adminUsers.newRole" />}>
          {(control) => (
            <Select
              id={control.id}
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
            >
              {ROLES.map((value) => (
                <option key={value} value={value}>
                  {roleName(value)}
                </option>
              ))}
            </Select>
          )}
        </LabelledField>
        <Button
          type="button"
          $tone="plain"
          disabled={!canChangeRole || busy}
          onClick={() => actor.send({ type: "user.changeRole", role })}
        >
          <FormattedMessage id="adminUsers.changeRole" />
        </Button>
      </Row>
      {error && <ErrorText code={error} />}
      <ConfirmDialog
        open={confirming}
        tone={pending?.kind === "reactivate" ? "primary" : "danger"}
        title={pending && <FormattedMessage id={TITLES[pending.kind]} />}
        message={confirmText(pending, userName(user), roleName)}
        okLabel={<FormattedMessage id="adminUsers.confirm.ok" />}
        cancelLabel={<FormattedMessage id="adminUsers.confirm.cancel" />}
        onConfirm={() => actor.send({ type: "user.confirm" })}
        onCancel={() => actor.send({ type: "user.cancel" })}
      />
    </section>
  );
}

const Page = styled.div`
  display: grid;
  gap: 1.25rem;
  min-inline-size: 0;
  h1 { margin: 0; }
  h2 { margin-block: 0 0.5rem; font-size: 1.1rem; }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.35rem 1rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
`;
