import type { AdminFinance, LedgerEntry } from "../../../sdk/types.gen";
import type { AppContext } from "../../context";
import type { LocalizedText } from "../../db/schema";
import { fallbackLang, pickText } from "../../i18n";
import { operationHandlers, sendBytes } from "../../operations";
import { toCsv } from "../../shared/csv";
import {
  allLedgerEntries,
  type LedgerEntryRow,
  type LedgerSumRow,
  ledgerPage,
  ledgerSums,
  planNames,
} from "./ledger-repository";
import { perDay, resolvePeriod } from "./period";
import { movesMoney, revenueByPlan } from "./revenue";

function sumPerDay(rows: LedgerSumRow[], pick: (row: LedgerSumRow) => number) {
  const days = new Map<string, number>();
  for (const row of rows) days.set(row.day, (days.get(row.day) ?? 0) + pick(row));
  return days;
}

const total = (rows: LedgerSumRow[], pick: (row: LedgerSumRow) => number) =>
  rows.reduce((sum, row) => sum + pick(row), 0);

function personName(row: LedgerEntryRow): string {
  return [row.first_name, row.last_name].filter(Boolean).join(" ") || (row.email ?? "");
}

function toLedgerEntry(
  row: LedgerEntryRow,
  names: Map<string, LocalizedText>,
  lang: string,
): LedgerEntry {
  return {
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    kind: row.kind,
    amount: Number(row.amount),
    currency: row.currency,
    audience: row.audience,
    plan_code: row.plan_code,
    plan_name: pickText(names.get(row.plan_code), lang) || row.plan_code,
    payment_id: row.payment_id,
    person: row.user_id ? { id: row.user_id, name: personName(row) } : null,
    business: row.business_id
      ? { id: row.business_id, name: pickText(row.business_names, lang) }
      : null,
    code: row.code,
  };
}

const CSV_HEADER = [
  "id",
  "at",
  "kind",
  "amount_tiyin",
  "currency",
  "audience",
  "plan_code",
  "plan_name",
  "payment_id",
  "person_id",
  "person_name",
  "business_id",
  "business_name",
  "code",
];

export function financeHandlers({ db }: AppContext) {
  return operationHandlers({
    async getAdminFinance(request): Promise<AdminFinance> {
      const query = request.query ?? {};
      const lang = query.lang ?? fallbackLang;
      const period = resolvePeriod(query, new Date());
      const [sums, names] = await Promise.all([ledgerSums(db, period), planNames(db)]);
      const charges = sums.filter((row) => row.kind === "charge");
      const refunds = sums.filter((row) => row.kind === "refund");
      const failures = sums.filter((row) => row.kind === "failure");
      const money = sums.filter(movesMoney);
      const charged = total(charges, (row) => row.amount);
      const refunded = -total(refunds, (row) => row.amount);
      return {
        period: { from: period.from, to: period.to, days: period.days },
        totals: {
          charged,
          charge_count: total(charges, (row) => row.entries),
          refunded,
          refund_count: total(refunds, (row) => row.entries),
          revenue: charged - refunded,
          failed_count: total(failures, (row) => row.entries),
          failed_amount: total(failures, (row) => row.amount),
        },
        per_day: {
          revenue: perDay(
            period,
            sumPerDay(money, (row) => row.amount),
          ),
          refunded: perDay(
            period,
            sumPerDay(refunds, (row) => -row.amount),
          ),
          failed_count: perDay(
            period,
            sumPerDay(failures, (row) => row.entries),
          ),
          failed_amount: perDay(
            period,
            sumPerDay(failures, (row) => row.amount),
          ),
        },
        by_plan: revenueByPlan(period, sums, names, lang),
      };
    },

    async listLedgerEntries(request) {
      const query = request.query ?? {};
      const lang = query.lang ?? fallbackLang;
      const period = resolvePeriod(query, new Date());
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 24;
      const [{ rows, total: count }, names] = await Promise.all([
        ledgerPage(db, period, page, pageSize),
        planNames(db),
      ]);
      return {
        items: rows.map((row) => toLedgerEntry(row, names, lang)),
        total: count,
        page,
        page_size: pageSize,
      };
    },

    async exportLedgerCsv(request, reply) {
      const query = request.query ?? {};
      const lang = query.lang ?? fallbackLang;
      const period = resolvePeriod(query, new Date());
      const [rows, names] = await Promise.all([allLedgerEntries(db, period), planNames(db)]);
      const csv = toCsv(
        CSV_HEADER,
        rows.map((row) => {
          const entry = toLedgerEntry(row, names, lang);
          return [
            entry.id,
            entry.at,
            entry.kind,
            entry.amount,
            entry.currency,
            entry.audience,
            entry.plan_code,
            entry.plan_name,
            entry.payment_id,
            entry.person?.id ?? null,
            entry.person?.name ?? null,
            entry.business?.id ?? null,
            entry.business?.name ?? null,
            entry.code,
          ];
        }),
      );
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="bozor-finance-${period.from}-${period.to}.csv"`,
        );
      return sendBytes(reply, Buffer.from(csv, "utf8"));
    },
  });
}
