import type { Db } from "../../db/database";
import type { LocalizedText, OfferingKind } from "../../db/schema";

export interface StoredCategory {
  id: string;
  parent_id: string | null;
  slug: string;
  kind: OfferingKind;
  names: LocalizedText;
  position: number;
  icon: string | null;
}

const columns = ["id", "parent_id", "slug", "kind", "names", "position", "icon"] as const;

export function listCategoryRows(db: Db): Promise<StoredCategory[]> {
  return db.selectFrom("categories").select(columns).execute();
}

/** The row, locked for the rest of the transaction so two saves record a true "before". */
export function lockCategory(db: Db, id: string): Promise<StoredCategory | undefined> {
  return db
    .selectFrom("categories")
    .select(columns)
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
}

export interface CategoryChange {
  names: LocalizedText;
  position: number;
  icon: string | null;
}

/** One UPDATE: the statement trigger of migration 0003 bumps `catalog_version` with it. */
export function updateCategoryRow(
  db: Db,
  id: string,
  change: CategoryChange,
): Promise<StoredCategory> {
  return db
    .updateTable("categories")
    .set({ names: JSON.stringify(change.names), position: change.position, icon: change.icon })
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirstOrThrow();
}
