import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { buildServer } from "../server/app";
import { type DatabaseConfig, loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { buildDemoCatalog } from "../server/db/demo-catalog/build-catalog";
import { migrate } from "../server/db/migrate";
import { seed } from "../server/db/seed";
import { addExtraOfferings } from "./extra-offerings";
import { connections } from "./measure";
import { productionEnv } from "./production-env";
import { addBenchPeople, type SignedIn, signIn } from "./signed-in";

export type BenchTarget = { kind: "embedded" } | { kind: "postgres"; url: string };

export interface BenchServer {
  port: number;
  /** Public offerings to open with getOffering, drawn at random. */
  offeringIds: string[];
  signedIn: SignedIn;
  seedSeconds: number;
  stop(): Promise<void>;
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database (PGlite in a temporary directory, or a new schema of the PostgreSQL at
 * `url`) with the demo data and `offerings` more, then the real server on a free port. The
 * database is removed when the server stops, or at once when it could not start.
 */
export async function startBenchServer(
  target: BenchTarget,
  offerings: number,
  log: (line: string) => void,
): Promise<BenchServer> {
  const dir = await mkdtemp(path.join(tmpdir(), "bozor-bench-"));
  const schema = `bench_${randomBytes(6).toString("hex")}`;
  const removeDatabase = async () => {
    await rm(dir, { recursive: true, force: true });
    if (target.kind === "postgres") await dropSchema(target.url, schema);
  };
  try {
    return await prepareAndServe(target, offerings, log, dir, schema, removeDatabase);
  } catch (error) {
    await removeDatabase();
    throw error;
  }
}

async function prepareAndServe(
  target: BenchTarget,
  offerings: number,
  log: (line: string) => void,
  dir: string,
  schema: string,
  removeDatabase: () => Promise<void>,
): Promise<BenchServer> {
  const database: DatabaseConfig =
    target.kind === "embedded"
      ? { kind: "pglite", dataDir: path.join(dir, "data") }
      : { kind: "postgres", url: target.url, schema };
  const started = performance.now();
  const db = await openDatabase(database);
  let offeringIds: string[];
  let peopleIds: string[];
  try {
    await migrate(db);
    await seed(db);
    log(`  demo data seeded; adding ${offerings} offerings`);
    const okeds = await db.selectFrom("okeds").select(["id", "code"]).execute();
    const catalog = buildDemoCatalog(new Date(), new Map(okeds.map((o) => [o.code, o.id])));
    await addExtraOfferings(db, catalog, offerings, log);
    const sample = await sql<{ id: string }>`
      select o.id from offerings o join businesses b on b.id = o.business_id
      where o.status = 'active' and b.status = 'accepted' order by random() limit 2000`.execute(db);
    offeringIds = sample.rows.map((row) => row.id);
    peopleIds = await addBenchPeople(db, connections);
  } finally {
    await db.destroy();
  }
  const seedSeconds = (performance.now() - started) / 1000;
  const config = {
    ...loadConfig(productionEnv()),
    port: 0,
    host: "127.0.0.1",
    database,
    staticDir: path.join(dir, "no-static-build"),
    seedDemoData: false,
    // The signed-in scenarios' tokens are issued once and must outlive the whole run.
    accessTokenTtl: 4 * 3600,
  };
  const app = await buildServer(config);
  try {
    await app.listen({ host: config.host, port: 0 });
    // Searches wait for the offering index's first build: measured apart, not mixed in.
    const indexStarted = performance.now();
    await app.services.offeringIndex.start();
    const indexSeconds = (performance.now() - indexStarted) / 1000;
    log(`  offering index built in ${indexSeconds.toFixed(1)} s`);
    const { port } = app.server.address() as AddressInfo;
    return {
      port,
      offeringIds,
      signedIn: await signIn(app, peopleIds),
      seedSeconds,
      async stop() {
        await app.close();
        await removeDatabase();
      },
    };
  } catch (error) {
    await app.close();
    throw error;
  }
}
