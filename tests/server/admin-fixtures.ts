import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../server/db/database";
import { bearer, type Tokens } from "./helper";

/** A GET of an admin operation as `who`, with the query given. */
export function adminGet(
  app: FastifyInstance,
  who: Tokens | null,
  url: string,
  query: Record<string, string> = {},
) {
  return app.inject({
    method: "GET",
    url: `/api/v1${url}`,
    query,
    headers: who ? bearer(who) : {},
  });
}

/** A noon in Tashkent (07:00 UTC) of `day`, safely inside that Tashkent day. */
export const tashkentNoon = (day: string) => new Date(`${day}T07:00:00Z`);

export interface LedgerRow {
  kind: "charge" | "refund" | "failure";
  amount: number;
  plan: string;
  at: Date;
  userId?: string | null;
  businessId?: string | null;
  code?: string | null;
}

/** Ledger entries as the payments domain writes them (the ledger has no foreign keys). */
export async function insertLedger(db: Db, rows: LedgerRow[]): Promise<void> {
  await db
    .insertInto("ledger_entries")
    .values(
      rows.map((row) => ({
        payment_id: randomUUID(),
        kind: row.kind,
        amount: String(row.amount),
        audience: row.plan.startsWith("business") ? ("business" as const) : ("user" as const),
        plan_code: row.plan,
        user_id: row.userId ?? null,
        business_id: row.businessId ?? null,
        code: row.code ?? null,
        at: row.at,
      })),
    )
    .execute();
}
