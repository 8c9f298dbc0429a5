import { type Selectable, sql, type Transaction } from "kysely";
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserStatus,
  NotificationType,
  Role,
} from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import type { Database, UsersTable } from "../../db/schema";
import { pickText } from "../../i18n";
import { auditEntriesFor } from "../../shared/audit-log";

type Executor = Db | Transaction<Database>;

/** How many of a person's feedback and notifications the detail page lists. */
const LATEST = 5;

const userColumns = [
  "id",
  "first_name",
  "last_name",
  "email",
  "phone",
  "role",
  "is_active",
  "is_verified",
  "date_joined",
] as const;

type UserRow = Pick<Selectable<UsersTable>, (typeof userColumns)[number]>;

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.is_active ? "active" : "inactive",
    is_verified: row.is_verified,
    date_joined: new Date(row.date_joined).toISOString(),
  };
}

export interface UserFilter {
  q?: string;
  role?: Role;
  status?: AdminUserStatus;
}

/** `q` as a LIKE pattern that matches it anywhere, its own `%` and `_` taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listUsers(
  db: Db,
  filter: UserFilter,
  page: number,
  pageSize: number,
): Promise<{ items: AdminUser[]; total: number }> {
  let rows = db.selectFrom("users");
  const q = filter.q?.trim();
  if (q) {
    const pattern = containing(q);
    // A phone is stored as digits: "+998 90 123" finds it as typed.
    const digits = q.replace(/\D/g, "");
    rows = rows.where((eb) =>
      eb.or([
        eb(sql<string>`first_name || ' ' || last_name`, "ilike", pattern),
        eb("email", "ilike", pattern),
        ...(digits.length > 0 ? [eb("phone", "like", containing(digits))] : []),
      ]),
    );
  }
  if (filter.role) rows = rows.where("role", "=", filter.role);
  if (filter.status) rows = rows.where("is_active", "=", filter.status === "active");
  const [items, total] = await Promise.all([
    rows
      .select(userColumns)
      .orderBy("date_joined", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    rows.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { items: items.map(toAdminUser), total: Number(total.count) };
}

/** The person's row, locked for the change that follows when `lock` (in a transaction). */
export async function findUser(db: Executor, id: string, lock = false): Promise<UserRow | null> {
  let query = db.selectFrom("users").select(userColumns).where("id", "=", id);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export async function setUser(
  db: Executor,
  id: string,
  change: { is_active?: boolean; role?: Role },
): Promise<UserRow> {
  return db
    .updateTable("users")
    .set(change)
    .where("id", "=", id)
    .returning(userColumns)
    .executeTakeFirstOrThrow();
}

/** Everything the detail page shows besides the profile. */
export async function userDetail(db: Db, user: UserRow, lang: string): Promise<AdminUserDetail> {
  const [
    businesses,
    subscriptions,
    cards,
    feedbackCount,
    feedback,
    notificationCount,
    notes,
    audit,
  ] = await Promise.all([
    db
      .selectFrom("businesses")
      .select(["id", "names", "status"])
      .where("owner_id", "=", user.id)
      .orderBy("created_at", "desc")
      .execute(),
    db
      .selectFrom("subscriptions")
      .innerJoin("plans", "plans.code", "subscriptions.plan_code")
      .select([
        "subscriptions.id",
        "subscriptions.audience",
        "subscriptions.plan_code",
        "plans.names",
        "subscriptions.status",
        "subscriptions.current_period_end",
      ])
      .where("subscriptions.user_id", "=", user.id)
      // A first payment still under way is no subscription yet.
      .where("subscriptions.status", "!=", "incomplete")
      .orderBy("subscriptions.created_at", "desc")
      .execute(),
    db
      .selectFrom("payment_cards")
      .select(["id", "first4", "last4", "network", "is_default"])
      .where("user_id", "=", user.id)
      .where("removed_at", "is", null)
      .orderBy("created_at", "desc")
      .execute(),
    countOf(db, "feedback", user.id),
    db
      .selectFrom("feedback")
      .select(["id", "kind", "rating", "comment", "offering_id", "business_id", "created_at"])
      .where("user_id", "=", user.id)
      .orderBy("created_at", "desc")
      .limit(LATEST)
      .execute(),
    countOf(db, "notifications", user.id),
    db
      .selectFrom("notifications")
      .select(["id", "type", "read_at", "created_at"])
      .where("user_id", "=", user.id)
      .orderBy("created_at", "desc")
      .limit(LATEST)
      .execute(),
    auditEntriesFor(db, { kind: "user", id: user.id }),
  ]);
  return {
    user: toAdminUser(user),
    businesses: businesses.map((b) => ({
      id: b.id,
      name: pickText(b.names, lang),
      status: b.status,
    })),
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      audience: s.audience,
      plan_code: s.plan_code,
      plan_name: pickText(s.names, lang),
      status: s.status === "incomplete" ? "active" : s.status,
      current_period_end: new Date(s.current_period_end).toISOString(),
    })),
    cards,
    feedback: {
      count: feedbackCount,
      latest: feedback.map((f) => ({ ...f, created_at: new Date(f.created_at).toISOString() })),
    },
    notifications: {
      count: notificationCount,
      latest: notes.map((n) => ({
        id: n.id,
        // Stored types are the contract's NotificationType (server/shared/notifier.ts).
        type: n.type as NotificationType,
        read: n.read_at !== null,
        created_at: new Date(n.created_at).toISOString(),
      })),
    },
    audit,
  };
}

async function countOf(db: Db, table: "feedback" | "notifications", userId: string) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
