import type { FormDetail, FormDraft, LeadFormAnswers } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import type { Db } from "../../db/database";
import { ApiError } from "../../errors";
import { operationHandlers, sendBytes } from "../../operations";
import { auditEntriesFor, recordAdminAction } from "../../shared/audit-log";
import { toCsv } from "../../shared/csv";
import { tashkentDay } from "../../shared/tashkent-day";
import { definitionRefusal } from "./definition-rules";
import { auditedForm } from "./form-audit";
import {
  answersForExport,
  clearPage,
  findForm,
  insertForm,
  listForms,
  lockedForm,
  replaceForm,
  setPublished,
  slugTaken,
} from "./repository";

/** More than a spreadsheet is pleasant with, as the leads' export. */
const EXPORT_LIMIT = 10_000;

/** The checks a draft passes beyond the contract's, before anything is written. */
async function checkDraft(db: Db, draft: FormDraft, id: string | null): Promise<void> {
  const refusal = definitionRefusal(draft.definition);
  if (refusal) throw new ApiError(400, refusal);
  if (await slugTaken(db, draft.slug, id)) throw new ApiError(409, "form_slug_taken");
}

async function formOrNotFound(db: Db, id: string) {
  const form = await findForm(db, id);
  if (!form) throw new ApiError(404, "form_not_found");
  return form;
}

/** The form as its builder opens it: with what administrators did to it. */
async function formDetail(db: Db, id: string): Promise<FormDetail> {
  const form = await formOrNotFound(db, id);
  return { ...form, audit: await auditEntriesFor(db, { kind: "form", id }) };
}

/**
 * Publishing a form on a page takes another off it: that form's own entry says so, and which
 * form took its place.
 */
async function recordTakenOff(trx: Db, actorId: string, ids: string[], replacedBy: string) {
  for (const id of ids) {
    await recordAdminAction(trx, {
      actorId,
      action: "form.unpublish",
      target: { kind: "form", id },
      before: { published: true },
      after: { published: false, replaced_by: replacedBy },
    });
  }
}

function csvCell(value: LeadFormAnswers["items"][number]["value"] | undefined) {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join("; ");
  if (typeof value === "boolean") return value ? "true" : "false";
  return value;
}

/**
 * The form builder's administration: forms created, replaced, published on their page or
 * taken off, and their answers exported. A form is never deleted here: its leads point at it.
 */
export function formsAdminHandlers({ db }: AppContext) {
  return operationHandlers({
    async listForms() {
      return { items: await listForms(db) };
    },

    async createForm(request, reply) {
      const { userId } = requireAuth(request);
      const draft = request.body;
      await checkDraft(db, draft, null);
      const form = await db.transaction().execute(async (trx) => {
        const id = await insertForm(trx, draft);
        const created = await formOrNotFound(trx, id);
        await recordAdminAction(trx, {
          actorId: userId,
          action: "form.create",
          target: { kind: "form", id },
          before: null,
          after: auditedForm(created),
        });
        return formDetail(trx, id);
      });
      reply.code(201);
      return form;
    },

    async getForm(request) {
      return formDetail(db, idParam(request.params));
    },

    async updateForm(request) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      const draft = request.body;
      await db.transaction().execute(async (trx) => {
        const form = await lockedForm(trx, id);
        if (!form) throw new ApiError(404, "form_not_found");
        await checkDraft(trx, draft, id);
        // Moved, published, onto a page that shows another form: this one takes its place.
        if (form.published) {
          await recordTakenOff(trx, userId, await clearPage(trx, draft.placement, id), id);
        }
        await replaceForm(trx, id, draft);
        const before = auditedForm(form);
        const after = auditedForm(await formOrNotFound(trx, id));
        // The labels, rules and options are not kept, so a save that changed only those still
        // says that the form was changed (with the same before and after), and when.
        await recordAdminAction(trx, {
          actorId: userId,
          action: "form.update",
          target: { kind: "form", id },
          before,
          after,
        });
      });
      return formDetail(db, id);
    },

    async publishForm(request) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      const { published } = request.body;
      await db.transaction().execute(async (trx) => {
        const form = await lockedForm(trx, id);
        if (!form) throw new ApiError(404, "form_not_found");
        if (form.published === published) return;
        if (published) {
          await recordTakenOff(trx, userId, await clearPage(trx, form.placement, id), id);
        }
        await setPublished(trx, id, published);
        await recordAdminAction(trx, {
          actorId: userId,
          action: published ? "form.publish" : "form.unpublish",
          target: { kind: "form", id },
          before: { published: form.published, placement: form.placement },
          after: { published, placement: form.placement },
        });
      });
      return formDetail(db, id);
    },

    async exportFormAnswers(request, reply) {
      const form = await formOrNotFound(db, idParam(request.params));
      const names = form.definition.fields.map((field) => field.name);
      const rows = (await answersForExport(db, form.id, EXPORT_LIMIT)).map((lead) => {
        const values = new Map((lead.answers?.items ?? []).map((item) => [item.name, item.value]));
        return [
          new Date(lead.created_at).toISOString(),
          lead.status,
          ...names.map((name) => csvCell(values.get(name))),
        ];
      });
      const fileName = `bozor-form-${form.slug}-${tashkentDay(new Date())}.csv`;
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`);
      return sendBytes(reply, Buffer.from(toCsv(["created_at", "status", ...names], rows), "utf8"));
    },
  });
}
