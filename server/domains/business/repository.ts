import { type AliasedExpression, type SqlBool, sql } from "kysely";
import { jsonObjectFrom } from "kysely/helpers/postgres";
import type { Db } from "../../db/database";
import { publicOfferingCount } from "../../shared/cards/business-cards";
import type { FeedbackJson } from "../../shared/feedback";
import type { BusinessEb } from "../../shared/visibility";

/** Whether the caller saved the business; false for visitors. */
function isFavorite(
  eb: BusinessEb,
  viewerId: string | null,
): AliasedExpression<SqlBool, "is_favorite"> {
  if (!viewerId) return sql<SqlBool>`false`.as("is_favorite");
  return eb
    .exists(
      eb
        .selectFrom("favorite_businesses as fb")
        .select(sql.lit(1).as("one"))
        .whereRef("fb.business_id", "=", "b.id")
        .where("fb.user_id", "=", viewerId),
    )
    .as("is_favorite");
}

/** The caller's own feedback on the business; null for visitors. */
function myFeedback(
  eb: BusinessEb,
  viewerId: string | null,
): AliasedExpression<FeedbackJson | null, "my_feedback"> {
  if (!viewerId) return sql<null>`null`.as("my_feedback");
  const own = eb
    .selectFrom("feedback as f")
    .innerJoin("users as u", "u.id", "f.user_id")
    .selectAll("f")
    .select(["u.first_name as author_first_name", "u.last_name as author_last_name"])
    .whereRef("f.business_id", "=", "b.id")
    .where("f.user_id", "=", viewerId);
  // JSON carries the timestamps as strings, which FeedbackJson says and Kysely's type does not.
  return sql<FeedbackJson | null>`${jsonObjectFrom(own)}`.as("my_feedback");
}

/**
 * A business with everything its page shows, the caller's favourite and feedback included, in
 * one query. Visitors (`viewerId` null) have neither.
 */
export function findBusinessRow(db: Db, id: string, viewerId: string | null) {
  return db
    .selectFrom("businesses as b")
    .innerJoin("okeds", "okeds.id", "b.oked_id")
    .leftJoin("regions", "regions.code", "b.region_code")
    .select([
      "b.id",
      "b.owner_id",
      "b.names",
      "b.descriptions",
      "b.status",
      "b.tax_id",
      "b.phone",
      "b.email",
      "b.address",
      "b.latitude",
      "b.longitude",
      "b.working_hours",
      "b.links",
      "b.logo_image_id",
      "b.rating_average",
      "b.rating_count",
      "b.like_count",
      "b.created_at",
      "okeds.id as oked_id",
      "okeds.code as oked_code",
      "okeds.names as oked_names",
      "regions.code as region_code",
      "regions.names as region_names",
    ])
    .select((eb) => [
      publicOfferingCount.as("offering_count"),
      isFavorite(eb, viewerId),
      myFeedback(eb, viewerId),
    ])
    .where("b.id", "=", id)
    .executeTakeFirst();
}
