import type { Db } from "../db/database";
import type { BusinessStatus } from "../db/schema";
import { ApiError } from "../errors";

/**
 * The business a business account manages: its first registered, as the profile names it
 * (`business_id`). A business account without one is answered `404 business_not_found`.
 */
export async function ownBusiness(
  db: Db,
  ownerId: string,
): Promise<{ id: string; status: BusinessStatus }> {
  const business = await db
    .selectFrom("businesses")
    .select(["id", "status"])
    .where("owner_id", "=", ownerId)
    .orderBy("created_at")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  if (!business) throw new ApiError(404, "business_not_found");
  return business;
}
