import { sql } from "kysely";
import type { Db } from "../db/database";
import { isUniqueViolation } from "../db/pg-errors";
import type { Role } from "../db/schema";
import { insertUser } from "../domains/auth/repository";
import { fallbackLang } from "../i18n";
import { recordAdminAction } from "../shared/audit-log";

/**
 * The database side of `npm run admin` (make-admin.ts): run by the command on a database it
 * opened, or by the server for it, asked through the control socket (control-socket.ts).
 */
export interface AdminRequest {
  /** As the operator typed it; valid by the sign-up's rule (admin-input.ts). */
  email: string;
  /** The new account's password, hashed as the server hashes them; only to create one. */
  passwordHash?: string;
  /**
   * Promote an account whose email was never confirmed (`--unconfirmed`). Anyone can register
   * with any email, so without it such an account is refused: the operator's address could
   * have been taken by a stranger before the operator came to it.
   */
  allowUnconfirmed?: boolean;
}

/** What the account was before, for the operator to see what was made an administrator. */
interface AccountFacts {
  id: string;
  before: Role;
  active: boolean;
  verified: boolean;
  emailVerified: boolean;
  joined: string;
}

export type AdminOutcome =
  | ({ result: "promoted" } & AccountFacts)
  | ({ result: "unchanged" } & AccountFacts)
  | { result: "created"; id: string }
  /** No account has the email: ask again with the new account's password hash. */
  | { result: "password_needed" };

/** A refusal whose message is for the operator, who can act on it. */
export class AdminRefused extends Error {}

/** The audit log's actor for changes made by the operator's command (no account did them). */
export const operatorActor = "npm run admin";

/** Accounts keep their email in lower case (users.email's CHECK), as the sign-up stores it. */
export function normalEmail(email: string): string {
  return email.toLowerCase();
}

/**
 * The first word of the email's local part (`dilnoza` of `dilnoza.yusupova@…`) as its first
 * name, as social sign-in names its accounts: the header has a short name to show, and the
 * person changes it in their profile.
 */
function firstNameOf(email: string): string {
  const local = email.split("@")[0] ?? "";
  return (local.split(/[._+-]/)[0] || local || email).slice(0, 100);
}

/** Whether the tables a started server leaves are there: never an admin in a wrong database. */
export async function isBozorDatabase(db: Db): Promise<boolean> {
  const tables = await sql<{ ready: boolean }>`
    SELECT to_regclass('users') IS NOT NULL AND to_regclass('currencies') IS NOT NULL
      AND to_regclass('admin_actions') IS NOT NULL AS ready`.execute(db);
  if (!tables.rows[0]?.ready) return false;
  // The reference data a first start adds; a new account's currency comes from it.
  const currency = await db.selectFrom("currencies").select("id").limit(1).executeTakeFirst();
  return currency !== undefined;
}

/**
 * Makes the account with the email an administrator, or, given a password hash, creates it as
 * a verified one; either way with its entry in the audit log, in the same transaction.
 */
export async function makeAdmin(db: Db, request: AdminRequest): Promise<AdminOutcome> {
  const email = normalEmail(request.email);
  try {
    return await db.transaction().execute(async (trx): Promise<AdminOutcome> => {
      const user = await trx
        .selectFrom("users")
        .select(["id", "role", "is_active", "is_verified", "email_verified", "date_joined"])
        .where("email", "=", email)
        .forUpdate()
        .executeTakeFirst();
      if (user) {
        const facts: AccountFacts = {
          id: user.id,
          before: user.role,
          active: user.is_active,
          verified: user.is_verified,
          emailVerified: user.email_verified,
          joined: new Date(user.date_joined).toISOString(),
        };
        if (user.role === "admin") return { result: "unchanged", ...facts };
        if (!user.email_verified && !request.allowUnconfirmed) {
          throw new AdminRefused(
            `${email} has never confirmed its email, and anyone can register with any email; ` +
              "nothing changed: if this account is the one you mean, run again with --unconfirmed",
          );
        }
        await trx.updateTable("users").set({ role: "admin" }).where("id", "=", user.id).execute();
        await recordAdminAction(trx, {
          actorId: null,
          actorName: operatorActor,
          action: "user.role",
          target: { kind: "user", id: user.id },
          before: { role: user.role },
          after: { role: "admin" },
        });
        return { result: "promoted", ...facts };
      }
      if (!request.passwordHash) return { result: "password_needed" };
      const created = await insertUser(trx, {
        email,
        phone: null,
        passwordHash: request.passwordHash,
        firstName: firstNameOf(email),
        lastName: "",
        role: "admin",
        lang: fallbackLang,
        // The operator vouches for the address: no code is sent to it.
        verified: true,
        emailVerified: true,
      });
      await recordAdminAction(trx, {
        actorId: null,
        actorName: operatorActor,
        action: "user.create",
        target: { kind: "user", id: created.id },
        before: null,
        after: { role: "admin" },
      });
      return { result: "created", id: created.id };
    });
  } catch (error) {
    // Someone registered the email between the look-up and the insert: not theirs to promote
    // unseen, as the operator meant to create it.
    if (isUniqueViolation(error)) {
      throw new AdminRefused(`${email} was registered meanwhile; nothing changed: run again`);
    }
    throw error;
  }
}
