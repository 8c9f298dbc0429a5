import { buildServer } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { migrate } from "./db/migrate";
import { seed } from "./db/seed";
import { demoEnv } from "./demo-env";

async function reseed(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    await migrate(db);
    await seed(db, config.passwordHashing);
    console.log("demo data seeded");
  } finally {
    await db.destroy();
  }
}

async function serve(): Promise<void> {
  const config = loadConfig(demoEnv(process.argv, process.env));
  const app = await buildServer(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  await app.listen({ host: config.host, port: config.port });
}

const run = process.argv.includes("--seed") ? reseed : serve;
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
