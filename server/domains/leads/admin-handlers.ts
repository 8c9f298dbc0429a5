import type { LeadDetail } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import type { Db } from "../../db/database";
import { ApiError } from "../../errors";
import { operationHandlers, sendBytes } from "../../operations";
import { recordAdminAction } from "../../shared/audit-log";
import { toCsv } from "../../shared/csv";
import { tashkentDay } from "../../shared/tashkent-day";
import { mayMove } from "./lead-status";
import {
  activeAdminName,
  findLead,
  type LeadFilters,
  leadDetail,
  leadsForExport,
  listLeads,
} from "./repository";

/** More than a spreadsheet is pleasant with; narrow the filters for older leads. */
const EXPORT_LIMIT = 10_000;

const CSV_HEADER = [
  "created_at",
  "source",
  "status",
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "assignee",
];

async function lockedLead(trx: Db, id: string) {
  const lead = await findLead(trx, id, true);
  if (!lead) throw new ApiError(404, "lead_not_found");
  return lead;
}

/** The lead as it is after the change, read in the transaction that made it. */
async function detailAfter(trx: Db, id: string): Promise<LeadDetail> {
  return leadDetail(trx, await lockedLead(trx, id));
}

/**
 * The administrators' leads: the list and its CSV, one lead, and what may be done to it
 * (status, assignee, notes), each change recorded in the audit log in its own transaction.
 */
export function leadsAdminHandlers({ db }: AppContext) {
  return operationHandlers({
    async listLeads(request) {
      const { page = 1, page_size: pageSize = 24, ...filters } = request.query ?? {};
      const { items, total } = await listLeads(db, filters as LeadFilters, page, pageSize);
      return { items, total, page, page_size: pageSize };
    },

    async exportLeads(request, reply) {
      const leads = await leadsForExport(db, request.query ?? {}, EXPORT_LIMIT);
      const rows = leads.map((lead) => [
        lead.created_at,
        lead.source,
        lead.status,
        lead.name,
        lead.email,
        lead.phone,
        lead.subject,
        lead.message,
        lead.assignee?.name ?? null,
      ]);
      const fileName = `bozor-leads-${tashkentDay(new Date())}.csv`;
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`);
      return sendBytes(reply, Buffer.from(toCsv(CSV_HEADER, rows), "utf8"));
    },

    async getLead(request) {
      const lead = await findLead(db, idParam(request.params));
      if (!lead) throw new ApiError(404, "lead_not_found");
      return leadDetail(db, lead);
    },

    async changeLeadStatus(request) {
      const actorId = requireAuth(request).userId;
      const id = idParam(request.params);
      const status = request.body.status;
      return db.transaction().execute(async (trx) => {
        const lead = await lockedLead(trx, id);
        if (!mayMove(lead.status, status)) {
          throw new ApiError(409, "lead_status_transition_invalid");
        }
        await trx
          .updateTable("leads")
          .set({ status, updated_at: new Date() })
          .where("id", "=", id)
          .execute();
        await recordAdminAction(trx, {
          actorId,
          action: "lead.status",
          target: { kind: "lead", id },
          before: { status: lead.status },
          after: { status },
        });
        return detailAfter(trx, id);
      });
    },

    async assignLead(request) {
      const actorId = requireAuth(request).userId;
      const id = idParam(request.params);
      const assigneeId = request.body.assignee_id?.toLowerCase() ?? null;
      return db.transaction().execute(async (trx) => {
        const lead = await lockedLead(trx, id);
        const name = assigneeId ? await activeAdminName(trx, assigneeId) : null;
        if (assigneeId && name === null) throw new ApiError(400, "assignee_not_admin");
        // Already so: nothing to record.
        if ((lead.assignee?.id ?? null) === assigneeId) return leadDetail(trx, lead);
        await trx
          .updateTable("leads")
          .set({ assignee_id: assigneeId, updated_at: new Date() })
          .where("id", "=", id)
          .execute();
        await recordAdminAction(trx, {
          actorId,
          action: "lead.assign",
          target: { kind: "lead", id },
          before: { assignee: lead.assignee },
          after: { assignee: assigneeId ? { id: assigneeId, name } : null },
        });
        return detailAfter(trx, id);
      });
    },

    async addLeadNote(request, reply) {
      const actorId = requireAuth(request).userId;
      const id = idParam(request.params);
      const text = request.body.text.trim();
      const detail = await db.transaction().execute(async (trx) => {
        await lockedLead(trx, id);
        const author = (await activeAdminName(trx, actorId)) ?? "";
        const note = await trx
          .insertInto("lead_notes")
          .values({ lead_id: id, author_id: actorId, author_name: author, text })
          .returning("id")
          .executeTakeFirstOrThrow();
        await recordAdminAction(trx, {
          actorId,
          action: "lead.note",
          target: { kind: "lead", id },
          before: null,
          after: { note_id: String(note.id), text },
        });
        return detailAfter(trx, id);
      });
      reply.code(201);
      return detail;
    },
  });
}
