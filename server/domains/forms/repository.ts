import type { Selectable } from "kysely";
import { sql } from "kysely";
import type {
  Form,
  FormDraft,
  FormPlacement,
  LeadFormAnswers,
  PublicForm,
} from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import type { FormsTable, LeadsTable } from "../../db/schema";

type FormRow = Selectable<FormsTable>;

function toPublicForm(row: FormRow): PublicForm {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    placement: row.placement,
    definition: row.definition,
  };
}

function toForm(row: FormRow & { answers: string | number }): Form {
  return {
    ...toPublicForm(row),
    published: row.published,
    answers: Number(row.answers),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Each form with how many leads its answers made. */
function withAnswerCount(db: Db) {
  return db
    .selectFrom("forms as f")
    .selectAll("f")
    .select((eb) =>
      eb
        .selectFrom("leads")
        .select(eb.fn.countAll<string>().as("n"))
        .whereRef("leads.form_id", "=", "f.id")
        .as("answers"),
    );
}

export async function listForms(db: Db): Promise<Form[]> {
  const rows = await withAnswerCount(db)
    .orderBy("f.updated_at", "desc")
    .orderBy("f.id", "desc")
    .limit(500)
    .execute();
  return rows.map((row) => toForm({ ...row, answers: row.answers ?? 0 }));
}

export async function findForm(db: Db, id: string): Promise<Form | null> {
  const row = await withAnswerCount(db).where("f.id", "=", id).executeTakeFirst();
  return row ? toForm({ ...row, answers: row.answers ?? 0 }) : null;
}

export async function publishedFormBySlug(db: Db, slug: string): Promise<PublicForm | null> {
  const row = await db
    .selectFrom("forms")
    .selectAll()
    .where("slug", "=", slug)
    .where("published", "=", true)
    .executeTakeFirst();
  return row ? toPublicForm(row) : null;
}

export async function publishedFormOnPage(
  db: Db,
  placement: Exclude<FormPlacement, "landing">,
): Promise<PublicForm | null> {
  const row = await db
    .selectFrom("forms")
    .selectAll()
    .where("placement", "=", placement)
    .where("published", "=", true)
    .executeTakeFirst();
  return row ? toPublicForm(row) : null;
}

function columnsOf(draft: FormDraft) {
  return {
    slug: draft.slug,
    title: JSON.stringify(draft.title),
    placement: draft.placement,
    definition: JSON.stringify(draft.definition),
  };
}

export async function insertForm(db: Db, draft: FormDraft): Promise<string> {
  const row = await db
    .insertInto("forms")
    .values(columnsOf(draft))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The form, locked for the change; null when there is none. */
export async function lockedForm(db: Db, id: string) {
  return db.selectFrom("forms").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function replaceForm(db: Db, id: string, draft: FormDraft): Promise<void> {
  await db
    .updateTable("forms")
    .set({ ...columnsOf(draft), updated_at: new Date() })
    .where("id", "=", id)
    .execute();
}

/**
 * A page shows one form: whichever other form is published there is taken off. Answers the
 * ids taken off, for the audit log.
 */
export async function clearPage(
  db: Db,
  placement: FormPlacement,
  exceptId: string,
): Promise<string[]> {
  if (placement === "landing") return [];
  const rows = await db
    .updateTable("forms")
    .set({ published: false, updated_at: new Date() })
    .where("placement", "=", placement)
    .where("published", "=", true)
    .where("id", "<>", exceptId)
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

export async function setPublished(db: Db, id: string, published: boolean): Promise<void> {
  await db
    .updateTable("forms")
    .set({ published, updated_at: new Date() })
    .where("id", "=", id)
    .execute();
}

export type NewFormLead = Pick<Selectable<LeadsTable>, "name" | "email" | "phone" | "message"> & {
  formId: string;
  answers: LeadFormAnswers;
  userId: string | null;
};

export async function insertFormLead(db: Db, lead: NewFormLead): Promise<string> {
  const row = await db
    .insertInto("leads")
    .values({
      source: "form",
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      subject: null,
      message: lead.message,
      form_id: lead.formId,
      answers: JSON.stringify(lead.answers),
      user_id: lead.userId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A form's leads for its CSV, newest first. */
export async function answersForExport(db: Db, formId: string, limit: number) {
  return db
    .selectFrom("leads")
    .select(["created_at", "status", "answers"])
    .where("form_id", "=", formId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Whether another form has the slug (a clearer answer than the unique index's error). */
export async function slugTaken(db: Db, slug: string, exceptId: string | null): Promise<boolean> {
  let query = db.selectFrom("forms").select(sql<number>`1`.as("one")).where("slug", "=", slug);
  if (exceptId) query = query.where("id", "<>", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
