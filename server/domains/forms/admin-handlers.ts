import type { FormDraft, LeadFormAnswers } from "../../../sdk/types.gen";
import { type AppContext, idParam } from "../../context";
import type { Db } from "../../db/database";
import { ApiError } from "../../errors";
import { operationHandlers, sendBytes } from "../../operations";
import { toCsv } from "../../shared/csv";
import { tashkentDay } from "../../shared/tashkent-day";
import { definitionRefusal } from "./definition-rules";
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
      const draft = request.body;
      await checkDraft(db, draft, null);
      const id = await insertForm(db, draft);
      reply.code(201);
      return formOrNotFound(db, id);
    },

    async getForm(request) {
      return formOrNotFound(db, idParam(request.params));
    },

    async updateForm(request) {
      const id = idParam(request.params);
      const draft = request.body;
      await db.transaction().execute(async (trx) => {
        const form = await lockedForm(trx, id);
        if (!form) throw new ApiError(404, "form_not_found");
        await checkDraft(trx, draft, id);
        // Moved, published, onto a page that shows another form: this one takes its place.
        if (form.published) await clearPage(trx, draft.placement, id);
        await replaceForm(trx, id, draft);
      });
      return formOrNotFound(db, id);
    },

    async publishForm(request) {
      const id = idParam(request.params);
      const { published } = request.body;
      await db.transaction().execute(async (trx) => {
        const form = await lockedForm(trx, id);
        if (!form) throw new ApiError(404, "form_not_found");
        if (form.published === published) return;
        if (published) await clearPage(trx, form.placement, id);
        await setPublished(trx, id, published);
      });
      return formOrNotFound(db, id);
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
