import type { Selectable } from "kysely";
import type { Db } from "../../db/database";
import type { LocalizedText, PagesTable } from "../../db/schema";

/** A page, and whether the account that saved it last still exists (`editor_exists`). */
export type PageRow = Selectable<PagesTable> & { editor_exists: boolean };

function pages(db: Db) {
  return db
    .selectFrom("pages")
    .leftJoin("users", "users.id", "pages.updated_by")
    .selectAll("pages")
    .select((eb) => eb("users.id", "is not", null).$castTo<boolean>().as("editor_exists"));
}

export function listPageRows(db: Db): Promise<PageRow[]> {
  return pages(db).orderBy("pages.position").orderBy("pages.slug").execute();
}

export function findPageRow(db: Db, slug: string): Promise<PageRow | undefined> {
  return pages(db).where("pages.slug", "=", slug).executeTakeFirst();
}

export interface PageChange {
  slug: string;
  icon: string | null;
  titles: LocalizedText;
  bodies: LocalizedText;
  editorId: string;
}

/** The page as it is, locked until the caller's transaction ends (the audit log's "before"). */
export function lockPageRow(trx: Db, slug: string) {
  return trx
    .selectFrom("pages")
    .selectAll()
    .where("slug", "=", slug)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Saves a page as the administrator wrote it, in the caller's transaction (which records the
 * audit entry with it); undefined when there is no such page.
 */
export async function updatePageRow(trx: Db, change: PageChange): Promise<PageRow | undefined> {
  const editor = await trx
    .selectFrom("users")
    .select(["first_name", "last_name", "email"])
    .where("id", "=", change.editorId)
    .executeTakeFirst();
  const name = editor
    ? [editor.first_name, editor.last_name].filter(Boolean).join(" ") || (editor.email ?? "")
    : "";
  const updated = await trx
    .updateTable("pages")
    .set({
      icon: change.icon,
      titles: JSON.stringify(change.titles),
      bodies: JSON.stringify(change.bodies),
      updated_by: change.editorId,
      updated_by_name: name,
      updated_at: new Date(),
    })
    .where("slug", "=", change.slug)
    .returning("slug")
    .executeTakeFirst();
  return updated && findPageRow(trx, updated.slug);
}
