import { useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link, useParams } from "wouter";
import type { AdminBusinessAction, Lang } from "../../../sdk";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { ErrorText } from "../../components/ErrorText";
import { CompanyFacts } from "./CompanyFacts";
import { AuditEntries, VerificationHistory } from "./CompanyRecords";
import { DecisionDialogs } from "./DecisionDialogs";
import { StatusBadge } from "./StatusBadge";
import { type AdminCompanyActor, useAdminCompany } from "./use-admin-companies";

const ACTIONS: AdminBusinessAction[] = ["accept", "reject", "block", "unblock"];

/** /admin/companies/:id: one actor per company, so moving to another id starts afresh. */
export function CompanyPage() {
  const { id = "" } = useParams<{ id: string }>();
  return <Company key={id} id={id} />;
}

function Company({ id }: { id: string }) {
  const intl = useIntl();
  const actor = useAdminCompany(id);
  const business = useSelector(actor, (s) => s.context.business);
  const loadError = useSelector(actor, (s) => (s.matches("failed") ? s.context.error : null));
  const error = useSelector(actor, (s) => (s.matches({ ready: "idle" }) ? s.context.error : null));
  const decided = useSelector(actor, (s) => s.context.decided);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));

  const name =
    business?.names[intl.locale as Lang] ||
    business?.names.ru ||
    Object.values(business?.names ?? {}).find(Boolean) ||
    business?.tax_id ||
    "";

  return (
    <Page aria-busy={busy}>
      <Link href="/admin/companies">
        <FormattedMessage id="admin.companies.back" />
      </Link>
      {loadError ? (
        <LoadFailed code={loadError} onRetry={() => actor.send({ type: "company.retry" })} />
      ) : !business ? (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      ) : (
        <>
          <Heading>
            <h1>
              <bdi>{name}</bdi>
            </h1>
            <StatusBadge status={business.status} />
          </Heading>
          {business.status_reason && (
            <p>
              <FormattedMessage
                id="admin.companies.reason"
                values={{ reason: <bdi>{business.status_reason}</bdi> }}
              />
            </p>
          )}
          <Decision actor={actor} />
          <p role="status">
            {decided && <FormattedMessage id={`admin.companies.done.${decided}`} />}
          </p>
          {error && <ErrorText code={error} />}
          <section>
            <h2>
              <FormattedMessage id="admin.companies.submitted" />
            </h2>
            <CompanyFacts business={business} />
          </section>
          <section>
            <h2>
              <FormattedMessage id="admin.companies.history" />
            </h2>
            <VerificationHistory steps={business.history} />
          </section>
          <section>
            <h2>
              <FormattedMessage id="admin.companies.audit" />
            </h2>
            <AuditEntries entries={business.audit} />
          </section>
          <DecisionDialogs actor={actor} name={name} />
        </>
      )}
    </Page>
  );
}

/** The decisions the business's status allows, as the machine says (`can`). */
function Decision({ actor }: { actor: AdminCompanyActor }) {
  const headingId = useId();
  const allowed = useSelector(
    actor,
    (s) => ACTIONS.filter((action) => s.can({ type: "company.decide", action })),
    (a, b) => a.join() === b.join(),
  );
  if (allowed.length === 0) return null;
  return (
    <Actions aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="admin.companies.decision" />
      </h2>
      <div>
        {allowed.map((action) => (
          <Button
            key={action}
            type="button"
            $tone={action === "accept" || action === "unblock" ? "primary" : "danger"}
            onClick={() => actor.send({ type: "company.decide", action })}
          >
            <FormattedMessage id={`admin.companies.action.${action}`} />
          </Button>
        ))}
      </div>
    </Actions>
  );
}

const Page = styled.div`
  display: grid;
  gap: 1rem;
  min-inline-size: 0;
  h2 { font-size: 1.15rem; margin-block: 0 0.5rem; }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  h1 { margin: 0; overflow-wrap: anywhere; }
`;

const Actions = styled.section`
  div { display: flex; flex-wrap: wrap; gap: 0.5rem; }
`;
