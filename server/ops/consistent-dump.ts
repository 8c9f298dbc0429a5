import { sql } from "kysely";
import { type Db, embeddedDataDirDump } from "../db/database";

/**
 * The embedded database's data directory as a tar that opens as the database stood at one
 * moment, taken while the server goes on serving.
 *
 * PGlite's dumpDataDir reads the files inside its query lock, so no statement runs meanwhile;
 * but it neither waits for an open transaction (a Kysely transaction is several statements)
 * nor checkpoints, so committed pages may still sit in PostgreSQL's buffers with only their
 * WAL on disk (written without fsync: PGlite starts with -F), and the copy would rest on the
 * restore's crash recovery replaying it. Holding the app's one connection
 * (server/db/pglite-pool.ts) keeps every transaction out; CHECKPOINT then writes every
 * committed page, so the files read next are the whole database with nothing to replay.
 * Requests wait meanwhile: about 1.5 s for the 65 MB demo database on a busy 2-core machine.
 * Compressing happens after, in the backup command's process.
 */
export async function consistentDump(db: Db): Promise<Uint8Array> {
  const dump = embeddedDataDirDump(db);
  if (!dump) throw new Error("only the embedded database is dumped this way; see README, Backups");
  return db.connection().execute(async (connection) => {
    await sql`CHECKPOINT`.execute(connection);
    const tar = await dump();
    return new Uint8Array(await tar.arrayBuffer());
  });
}
