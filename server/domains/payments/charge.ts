import type { Db } from "../../db/database";
import { ProviderUnavailableError, type StpimsCode } from "../../payments/provider/port";
import { type PaymentRow, paymentById, settle } from "./payments-repository";
import type { PaymentServices } from "./services";

/** The outcome of a charge as far as it is known. */
export type ChargeOutcome =
  | { kind: "succeeded"; payment: PaymentRow }
  | { kind: "failed"; payment: PaymentRow; code: string }
  | {
      kind: "pending";
      payment: PaymentRow;
      /** In process here (065), at the processor (066), or the processor unreachable. */
      code: "STPIMS-ERR-065" | "STPIMS-ERR-066" | "payment_provider_unavailable";
    };

/**
 * A payment left pending this long without an answer is settled from what the processor says
 * of it: one it never applied is failed (nothing moved). Shorter would race the request still
 * running it; the renewal job's claim lasts longer than this.
 */
export const STALE_PENDING_MS = 2 * 60_000;

const TRANSACTION_FAILED: StpimsCode = "STPIMS-ERR-034";

function outcomeOf(payment: PaymentRow): ChargeOutcome {
  if (payment.status === "succeeded" || payment.status === "refunded") {
    return { kind: "succeeded", payment };
  }
  if (payment.status === "failed") {
    return { kind: "failed", payment, code: payment.failure_code ?? TRANSACTION_FAILED };
  }
  return { kind: "pending", payment, code: "STPIMS-ERR-065" };
}

async function settled(
  db: Db,
  services: PaymentServices,
  payment: PaymentRow,
  outcome: { status: "succeeded" } | { status: "failed"; code: string },
): Promise<ChargeOutcome> {
  return outcomeOf(await settle(db, payment, outcome, services.now()));
}

/**
 * Runs a payment this request has just made pending (its idempotency key was new): create at
 * the processor, pre-apply with the card's token, apply. Every known answer settles it; an
 * unknown one (the processor unreachable mid-way, or 066, still at work) leaves it pending for
 * a retry with the same key or the reconciler to settle, never to be charged again.
 */
export async function runCharge(
  db: Db,
  services: PaymentServices,
  payment: PaymentRow,
  cardToken: string,
): Promise<ChargeOutcome> {
  const { provider } = services;
  try {
    const created = await provider.createPayment({
      amountTiyin: Number(payment.amount),
      account: payment.id,
    });
    if (!created.ok)
      return settled(db, services, payment, { status: "failed", code: created.code });
    const transactionId = created.value.transactionId;
    await db
      .updateTable("payments")
      .set({ provider_transaction_id: transactionId })
      .where("id", "=", payment.id)
      .execute();
    const withTransaction = { ...payment, provider_transaction_id: transactionId };
    const preApplied = await provider.preApplyPayment({ transactionId, cardToken });
    if (!preApplied.ok) {
      return settled(db, services, withTransaction, { status: "failed", code: preApplied.code });
    }
    const applied = await provider.applyPayment({ transactionId });
    if (applied.ok) return settled(db, services, withTransaction, { status: "succeeded" });
    // "Duplicate payment, retry later": the processor is still at this very payment.
    if (applied.code === "STPIMS-ERR-066") {
      return { kind: "pending", payment: withTransaction, code: "STPIMS-ERR-066" };
    }
    // "Payment already made": it went through; the processor's record says how.
    if (applied.code === "STPIMS-ERR-091") {
      return settlePending(db, services, withTransaction, { force: true });
    }
    return settled(db, services, withTransaction, { status: "failed", code: applied.code });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    const latest = (await paymentById(db, payment.id)) ?? payment;
    return { kind: "pending", payment: latest, code: "payment_provider_unavailable" };
  }
}

/**
 * A payment found pending by someone other than its runner (a retry with the same key, the
 * reconciler): what the processor knows of it settles it. One younger than STALE_PENDING_MS
 * that the processor has not finished is left to its runner (`force` skips the wait, for a
 * payment this caller ran).
 */
export async function settlePending(
  db: Db,
  services: PaymentServices,
  payment: PaymentRow,
  options: { force?: boolean } = {},
): Promise<ChargeOutcome> {
  if (payment.status !== "pending") return outcomeOf(payment);
  const stale =
    options.force ||
    services.now().getTime() - new Date(payment.created_at).getTime() >= STALE_PENDING_MS;
  if (!payment.provider_transaction_id) {
    // Never created at the processor (or its id was never kept): nothing can have been charged.
    return stale
      ? settled(db, services, payment, { status: "failed", code: TRANSACTION_FAILED })
      : outcomeOf(payment);
  }
  let known: Awaited<ReturnType<PaymentServices["provider"]["getPayment"]>>;
  try {
    known = await services.provider.getPayment({ transactionId: payment.provider_transaction_id });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    return { kind: "pending", payment, code: "payment_provider_unavailable" };
  }
  if (!known.ok) {
    return stale
      ? settled(db, services, payment, { status: "failed", code: known.code })
      : outcomeOf(payment);
  }
  const { status, code } = known.value;
  if (status === "succeeded") return settled(db, services, payment, { status: "succeeded" });
  if (status === "failed" || status === "reversed") {
    return settled(db, services, payment, { status: "failed", code: code ?? TRANSACTION_FAILED });
  }
  // Created or pre-applied but never applied: no money moved.
  return stale
    ? settled(db, services, payment, { status: "failed", code: TRANSACTION_FAILED })
    : outcomeOf(payment);
}

/** Settles every payment pending longer than STALE_PENDING_MS; answers how many it settled. */
export async function reconcilePending(db: Db, services: PaymentServices): Promise<number> {
  const before = new Date(services.now().getTime() - STALE_PENDING_MS);
  const pending = await db
    .selectFrom("payments")
    .selectAll()
    .where("status", "=", "pending")
    .where("created_at", "<=", before)
    .orderBy("created_at")
    .limit(50)
    .execute();
  let count = 0;
  for (const payment of pending) {
    const outcome = await settlePending(db, services, payment);
    if (outcome.kind !== "pending") count += 1;
  }
  return count;
}
