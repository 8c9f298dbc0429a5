import type { Db } from "../../db/database";

export function listCurrencyRows(db: Db) {
  return db
    .selectFrom("currencies")
    .select(["id", "code", "names", "rate"])
    .orderBy("id")
    .execute();
}

export function listOkedRows(db: Db) {
  return db.selectFrom("okeds").select(["id", "code", "names"]).orderBy("code").execute();
}

export function findImage(db: Db, id: string) {
  return db
    .selectFrom("images")
    .select(["content_type", "bytes"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function insertImage(
  db: Db,
  image: { contentType: string; bytes: Buffer; ownerId: string },
): Promise<string> {
  const row = await db
    .insertInto("images")
    .values({ content_type: image.contentType, bytes: image.bytes, owner_id: image.ownerId })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
