import { createHash } from "node:crypto";
import type {
  TranslationFile,
  TranslationImportError,
  TranslationRow,
} from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import type { AppContext } from "../../context";
import type { Db } from "../../db/database";
import { ApiError } from "../../errors";
import { languages } from "../../i18n";
import { operationHandlers, sendBytes } from "../../operations";
import { tashkentDay } from "../../shared/tashkent-day";
import { bundledMessages } from "./bundled-messages";
import { parseMessage } from "./message-rules";
import { overrideFor, overrideRefusal } from "./override-check";
import {
  actorName,
  allOverrides,
  listChanges,
  lockOverrides,
  type OverrideChange,
  overridesOf,
  writeOverride,
} from "./repository";
import { findRows, rowOf } from "./translation-table";

/** The message in every language, read in the transaction that changed it. */
async function rowAfter(trx: Db, key: string): Promise<TranslationRow> {
  return rowOf(key, bundledMessages(), await allOverrides(trx, [key]));
}

/** Every entry of an imported file, in the file's order. */
function entriesOf(file: TranslationFile) {
  return languages.flatMap((lang) =>
    Object.entries(file[lang] ?? {}).map(([key, text]) => ({ lang, key, text })),
  );
}

/**
 * Interface messages edited in the product: the overrides a visitor's app merges over its
 * bundled messages, and the administrators' table, edits, history, export and import. Every
 * text goes through one check (override-check.ts) before it is stored.
 */
export function translationsHandlers({ db }: AppContext) {
  async function actorOf(userId: string) {
    return { id: userId, name: await actorName(db, userId) };
  }

  return operationHandlers({
    async getMessageOverrides(request, reply) {
      const lang = request.params.lang;
      const bundled = bundledMessages();
      // An override a later build no longer fits (its key gone, the English placeholders
      // changed) is not served: the bundled text shows until an administrator edits it again.
      const valid = [...(await overridesOf(db, lang))].filter(
        ([key, text]) => overrideRefusal(bundled, lang, key, text) === null,
      );
      const body = JSON.stringify(
        Object.fromEntries(valid.map(([key, text]) => [key, parseMessage(text, lang)])),
      );
      // Weak: compression changes the bytes sent, not what they mean.
      const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
      reply.header("etag", etag).header("cache-control", "no-cache");
      if (request.headers["if-none-match"] === etag) {
        // Not a success the handler's types know (they are the 2xx ones): no body, by HTTP.
        return sendBytes(reply.code(304 as 200), Buffer.alloc(0));
      }
      reply.type("application/json; charset=utf-8");
      return sendBytes(reply, Buffer.from(body, "utf8"));
    },

    async listTranslations(request) {
      const { page = 1, page_size: pageSize = 24, q, filter, language } = request.query ?? {};
      const rows = findRows(bundledMessages(), await allOverrides(db), {
        q,
        filter,
        lang: language,
      });
      const items = rows.slice((page - 1) * pageSize, page * pageSize);
      return { items, total: rows.length, page, page_size: pageSize };
    },

    async saveTranslation(request) {
      const actor = await actorOf(requireAuth(request).userId);
      const { lang, key, text } = request.body;
      const bundled = bundledMessages();
      const refusal = overrideRefusal(bundled, lang, key, text);
      if (refusal) throw new ApiError(400, refusal);
      return db.transaction().execute(async (trx) => {
        await lockOverrides(trx);
        const before = (await allOverrides(trx, [key])).get(lang)?.get(key) ?? null;
        const after = overrideFor(bundled, lang, key, text);
        if (before !== after) {
          await writeOverride(trx, { lang, key, before, after, source: "edit", actor });
        }
        return rowAfter(trx, key);
      });
    },

    async resetTranslation(request) {
      const actor = await actorOf(requireAuth(request).userId);
      const { lang, key } = request.body;
      if (!bundledMessages().has(key)) throw new ApiError(400, "translation_key_unknown");
      return db.transaction().execute(async (trx) => {
        await lockOverrides(trx);
        const before = (await allOverrides(trx, [key])).get(lang)?.get(key) ?? null;
        if (before !== null) {
          await writeOverride(trx, { lang, key, before, after: null, source: "edit", actor });
        }
        return rowAfter(trx, key);
      });
    },

    async listTranslationChanges(request) {
      const { page = 1, page_size: pageSize = 24, key, language } = request.query ?? {};
      const { items, total } = await listChanges(db, { key, lang: language }, page, pageSize);
      return { items, total, page, page_size: pageSize };
    },

    async exportTranslations(request, reply) {
      const scope = request.query?.scope ?? "overrides";
      const bundled = bundledMessages();
      const overrides = await allOverrides(db);
      const file: Record<string, Record<string, string>> = {};
      for (const lang of languages) {
        const texts: Record<string, string> = {};
        for (const key of bundled.keys) {
          const text =
            overrides.get(lang)?.get(key) ?? (scope === "all" ? bundled.text(lang, key) : null);
          if (text !== null) texts[key] = text;
        }
        file[lang] = texts;
      }
      const fileName = `bozor-translations-${tashkentDay(new Date())}.json`;
      reply
        .type("application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`);
      return sendBytes(reply, Buffer.from(`${JSON.stringify(file, null, 2)}\n`, "utf8"));
    },

    async importTranslations(request) {
      const actor = await actorOf(requireAuth(request).userId);
      const bundled = bundledMessages();
      const entries = entriesOf(request.body);
      const errors: TranslationImportError[] = [];
      for (const { lang, key, text } of entries) {
        const code = overrideRefusal(bundled, lang, key, text);
        if (code) errors.push({ lang, key, code });
      }
      if (errors.length > 0) return { imported: 0, errors };
      const imported = await db.transaction().execute(async (trx) => {
        await lockOverrides(trx);
        const current = await allOverrides(trx);
        const changes: OverrideChange[] = [];
        for (const { lang, key, text } of entries) {
          const before = current.get(lang)?.get(key) ?? null;
          const after = overrideFor(bundled, lang, key, text);
          if (before !== after) changes.push({ lang, key, before, after, source: "import", actor });
        }
        for (const change of changes) await writeOverride(trx, change);
        return changes.length;
      });
      return { imported, errors: [] };
    },
  });
}
