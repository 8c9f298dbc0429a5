import type { Db } from "../db/database";
import { ApiError } from "../errors";

/**
 * Failed sign-ins, counted per account whatever name it was typed as, and per client address.
 * Kept in the database so the counts hold across server instances.
 *
 * - One address, one account: five failures within a minute lock that address out of that
 *   account until the oldest of them is a minute old.
 * - One account, every address: from twenty failures within fifteen minutes on, an address
 *   that has failed on the account within those fifteen minutes is refused until its own last
 *   failure there is fifteen minutes old, so a botnet gets one guess per address.
 * - An address with no recent failure on the account always gets its try: whoever fails from
 *   elsewhere, the owner signing in from their own device is never locked out by others.
 *
 * docs/decisions.md (Accounts) records why; the per-address request limit of the sign-in
 * operation itself is in server/address-limits.ts.
 */
export const perAddress = { maxFailures: 5, windowSeconds: 60 };
export const perAccount = { maxFailures: 20, windowSeconds: 15 * 60 };

/**
 * The account a sign-in names. A name no account has is counted on its own (trimmed, lower
 * case), so unknown names are throttled exactly like known ones and a 429 reveals nothing.
 */
export function accountKey(user: { id: string } | undefined, username: string): string {
  return user ? `user:${user.id}` : `name:${username.trim().toLowerCase()}`;
}

const secondsUntil = (time: number) => Math.max(1, Math.ceil((time - Date.now()) / 1000));

export async function assertNotThrottled(db: Db, account: string, address: string): Promise<void> {
  const now = Date.now();
  const mine = await db
    .selectFrom("login_failures")
    .select("at")
    .where("account_key", "=", account)
    .where("address", "=", address)
    .where("at", ">", new Date(now - perAccount.windowSeconds * 1000))
    .orderBy("at", "desc")
    .limit(perAddress.maxFailures)
    .execute();
  const newest = mine[0];
  if (!newest) return;
  const unlockTimes: number[] = [];

  const lastMinute = mine.filter(
    (row) => new Date(row.at).getTime() > now - perAddress.windowSeconds * 1000,
  );
  const oldestRecent = lastMinute[perAddress.maxFailures - 1];
  if (oldestRecent) {
    unlockTimes.push(new Date(oldestRecent.at).getTime() + perAddress.windowSeconds * 1000);
  }

  const { failures } = await db
    .selectFrom("login_failures")
    .select((eb) => eb.fn.countAll<string>().as("failures"))
    .where("account_key", "=", account)
    .where("at", ">", new Date(now - perAccount.windowSeconds * 1000))
    .executeTakeFirstOrThrow();
  if (Number(failures) >= perAccount.maxFailures) {
    unlockTimes.push(new Date(newest.at).getTime() + perAccount.windowSeconds * 1000);
  }

  if (unlockTimes.length === 0) return;
  const retryAfter = secondsUntil(Math.max(...unlockTimes));
  throw new ApiError(429, "too_many_attempts", { "Retry-After": String(retryAfter) });
}

export async function recordFailure(db: Db, account: string, address: string): Promise<void> {
  await db
    .insertInto("login_failures")
    .values({ account_key: account, address, at: new Date() })
    .execute();
  await db
    .deleteFrom("login_failures")
    .where("at", "<", new Date(Date.now() - perAccount.windowSeconds * 1000))
    .execute();
}

/**
 * A correct password clears this address's failures on the account only: clearing everyone's
 * would hand an attacker fresh attempts each time the owner signs in.
 */
export async function clearFailures(db: Db, account: string, address: string): Promise<void> {
  await db
    .deleteFrom("login_failures")
    .where("account_key", "=", account)
    .where("address", "=", address)
    .execute();
}
