import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../../db/database";
import type {
  Database,
  FeedbackKind,
  LocalizedText,
  OfferingKind,
  OfferingStatus,
} from "../../db/schema";
import type { FeedbackRow } from "../../shared/feedback";
import type { FeedbackRuleState, FeedbackTarget } from "../../shared/feedback-rule";
import type { RatingColumns } from "../../shared/rating";

/** What decides who may see or rate a target, and its rating summary. */
export interface TargetState extends RatingColumns, FeedbackRuleState {}

export function findTargetState(db: Db, target: FeedbackTarget): Promise<TargetState | undefined> {
  if (target.kind === "offering") {
    return db
      .selectFrom("offerings as o")
      .innerJoin("businesses as b", "b.id", "o.business_id")
      .select([
        "b.owner_id",
        "b.status as business_status",
        "o.status as offering_status",
        "o.rating_average",
        "o.rating_count",
        "o.like_count",
      ])
      .where("o.id", "=", target.id)
      .executeTakeFirst();
  }
  return db
    .selectFrom("businesses as b")
    .select([
      "b.owner_id",
      "b.status as business_status",
      sql<OfferingStatus | null>`null`.as("offering_status"),
      "b.rating_average",
      "b.rating_count",
      "b.like_count",
    ])
    .where("b.id", "=", target.id)
    .executeTakeFirst();
}

function targetColumn(target: FeedbackTarget) {
  return target.kind === "offering" ? "feedback.offering_id" : "feedback.business_id";
}

function withAuthor(db: Db) {
  return db
    .selectFrom("feedback")
    .innerJoin("users", "users.id", "feedback.user_id")
    .selectAll("feedback")
    .select(["users.first_name as author_first_name", "users.last_name as author_last_name"]);
}

/**
 * A target's feedback as a list shows it: all of it, or (`exceptUserId`) everyone's but that
 * person's, whose own is shown apart. The page and its count both filter with this, so the
 * count is always that of what the pages hold.
 */
function listed(target: FeedbackTarget, exceptUserId: string | null) {
  return (eb: ExpressionBuilder<Database, "feedback">) => {
    const onTarget = eb(targetColumn(target), "=", target.id);
    return exceptUserId === null
      ? onTarget
      : eb.and([onTarget, eb("feedback.user_id", "<>", exceptUserId)]);
  };
}

/** One page of a target's feedback (see `listed`), newest first. */
export function feedbackPageRows(
  db: Db,
  target: FeedbackTarget,
  exceptUserId: string | null,
  limit: number,
  offset: number,
): Promise<FeedbackRow[]> {
  return withAuthor(db)
    .where(listed(target, exceptUserId))
    .orderBy("feedback.created_at", "desc")
    .orderBy("feedback.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countFeedback(
  db: Db,
  target: FeedbackTarget,
  exceptUserId: string | null,
): Promise<number> {
  const row = await db
    .selectFrom("feedback")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where(listed(target, exceptUserId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findFeedbackRow(db: Db, id: string): Promise<FeedbackRow | undefined> {
  return withAuthor(db).where("feedback.id", "=", id).executeTakeFirst();
}

interface NewFeedback {
  userId: string;
  target: FeedbackTarget;
  kind: FeedbackKind;
  rating: number | null;
  comment: string | null;
}

/** Throws the unique violation (23505) when the user already left feedback on the target. */
export async function insertFeedback(db: Db, feedback: NewFeedback): Promise<string> {
  const row = await db
    .insertInto("feedback")
    .values({
      user_id: feedback.userId,
      offering_id: feedback.target.kind === "offering" ? feedback.target.id : null,
      business_id: feedback.target.kind === "business" ? feedback.target.id : null,
      kind: feedback.kind,
      rating: feedback.rating,
      comment: feedback.comment,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The feedback, locked until the transaction ends, so a concurrent change waits for ours. */
export function lockFeedback(db: Db, id: string) {
  return db.selectFrom("feedback").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

interface FeedbackChange {
  rating?: number;
  comment?: string | null;
}

export async function updateFeedbackRow(db: Db, id: string, change: FeedbackChange) {
  await db
    .updateTable("feedback")
    .set({ ...change, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .execute();
}

export async function deleteFeedbackRow(db: Db, id: string) {
  await db.deleteFrom("feedback").where("id", "=", id).execute();
}

/** What a notification about the target names: its names in every language, and its kind. */
export async function findTargetSubject(
  db: Db,
  target: FeedbackTarget,
): Promise<{ names: LocalizedText; offeringKind: OfferingKind | null } | undefined> {
  if (target.kind === "offering") {
    const row = await db
      .selectFrom("offerings")
      .select(["titles", "kind"])
      .where("id", "=", target.id)
      .executeTakeFirst();
    return row && { names: row.titles, offeringKind: row.kind };
  }
  const row = await db
    .selectFrom("businesses")
    .select("names")
    .where("id", "=", target.id)
    .executeTakeFirst();
  return row && { names: row.names, offeringKind: null };
}
