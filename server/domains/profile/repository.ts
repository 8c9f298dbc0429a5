import type { Db } from "../../db/database";

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
        .values({ content_type: changes.image.contentType, bytes: changes.image.bytes })
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
