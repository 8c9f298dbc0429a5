import type { SynonymGroup } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import type { Db } from "../../db/database";
import { ApiError } from "../../errors";
import { operationHandlers } from "../../operations";
import { recordAdminAction } from "../../shared/audit-log";
import {
  deleteSynonymGroupRow,
  insertSynonymGroup,
  listSynonymGroupRows,
  lockSynonymGroup,
  type StoredSynonymGroup,
  updateSynonymGroupRow,
} from "./repository";
import { synonymWords } from "./synonym-words";

function toSynonymGroup(row: StoredSynonymGroup): SynonymGroup {
  return {
    id: row.id,
    lang: row.lang,
    words: row.words,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** What the audit log keeps of a group: what an administrator can change. */
function audited(row: StoredSynonymGroup) {
  return { lang: row.lang, words: row.words };
}

async function lockedGroup(trx: Db, id: string): Promise<StoredSynonymGroup> {
  const group = await lockSynonymGroup(trx, id);
  if (!group) throw new ApiError(404, "synonym_group_not_found");
  return group;
}

/**
 * The search's synonym list, as administrators keep it. Search reads it through
 * `listSynonymGroups` (server/shared/search-synonyms.ts); every write here moves the catalogue's version
 * (migration 0027), so cached searches and the offering index follow at once. Each write is
 * recorded in the audit log in the same transaction as the write.
 */
export function searchSynonymsHandlers({ db }: AppContext) {
  return operationHandlers({
    async listAdminSynonymGroups(request) {
      const { language, page = 1, page_size: pageSize = 24 } = request.query ?? {};
      const { rows, total } = await listSynonymGroupRows(db, language, page, pageSize);
      return { items: rows.map(toSynonymGroup), total, page, page_size: pageSize };
    },

    async createSynonymGroup(request, reply) {
      const { userId } = requireAuth(request);
      const values = { lang: request.body.lang, words: synonymWords(request.body.words) };
      const created = await db.transaction().execute(async (trx) => {
        const row = await insertSynonymGroup(trx, values);
        await recordAdminAction(trx, {
          actorId: userId,
          action: "synonym_group.create",
          target: { kind: "synonym_group", id: row.id },
          before: null,
          after: audited(row),
        });
        return row;
      });
      reply.code(201);
      return toSynonymGroup(created);
    },

    async updateSynonymGroup(request) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      const values = { lang: request.body.lang, words: synonymWords(request.body.words) };
      return db.transaction().execute(async (trx) => {
        const current = await lockedGroup(trx, id);
        const saved = await updateSynonymGroupRow(trx, id, values);
        await recordAdminAction(trx, {
          actorId: userId,
          action: "synonym_group.update",
          target: { kind: "synonym_group", id },
          before: audited(current),
          after: audited(saved),
        });
        return toSynonymGroup(saved);
      });
    },

    async deleteSynonymGroup(request, reply) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      await db.transaction().execute(async (trx) => {
        const current = await lockedGroup(trx, id);
        await deleteSynonymGroupRow(trx, id);
        await recordAdminAction(trx, {
          actorId: userId,
          action: "synonym_group.delete",
          target: { kind: "synonym_group", id },
          before: audited(current),
          after: null,
        });
      });
      return reply.code(204).send();
    },
  });
}
