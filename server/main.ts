import { buildServer } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { migrate } from "./db/migrate";
import { seed } from "./db/seed";
import { demoEnv } from "./demo-env";
import { makeAdmin } from "./ops/admin-account";
import { consistentDump } from "./ops/consistent-dump";
import { claimDatabase } from "./ops/control-socket";
import { productionWarnings } from "./production-env";
import { stopOnSignals } from "./shutdown";

/** A configuration the server refuses: one line saying what to set, no stack (not a bug). */
class ConfigRefused extends Error {}

function configOf(env: NodeJS.ProcessEnv) {
  try {
    return loadConfig(env);
  } catch (error) {
    throw new ConfigRefused(error instanceof Error ? error.message : String(error));
  }
}

async function reseed(): Promise<void> {
  const config = configOf(process.env);
  if (!config.seedDemoData) {
    // Production's default: a seed replaces every account with the demo's public password.
    throw new ConfigRefused("the seed replaces all data with the demo data: set SEED_DEMO_DATA=1");
  }
  // Never beside a running server on the same data directory.
  const claim = await claimDatabase(config.database, "seed");
  try {
    const db = await openDatabase(config.database);
    try {
      await migrate(db);
      await seed(db, config.passwordHashing);
      console.log("demo data seeded");
    } finally {
      await db.destroy();
    }
  } finally {
    await claim?.release();
  }
}

async function serve(): Promise<void> {
  const config = configOf(demoEnv(process.argv, process.env));
  // The embedded database's directory is this process's until the database is closed; a
  // backup (npm run backup) is asked for through the claim's socket (server/ops/).
  const claim = await claimDatabase(config.database, "server");
  const app = await buildServer(config).catch(async (error: unknown) => {
    await claim?.release();
    throw error;
  });
  claim?.serveBackups(() => consistentDump(app.services.db));
  // npm run admin, while this process holds the directory (server/ops/make-admin.ts).
  claim?.serveAdmin((request) => makeAdmin(app.services.db, request));
  for (const warning of productionWarnings(config)) app.log.warn(warning);
  stopOnSignals(app, {
    timeoutSeconds: config.shutdownTimeout,
    afterClose: () => claim?.release(),
  });
  await app.listen({ host: config.host, port: config.port });
}

const run = process.argv.includes("--seed") ? reseed : serve;
run().catch((error: unknown) => {
  console.error(error instanceof ConfigRefused ? `bozor: ${error.message}` : error);
  process.exit(1);
});
