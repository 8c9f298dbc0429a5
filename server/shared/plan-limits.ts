import { sql } from "kysely";
import type { PlanLimits, PlanUsage } from "../../sdk/types.gen";
import type { Db } from "../db/database";
import { ApiError } from "../errors";

/** A business with no live subscription: enough to try Bozor, not to run a shop on it. */
export const limitsWithoutPlan: PlanLimits = {
  active_offerings: 3,
  flash_sales_per_month: 0,
  banner_access: false,
  featured: false,
};

// Uzbekistan keeps UTC+5 all year: "this month" for a shop in Tashkent starts at its midnight.
const TASHKENT_OFFSET_MS = 5 * 3_600_000;

export function tashkentMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + TASHKENT_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - TASHKENT_OFFSET_MS);
}

/** The limits a business has now: its live subscription's plan's, or those without one. */
export async function businessLimits(
  db: Db,
  businessId: string,
): Promise<{ limits: PlanLimits; planCode: string | null }> {
  const row = await db
    .selectFrom("subscriptions as s")
    .innerJoin("plans as p", "p.code", "s.plan_code")
    .select([
      "p.code",
      "p.active_offerings",
      "p.flash_sales_per_month",
      "p.banner_access",
      "p.featured",
    ])
    .where("s.business_id", "=", businessId)
    .where("s.status", "in", ["active", "past_due"])
    .executeTakeFirst();
  if (!row) return { limits: limitsWithoutPlan, planCode: null };
  return {
    limits: {
      active_offerings: row.active_offerings,
      flash_sales_per_month: row.flash_sales_per_month,
      banner_access: row.banner_access,
      featured: row.featured,
    },
    planCode: row.code,
  };
}

export async function businessUsage(db: Db, businessId: string, now: Date): Promise<PlanUsage> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("offerings")
        .select((inner) => inner.fn.countAll<string>().as("n"))
        .where("business_id", "=", businessId)
        .where("status", "=", "active")
        .as("active_offerings"),
      eb
        .selectFrom("flash_sales as f")
        .innerJoin("offerings as o", "o.id", "f.offering_id")
        .select((inner) => inner.fn.countAll<string>().as("n"))
        .where("o.business_id", "=", businessId)
        .where("f.created_at", ">=", tashkentMonthStart(now))
        .as("flash_sales"),
    ])
    .executeTakeFirstOrThrow();
  return {
    active_offerings: Number(row.active_offerings ?? 0),
    flash_sales_this_month: Number(row.flash_sales ?? 0),
  };
}

// Two-key advisory locks are a key space of their own (migrate.ts takes a one-key lock).
const limitLockClass = 4_242_002;

/**
 * Holds the business's limits until the caller's transaction ends, so that two requests at once
 * (two offerings published, two sales started) cannot both take the same last place: each
 * locks only its own offering, and on PostgreSQL both would count the usage before either wrote.
 */
async function holdLimits(db: Db, businessId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${limitLockClass}, hashtext(${businessId}))`.execute(db);
}

/**
 * Publishing one more offering would pass the plan's limit: `offering_limit_reached`. Called
 * inside the transaction that publishes it.
 */
export async function assertCanPublish(db: Db, businessId: string, now: Date): Promise<void> {
  await holdLimits(db, businessId);
  const { limits } = await businessLimits(db, businessId);
  if (limits.active_offerings === null) return;
  const usage = await businessUsage(db, businessId, now);
  if (usage.active_offerings >= limits.active_offerings) {
    throw new ApiError(403, "offering_limit_reached");
  }
}

/** Starting one more flash sale this month would pass the plan's limit. Inside its transaction. */
export async function assertCanStartFlashSale(
  db: Db,
  businessId: string,
  now: Date,
): Promise<void> {
  await holdLimits(db, businessId);
  const { limits } = await businessLimits(db, businessId);
  if (limits.flash_sales_per_month === null) return;
  const usage = await businessUsage(db, businessId, now);
  if (usage.flash_sales_this_month >= limits.flash_sales_per_month) {
    throw new ApiError(403, "flash_sale_limit_reached");
  }
}
