import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { BusinessCardRow, CurrencyCode, DisplayCurrency, OfferingCardRow } from "./cards";
import { displayScale } from "./cards";

function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "23503";
}

export async function findDisplayCurrency(
  db: Db,
  code: CurrencyCode,
): Promise<DisplayCurrency | null> {
  const row = await db
    .selectFrom("currencies")
    .select("rate")
    .where("code", "=", code)
    .executeTakeFirst();
  return row ? { code, rate: row.rate, scale: displayScale(code) } : null;
}

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
          .where("o.status", "=", "active")
          .where("b.status", "=", "accepted"),
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
    .where("o.status", "=", "active")
    .where("b.status", "=", "accepted")
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
          .where("b.status", "=", "accepted"),
      )
      .onConflict((oc) => oc.columns(["user_id", "business_id"]).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
  const stillPublic = await db
    .selectFrom("businesses")
    .select("id")
    .where("id", "=", businessId)
    .where("status", "=", "accepted")
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

/** The user's saved offerings that are still public, newest saved first. */
export function favoriteOfferingRows(
  db: Db,
  userId: string,
  display: DisplayCurrency,
): Promise<OfferingCardRow[]> {
  const rate = sql`${display.rate}::numeric`;
  const scale = sql`${display.scale}::int`;
  // Priced in the display currency: the price itself, not a round trip through dollars.
  const displayAmount = sql<string>`round(case when cur.code = ${display.code} then o.price
    else o.price_usd * ${rate} end, ${scale})`;
  // The sale price converts at the rate its offering's dollar price was saved with.
  const saleDisplayAmount = sql<string | null>`round(case
    when cur.code = ${display.code} then fs.sale_price
    when o.price > 0 then fs.sale_price * o.price_usd / o.price * ${rate}
    else fs.sale_price / cur.rate * ${rate} end, ${scale})`;
  return db
    .selectFrom("favorite_offerings as f")
    .innerJoin("offerings as o", "o.id", "f.offering_id")
    .innerJoin("businesses as b", "b.id", "o.business_id")
    .innerJoin("categories as cat", "cat.id", "o.category_id")
    .innerJoin("currencies as cur", "cur.id", "o.currency_id")
    .leftJoin("regions as r", "r.code", "b.region_code")
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("flash_sales as s")
          .select([
            "s.id",
            "s.sale_price",
            "s.starts_at",
            "s.ends_at",
            "s.quantity_limit",
            "s.sold",
          ])
          .whereRef("s.offering_id", "=", "o.id")
          .where(sql<boolean>`s.starts_at <= now() and now() < s.ends_at`)
          .where((w) =>
            w.or([w("s.quantity_limit", "is", null), w("s.sold", "<", w.ref("s.quantity_limit"))]),
          )
          // Overlapping sales: the buyer sees the best price.
          .orderBy("s.sale_price")
          .orderBy("s.ends_at")
          .limit(1)
          .as("fs"),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      "o.id",
      "o.kind",
      "o.titles",
      eb
        .selectFrom("offering_images as i")
        .select("i.image_id")
        .whereRef("i.offering_id", "=", "o.id")
        .orderBy("i.position")
        .orderBy("i.image_id")
        .limit(1)
        .as("image_id"),
      "o.price",
      "cur.code as currency_code",
      displayAmount.as("display_amount"),
      "o.created_at",
      "o.rating_average",
      "o.rating_count",
      "o.like_count",
      "b.id as business_id",
      "b.names as business_names",
      "b.logo_image_id as business_logo",
      "r.code as region_code",
      "r.names as region_names",
      "cat.id as category_id",
      "cat.slug as category_slug",
      "cat.names as category_names",
      "fs.id as sale_id",
      "fs.sale_price",
      saleDisplayAmount.as("sale_display_amount"),
      "fs.starts_at as sale_starts_at",
      "fs.ends_at as sale_ends_at",
      "fs.quantity_limit as sale_quantity_limit",
      "fs.sold as sale_sold",
    ])
    .where("f.user_id", "=", userId)
    .where("o.status", "=", "active")
    .where("b.status", "=", "accepted")
    .orderBy("f.created_at", "desc")
    .orderBy("o.id")
    .execute();
}

/** The user's saved businesses that are still accepted, newest saved first. */
export function favoriteBusinessRows(db: Db, userId: string): Promise<BusinessCardRow[]> {
  return db
    .selectFrom("favorite_businesses as f")
    .innerJoin("businesses as b", "b.id", "f.business_id")
    .innerJoin("okeds as k", "k.id", "b.oked_id")
    .leftJoin("regions as r", "r.code", "b.region_code")
    .select((eb) => [
      "b.id",
      "b.names",
      "b.descriptions",
      "b.logo_image_id",
      "r.code as region_code",
      "r.names as region_names",
      "k.id as oked_id",
      "k.code as oked_code",
      "k.names as oked_names",
      "b.rating_average",
      "b.rating_count",
      "b.like_count",
      eb
        .selectFrom("offerings as o")
        .select((c) => c.fn.countAll<string>().as("n"))
        .whereRef("o.business_id", "=", "b.id")
        .where("o.status", "=", "active")
        .as("offering_count"),
    ])
    .where("f.user_id", "=", userId)
    .where("b.status", "=", "accepted")
    .orderBy("f.created_at", "desc")
    .orderBy("b.id")
    .execute();
}
