import { sql } from "kysely";
import type { Lang, TranslationChange } from "../../../sdk/types.gen";
import type { Db } from "../../db/database";
import { recordAdminAction } from "../../shared/audit-log";

/** Overrides by language, then key. */
export type Overrides = Map<Lang, Map<string, string>>;

export async function overridesOf(db: Db, lang: Lang): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("translation_overrides")
    .select(["key", "text"])
    .where("lang", "=", lang)
    .orderBy("key")
    .execute();
  return new Map(rows.map((row) => [row.key, row.text]));
}

/** Every override (a few hundred at most: the table holds only what was changed here). */
export async function allOverrides(db: Db, keys?: readonly string[]): Promise<Overrides> {
  let query = db.selectFrom("translation_overrides").select(["lang", "key", "text"]);
  if (keys) {
    if (keys.length === 0) return new Map();
    query = query.where("key", "in", keys);
  }
  const overrides: Overrides = new Map();
  for (const row of await query.execute()) {
    const lang = row.lang as Lang;
    const byKey = overrides.get(lang) ?? new Map<string, string>();
    byKey.set(row.key, row.text);
    overrides.set(lang, byKey);
  }
  return overrides;
}

// Any constant of its own: writes of overrides take turns (admins' edits and imports are rare).
const overridesLockKey = 4_242_022;

/** Until the transaction ends, no other write of overrides runs (each reads, then writes). */
export async function lockOverrides(trx: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${overridesLockKey})`.execute(trx);
}

export interface OverrideChange {
  lang: Lang;
  key: string;
  before: string | null;
  /** The new override; null drops it (back to the bundled text). */
  after: string | null;
  source: "edit" | "import";
  actor: { id: string; name: string };
}

/** The action an override change is in the administrators' audit log. */
function auditAction(change: OverrideChange): string {
  if (change.source === "import") return "translation.import";
  return change.after === null ? "translation.reset" : "translation.edit";
}

/**
 * Writes one override (or drops it) and the change, in the caller's transaction: in the
 * translations' own history (shown on /translations) and in the administrators' audit log, so
 * that log is complete (one entry per message and language changed, an import's included).
 */
export async function writeOverride(trx: Db, change: OverrideChange): Promise<void> {
  const { lang, key, after, actor } = change;
  if (after === null) {
    await trx
      .deleteFrom("translation_overrides")
      .where("lang", "=", lang)
      .where("key", "=", key)
      .execute();
  } else {
    await trx
      .insertInto("translation_overrides")
      .values({ lang, key, text: after, updated_by: actor.id })
      .onConflict((conflict) =>
        conflict
          .columns(["lang", "key"])
          .doUpdateSet({ text: after, updated_by: actor.id, updated_at: new Date() }),
      )
      .execute();
  }
  await trx
    .insertInto("translation_changes")
    .values({
      lang,
      key,
      before: change.before,
      after,
      source: change.source,
      actor_id: actor.id,
      actor_name: actor.name,
    })
    .execute();
  // Null text is the bundled message (locales/*.json), as in translation_changes.
  await recordAdminAction(trx, {
    actorId: actor.id,
    action: auditAction(change),
    target: { kind: "translation", id: key },
    before: { lang, text: change.before },
    after: { lang, text: after },
  });
}

/** The administrator's name as the history keeps it (their email when they have none). */
export async function actorName(db: Db, userId: string): Promise<string> {
  const user = await db
    .selectFrom("users")
    .select(["first_name", "last_name", "email"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return "";
  return [user.first_name, user.last_name].filter(Boolean).join(" ") || (user.email ?? "");
}

export interface ChangeFilters {
  key?: string;
  lang?: Lang;
}

export async function listChanges(
  db: Db,
  filters: ChangeFilters,
  page: number,
  pageSize: number,
): Promise<{ items: TranslationChange[]; total: number }> {
  let query = db.selectFrom("translation_changes");
  if (filters.key) query = query.where("key", "=", filters.key);
  if (filters.lang) query = query.where("lang", "=", filters.lang);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      lang: row.lang as Lang,
      key: row.key,
      before: row.before,
      after: row.after,
      source: row.source,
      actor: { id: row.actor_id, name: row.actor_name },
      at: new Date(row.at).toISOString(),
    })),
    total: Number(count.total),
  };
}
