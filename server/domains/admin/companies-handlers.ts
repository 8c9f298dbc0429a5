import type {
  AdminBusiness,
  AdminBusinessAction,
  BusinessStatus,
  Lang,
} from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import { ApiError } from "../../errors";
import { fallbackLang, pickText } from "../../i18n";
import { operationHandlers } from "../../operations";
import { auditEntriesFor } from "../../shared/audit-log";
import { decideVerification, listVerificationSteps } from "../../shared/business-verification";
import { type CompanyRow, findCompany, listCompanyQueue } from "./companies-repository";

/**
 * Each decision: the statuses it may be taken from, the status it makes, whether the owner
 * must be told why. Reject only a submission (an accepted business that misbehaves is
 * blocked); unblocking is the only way out of a block.
 */
const DECISIONS: Record<
  AdminBusinessAction,
  { from: readonly BusinessStatus[]; to: BusinessStatus; needsReason: boolean }
> = {
  accept: { from: ["pending", "rejected"], to: "accepted", needsReason: false },
  reject: { from: ["pending"], to: "rejected", needsReason: true },
  block: { from: ["pending", "accepted", "rejected"], to: "blocked", needsReason: true },
  unblock: { from: ["blocked"], to: "accepted", needsReason: false },
};

function personName(first: string, last: string, email: string | null): string {
  return [first, last].filter(Boolean).join(" ") || (email ?? "");
}

async function toAdminBusiness(
  ctx: AppContext,
  row: CompanyRow,
  lang: Lang,
): Promise<AdminBusiness> {
  const [history, audit] = await Promise.all([
    listVerificationSteps(ctx.db, row.id),
    auditEntriesFor(ctx.db, { kind: "business", id: row.id }),
  ]);
  const latest = history[0];
  return {
    id: row.id,
    names: row.names,
    descriptions: row.descriptions,
    status: row.status,
    status_reason:
      (row.status === "rejected" || row.status === "blocked") && latest?.status === row.status
        ? latest.reason
        : null,
    tax_id: row.tax_id,
    oked: { id: row.oked_id, code: row.oked_code, name: pickText(row.oked_names, lang) },
    region:
      row.region_code && row.region_names
        ? { code: row.region_code, name: pickText(row.region_names, lang) }
        : null,
    address: row.address,
    phone: row.phone,
    email: row.email,
    links: row.links,
    working_hours: row.working_hours,
    logo: row.logo_image_id,
    owner: {
      id: row.owner_id,
      name: personName(row.owner_first_name, row.owner_last_name, row.owner_email),
      email: row.owner_email,
      phone: row.owner_phone,
    },
    created_at: new Date(row.created_at).toISOString(),
    offering_count: Number(row.offering_count ?? 0),
    history,
    audit,
  };
}

async function loadCompany(ctx: AppContext, id: string, lang: Lang): Promise<AdminBusiness> {
  const row = await findCompany(ctx.db, id);
  if (!row) throw new ApiError(404, "business_not_found");
  return toAdminBusiness(ctx, row, lang);
}

/** The companies' verification (x-roles admin in the contract). */
export function companiesHandlers(ctx: AppContext) {
  return operationHandlers({
    async listAdminBusinesses(request) {
      const query = request.query ?? {};
      const lang = query.lang ?? fallbackLang;
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 24;
      const { items, total, pendingCount } = await listCompanyQueue(ctx.db, {
        status: query.status,
        q: query.q,
        page,
        pageSize,
      });
      return {
        items: items.map((row) => ({
          id: row.id,
          name: pickText(row.names, lang),
          tax_id: row.tax_id,
          status: row.status,
          owner_name: personName(row.first_name, row.last_name, row.owner_email),
          phone: row.phone,
          created_at: new Date(row.created_at).toISOString(),
        })),
        total,
        page,
        page_size: pageSize,
        pending_count: pendingCount,
      };
    },

    async getAdminBusiness(request) {
      return loadCompany(ctx, idParam(request.params), request.query?.lang ?? fallbackLang);
    },

    async decideAdminBusiness(request) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      const { action } = request.body;
      const decision = DECISIONS[action];
      const reason = request.body.reason?.trim() ?? "";
      if (decision.needsReason && reason === "") throw new ApiError(400, "reason_required");
      // The one path every verification decision takes (the sandbox's too).
      await decideVerification(ctx, id, decision.to, decision.needsReason ? reason : null, {
        decidedBy: userId,
        allowedFrom: decision.from,
        audit: { actorId: userId, action: `business.${action}` },
      });
      return loadCompany(ctx, id, request.query?.lang ?? fallbackLang);
    },
  });
}
