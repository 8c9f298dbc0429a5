import type { Db } from "../../db/database";

/** One person's notifications, all or only the unread ones. */
function mine(db: Db, userId: string, unreadOnly: boolean) {
  const query = db.selectFrom("notifications").where("user_id", "=", userId);
  return unreadOnly ? query.where("read_at", "is", null) : query;
}

/** A page of them, newest first (the id breaks ties of one moment, so pages never overlap). */
export function notificationPageRows(
  db: Db,
  userId: string,
  unreadOnly: boolean,
  limit: number,
  offset: number,
) {
  return mine(db, userId, unreadOnly)
    .select(["id", "type", "params", "read_at", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countNotifications(
  db: Db,
  userId: string,
  unreadOnly: boolean,
): Promise<number> {
  const row = await mine(db, userId, unreadOnly)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Marks the person's notification read (a read one keeps when it was first read); false when
 * they have none with this id, whoever else may have one.
 */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db
    .updateTable("notifications")
    .set((eb) => ({ read_at: eb.fn.coalesce("read_at", eb.fn<Date>("now", [])) }))
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .updateTable("notifications")
    .set((eb) => ({ read_at: eb.fn<Date>("now", []) }))
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .execute();
}

/** False when the person has no notification with this id. */
export async function deleteNotificationRow(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db
    .deleteFrom("notifications")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}
