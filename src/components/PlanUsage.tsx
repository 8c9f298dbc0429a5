import { FormattedMessage } from "react-intl";
import { type LimitKind, usageOf } from "../../machines/plans";
import type { PlanLimits, PlanUsage as Usage } from "../../sdk";

const MESSAGES: Record<LimitKind, { counted: string; unlimited: string }> = {
  active_offerings: {
    counted: "plans.usage.offerings",
    unlimited: "plans.usage.offeringsUnlimited",
  },
  flash_sales_per_month: {
    counted: "plans.usage.flashSales",
    unlimited: "plans.usage.flashSalesUnlimited",
  },
};

/**
 * How much of one of a business's limits it uses: "8 of 10 active listings", or the count
 * alone when its plan sets no limit. The plan pages and the listings say it the same way.
 */
export function PlanUsage({
  kind,
  usage,
  limits,
}: {
  kind: LimitKind;
  usage: Usage;
  limits: PlanLimits | null;
}) {
  const limit = limits?.[kind] ?? null;
  const used = usageOf(usage, kind);
  return limit === null ? (
    <FormattedMessage id={MESSAGES[kind].unlimited} values={{ used }} />
  ) : (
    <FormattedMessage id={MESSAGES[kind].counted} values={{ used, limit }} />
  );
}
