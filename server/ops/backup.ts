// `npm run backup [-- FILE]`: a consistent copy of the embedded database (DATA_DIR), taken
// from the running server through its control socket, or from the directory itself when no
// server runs on it. PostgreSQL is backed up with pg_dump (README.md, Backups).
import { existsSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db/database";
import { BackupFileError, defaultBackupName, formatSize, writeBackup } from "./backup-file";
import { CommandFailure, parseArguments, runCommand, UsageError } from "./command";
import { consistentDump } from "./consistent-dump";
import {
  ask,
  claimDataDir,
  controlSocketPath,
  DataDirInUse,
  describeHolder,
} from "./control-socket";

const usage = `Usage: npm run backup [-- FILE]

Writes a gzipped copy of the embedded database in DATA_DIR (default ./data) to FILE
(default backups/bozor-<UTC time>.tar.gz), also while the server runs. The file holds
password hashes and sealed card tokens: keep it as carefully as the database.`;

function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith("..") ? file : relative;
}

/** The running server's copy, streamed into the file. */
async function fromServer(dataDir: string, file: string, held: DataDirInUse): Promise<string> {
  if (held.holder.holder !== "server") {
    throw new CommandFailure(`${dataDir} is in use by ${describeHolder(held.holder)}; try later`);
  }
  const asked = await ask(controlSocketPath(dataDir), "backup", 120_000);
  if (!asked) throw new CommandFailure(`the server on ${dataDir} stopped; run the backup again`);
  const { answer, socket } = asked;
  if (!answer.ok || answer.bytes === undefined) {
    socket.destroy();
    throw new CommandFailure(`${describeHolder(answer)} could not back up: ${answer.error}`);
  }
  const size = await writeBackup(file, socket, answer.bytes);
  return `${formatSize(size)}, from ${describeHolder(answer)} on ${dataDir}`;
}

/** No server runs: this process takes the directory, as a server would, and reads it. */
async function fromDirectory(dataDir: string, file: string): Promise<string> {
  const claim = await claimDataDir(dataDir, "backup");
  let tar: Uint8Array;
  try {
    // PGlite would create an empty database where there is none.
    if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
      throw new CommandFailure(`no database in ${dataDir} (DATA_DIR)`);
    }
    const db = await openDatabase({ kind: "pglite", dataDir });
    try {
      tar = await consistentDump(db);
    } finally {
      await db.destroy();
    }
  } finally {
    await claim.release();
  }
  const size = await writeBackup(file, tar, tar.byteLength);
  return `${formatSize(size)}, from ${dataDir} (no server running)`;
}

await runCommand("backup", usage, async (args) => {
  const { positional } = parseArguments(args, []);
  if (positional.length > 1) throw new UsageError("give at most one FILE");
  const database = loadConfig().database;
  if (database.kind !== "pglite" || database.dataDir === null) {
    throw new UsageError("DATABASE_URL is set: back PostgreSQL up with pg_dump (README, Backups)");
  }
  const dataDir = database.dataDir;
  const file = path.resolve(positional[0] ?? defaultBackupName(new Date()));
  if (existsSync(file)) throw new CommandFailure(`${shown(file)} already exists`);
  try {
    let from: string;
    try {
      from = await fromDirectory(dataDir, file);
    } catch (error) {
      if (!(error instanceof DataDirInUse)) throw error;
      from = await fromServer(dataDir, file, error);
    }
    console.log(`backup: wrote ${shown(file)} (${from})`);
  } catch (error) {
    if (error instanceof BackupFileError) throw new CommandFailure(error.message);
    throw error;
  }
});
