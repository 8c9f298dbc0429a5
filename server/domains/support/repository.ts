import type {
  SupportConversation,
  SupportMessage,
  SupportMessagePage,
} from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import { personName } from "../leads/repository";

interface MessageRow {
  id: string | number;
  conversation_id: string;
  from_admin: boolean;
  author_name: string;
  text: string;
  at: Date;
}

export function toSupportMessage(row: MessageRow): SupportMessage {
  return {
    id: String(row.id),
    conversation_id: row.conversation_id,
    from_admin: row.from_admin,
    author_name: row.author_name,
    text: row.text,
    at: row.at.toISOString(),
  };
}

/** A person's (non-admin) name and role, or null for nobody or an administrator. */
export async function personOf(db: Db, userId: string) {
  const user = await db
    .selectFrom("users")
    .select(["first_name", "last_name", "email", "role"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user || user.role === "admin") return null;
  return { name: personName(user.first_name, user.last_name, user.email), role: user.role };
}

export async function userName(db: Db, userId: string): Promise<string> {
  const user = await db
    .selectFrom("users")
    .select(["first_name", "last_name", "email"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return personName(user.first_name, user.last_name, user.email);
}

export async function conversationExists(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("support_conversations")
    .select("user_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores a message and counts it unread on the other side, in one transaction; the
 * conversation is made with the person's first message.
 */
export async function addMessage(
  db: Db,
  message: {
    conversationId: string;
    fromAdmin: boolean;
    authorId: string;
    authorName: string;
    text: string;
  },
): Promise<SupportMessage> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    await trx
      .insertInto("support_conversations")
      .values({ user_id: message.conversationId, last_message_at: now })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .execute();
    await trx
      .updateTable("support_conversations")
      .set((eb) =>
        message.fromAdmin
          ? { last_message_at: now, unread_by_user: eb("unread_by_user", "+", 1) }
          : { last_message_at: now, unread_by_admins: eb("unread_by_admins", "+", 1) },
      )
      .where("user_id", "=", message.conversationId)
      .execute();
    const row = await trx
      .insertInto("support_messages")
      .values({
        conversation_id: message.conversationId,
        from_admin: message.fromAdmin,
        author_id: message.authorId,
        author_name: message.authorName,
        text: message.text,
        at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSupportMessage(row);
  });
}

/** The newest `limit` messages before `before` (all when null), oldest first. */
export async function messagePage(
  db: Db,
  conversationId: string,
  before: string | null,
  limit: number,
  side: "user" | "admins",
): Promise<SupportMessagePage> {
  let query = db
    .selectFrom("support_messages")
    .selectAll()
    .where("conversation_id", "=", conversationId)
    .orderBy("id", "desc")
    .limit(limit + 1);
  if (before !== null) query = query.where("id", "<", before);
  const [rows, conversation] = await Promise.all([
    query.execute(),
    db
      .selectFrom("support_conversations")
      .select(["unread_by_user", "unread_by_admins"])
      .where("user_id", "=", conversationId)
      .executeTakeFirst(),
  ]);
  const unread =
    side === "user" ? (conversation?.unread_by_user ?? 0) : (conversation?.unread_by_admins ?? 0);
  return {
    items: rows.slice(0, limit).reverse().map(toSupportMessage),
    older: rows.length > limit,
    unread,
  };
}

export async function markRead(db: Db, conversationId: string, side: "user" | "admins") {
  await db
    .updateTable("support_conversations")
    .set(side === "user" ? { unread_by_user: 0 } : { unread_by_admins: 0 })
    .where("user_id", "=", conversationId)
    .execute();
}

/** The conversations, newest activity first, each with its last message. */
export async function conversationPage(db: Db, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("support_conversations as c")
      .innerJoin("users as u", "u.id", "c.user_id")
      .select([
        "c.user_id",
        "c.unread_by_admins",
        "u.first_name",
        "u.last_name",
        "u.email",
        "u.role",
      ])
      .orderBy("c.last_message_at", "desc")
      .orderBy("c.user_id")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom("support_conversations")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const items: SupportConversation[] = [];
  for (const row of rows) {
    const last = await db
      .selectFrom("support_messages")
      .selectAll()
      .where("conversation_id", "=", row.user_id)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    items.push({
      id: row.user_id,
      person: {
        id: row.user_id,
        name: personName(row.first_name, row.last_name, row.email),
        role: row.role === "business" ? "business" : "user",
      },
      last_message: toSupportMessage(last),
      unread: row.unread_by_admins,
    });
  }
  return { items, total: Number(count.n) };
}

/** One message of a conversation, as the contract shows it; undefined when there is none. */
export async function messageById(
  db: Db,
  conversationId: string,
  id: string,
): Promise<SupportMessage | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const row = await db
    .selectFrom("support_messages")
    .selectAll()
    .where("conversation_id", "=", conversationId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toSupportMessage(row) : undefined;
}
