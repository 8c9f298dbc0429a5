import { randomBytes } from "node:crypto";
import type { Db } from "../db/database";

const settingKey = "jwt_secret";

/**
 * The signing secret: JWT_SECRET when given, otherwise generated once and kept in settings so
 * tokens survive restarts and are shared by every instance on the same database.
 */
export async function loadSigningSecret(db: Db, configured: string | null): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insertInto("settings")
    .values({ key: settingKey, value: randomBytes(48).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", settingKey)
    .executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
}
