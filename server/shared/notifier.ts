import type {
  Notification,
  NotificationMessage,
  NotificationType,
  UnreadMessage,
} from "../../sdk/types.gen";
import type { Db } from "../db/database";
import type { NotificationParams } from "../db/schema";
import type { Hub } from "../realtime/hub";
import type { Live } from "../realtime/live";

export interface Notifier {
  /**
   * Stores a notification for a person and pushes it, with their new unread count, to their
   * open sockets. What happened is said by `type` and `params` (see `NotificationType` in
   * openapi.yaml), never by text: the reader's client renders it in the reader's language.
   */
  notify(
    userId: string,
    type: NotificationType,
    params?: NotificationParams,
  ): Promise<Notification>;
  unreadCount(userId: string): Promise<number>;
  /**
   * After their notifications were read or deleted: answers the person's unread count and
   * pushes it to their open sockets on every instance (`UnreadMessage`), so every tab's badge
   * follows.
   */
  unreadChanged(userId: string): Promise<number>;
}

interface NotificationRow {
  id: string;
  type: string;
  params: NotificationParams;
  read_at: Date | string | null;
  created_at: Date | string;
}

/** A stored row as the contract's `Notification`. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    params: row.params,
    read: row.read_at !== null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * Notifications are stored, then told to every instance (server/realtime/live.ts); the one
 * holding the person's sockets reads the row and pushes it with the unread count.
 */
export function createNotifier(db: Db, hub: Hub, live: Live): Notifier {
  async function unreadCount(userId: string): Promise<number> {
    const row = await db
      .selectFrom("notifications")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("user_id", "=", userId)
      .where("read_at", "is", null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  live.on("notification", async ({ user, id }) => {
    if (hub.connections(user) === 0) return;
    const row = await db
      .selectFrom("notifications")
      .select(["id", "type", "params", "read_at", "created_at"])
      .where("id", "=", id)
      .where("user_id", "=", user)
      .executeTakeFirst();
    // Deleted in the meantime: nothing to show.
    if (!row) return;
    const message: NotificationMessage = {
      type: "notification",
      notification: toNotification(row),
      unread: await unreadCount(user),
    };
    hub.publish(user, message);
  });

  live.on("unread", ({ user, unread }) => {
    const message: UnreadMessage = { type: "unread", unread };
    hub.publish(user, message);
  });

  return {
    unreadCount,
    async unreadChanged(userId) {
      const unread = await unreadCount(userId);
      await live.send({ kind: "unread", user: userId, unread });
      return unread;
    },
    async notify(userId, type, params = {}) {
      const row = await db
        .insertInto("notifications")
        .values({ user_id: userId, type, params: JSON.stringify(params) })
        .returning(["id", "type", "params", "read_at", "created_at"])
        .executeTakeFirstOrThrow();
      await live.send({ kind: "notification", user: userId, id: row.id });
      return toNotification(row);
    },
  };
}
