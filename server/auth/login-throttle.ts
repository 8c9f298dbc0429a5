import type { Db } from "../db/database";
import { ApiError } from "../errors";

export const maxFailures = 5;
export const windowSeconds = 60;

export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/** Kept in the database so the limit holds across server instances. */
export async function assertNotThrottled(db: Db, key: string): Promise<void> {
  const since = new Date(Date.now() - windowSeconds * 1000);
  const rows = await db
    .selectFrom("login_failures")
    .select("at")
    .where("username_key", "=", key)
    .where("at", ">", since)
    .orderBy("at", "desc")
    .limit(maxFailures)
    .execute();
  if (rows.length < maxFailures) return;
  // The lock lasts until the oldest of the last five failures leaves the window.
  const oldest = rows[rows.length - 1];
  const unlockAt = new Date(oldest?.at ?? Date.now()).getTime() + windowSeconds * 1000;
  const retryAfter = Math.max(1, Math.ceil((unlockAt - Date.now()) / 1000));
  throw new ApiError(429, "too_many_attempts", { "Retry-After": String(retryAfter) });
}

export async function recordFailure(db: Db, key: string): Promise<void> {
  await db.insertInto("login_failures").values({ username_key: key, at: new Date() }).execute();
  await db
    .deleteFrom("login_failures")
    .where("at", "<", new Date(Date.now() - windowSeconds * 1000))
    .execute();
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom("login_failures").where("username_key", "=", key).execute();
}
