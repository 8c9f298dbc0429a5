import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";

const NUMERIC = 1700;
const INT8 = 20;

/** Serialises access: PGlite is one connection, and a transaction must own it throughout. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release: () => void = () => {};
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}

export async function openPglite(dataDir: string | null, initialData?: Blob): Promise<PGlite> {
  const db = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(initialData ? { loadDataDir: initialData } : {}),
    // Trigram search (migration 0002); PostgreSQL ships it as a contrib extension.
    extensions: { pg_trgm },
    // On Node the data directory is written through directly (NodeFS's syncToFs does nothing),
    // so waiting for that sync after every query buys no durability; it cost ~15 ms at p95.
    // A commit's WAL has reached the operating system (a synchronous write) before its query
    // returns, so an answered write survives the process being killed
    // (tests/server/durability.test.ts). PGlite never fsyncs (it runs with fsync off and its
    // fdatasync does nothing), so a power cut can still lose the last commits; PostgreSQL
    // (DATABASE_URL) is what survives that.
    relaxedDurability: true,
    // Match node-postgres, which answers numeric and bigint as strings.
    parsers: { [NUMERIC]: (value: string) => value, [INT8]: (value: string) => value },
  });
  await db.waitReady;
  return db;
}

/** The slice of pg.Pool that Kysely's PostgresDialect uses, backed by one PGlite. */
export function pglitePool(db: PGlite): PostgresPool {
  const mutex = new Mutex();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const release = await mutex.acquire();
      let released = false;
      return {
        async query<R>(sql: string, parameters: readonly unknown[]) {
          // No parameters: run as a script so multi-statement SQL (migrations) works, as in pg.
          if (parameters.length === 0) {
            const results = await db.exec(sql);
            const last = results.at(-1);
            return {
              command: (last?.command ?? "SELECT") as PostgresQueryResult<R>["command"],
              rowCount: last?.affectedRows ?? last?.rows.length ?? 0,
              rows: (last?.rows ?? []) as R[],
            };
          }
          const result = await db.query<R>(sql, [...parameters]);
          return {
            command: (result.command ?? "SELECT") as PostgresQueryResult<R>["command"],
            rowCount: result.affectedRows ?? result.rows.length,
            rows: result.rows,
          };
        },
        release() {
          if (released) return;
          released = true;
          release();
        },
      } as PostgresPoolClient;
    },
    async end() {
      await db.close();
    },
  };
}
