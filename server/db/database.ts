import { Kysely, PostgresDialect, type PostgresPool } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "../config";
import { broadcastChannel, postgresListener, registerBroadcast } from "./broadcast";
import { openPglite, pglitePool } from "./pglite-pool";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

async function postgresPool(url: string, schema: string | null): Promise<PostgresPool> {
  if (schema === null) return new pg.Pool({ connectionString: url });
  if (!schemaName.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  try {
    await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } finally {
    await setup.end();
  }
  // public stays on the path for gen_random_uuid() and friends.
  return new pg.Pool({ connectionString: url, options: `-c search_path=${schema},public` });
}

/** Subscribes a listener to every committed write to the catalog. */
export type ChangeFeed = (listener: () => void) => void;

/** The channel migration 0004's trigger notifies on each catalog write. */
const catalogChannel = "catalog_version";

const catalogFeeds = new WeakMap<Db, ChangeFeed>();

/**
 * Catalog writes as they commit, where they can be trusted to arrive in time: on the embedded
 * database, which only this process opens, a notification is handed to the listener before
 * the writing statement returns to its caller, so no later read can miss it. Null on
 * PostgreSQL, where other servers write too and notifications arrive whenever they do.
 */
export function catalogChangeFeed(db: Db): ChangeFeed | null {
  return catalogFeeds.get(db) ?? null;
}

const embeddedDumps = new WeakMap<Db, () => Promise<Blob>>();

/**
 * The embedded database's data directory as an uncompressed tar (PGlite's dumpDataDir), or
 * null on PostgreSQL. It reads the files as they are: server/ops/consistent-dump.ts makes
 * them a consistent copy first.
 */
export function embeddedDataDirDump(db: Db): (() => Promise<Blob>) | null {
  return embeddedDumps.get(db) ?? null;
}

/** How the database reports trouble it recovers from by itself (a listener reconnecting). */
export type DatabaseLog = (message: string, error?: unknown) => void;

/** One PostgreSQL dialect over either PGlite (default) or a PostgreSQL server. */
export async function openDatabase(
  config: DatabaseConfig,
  log: DatabaseLog = () => {},
): Promise<Db> {
  if (config.kind === "postgres") {
    const pool = await postgresPool(config.url, config.schema);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    registerBroadcast(db, postgresListener(config.url, broadcastChannel(config.schema), log));
    return db;
  }
  const pglite = await openPglite(config.dataDir, config.initialData);
  // Only this process opens the embedded database, so one channel name serves.
  const liveChannel = broadcastChannel(null);
  // Before anything else runs: a LISTEN inside a transaction that rolls back is undone.
  await pglite.exec(`LISTEN ${catalogChannel}; LISTEN ${liveChannel}`);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  embeddedDumps.set(db, () => pglite.dumpDataDir("none"));
  catalogFeeds.set(db, (listener) => {
    pglite.onNotification((channel) => {
      if (channel === catalogChannel) listener();
    });
  });
  registerBroadcast(db, {
    channel: liveChannel,
    async listen(onPayload) {
      pglite.onNotification((channel, payload) => {
        if (channel === liveChannel) onPayload(payload);
      });
    },
    async close() {},
  });
  return db;
}
