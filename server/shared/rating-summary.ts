import { sql } from "kysely";
import type { Db } from "../db/database";
import { ratingSummaryColumns } from "../db/rating-summary";
import type { FeedbackTarget } from "./feedback-rule";

/**
 * Recomputes the target's rating_average (2 decimals, 0 when nobody rated), rating_count and
 * like_count from its feedback. Call it inside the transaction that changed the feedback.
 *
 * The target's row is locked first, in its own statement: under READ COMMITTED the aggregate
 * that follows then takes a snapshot that includes every feedback write committed by whoever
 * held the lock before us. A single UPDATE … SET (SELECT avg …) would block on the row, but
 * keep the snapshot it started with and overwrite the other writer's summary with a stale one.
 * NO KEY UPDATE, not UPDATE: each feedback insert holds a KEY SHARE lock on its target (the
 * foreign key), and two writers each waiting for a FOR UPDATE past the other's would deadlock.
 */
export async function refreshRatingSummary(db: Db, target: FeedbackTarget): Promise<void> {
  const table = target.kind === "offering" ? "offerings" : "businesses";
  const column = target.kind === "offering" ? "offering_id" : "business_id";
  await db.selectFrom(table).select("id").where("id", "=", target.id).forNoKeyUpdate().execute();
  await sql`
    update ${sql.table(table)} set
      rating_average = summary.average,
      rating_count = summary.ratings,
      like_count = summary.likes
    from (
      select ${ratingSummaryColumns}
      from feedback
      where ${sql.ref(column)} = ${target.id}
    ) as summary
    where ${sql.ref(`${table}.id`)} = ${target.id}
  `.execute(db);
}
