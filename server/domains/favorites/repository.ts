import { sql } from "kysely";
import type { Db } from "../../db/database";
import { isForeignKeyViolation } from "../../db/pg-errors";
import { type BusinessCardRow, selectBusinessCards } from "../../shared/cards/business-cards";
import { type CardRow, selectCards } from "../../shared/cards/offering-cards";
import type { Rate } from "../../shared/money";
import { isPublicBusiness, isPublicOffering } from "../../shared/visibility";

/**
 * Saves a public offering; saving it again changes nothing. The insert reads the offering's
 * status itself, so an offering that stops being public meanwhile is never saved. False when
 * the offering is unknown or not public.
 */
export async function saveFavoriteOffering(db: Db, userId: string, offeringId: string) {
  try {
    const result = await db
      .insertInto("favorite_offerings")
      .columns(["user_id", "offering_id"])
      .expression((eb) =>
        eb
          .selectFrom("offerings as o")
          .innerJoin("businesses as b", "b.id", "o.business_id")
          .select([sql<string>`${userId}::uuid`.as("user_id"), "o.id"])
          .where("o.id", "=", offeringId)
          .where(isPublicOffering),
      )
      .onConflict((oc) => oc.columns(["user_id", "offering_id"]).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  } catch (error) {
    // Deleted between the read and the write.
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
  // Nothing inserted: either saved before (fine while still public) or not public.
  const stillPublic = await db
    .selectFrom("offerings as o")
    .innerJoin("businesses as b", "b.id", "o.business_id")
    .select("o.id")
    .where("o.id", "=", offeringId)
    .where(isPublicOffering)
    .executeTakeFirst();
  return stillPublic !== undefined;
}

/** Saves an accepted business; as saveFavoriteOffering. */
export async function saveFavoriteBusiness(db: Db, userId: string, businessId: string) {
  try {
    const result = await db
      .insertInto("favorite_businesses")
      .columns(["user_id", "business_id"])
      .expression((eb) =>
        eb
          .selectFrom("businesses as b")
          .select([sql<string>`${userId}::uuid`.as("user_id"), "b.id"])
          .where("b.id", "=", businessId)
          .where(isPublicBusiness),
      )
      .onConflict((oc) => oc.columns(["user_id", "business_id"]).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
  const stillPublic = await db
    .selectFrom("businesses as b")
    .select("b.id")
    .where("b.id", "=", businessId)
    .where(isPublicBusiness)
    .executeTakeFirst();
  return stillPublic !== undefined;
}

export async function forgetFavoriteOffering(db: Db, userId: string, offeringId: string) {
  await db
    .deleteFrom("favorite_offerings")
    .where("user_id", "=", userId)
    .where("offering_id", "=", offeringId)
    .execute();
}

export async function forgetFavoriteBusiness(db: Db, userId: string, businessId: string) {
  await db
    .deleteFrom("favorite_businesses")
    .where("user_id", "=", userId)
    .where("business_id", "=", businessId)
    .execute();
}

/** The user's saved offerings that are still public, newest saved first, as cards show them. */
export function favoriteOfferingRows(db: Db, userId: string, display: Rate): Promise<CardRow[]> {
  return selectCards(db, [display])
    .innerJoin("favorite_offerings as f", "f.offering_id", "o.id")
    .where("f.user_id", "=", userId)
    .orderBy("f.created_at", "desc")
    .orderBy("o.id")
    .execute();
}

/** The user's saved businesses that are still accepted, newest saved first, as cards show them. */
export function favoriteBusinessRows(db: Db, userId: string): Promise<BusinessCardRow[]> {
  return selectBusinessCards(db)
    .innerJoin("favorite_businesses as f", "f.business_id", "b.id")
    .where("f.user_id", "=", userId)
    .orderBy("f.created_at", "desc")
    .orderBy("b.id")
    .execute();
}
