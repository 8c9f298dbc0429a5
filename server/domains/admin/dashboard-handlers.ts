import type { AdminDashboard } from "../../../sdk/types.gen";
import type { AppContext } from "../../context";
import { fallbackLang, pickText } from "../../i18n";
import { operationHandlers } from "../../operations";
import {
  activeSubscriptionsByPlan,
  newBusinessesPerDay,
  newPeoplePerDay,
  offeringsPublishedPerDay,
  searchesPerDay,
  topCategories,
  verificationQueue,
} from "./dashboard-repository";
import { ledgerSums, planNames } from "./ledger-repository";
import { perDay, resolvePeriod } from "./period";
import { revenueByPlan } from "./revenue";

const TOP_CATEGORIES = 10;

export function dashboardHandlers({ db }: AppContext) {
  return operationHandlers({
    async getAdminDashboard(request): Promise<AdminDashboard> {
      const query = request.query ?? {};
      const lang = query.lang ?? fallbackLang;
      const period = resolvePeriod(query, new Date());
      const [people, businesses, published, searches, sums, names, subscriptions, queue, top] =
        await Promise.all([
          newPeoplePerDay(db, period),
          newBusinessesPerDay(db, period),
          offeringsPublishedPerDay(db, period),
          searchesPerDay(db, period),
          ledgerSums(db, period),
          planNames(db),
          activeSubscriptionsByPlan(db),
          verificationQueue(db),
          topCategories(db, TOP_CATEGORIES),
        ]);
      return {
        period: { from: period.from, to: period.to, days: period.days },
        per_day: {
          new_people: perDay(period, people),
          new_businesses: perDay(period, businesses),
          offerings_published: perDay(period, published),
          searches: perDay(period, searches),
        },
        revenue_by_plan: revenueByPlan(period, sums, names, lang),
        active_subscriptions: subscriptions.map((row) => ({
          plan_code: row.plan_code,
          plan_name: pickText(row.names, lang) || row.plan_code,
          audience: row.audience,
          count: row.count,
        })),
        verification_queue: {
          pending: queue.pending,
          oldest_since: queue.oldestSince?.toISOString() ?? null,
        },
        top_categories: top.map((row) => ({
          id: row.id,
          slug: row.slug,
          name: pickText(row.names, lang),
          active_offerings: row.count,
        })),
      };
    },
  });
}
