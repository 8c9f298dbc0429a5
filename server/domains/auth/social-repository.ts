import type { Transaction } from "kysely";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";
import { insertUser } from "./repository";

type Executor = Db | Transaction<Database>;

/** How long a started sign-in may wait for its callback. */
export const startLifetimeMs = 10 * 60 * 1000;

export interface SocialStartRow {
  state: string;
  provider: string;
  nonce: string;
  codeVerifier: string;
  next: string | null;
  lang: string;
}

export async function saveStart(db: Db, start: SocialStartRow): Promise<void> {
  const now = Date.now();
  // Starts nobody finished are swept as new ones come (the table holds ten minutes' worth).
  await db.deleteFrom("social_sign_in_starts").where("expires_at", "<=", new Date(now)).execute();
  await db
    .insertInto("social_sign_in_starts")
    .values({
      state: start.state,
      provider: start.provider,
      nonce: start.nonce,
      code_verifier: start.codeVerifier,
      next: start.next,
      lang: start.lang,
      expires_at: new Date(now + startLifetimeMs),
    })
    .execute();
}

/**
 * The start a callback's `state` names, taken: deleted in the same statement, so it is used at
 * most once whatever happens next (a refused code, a second tab, a replay). Null when unknown,
 * spent or expired.
 */
export async function takeStart(db: Db, state: string): Promise<SocialStartRow | null> {
  const row = await db
    .deleteFrom("social_sign_in_starts")
    .where("state", "=", state)
    .returningAll()
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) return null;
  return {
    state: row.state,
    provider: row.provider,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    next: row.next,
    lang: row.lang,
  };
}

const accountColumns = [
  "users.id",
  "users.role",
  "users.is_active",
  "users.is_verified",
  "users.email_verified",
] as const;

export function findAccountBySubject(db: Executor, provider: string, subject: string) {
  return db
    .selectFrom("social_identities")
    .innerJoin("users", "users.id", "social_identities.user_id")
    .select(accountColumns)
    .where("social_identities.provider", "=", provider)
    .where("social_identities.subject", "=", subject)
    .executeTakeFirst();
}

export function findAccountByEmail(db: Executor, email: string) {
  return db
    .selectFrom("users")
    .select(accountColumns)
    .where("email", "=", email)
    .executeTakeFirst();
}

export async function linkIdentity(
  db: Executor,
  identity: { provider: string; subject: string; userId: string },
): Promise<void> {
  await db
    .insertInto("social_identities")
    .values({ provider: identity.provider, subject: identity.subject, user_id: identity.userId })
    .onConflict((oc) => oc.columns(["provider", "subject"]).doNothing())
    .execute();
}

export interface SocialPerson {
  email: string;
  firstName: string;
  lastName: string;
  lang: string;
}

/**
 * A person the provider vouches for, registered: verified, the email confirmed (the provider
 * checked it), an individual, without password or phone until they add them.
 */
export async function registerSocialAccount(db: Executor, person: SocialPerson) {
  const created = await insertUser(db, {
    email: person.email,
    phone: null,
    passwordHash: null,
    firstName: person.firstName,
    lastName: person.lastName,
    role: "user",
    lang: person.lang,
    verified: true,
    emailVerified: true,
  });
  return { id: created.id, role: "user" as const };
}
