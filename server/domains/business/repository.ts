import type { Db } from "../../db/database";

export function findBusinessRow(db: Db, id: string) {
  return db
    .selectFrom("businesses")
    .innerJoin("okeds", "okeds.id", "businesses.oked_id")
    .select([
      "businesses.id",
      "businesses.owner_id",
      "businesses.names",
      "businesses.descriptions",
      "businesses.status",
      "businesses.tax_id",
      "businesses.phone",
      "businesses.email",
      "businesses.region",
      "businesses.address",
      "businesses.logo_image_id",
      "businesses.created_at",
      "okeds.id as oked_id",
      "okeds.code as oked_code",
      "okeds.names as oked_names",
    ])
    .where("businesses.id", "=", id)
    .executeTakeFirst();
}
