import type { FastifyRequest } from "fastify";
import type { Lang, SubscriptionOverview } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import { ApiError } from "../../errors";
import { fallbackLang } from "../../i18n";
import { operationHandlers } from "../../operations";
import { cachedReference, displayCurrencyOf } from "../../shared/catalog-reference";
import type { CurrencyCode } from "../../shared/money";
import { ownBusiness } from "../../shared/own-business";
import { businessLimits, businessUsage } from "../../shared/plan-limits";
import { liveCard } from "./cards-repository";
import { type Pricing, plansOf, toPlan } from "./plans";
import type { PaymentServices } from "./services";
import { changePlan, subscribe } from "./subscribe";
import {
  freePlanUsed,
  liveSubscription,
  ownSubscription,
  type Subscriber,
  type SubscriptionRow,
  toSubscription,
} from "./subscriptions-repository";

interface Shown {
  lang?: Lang;
  currency?: CurrencyCode;
}

export function subscriptionHandlers(ctx: AppContext, payments: PaymentServices) {
  const { db, catalog } = ctx;

  async function pricingOf(query: Shown): Promise<Pricing> {
    const ref = await cachedReference(db, await catalog.open());
    return { uzs: displayCurrencyOf(ref, "UZS"), display: displayCurrencyOf(ref, query.currency) };
  }

  async function shown(row: SubscriptionRow, query: Shown) {
    const plans = new Map((await plansOf(db, row.audience)).map((plan) => [plan.code, plan]));
    const card = row.card_id ? await liveCard(db, row.user_id, row.card_id) : null;
    return toSubscription(row, {
      plans,
      card,
      lang: query.lang ?? fallbackLang,
      pricing: await pricingOf(query),
    });
  }

  async function overview(subscriber: Subscriber, query: Shown): Promise<SubscriptionOverview> {
    const live = await liveSubscription(db, subscriber);
    const business =
      subscriber.audience === "business"
        ? {
            limits: (await businessLimits(db, subscriber.businessId)).limits,
            usage: await businessUsage(db, subscriber.businessId, payments.now()),
          }
        : { limits: null, usage: null };
    return {
      subscription: live ? await shown(live, query) : null,
      free_plan_used: await freePlanUsed(db, subscriber),
      ...business,
    };
  }

  async function businessSubscriber(request: FastifyRequest): Promise<Subscriber> {
    const { userId } = requireAuth(request);
    return { audience: "business", userId, businessId: (await ownBusiness(db, userId)).id };
  }

  function personalSubscriber(request: FastifyRequest): Subscriber {
    return { audience: "user", userId: requireAuth(request).userId, businessId: null };
  }

  async function own(
    request: FastifyRequest<{ Params: { id: string } }>,
  ): Promise<SubscriptionRow> {
    const { userId } = requireAuth(request);
    const row = await ownSubscription(db, userId, idParam(request.params));
    if (!row) throw new ApiError(404, "subscription_not_found");
    return row;
  }

  return operationHandlers({
    async listPlans(request) {
      const query = request.query;
      const pricing = await pricingOf(query);
      const lang = query.lang ?? fallbackLang;
      return (await plansOf(db, query.audience)).map((plan) => toPlan(plan, lang, pricing));
    },

    async getMySubscription(request) {
      return overview(personalSubscriber(request), request.query ?? {});
    },

    async getMyBusinessSubscription(request) {
      return overview(await businessSubscriber(request), request.query ?? {});
    },

    async subscribe(request, reply) {
      const subscriber = personalSubscriber(request);
      const key = request.headers["idempotency-key"];
      const row = await subscribe(db, payments, subscriber, request.body, key);
      return reply.code(201).send(await shown(row, request.query ?? {}));
    },

    async subscribeMyBusiness(request, reply) {
      const subscriber = await businessSubscriber(request);
      const key = request.headers["idempotency-key"];
      const row = await subscribe(db, payments, subscriber, request.body, key);
      return reply.code(201).send(await shown(row, request.query ?? {}));
    },

    async changeSubscriptionPlan(request) {
      const row = await own(request);
      const changed = await changePlan(
        db,
        payments,
        row,
        request.body,
        request.headers["idempotency-key"],
      );
      return shown(changed, request.query ?? {});
    },

    async cancelSubscription(request) {
      const row = await own(request);
      if (row.status !== "active" && row.status !== "past_due") {
        throw new ApiError(409, "subscription_not_active");
      }
      // A renewal that already failed is not tried again: it ends now rather than at a period
      // end that has passed.
      const ended = row.status === "past_due";
      const changed = await db
        .updateTable("subscriptions")
        .set({
          cancel_at_period_end: true,
          pending_plan_code: null,
          pending_period: null,
          ...(ended && { status: "canceled", ended_at: payments.now(), next_attempt_at: null }),
        })
        .where("id", "=", row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return shown(changed, request.query ?? {});
    },

    async resumeSubscription(request) {
      const row = await own(request);
      if (row.status !== "active") throw new ApiError(409, "subscription_not_active");
      const changed = await db
        .updateTable("subscriptions")
        .set({ cancel_at_period_end: false })
        .where("id", "=", row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return shown(changed, request.query ?? {});
    },
  });
}
