import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { LocalizedText } from "../../db/schema";
import { tashkentDaySql } from "../../shared/tashkent-day";
import type { ResolvedPeriod } from "./period";

export interface LedgerSumRow {
  day: string;
  plan_code: string;
  kind: "charge" | "refund" | "failure";
  entries: number;
  /** Tiyin, signed as the ledger keeps it (refunds negative). */
  amount: number;
}

/** The period's ledger summed per Tashkent day, plan and kind: everything the charts need. */
export async function ledgerSums(db: Db, period: ResolvedPeriod): Promise<LedgerSumRow[]> {
  const day = sql.raw(tashkentDaySql("at"));
  const { rows } = await sql<{
    day: string;
    plan_code: string;
    kind: LedgerSumRow["kind"];
    entries: string;
    amount: string;
  }>`
    SELECT ${day} AS day, plan_code, kind, count(*) AS entries, sum(amount) AS amount
    FROM ledger_entries
    WHERE at >= ${period.start} AND at < ${period.end}
    GROUP BY 1, 2, 3`.execute(db);
  return rows.map((row) => ({ ...row, entries: Number(row.entries), amount: Number(row.amount) }));
}

export async function planNames(db: Db): Promise<Map<string, LocalizedText>> {
  const rows = await db.selectFrom("plans").select(["code", "names"]).execute();
  return new Map(rows.map((row) => [row.code, row.names]));
}

/** A ledger entry with the names of whom it was for, as the table and the CSV show it. */
function entriesQuery(db: Db, period: ResolvedPeriod) {
  return db
    .selectFrom("ledger_entries as l")
    .leftJoin("users as u", "u.id", "l.user_id")
    .leftJoin("businesses as b", "b.id", "l.business_id")
    .where("l.at", ">=", period.start)
    .where("l.at", "<", period.end);
}

const entryColumns = [
  "l.id",
  "l.at",
  "l.kind",
  "l.amount",
  "l.currency",
  "l.audience",
  "l.plan_code",
  "l.payment_id",
  "l.user_id",
  "l.business_id",
  "l.code",
  "u.first_name",
  "u.last_name",
  "u.email",
  "b.names as business_names",
] as const;

export async function ledgerPage(db: Db, period: ResolvedPeriod, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    entriesQuery(db, period)
      .select(entryColumns)
      .orderBy("l.at", "desc")
      .orderBy("l.id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    entriesQuery(db, period)
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export function allLedgerEntries(db: Db, period: ResolvedPeriod) {
  return entriesQuery(db, period)
    .select(entryColumns)
    .orderBy("l.at", "asc")
    .orderBy("l.id", "asc")
    .execute();
}

export type LedgerEntryRow = Awaited<ReturnType<typeof allLedgerEntries>>[number];
