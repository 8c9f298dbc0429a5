import { sql } from "kysely";
import type { Lang } from "../../../sdk/types.gen";
import type { Db } from "../../db/database";

export interface StoredSynonymGroup {
  id: string;
  lang: Lang;
  words: string[];
  created_at: Date;
  updated_at: Date;
}

const columns = ["id", "lang", "words", "created_at", "updated_at"] as const;

/** The administrators' list: last changed first, all of it or one language's. */
export async function listSynonymGroupRows(
  db: Db,
  lang: Lang | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: StoredSynonymGroup[]; total: number }> {
  let rows = db.selectFrom("search_synonym_groups").select(columns);
  let count = db
    .selectFrom("search_synonym_groups")
    .select((eb) => eb.fn.countAll<string>().as("n"));
  if (lang) {
    rows = rows.where("lang", "=", lang);
    count = count.where("lang", "=", lang);
  }
  const [found, counted] = await Promise.all([
    rows
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: found, total: Number(counted.n) };
}

/** The group, locked for the rest of the transaction so the audit log's "before" is true. */
export function lockSynonymGroup(db: Db, id: string): Promise<StoredSynonymGroup | undefined> {
  return db
    .selectFrom("search_synonym_groups")
    .select(columns)
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
}

export interface SynonymGroupValues {
  lang: Lang;
  words: string[];
}

// Each write below is one statement: the statement trigger of migration 0027 moves
// `catalog_version` with it.

export function insertSynonymGroup(
  db: Db,
  values: SynonymGroupValues,
): Promise<StoredSynonymGroup> {
  return db
    .insertInto("search_synonym_groups")
    .values({ lang: values.lang, words: JSON.stringify(values.words) })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export function updateSynonymGroupRow(
  db: Db,
  id: string,
  values: SynonymGroupValues,
): Promise<StoredSynonymGroup> {
  return db
    .updateTable("search_synonym_groups")
    .set({ lang: values.lang, words: JSON.stringify(values.words), updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function deleteSynonymGroupRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom("search_synonym_groups").where("id", "=", id).execute();
}
