import type { Db } from "./database";

/**
 * A value generated once and kept in `settings` (a secret nobody configured): the first
 * instance to start writes it, and every instance on the database, now and after restarts,
 * reads the same one.
 */
export async function generatedSetting(
  db: Db,
  key: string,
  generate: () => string,
): Promise<string> {
  await db
    .insertInto("settings")
    .values({ key, value: generate() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  return row.value;
}
