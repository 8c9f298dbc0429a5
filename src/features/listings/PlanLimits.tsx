import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import type { Sdk } from "../../../machines/load-sdk";
import { type LimitKind, planLifting } from "../../../machines/plans";
import { type FailureCode, unwrap } from "../../../machines/request-failure";
import type { ResourceCall } from "../../../machines/resource.actors";
import { PlanUsage } from "../../components/PlanUsage";
import { useResource } from "../../lib/use-resource";
import { FieldError } from "./form-parts";

const PLANS_PAGE = "/business-subscription";

/** The refusals that mean the business's plan allows no more, and the limit each is about. */
const LIMIT_OF: Partial<Record<FailureCode, LimitKind>> = {
  offering_limit_reached: "active_offerings",
  flash_sale_limit_reached: "flash_sales_per_month",
};

const loadOverview = (sdk: Sdk, call: ResourceCall) =>
  sdk.getMyBusinessSubscription(call).then(unwrap);

/**
 * Which plan the business is on and how much of its active listings it uses ("Plan: Business
 * Pro · 8 of 500 active listings"), a link to its plans. Nothing when it cannot be read: the
 * list is what the page is for.
 */
export function PlanLine() {
  const { data } = useResource(loadOverview);
  if (!data?.usage) return null;
  const usage = <PlanUsage kind="active_offerings" usage={data.usage} limits={data.limits} />;
  const plan = data.subscription?.plan.name;
  return (
    <Line>
      <Link href={PLANS_PAGE}>
        {plan ? (
          <FormattedMessage id="listings.plan.line" values={{ plan: <bdi>{plan}</bdi>, usage }} />
        ) : (
          <FormattedMessage id="listings.plan.none" values={{ usage }} />
        )}
      </Link>
    </Line>
  );
}

/**
 * A refusal as FieldError says it; one because the business's plan allows no more active
 * listings or flash sales this month also names the cheapest plan that would, with a link to
 * the plans.
 */
export function RefusalText({ id, code }: { id: string; code: FailureCode | null | undefined }) {
  const kind = code ? LIMIT_OF[code] : undefined;
  if (!code || !kind) return <FieldError id={id} code={code ?? undefined} />;
  return (
    <Reached id={id} role="alert">
      <FormattedMessage id={`errors.${code}`} /> <LiftingPlan kind={kind} />{" "}
      <Link href={PLANS_PAGE}>
        <FormattedMessage id="listings.plan.see" />
      </Link>
    </Reached>
  );
}

function LiftingPlan({ kind }: { kind: LimitKind }) {
  const { data } = useResource((sdk, call) =>
    Promise.all([
      sdk.listPlans({ ...call, query: { audience: "business" } }).then(unwrap),
      loadOverview(sdk, call),
    ]),
  );
  const [plans, overview] = data ?? [];
  const plan =
    plans && overview?.usage
      ? planLifting(plans, kind, overview.usage, overview.free_plan_used)
      : null;
  if (!plan) return null;
  return <FormattedMessage id="listings.plan.lift" values={{ plan: <bdi>{plan.name}</bdi> }} />;
}

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Reached = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
  font-size: 0.9rem;
  a { color: inherit; }
`;
