import type { Db } from "../../db/database";
import type { ContactKind } from "../../db/schema";

export interface PendingChange {
  kind: ContactKind;
  value: string;
  digest: string;
  expiresAt: Date;
}

export function findAccountContacts(db: Db, userId: string) {
  return db
    .selectFrom("users")
    .select(["email", "phone", "email_verified", "is_active"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** Whether an account other than `userId` signs in with this email or phone. */
export async function isTakenByAnother(
  db: Db,
  userId: string,
  kind: ContactKind,
  value: string,
): Promise<boolean> {
  const found = await db
    .selectFrom("users")
    .select("id")
    .where(kind, "=", value)
    .where("id", "<>", userId)
    .executeTakeFirst();
  return found !== undefined;
}

export function findPendingChange(db: Db, userId: string) {
  return db
    .selectFrom("contact_changes")
    .select(["kind", "value", "code_hash", "expires_at", "attempts"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** The person's one pending change, replacing a spent or expired one. */
export async function savePendingChange(db: Db, userId: string, change: PendingChange) {
  const row = {
    kind: change.kind,
    value: change.value,
    code_hash: change.digest,
    expires_at: change.expiresAt,
    attempts: 0,
    sent_at: new Date(),
  };
  await db
    .insertInto("contact_changes")
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(row))
    .execute();
}

export async function countWrongCode(db: Db, userId: string) {
  await db
    .updateTable("contact_changes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("user_id", "=", userId)
    .execute();
}

export async function dropPendingChange(db: Db, userId: string) {
  await db.deleteFrom("contact_changes").where("user_id", "=", userId).execute();
}

/**
 * The confirmed value takes effect and the pending change is spent, together. An email is
 * confirmed by the code that came back from it; a phone's code says nothing of the email.
 */
export async function applyContactChange(db: Db, userId: string, kind: ContactKind, value: string) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("contact_changes").where("user_id", "=", userId).execute();
    await trx
      .updateTable("users")
      .set(kind === "email" ? { email: value, email_verified: true } : { phone: value })
      .where("id", "=", userId)
      .execute();
  });
}
