import { useActorRef, useSelector } from "@xstate/react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { type PeriodQuery, periodKey } from "../../../machines/admin-period";
import { adminPeriodMachine } from "../../../machines/admin-period.machine";
import { unwrap } from "../../../machines/request-failure";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { useResource } from "../../lib/use-resource";
import { DashboardView } from "./DashboardView";
import { FinanceView } from "./FinanceView";
import { LedgerTable } from "./LedgerTable";
import { PeriodPicker } from "./PeriodPicker";

export type InsightsKind = "dashboard" | "finance";

/**
 * /admin (and /admin/dashboard) and /admin/finance: a period picker over the page's figures.
 * One chunk for both; uPlot comes later still, with the first chart (LazyChart).
 */
export function InsightsPage({ kind }: { kind: InsightsKind }) {
  const actor = useActorRef(adminPeriodMachine, { input: {} });
  const period = useSelector(actor, (s) => s.context.period);
  return (
    <Page>
      <h1>
        <FormattedMessage id={`admin.${kind}.title`} />
      </h1>
      <PeriodPicker actor={actor} />
      {kind === "dashboard" ? (
        <Dashboard key={periodKey(period)} period={period} />
      ) : (
        <Finance key={periodKey(period)} period={period} />
      )}
    </Page>
  );
}

function Dashboard({ period }: { period: PeriodQuery }) {
  const figures = useResource((sdk, call) =>
    sdk.getAdminDashboard({ ...call, query: period }).then(unwrap),
  );
  if (figures.error) return <LoadFailed code={figures.error} onRetry={figures.retry} />;
  if (!figures.data) return <Loading />;
  return <DashboardView data={figures.data} />;
}

function Finance({ period }: { period: PeriodQuery }) {
  const figures = useResource((sdk, call) =>
    sdk.getAdminFinance({ ...call, query: period }).then(unwrap),
  );
  return (
    <>
      {figures.error ? (
        <LoadFailed code={figures.error} onRetry={figures.retry} />
      ) : figures.data ? (
        <FinanceView data={figures.data} />
      ) : (
        <Loading />
      )}
      <LedgerTable period={period} />
    </>
  );
}

function Loading() {
  return (
    <p role="status" aria-busy="true">
      <FormattedMessage id="common.loading" />
    </p>
  );
}

const Page = styled.div`
  display: grid;
  gap: 1.25rem;
  h1 { margin: 0; }
`;
