import type { Selectable } from "kysely";
import type { AuditEntry } from "../../sdk/types.gen";
import type { Db } from "../db/database";
import type { AdminActionsTable, AdminTargetKind } from "../db/schema";

/**
 * The administrators' audit log (migration 0016): every admin action is recorded here, in the
 * same transaction as the change it records, so the log never says something happened that did
 * not (or misses something that did). Shown on the affected person's or company's page.
 */
export interface AdminAction {
  /** The administrator; null for the operator's command (`npm run admin`), named by actorName. */
  actorId: string | null;
  actorName?: string;
  action: string;
  target: { kind: AdminTargetKind; id: string };
  /** The state the action changed, before and after (only what it changed). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export async function recordAdminAction(db: Db, action: AdminAction): Promise<void> {
  const actorId = action.actorId;
  const actor = actorId
    ? await db
        .selectFrom("users")
        .select(["first_name", "last_name", "email"])
        .where("id", "=", actorId)
        .executeTakeFirst()
    : undefined;
  const name = actor
    ? [actor.first_name, actor.last_name].filter(Boolean).join(" ") || (actor.email ?? "")
    : (action.actorName ?? "");
  await db
    .insertInto("admin_actions")
    .values({
      actor_id: action.actorId,
      actor_name: name,
      action: action.action,
      target_kind: action.target.kind,
      target_id: action.target.id,
      before: action.before === null ? null : JSON.stringify(action.before),
      after: action.after === null ? null : JSON.stringify(action.after),
    })
    .execute();
}

type AuditRow = Selectable<AdminActionsTable>;

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    actor: { id: row.actor_id, name: row.actor_name },
    action: row.action,
    target_kind: row.target_kind,
    target_id: row.target_id,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
    at: new Date(row.at).toISOString(),
  };
}

export async function auditEntriesFor(
  db: Db,
  target: { kind: AdminTargetKind; id: string },
  limit = 50,
): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom("admin_actions")
    .selectAll()
    .where("target_kind", "=", target.kind)
    .where("target_id", "=", target.id)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toAuditEntry);
}
