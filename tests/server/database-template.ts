import { Kysely, PostgresDialect } from "kysely";
import type { TestProject } from "vitest/node";
import { migrate } from "../../server/db/migrate";
import { openPglite, pglitePool } from "../../server/db/pglite-pool";
import type { Database } from "../../server/db/schema";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty embedded database as a gzipped data directory (dumpDataDir). */
    migratedDatabase: Uint8Array<ArrayBuffer>;
  }
}

/**
 * Global setup of the server suite: migrates one embedded database and hands its data
 * directory to every test file, whose apps start from a copy instead of running initdb and
 * the migrations again (about 3 s an app on the CI machine). Seeding still runs per app, as
 * each test asks.
 */
export default async function setup(project: TestProject) {
  const pglite = await openPglite(null);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  try {
    await migrate(db);
    const dump = await pglite.dumpDataDir("gzip");
    project.provide("migratedDatabase", new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
  }
}
