import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { LocalizedText } from "../../db/schema";
import { tashkentDaySql } from "../../shared/tashkent-day";
import type { ResolvedPeriod } from "./period";

export interface DayCount {
  day: string;
  count: number;
}

/** Rows of `table` whose `column` falls in the period, counted per Tashkent day. */
async function countPerDay(
  db: Db,
  table: "users" | "businesses" | "offerings",
  column: "date_joined" | "created_at",
  period: ResolvedPeriod,
  onlyActive = false,
): Promise<Map<string, number>> {
  const day = sql.raw(tashkentDaySql(column));
  const { rows } = await sql<{ day: string; count: string }>`
    SELECT ${day} AS day, count(*) AS count
    FROM ${sql.table(table)}
    WHERE ${sql.ref(column)} >= ${period.start} AND ${sql.ref(column)} < ${period.end}
      ${onlyActive ? sql`AND status = 'active'` : sql``}
    GROUP BY 1`.execute(db);
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

export const newPeoplePerDay = (db: Db, period: ResolvedPeriod) =>
  countPerDay(db, "users", "date_joined", period);

export const newBusinessesPerDay = (db: Db, period: ResolvedPeriod) =>
  countPerDay(db, "businesses", "created_at", period);

/**
 * Offerings published: those active now, on the day they were created. The catalogue's
 * change log (catalog_changes) is kept a day only and `updated_at` moves on every edit, so
 * creation is the one date that stays put; a draft published later counts on its creation day.
 */
export const offeringsPublishedPerDay = (db: Db, period: ResolvedPeriod) =>
  countPerDay(db, "offerings", "created_at", period, true);

export async function searchesPerDay(db: Db, period: ResolvedPeriod): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("search_counts")
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"), "count"])
    .where("day", ">=", period.from)
    .where("day", "<=", period.to)
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

export interface ActiveSubscriptionRow {
  plan_code: string;
  audience: "user" | "business";
  names: LocalizedText;
  count: number;
}

/** Every plan with its subscriptions active now (past-due ones, in their grace, are not). */
export async function activeSubscriptionsByPlan(db: Db): Promise<ActiveSubscriptionRow[]> {
  const rows = await db
    .selectFrom("plans as p")
    .leftJoin("subscriptions as s", (join) =>
      join.onRef("s.plan_code", "=", "p.code").on("s.status", "=", "active"),
    )
    .select((eb) => ["p.code", "p.audience", "p.names", eb.fn.count<string>("s.id").as("count")])
    .groupBy(["p.code", "p.audience", "p.names", "p.sort"])
    .orderBy("p.audience")
    .orderBy("p.sort")
    .execute();
  return rows.map((row) => ({
    plan_code: row.code,
    audience: row.audience,
    names: row.names,
    count: Number(row.count),
  }));
}

/**
 * Businesses waiting for a decision, and since when the longest-waiting one has: the time of
 * its latest step into `pending` (a business edited after acceptance goes back), else its
 * registration.
 */
export async function verificationQueue(
  db: Db,
): Promise<{ pending: number; oldestSince: Date | null }> {
  const { rows } = await sql<{ pending: string; oldest: Date | string | null }>`
    SELECT count(*) AS pending, min(since) AS oldest FROM (
      SELECT coalesce(
        (SELECT max(v.at) FROM business_verifications v
          WHERE v.business_id = b.id AND v.status = 'pending'),
        b.created_at) AS since
      FROM businesses b WHERE b.status = 'pending'
    ) waiting`.execute(db);
  const row = rows[0];
  return {
    pending: Number(row?.pending ?? 0),
    oldestSince: row?.oldest == null ? null : new Date(row.oldest),
  };
}

export interface CategoryCountRow {
  id: string;
  slug: string;
  names: LocalizedText;
  count: number;
}

/** The categories with the most active offerings (each offering counts in its own category). */
export async function topCategories(db: Db, limit: number): Promise<CategoryCountRow[]> {
  const rows = await db
    .selectFrom("offerings as o")
    .innerJoin("categories as c", "c.id", "o.category_id")
    .select((eb) => ["c.id", "c.slug", "c.names", eb.fn.countAll<string>().as("count")])
    .where("o.status", "=", "active")
    .groupBy(["c.id", "c.slug", "c.names"])
    .orderBy("count", "desc")
    .orderBy("c.slug")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
