import type { Transaction } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";

type Executor = Db | Transaction<Database>;

/**
 * Whether a reference a body names exists: a business's activity (OKED) and region, as a
 * registration and the owner's editor both check them before writing.
 */
export async function okedExists(db: Executor, id: string): Promise<boolean> {
  const row = await db.selectFrom("okeds").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

export async function regionExists(db: Executor, code: string): Promise<boolean> {
  const row = await db
    .selectFrom("regions")
    .select("code")
    .where("code", "=", code)
    .executeTakeFirst();
  return row !== undefined;
}
