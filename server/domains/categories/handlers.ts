import type { AdminCategory } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import { ApiError } from "../../errors";
import { operationHandlers } from "../../operations";
import { recordAdminAction } from "../../shared/audit-log";
import { CategoryTree } from "../../shared/category-tree";
import { iconExists } from "../icons/icon-sets";
import {
  listCategoryRows,
  lockCategory,
  type StoredCategory,
  updateCategoryRow,
} from "./repository";

function toAdminCategory(row: StoredCategory): AdminCategory {
  return {
    id: row.id,
    parent_id: row.parent_id,
    slug: row.slug,
    kind: row.kind,
    names: row.names,
    position: row.position,
    icon: row.icon,
  };
}

/** What the audit log keeps: only what the editor can change. */
function audited(row: StoredCategory) {
  return { names: row.names, position: row.position, icon: row.icon };
}

/**
 * The category editor: the tree read straight from the table (an administrator sees the row
 * as it is, not the catalogue's cached copy) and one category's names, position and icon.
 */
export function categoriesAdminHandlers({ db }: AppContext) {
  return operationHandlers({
    async listAdminCategories() {
      const rows = await listCategoryRows(db);
      // Same order as visitors' listCategories: parents first, siblings by position, then slug.
      const ordered = new CategoryTree(rows).inDisplayOrder() as StoredCategory[];
      return ordered.map(toAdminCategory);
    },

    async updateAdminCategory(request) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      const { names, position, icon } = request.body;
      if (icon !== null && !(await iconExists(icon))) throw new ApiError(400, "icon_invalid");
      const trimmed = {
        en: names.en.trim(),
        ru: names.ru.trim(),
        uz: names.uz.trim(),
        fa: names.fa.trim(),
      };
      return db.transaction().execute(async (trx) => {
        const current = await lockCategory(trx, id);
        if (!current) throw new ApiError(404, "category_not_found");
        const saved = await updateCategoryRow(trx, id, { names: trimmed, position, icon });
        await recordAdminAction(trx, {
          actorId: userId,
          action: "category.update",
          target: { kind: "category", id },
          before: audited(current),
          after: audited(saved),
        });
        return toAdminCategory(saved);
      });
    },
  });
}
