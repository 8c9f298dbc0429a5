import type { ErrorCode, SubscriptionRequest } from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import { violatedUnique } from "../../db/pg-errors";
import { ApiError } from "../../errors";
import { type CardRow, cardExpired, cardToCharge, liveCard } from "./cards-repository";
import { type ChargeOutcome, runCharge, settlePending } from "./charge";
import { type PaymentRow, paymentByKey } from "./payments-repository";
import { type PlanRow, planByCode, priceOf } from "./plans";
import { isCatalogued } from "./processor-refusal";
import { CLAIM_MS } from "./renewals";
import type { PaymentServices } from "./services";
import {
  addPeriod,
  freePlanSubject,
  freePlanUsed,
  liveSubscription,
  type Subscriber,
  type SubscriptionRow,
  subscriptionById,
  subscriptionByKey,
} from "./subscriptions-repository";

/** An Idempotency-Key is the caller's own: the same key from someone else is another payment. */
export function scopedKey(userId: string, key: string): string {
  return `${userId}:${key.toLowerCase()}`;
}

/** What a request asked for: a key reused for a different request is refused, not replayed. */
function requestFingerprint(kind: string, target: string, input: SubscriptionRequest): string {
  return JSON.stringify([
    kind,
    target,
    input.plan,
    input.period,
    input.card_id ?? null,
    input.amount,
  ]);
}

function activeCode(subscriber: Pick<Subscriber, "audience">): ErrorCode {
  return subscriber.audience === "user"
    ? "subscription_active_user"
    : "subscription_active_business";
}

/** The plan asked for, of this audience, at the price the person agreed to. */
async function chosenPlan(db: Db, audience: Subscriber["audience"], input: SubscriptionRequest) {
  const plan = await planByCode(db, input.plan);
  if (!plan || plan.audience !== audience) throw new ApiError(400, "invalid_subscription_code");
  const price = priceOf(plan, input.period);
  if (price === null || (plan.is_free && input.period !== "month")) {
    throw new ApiError(400, "invalid_billing_period");
  }
  if (input.amount !== price) throw new ApiError(400, "amount_mismatch");
  return { plan, price };
}

/** The card to charge: the one named (the caller's own), else the default; not expired. */
async function chargeableCard(
  db: Db,
  userId: string,
  named: string | undefined,
  now: Date,
): Promise<CardRow> {
  if (named && !(await liveCard(db, userId, named.toLowerCase()))) {
    throw new ApiError(404, "card_not_found");
  }
  const card = await cardToCharge(db, userId, named?.toLowerCase() ?? null);
  if (!card) throw new ApiError(400, "card_required");
  if (cardExpired(card, now)) throw new ApiError(400, "expiration_year_expired");
  return card;
}

