import { Kysely, PostgresDialect, type PostgresPool } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "../config";
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

/** One PostgreSQL dialect over either PGlite (default) or a PostgreSQL server. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  const pool =
    config.kind === "pglite"
      ? pglitePool(await openPglite(config.dataDir))
      : await postgresPool(config.url, config.schema);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
