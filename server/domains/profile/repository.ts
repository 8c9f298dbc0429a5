import { accountKey } from "../../auth/login-throttle";
import type { Db } from "../../db/database";
import { refreshRatingSummary } from "../../shared/rating-summary";

export function findProfileRow(db: Db, userId: string) {
  return db
    .selectFrom("users")
    .innerJoin("currencies", "currencies.id", "users.currency_id")
    .select([
      "users.id",
      "users.email",
      "users.phone",
      "users.first_name",
      "users.last_name",
      "users.role",
      "users.lang",
      "users.image_id",
      "users.is_verified",
      "users.email_verified",
      "users.is_active",
      "users.date_joined",
      "currencies.id as currency_id",
      "currencies.code as currency_code",
      "currencies.names as currency_names",
    ])
    .select((eb) =>
      eb
        .selectFrom("businesses")
        .select("businesses.id")
        .whereRef("businesses.owner_id", "=", "users.id")
        .orderBy("businesses.created_at")
        .limit(1)
        .as("business_id"),
    )
    .select((eb) =>
      eb
        .selectFrom("businesses")
        .select("businesses.status")
        .whereRef("businesses.owner_id", "=", "users.id")
        .orderBy("businesses.created_at")
        .limit(1)
        .as("business_status"),
    )
    .select((eb) => eb("users.password_hash", "is not", null).as("has_password"))
    .where("users.id", "=", userId)
    .executeTakeFirst();
}

export async function currencyExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom("currencies").select("id").where("id", "=", id).executeTakeFirst()) !==
    undefined
  );
}

export interface ProfileChanges {
  lang?: string;
  currencyId?: number;
  firstName?: string;
  lastName?: string;
  image?: { contentType: string; bytes: Buffer };
}

/** One transaction: the avatar row and the user row change together or not at all. */
export async function applyProfileChanges(db: Db, userId: string, changes: ProfileChanges) {
  await db.transaction().execute(async (trx) => {
    let imageId: string | undefined;
    if (changes.image) {
      const image = await trx
        .insertInto("images")
        .values({
          content_type: changes.image.contentType,
          bytes: changes.image.bytes,
          owner_id: userId,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      imageId = image.id;
    }
    const set = {
      ...(changes.lang !== undefined && { lang: changes.lang }),
      ...(changes.currencyId !== undefined && { currency_id: changes.currencyId }),
      ...(changes.firstName !== undefined && { first_name: changes.firstName }),
      ...(changes.lastName !== undefined && { last_name: changes.lastName }),
      ...(imageId !== undefined && { image_id: imageId }),
    };
    if (Object.keys(set).length > 0) {
      await trx.updateTable("users").set(set).where("id", "=", userId).execute();
    }
  });
}

/** What confirming with a password needs; undefined for a user that is gone. */
export function findCredentials(db: Db, userId: string) {
  return db
    .selectFrom("users")
    .select(["password_hash", "is_active"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db
    .updateTable("users")
    .set({ password_hash: passwordHash })
    .where("id", "=", userId)
    .execute();
}

/**
 * Deletes the account and everything that is the person's, in one transaction. The user row
 * cascades (migrations 0001–0010): the business with its offerings, their pictures, sales,
 * banners, feedback and favourites; the person's own feedback, favourites, notifications,
 * refresh tokens and codes. What the cascade cannot do is done here: the ratings of what they
 * reviewed are counted again without them, the pictures they uploaded go (an image row only
 * loses its owner otherwise), and their failed sign-ins are forgotten.
 */
export async function deleteAccountData(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const images = await trx
      .selectFrom("images")
      .select("id")
      .where("owner_id", "=", userId)
      .execute();
    const reviewed = await trx
      .selectFrom("feedback")
      .select(["offering_id", "business_id"])
      .where("user_id", "=", userId)
      .execute();
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    for (const { offering_id, business_id } of reviewed) {
      if (offering_id) await refreshRatingSummary(trx, { kind: "offering", id: offering_id });
      if (business_id) await refreshRatingSummary(trx, { kind: "business", id: business_id });
    }
    if (images.length > 0) {
      await trx
        .deleteFrom("images")
        .where(
          "id",
          "in",
          images.map((image) => image.id),
        )
        // A banner keeps its picture (banners are the administration's to remove).
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("banners")
                .select("banners.id")
                .whereRef("banners.image_id", "=", "images.id"),
            ),
          ),
        )
        // So does a blog post its cover: the post stays when the administrator who wrote it goes.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("blog_posts")
                .select("blog_posts.id")
                .whereRef("blog_posts.cover_image_id", "=", "images.id"),
            ),
          ),
        )
        .execute();
    }
    await trx
      .deleteFrom("login_failures")
      .where("account_key", "=", accountKey({ id: userId }, ""))
      .execute();
  });
}
