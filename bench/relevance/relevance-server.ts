import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildServer } from "../../server/app";
import { loadConfig } from "../../server/config";
import type { Db } from "../../server/db/database";
import { productionEnv } from "../production-env";

export interface RelevanceServer {
  origin: string;
  /** The server's own database, to read which demo offerings it holds. */
  db: Db;
  /** Stops the server, then removes its database. */
  stop(): Promise<void>;
}

/**
 * The real server as production runs it (NODE_ENV=production, secrets made up for the run),
 * in this process, on a fresh embedded database in a temporary directory that it seeds with the
 * demo data as `npm start` does, and with its offering index built: searches are answered as
 * production answers them once started. `port` 0 takes any free port.
 */
export async function startRelevanceServer(port: number): Promise<RelevanceServer> {
  const dir = await mkdtemp(path.join(tmpdir(), "bozor-relevance-"));
  const removeDatabase = () => rm(dir, { recursive: true, force: true });
  // Only these settings: DATABASE_URL and the like from the caller's environment must not
  // point the seed at another database.
  const config = loadConfig(
    productionEnv({
      // Errors only: the report is the output (the contract glue warns of two response types).
      LOG_LEVEL: "error",
      HOST: "127.0.0.1",
      PORT: String(port || 8080),
      DATA_DIR: path.join(dir, "data"),
      STATIC_DIR: path.join(dir, "no-static-build"),
      SEED_DEMO_DATA: "1",
      RENEWAL_INTERVAL: "0",
    }),
  );
  let app: Awaited<ReturnType<typeof buildServer>>;
  try {
    app = await buildServer(config);
  } catch (error) {
    await removeDatabase();
    throw error;
  }
  const stop = async () => {
    await app.close();
    await removeDatabase();
  };
  try {
    await app.listen({ host: config.host, port });
    // Built before the first query, so none of them waits for it.
    await app.services.offeringIndex.start();
    const { port: listening } = app.server.address() as AddressInfo;
    return { origin: `http://127.0.0.1:${listening}`, db: app.services.db, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
