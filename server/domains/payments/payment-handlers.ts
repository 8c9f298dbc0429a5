import type { Payment } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import { ApiError } from "../../errors";
import { fallbackLang, pickText } from "../../i18n";
import { operationHandlers, sendBytes } from "../../operations";
import { receiptFileName, renderReceiptPdf } from "../../payments/receipt-pdf";
import { maskedCard } from "./cards-repository";
import type { PaymentRow } from "./payments-repository";
import { type PlanRow, plansOf } from "./plans";
import { isCatalogued } from "./processor-refusal";

export function receiptNumber(payment: Pick<PaymentRow, "number">): string {
  return `BZR-${String(payment.number).padStart(6, "0")}`;
}

function toPayment(row: PaymentRow, plans: Map<string, PlanRow>, lang: string): Payment {
  const plan = plans.get(row.plan_code);
  return {
    id: row.id,
    number: receiptNumber(row),
    created_at: new Date(row.created_at).toISOString(),
    status: row.status,
    amount: Number(row.amount),
    audience: row.audience,
    plan_code: row.plan_code,
    plan_name: plan ? pickText(plan.names, lang) : row.plan_code,
    period: row.period,
    reason: row.reason,
    card: { masked: maskedCard(row.card_first4, row.card_last4), network: row.card_network },
    failure_code: row.failure_code && isCatalogued(row.failure_code) ? row.failure_code : null,
  };
}

async function allPlans(ctx: AppContext): Promise<Map<string, PlanRow>> {
  const [users, businesses] = await Promise.all([
    plansOf(ctx.db, "user"),
    plansOf(ctx.db, "business"),
  ]);
  return new Map([...users, ...businesses].map((plan) => [plan.code, plan]));
}

export function paymentHandlers(ctx: AppContext) {
  const { db } = ctx;
  return operationHandlers({
    async listMyPayments(request) {
      const { userId } = requireAuth(request);
      const query = request.query ?? {};
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 24;
      const [rows, total] = await Promise.all([
        db
          .selectFrom("payments")
          .selectAll()
          .where("user_id", "=", userId)
          .orderBy("created_at", "desc")
          .orderBy("number", "desc")
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        db
          .selectFrom("payments")
          .select((eb) => eb.fn.countAll<string>().as("count"))
          .where("user_id", "=", userId)
          .executeTakeFirstOrThrow(),
      ]);
      const plans = await allPlans(ctx);
      const lang = query.lang ?? fallbackLang;
      return {
        items: rows.map((row) => toPayment(row, plans, lang)),
        total: Number(total.count),
        page,
        page_size: pageSize,
      };
    },

    async getPaymentReceipt(request, reply) {
      const { userId } = requireAuth(request);
      const lang = request.query?.lang ?? fallbackLang;
      const row = await db
        .selectFrom("payments as p")
        .innerJoin("users as u", "u.id", "p.user_id")
        .leftJoin("businesses as b", "b.id", "p.business_id")
        .select([
          "p.number",
          "p.created_at",
          "p.settled_at",
          "p.plan_code",
          "p.period",
          "p.period_start",
          "p.period_end",
          "p.amount",
          "p.card_first4",
          "p.card_last4",
          "p.card_network",
          "p.status",
          "p.provider_transaction_id",
          "u.first_name",
          "u.last_name",
          "b.names as business_names",
        ])
        .where("p.id", "=", idParam(request.params))
        .where("p.user_id", "=", userId)
        .where("p.status", "in", ["succeeded", "refunded"])
        .executeTakeFirst();
      if (!row) throw new ApiError(404, "payment_not_found");
      const plans = await allPlans(ctx);
      const plan = plans.get(row.plan_code);
      const receipt = {
        number: receiptNumber(row),
        issuedAt: new Date(row.settled_at ?? row.created_at),
        payerName: [row.first_name, row.last_name].filter(Boolean).join(" "),
        businessName: row.business_names ? pickText(row.business_names, lang) : null,
        planName: plan ? pickText(plan.names, lang) : row.plan_code,
        period: row.period,
        periodStart: new Date(row.period_start),
        periodEnd: new Date(row.period_end),
        amountTiyin: Number(row.amount),
        card: { masked: maskedCard(row.card_first4, row.card_last4), network: row.card_network },
        status: row.status === "refunded" ? ("refunded" as const) : ("succeeded" as const),
        transactionId: row.provider_transaction_id ?? "",
      };
      const pdf = await renderReceiptPdf(receipt, lang);
      reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${receiptFileName(receipt)}"`);
      return sendBytes(reply, pdf);
    },
  });
}
