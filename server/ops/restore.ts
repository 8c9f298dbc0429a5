// `npm run restore -- FILE [--force]`: puts a backup of the embedded database (npm run backup)
// into DATA_DIR. PostgreSQL is restored with pg_restore (README.md, Backups).
import { chmod, readdir, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { loadConfig } from "../config";
import { type Db, openDatabase } from "../db/database";
import { BackupFileError, formatSize, readBackup } from "./backup-file";
import { CommandFailure, parseArguments, runCommand, UsageError } from "./command";
import { claimDataDir, DataDirInUse, describeHolder } from "./control-socket";

const usage = `Usage: npm run restore -- FILE [--force]

Restores a backup made by npm run backup into DATA_DIR (default ./data), which must be empty
or absent. With --force a DATA_DIR holding data is set aside as DATA_DIR.replaced-<UTC time>
(delete it once the restored database is checked). Never while a server runs on DATA_DIR.`;

interface Restored {
  migrations: number;
  newest: string;
  tables: number;
  accounts: number;
}

/** What the restored database holds, or null when it is not Bozor's. */
async function describeRestored(db: Db): Promise<Restored | null> {
  const marker = await sql<{ present: boolean }>`
    SELECT to_regclass('public.schema_migrations') IS NOT NULL AS present`.execute(db);
  if (!marker.rows[0]?.present) return null;
  const result = await sql<Restored>`
    SELECT (SELECT count(*)::int FROM schema_migrations) AS migrations,
           (SELECT coalesce(max(version), '-') FROM schema_migrations) AS newest,
           (SELECT count(*)::int FROM information_schema.tables
             WHERE table_schema = 'public' AND table_type = 'BASE TABLE') AS tables,
           (SELECT CASE WHEN to_regclass('public.users') IS NULL THEN 0
                        ELSE (SELECT count(*)::int FROM users) END) AS accounts`.execute(db);
  return result.rows[0] ?? null;
}

async function entriesOf(dir: string): Promise<string[] | null> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
}

function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}

/**
 * Loads the tar into a new directory beside DATA_DIR and opens it as the server would, so a
 * file that is no Bozor database never replaces anything; then swaps the directories.
 */
async function restoreInto(
  dataDir: string,
  tar: Uint8Array<ArrayBuffer>,
  force: boolean,
): Promise<string> {
  const entries = await entriesOf(dataDir);
  if (entries && entries.length > 0 && !force) {
    throw new CommandFailure(
      `${dataDir} is not empty (${entries.length} entries); restore into an empty or new ` +
        "DATA_DIR, or add --force to set the current data aside",
    );
  }
  const staging = `${dataDir}.restoring-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    const db = await openDatabase({
      kind: "pglite",
      dataDir: staging,
      initialData: new Blob([tar]),
    });
    let restored: Restored | null;
    try {
      restored = await describeRestored(db);
    } finally {
      await db.destroy();
    }
    if (!restored) throw new CommandFailure("the file holds a database, but not Bozor's");
    let setAside = "";
    if (entries && entries.length > 0) {
      const aside = `${dataDir}.replaced-${stamp(new Date())}`;
      await rename(dataDir, aside);
      setAside = `; the data it held is now in ${aside}`;
    } else if (entries) {
      await rmdir(dataDir);
    }
    await rename(staging, dataDir);
    // PGlite writes its files readable by all (0666); the folder keeps them to their owner.
    await chmod(dataDir, 0o700);
    return (
      `${restored.migrations} migrations (newest ${restored.newest}), ${restored.tables} tables, ` +
      `${restored.accounts} accounts${setAside}`
    );
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

await runCommand("restore", usage, async (args) => {
  const { flags, positional } = parseArguments(args, ["--force"]);
  if (positional.length !== 1) throw new UsageError("name one backup FILE");
  const database = loadConfig().database;
  if (database.kind !== "pglite" || database.dataDir === null) {
    throw new UsageError(
      "DATABASE_URL is set: restore PostgreSQL with pg_restore (README, Backups)",
    );
  }
  const dataDir = database.dataDir;
  const file = path.resolve(positional[0] as string);
  const claim = await claimDataDir(dataDir, "restore").catch((error: unknown) => {
    if (!(error instanceof DataDirInUse)) throw error;
    throw new CommandFailure(
      `${dataDir} is in use by ${describeHolder(error.holder)}; stop it before restoring`,
    );
  });
  try {
    const tar = await readBackup(file).catch((error: unknown) => {
      throw error instanceof BackupFileError ? new CommandFailure(error.message) : error;
    });
    const what = await restoreInto(dataDir, tar, flags.has("--force"));
    console.log(`restore: ${file} (${formatSize(tar.byteLength)} of data) → ${dataDir}: ${what}`);
  } finally {
    await claim.release();
  }
});
