import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { projectRoot } from "../contract";
import type { Db } from "./database";

function migrationsDir(): string {
  return path.join(projectRoot(), "server", "db", "migrations");
}

// Any constant shared by all instances; the lock keeps two starting servers from racing.
const migrationLockKey = 4_242_001;

/** Applies every numbered `NNNN_name.sql` not yet in schema_migrations, in one transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  const files = (await readdir(migrationsDir())).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const done: string[] = [];
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${migrationLockKey})`.execute(trx);
    const rows = await trx.selectFrom("schema_migrations").select("version").execute();
    const applied = new Set(rows.map((r) => r.version));
    for (const file of files) {
      const version = file.slice(0, 4);
      if (applied.has(version)) continue;
      const script = await readFile(path.join(migrationsDir(), file), "utf8");
      await sql.raw(script).execute(trx);
      await trx.insertInto("schema_migrations").values({ version }).execute();
      done.push(file);
    }
  });
  return done;
}
