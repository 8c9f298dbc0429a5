import type { Transaction } from "kysely";
import type { Db } from "../../db/database";
import type { Database, LocalizedText, Role } from "../../db/schema";
import { searchTextOf } from "../../shared/search-text";

type Executor = Db | Transaction<Database>;

const userColumns = [
  "id",
  "email",
  "phone",
  "password_hash",
  "role",
  "is_active",
  "is_verified",
] as const;

/** Email case-insensitively, or the 12-digit phone. */
export function findUserByUsername(db: Db, username: string) {
  const trimmed = username.trim();
  const query = db.selectFrom("users").select(userColumns);
  return (
    /^\d{12}$/.test(trimmed)
      ? query.where("phone", "=", trimmed)
      : query.where("email", "=", trimmed.toLowerCase())
  ).executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom("users").select(userColumns).where("id", "=", id).executeTakeFirst();
}

export async function userExists(db: Executor, phone: string, email: string | null) {
  const found = await db
    .selectFrom("users")
    .select("id")
    .where((eb) =>
      email ? eb.or([eb("phone", "=", phone), eb("email", "=", email)]) : eb("phone", "=", phone),
    )
    .executeTakeFirst();
  return found !== undefined;
}

async function defaultCurrencyId(db: Executor): Promise<number> {
  const usd = await db
    .selectFrom("currencies")
    .select("id")
    .where("code", "=", "USD")
    .executeTakeFirst();
  if (usd) return usd.id;
  const any = await db
    .selectFrom("currencies")
    .select("id")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return any.id;
}

interface NewUser {
  email: string | null;
  /** Null for an account made by social sign-in, as is its password. */
  phone: string | null;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  role: Role;
  lang: string;
  /** Registration verifies with a one-time code later; a provider's verified email already has. */
  verified?: boolean;
  /**
   * Only a provider's verified email: registration's code goes to the phone and proves nothing
   * of the email, which the person confirms later with a code sent to it.
   */
  emailVerified?: boolean;
}

export async function insertUser(db: Executor, user: NewUser): Promise<{ id: string }> {
  return db
    .insertInto("users")
    .values({
      email: user.email,
      phone: user.phone,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
      lang: user.lang,
      currency_id: await defaultCurrencyId(db),
      image_id: null,
      is_verified: user.verified ?? false,
      email_verified: user.emailVerified ?? false,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

interface NewBusiness {
  ownerId: string;
  names: LocalizedText;
  okedId: string;
  taxId: string;
  phone: string;
  email: string | null;
  regionCode: string;
  address: string;
}

export async function insertBusiness(db: Executor, business: NewBusiness): Promise<void> {
  await db
    .insertInto("businesses")
    .values({
      owner_id: business.ownerId,
      names: JSON.stringify(business.names),
      descriptions: "{}",
      // What search matches (its words go to search_terms as the row is inserted): without it
      // the business, once accepted, could never be found by name.
      search_text: searchTextOf(business.names),
      status: "pending",
      oked_id: business.okedId,
      tax_id: business.taxId,
      phone: business.phone,
      email: business.email,
      region: null,
      region_code: business.regionCode,
      address: business.address,
      logo_image_id: null,
    })
    .execute();
}

export async function markVerified(db: Db, id: string): Promise<void> {
  await db.updateTable("users").set({ is_verified: true }).where("id", "=", id).execute();
}
