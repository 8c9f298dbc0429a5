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