/** The answer a charge's outcome gives the person. */
async function subscriptionAfter(db: Db, outcome: ChargeOutcome): Promise<SubscriptionRow> {
  if (outcome.kind === "succeeded") {
    const id = outcome.payment.subscription_id;
    const subscription = id ? await subscriptionById(db, id) : null;
    if (!subscription) throw new ApiError(404, "subscription_not_found");
    return subscription;
  }
  if (outcome.kind === "failed") {
    // The processor's code as it is; one the catalogue lacks as its general failure.
    throw new ApiError(402, isCatalogued(outcome.code) ? outcome.code : "STPIMS-ERR-001");
  }
  if (outcome.code === "payment_provider_unavailable") {
    throw new ApiError(503, "payment_provider_unavailable");
  }
  throw new ApiError(409, outcome.code);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A payment this key already made: its outcome, once known. The first request may still be at
 * the processor, so a pending one is looked at again a few times (about six seconds in all)
 * before the caller is told it is in process.
 */
async function replayPayment(
  db: Db,
  services: PaymentServices,
  payment: PaymentRow,
  fingerprint: string,
): Promise<SubscriptionRow> {
  if (payment.request_fingerprint !== fingerprint) {
    throw new ApiError(400, "idempotency_key_required");
  }
  let outcome = await settlePending(db, services, payment);
  for (let wait = 100; outcome.kind === "pending" && wait <= 3200; wait *= 2) {
    await sleep(wait);
    const latest = await paymentByKey(db, payment.idempotency_key);
    outcome = await settlePending(db, services, latest ?? payment);
  }
  return subscriptionAfter(db, outcome);
}

async function replayed(
  db: Db,
  services: PaymentServices,
  key: string,
  fingerprint: string,
): Promise<SubscriptionRow | null> {
  const free = await subscriptionByKey(db, key);
  if (free) return free;
  const payment = await paymentByKey(db, key);
  return payment ? replayPayment(db, services, payment, fingerprint) : null;
}

function paymentValues(
  services: PaymentServices,
  payment: {
    subscriber: Pick<Subscriber, "userId" | "businessId" | "audience">;
    subscriptionId: string;
    plan: PlanRow;
    input: SubscriptionRequest;
    price: number;
    card: CardRow;
    key: string;
    fingerprint: string;
    reason: "subscribe" | "change";
    start: Date;
  },
) {
  const { subscriber, input, card } = payment;
  return {
    user_id: subscriber.userId,
    business_id: subscriber.businessId,
    subscription_id: payment.subscriptionId,
    audience: subscriber.audience,
    plan_code: payment.plan.code,
    period: input.period,
    reason: payment.reason,
    amount: payment.price,
    card_id: card.id,
    card_first4: card.first4,
    card_last4: card.last4,
    card_network: card.network,
    idempotency_key: payment.key,
    status: "pending" as const,
    provider: services.provider.name,
    period_start: payment.start,
    period_end: addPeriod(payment.start, input.period),
    request_fingerprint: payment.fingerprint,
    created_at: payment.start,
  };
}

async function subscribeFree(
  db: Db,
  services: PaymentServices,
  subscriber: Subscriber,
  plan: PlanRow,
  key: string,
): Promise<SubscriptionRow> {
  if (await freePlanUsed(db, subscriber)) throw new ApiError(409, "free_plan_already_used");
  if (await liveSubscription(db, subscriber)) throw new ApiError(409, activeCode(subscriber));
  const now = services.now();
  try {
    return await db.transaction().execute(async (trx) => {
      const subscription = await trx
        .insertInto("subscriptions")
        .values({
          audience: subscriber.audience,
          user_id: subscriber.userId,
          business_id: subscriber.businessId,
          plan_code: plan.code,
          period: "month",
          status: "active",
          started_at: now,
          current_period_start: now,
          current_period_end: addPeriod(now, "month"),
          idempotency_key: key,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("free_plan_uses")
        .values({
          subject: freePlanSubject(subscriber),
          subscription_id: subscription.id,
          used_at: now,
        })
        .execute();
      return subscription;
    });
  } catch (error) {
    const constraint = violatedUnique(error);
    if (constraint === "free_plan_uses_pkey") throw new ApiError(409, "free_plan_already_used");
    if (constraint === "subscriptions_idempotency_key_key") {
      const first = await subscriptionByKey(db, key);
      if (first) return first;
    }
    if (constraint?.startsWith("subscriptions_one_live"))
      throw new ApiError(409, activeCode(subscriber));
    throw error;
  }
}

/**
 * Subscribes a person or business: the free plan at once, a paid one once its first period is
 * charged. The new subscription holds the one live place (`incomplete`) while it is charged, so
 * a concurrent request is refused, not charged; the payment's key makes any retry a replay.
 */
export async function subscribe(
  db: Db,
  services: PaymentServices,
  subscriber: Subscriber,
  input: SubscriptionRequest,
  idempotencyKey: string,
): Promise<SubscriptionRow> {
  const key = scopedKey(subscriber.userId, idempotencyKey);
  const fingerprint = requestFingerprint("subscribe", subscriber.businessId ?? "", input);
  const first = await replayed(db, services, key, fingerprint);
  if (first) return first;
  const { plan, price } = await chosenPlan(db, subscriber.audience, input);
  if (plan.is_free) return subscribeFree(db, services, subscriber, plan, key);
  if (await liveSubscription(db, subscriber)) throw new ApiError(409, activeCode(subscriber));
  const now = services.now();
  const card = await chargeableCard(db, subscriber.userId, input.card_id, now);
  let payment: PaymentRow;
  try {
    payment = await db.transaction().execute(async (trx) => {
      const subscription = await trx
        .insertInto("subscriptions")
        .values({
          audience: subscriber.audience,
          user_id: subscriber.userId,
          business_id: subscriber.businessId,
          plan_code: plan.code,
          period: input.period,
          status: "incomplete",
          card_id: card.id,
          started_at: now,
          current_period_start: now,
          current_period_end: addPeriod(now, input.period),
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return trx
        .insertInto("payments")
        .values(
          paymentValues(services, {
            subscriber,
            subscriptionId: subscription.id,
            plan,
            input,
            price,
            card,
            key,
            fingerprint,
            reason: "subscribe",
            start: now,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    const constraint = violatedUnique(error);
    if (!constraint) throw error;
    // A concurrent request with the same key got there first: its outcome is this one's.
    const again = await replayed(db, services, key, fingerprint);
    if (again) return again;
    if (constraint.startsWith("subscriptions_one_live"))
      throw new ApiError(409, activeCode(subscriber));
    throw error;
  }
  return subscriptionAfter(
    db,
    await runCharge(db, services, payment, services.secrets.open(card.token_encrypted)),
  );
}

/**
 * Another plan or period. From the free plan the paid plan starts now, charged now; between
 * paid plans the change waits for the period's end, where the renewal charges it.
 */
export async function changePlan(
  db: Db,
  services: PaymentServices,
  subscription: SubscriptionRow,
  input: SubscriptionRequest,
  idempotencyKey: string,
): Promise<SubscriptionRow> {
  if (subscription.status !== "active" && subscription.status !== "past_due") {
    throw new ApiError(409, "subscription_not_active");
  }
  const key = scopedKey(subscription.user_id, idempotencyKey);
  const fingerprint = requestFingerprint("change", subscription.id, input);
  const first = await replayed(db, services, key, fingerprint);
  if (first) return first;
  const requested = await planByCode(db, input.plan);
  if (requested?.is_free && requested.audience === subscription.audience) {
    throw new ApiError(409, "free_plan_already_used");
  }
  const { plan, price } = await chosenPlan(db, subscription.audience, input);
  const current = await planByCode(db, subscription.plan_code);
  if (!current?.is_free) {
    const same = plan.code === subscription.plan_code && input.period === subscription.period;
    if (same && !subscription.pending_plan_code) throw new ApiError(400, "plan_unchanged");
    return db
      .updateTable("subscriptions")
      .set({
        pending_plan_code: same ? null : plan.code,
        pending_period: same ? null : input.period,
        cancel_at_period_end: false,
      })
      .where("id", "=", subscription.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const now = services.now();
  const card = await chargeableCard(db, subscription.user_id, input.card_id, now);
  // Held while it is charged: a renewal or a second change waits for the outcome.
  const claimed = await db
    .updateTable("subscriptions")
    .set({ claimed_until: new Date(now.getTime() + CLAIM_MS) })
    .where("id", "=", subscription.id)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now)]))
    .returning("id")
    .executeTakeFirst();
  if (!claimed) throw new ApiError(409, "STPIMS-ERR-065");
  const subscriber = {
    audience: subscription.audience,
    userId: subscription.user_id,
    businessId: subscription.business_id,
  };
  let payment: PaymentRow;
  try {
    payment = await db
      .insertInto("payments")
      .values(
        paymentValues(services, {
          subscriber,
          subscriptionId: subscription.id,
          plan,
          input,
          price,
          card,
          key,
          fingerprint,
          reason: "change",
          start: now,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (!violatedUnique(error)) throw error;
    const again = await replayed(db, services, key, fingerprint);
    if (again) return again;
    throw error;
  }
  return subscriptionAfter(
    db,
    await runCharge(db, services, payment, services.secrets.open(card.token_encrypted)),
  );
}
