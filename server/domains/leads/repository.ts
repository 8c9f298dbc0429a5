import type { Selectable } from "kysely";
import type { Lead, LeadDetail, LeadNote } from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import type { LeadSource, LeadStatus, LeadsTable } from "../../db/schema";
import { auditEntriesFor } from "../../shared/audit-log";
import { nextStatuses } from "./lead-status";

export interface LeadFilters {
  status?: LeadStatus;
  source?: LeadSource;
  /** An administrator's id, or `none`. */
  assignee?: string;
  q?: string;
}

type LeadRow = Selectable<LeadsTable> & {
  assignee_first_name: string | null;
  assignee_last_name: string | null;
  assignee_email: string | null;
};

export function personName(first: string | null, last: string | null, email: string | null) {
  return [first, last].filter(Boolean).join(" ") || (email ?? "");
}

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    source: row.source,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    assignee: row.assignee_id
      ? {
          id: row.assignee_id,
          name: personName(row.assignee_first_name, row.assignee_last_name, row.assignee_email),
        }
      : null,
    user_id: row.user_id,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** `%` and `_` typed in the search are looked for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: Db, filters: LeadFilters) {
  let query = db.selectFrom("leads as l");
  if (filters.status) query = query.where("l.status", "=", filters.status);
  if (filters.source) query = query.where("l.source", "=", filters.source);
  if (filters.assignee === "none") query = query.where("l.assignee_id", "is", null);
  else if (filters.assignee) {
    query = query.where("l.assignee_id", "=", filters.assignee.toLowerCase());
  }
  const text = filters.q?.trim();
  if (text) {
    const pattern = likePattern(text);
    query = query.where((eb) =>
      eb.or(
        (["l.name", "l.email", "l.phone", "l.subject", "l.message"] as const).map((column) =>
          eb(column, "ilike", pattern),
        ),
      ),
    );
  }
  return query;
}

function withAssignee(db: Db, filters: LeadFilters) {
  return filtered(db, filters)
    .leftJoin("users as a", "a.id", "l.assignee_id")
    .selectAll("l")
    .select([
      "a.first_name as assignee_first_name",
      "a.last_name as assignee_last_name",
      "a.email as assignee_email",
    ])
    .orderBy("l.created_at", "desc")
    .orderBy("l.id", "desc");
}

export async function listLeads(
  db: Db,
  filters: LeadFilters,
  page: number,
  pageSize: number,
): Promise<{ items: Lead[]; total: number }> {
  const [rows, total] = await Promise.all([
    withAssignee(db, filters)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, filters)
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toLead), total: Number(total.count) };
}

export async function leadsForExport(db: Db, filters: LeadFilters, limit: number) {
  const rows = await withAssignee(db, filters).limit(limit).execute();
  return rows.map(toLead);
}

export async function findLead(db: Db, id: string, forUpdate = false): Promise<Lead | null> {
  let query = db
    .selectFrom("leads as l")
    .leftJoin("users as a", "a.id", "l.assignee_id")
    .selectAll("l")
    .select([
      "a.first_name as assignee_first_name",
      "a.last_name as assignee_last_name",
      "a.email as assignee_email",
    ])
    .where("l.id", "=", id);
  // Two administrators moving the same lead at once: the second sees the first's status.
  if (forUpdate) query = query.forUpdate("l");
  const row = await query.executeTakeFirst();
  return row ? toLead(row) : null;
}

async function notesOf(db: Db, leadId: string): Promise<LeadNote[]> {
  const rows = await db
    .selectFrom("lead_notes")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    text: row.text,
    author: { id: row.author_id, name: row.author_name },
    at: new Date(row.at).toISOString(),
  }));
}

/** A form's answers (source `form`, migration 0021), with the labels they were given under. */
async function answersOf(db: Db, leadId: string): Promise<LeadDetail["answers"]> {
  const row = await db
    .selectFrom("leads")
    .select("answers")
    .where("id", "=", leadId)
    .executeTakeFirst();
  return row?.answers ?? null;
}

export async function leadDetail(db: Db, lead: Lead): Promise<LeadDetail> {
  const [notes, audit, answers] = await Promise.all([
    notesOf(db, lead.id),
    auditEntriesFor(db, { kind: "lead", id: lead.id }),
    answersOf(db, lead.id),
  ]);
  return { lead, next_statuses: nextStatuses(lead.status), notes, audit, answers };
}

/** The administrator's name as notes and the assignee show it; null when not an active admin. */
export async function activeAdminName(db: Db, id: string): Promise<string | null> {
  const user = await db
    .selectFrom("users")
    .select(["first_name", "last_name", "email"])
    .where("id", "=", id)
    .where("role", "=", "admin")
    .where("is_active", "=", true)
    .executeTakeFirst();
  return user ? personName(user.first_name, user.last_name, user.email) : null;
}
