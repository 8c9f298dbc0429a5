import type { Transaction } from "kysely";
import type { BusinessStatus, VerificationStep } from "../../sdk/types.gen";
import type { AppContext } from "../context";
import type { Db } from "../db/database";
import type { Database, LocalizedText } from "../db/schema";
import { ApiError } from "../errors";
import { pickText } from "../i18n";
import { recordAdminAction } from "./audit-log";
import type { Notifier } from "./notifier";

type Executor = Db | Transaction<Database>;

/**
 * A business's verification: its `status` column is the current step, `business_verifications`
 * (migration 0013) the history the owner is shown. Every change of status goes through
 * `recordVerificationStep`, so the two never disagree.
 */

interface StepRow {
  status: BusinessStatus;
  reason: string | null;
  at: Date | string;
}

export function toVerificationStep(row: StepRow): VerificationStep {
  return { status: row.status, reason: row.reason, at: new Date(row.at).toISOString() };
}

/** Only a rejection or a block carries a reason: it is what the owner is told to fix. */
function reasonFor(status: BusinessStatus, reason: string | null | undefined): string | null {
  if (status !== "rejected" && status !== "blocked") return null;
  const text = reason?.trim() ?? "";
  return text === "" ? null : text;
}

/** Sets the business's status and records the step, in the caller's transaction. */
export async function recordVerificationStep(
  trx: Executor,
  step: {
    businessId: string;
    status: BusinessStatus;
    reason?: string | null;
    decidedBy: string | null;
  },
): Promise<VerificationStep> {
  await trx
    .updateTable("businesses")
    .set({ status: step.status })
    .where("id", "=", step.businessId)
    .execute();
  const row = await trx
    .insertInto("business_verifications")
    .values({
      business_id: step.businessId,
      status: step.status,
      reason: reasonFor(step.status, step.reason),
      decided_by: step.decidedBy,
    })
    .returning(["status", "reason", "at"])
    .executeTakeFirstOrThrow();
  return toVerificationStep(row);
}

/** The history, newest first. */
export async function listVerificationSteps(
  db: Executor,
  businessId: string,
): Promise<VerificationStep[]> {
  const rows = await db
    .selectFrom("business_verifications")
    .select(["status", "reason", "at"])
    .where("business_id", "=", businessId)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toVerificationStep);
}

/** Tells the owner where their business stands, its name in the owner's language. */
export async function notifyVerification(
  notifier: Notifier,
  business: { id: string; ownerId: string; ownerLang: string; names: LocalizedText },
  status: BusinessStatus,
): Promise<void> {
  await notifier.notify(business.ownerId, "business_verification", {
    business_id: business.id,
    business_name: pickText(business.names, business.ownerLang),
    status,
  });
}

/** What an administrator's decision also does, beside the step (the companies screen's). */
export interface DecisionOptions {
  /** Who decides; null for the sandbox, which decides as nobody. */
  decidedBy?: string | null;
  /** The statuses the business may be in for this decision; others answer `status_invalid`. */
  allowedFrom?: readonly BusinessStatus[];
  /** Recorded in the audit log in the same transaction as the change (`business.accept`, …). */
  audit?: { actorId: string; action: string };
}

/**
 * An administrator's decision on a business (the administration's companies screen, and the
 * sandbox's `setSandboxBusinessStatus`): the status changes, the step is recorded with its
 * reason and decider, and the owner is notified live. An accepted business's offerings enter
 * search and any other status takes them out, at once: the offering index follows
 * `businesses.status` through `catalog_changes`.
 */
export async function decideVerification(
  { db, notifier }: Pick<AppContext, "db" | "notifier">,
  businessId: string,
  status: BusinessStatus,
  reason: string | null,
  options: DecisionOptions = {},
): Promise<VerificationStep> {
  const decided = await db.transaction().execute(async (trx) => {
    const business = await trx
      .selectFrom("businesses")
      .innerJoin("users", "users.id", "businesses.owner_id")
      .select([
        "businesses.id",
        "businesses.owner_id",
        "businesses.names",
        "businesses.status",
        "users.lang",
      ])
      .where("businesses.id", "=", businessId)
      .forUpdate("businesses")
      .executeTakeFirst();
    if (!business) return null;
    // Checked under the row's lock: two administrators deciding at once cannot both pass.
    if (options.allowedFrom && !options.allowedFrom.includes(business.status)) {
      throw new ApiError(409, "status_invalid");
    }
    const step = await recordVerificationStep(trx, {
      businessId,
      status,
      reason,
      decidedBy: options.decidedBy ?? null,
    });
    if (options.audit) {
      await recordAdminAction(trx, {
        actorId: options.audit.actorId,
        action: options.audit.action,
        target: { kind: "business", id: businessId },
        before: { status: business.status },
        after: { status: step.status, reason: step.reason },
      });
    }
    return { business, step };
  });
  if (!decided) throw new ApiError(404, "business_not_found");
  const { business, step } = decided;
  await notifyVerification(
    notifier,
    {
      id: business.id,
      ownerId: business.owner_id,
      ownerLang: business.lang,
      names: business.names,
    },
    status,
  );
  return step;
}
