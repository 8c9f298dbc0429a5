import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "kysely";
import type { Db } from "./db/database";

/** How often an instance deletes lapsed counts; each lives one window, ten minutes at most. */
const pruneEveryMs = 5 * 60_000;

type Counted = Parameters<FastifyRateLimitStore["incr"]>[1];

export interface DatabaseCounts {
  /** The store class for the plugin's `store` option. */
  Store: FastifyRateLimitStoreCtor;
  /** Waits for a deletion under way, so the database can be closed after. */
  close(): Promise<void>;
}

/**
 * Counts one request of `operation` from `address`: one more in its window, or the first of a
 * new window of `windowMs` when the last has ended. Answers the count and the window's
 * remaining milliseconds, as the plugin's stores do.
 */
export async function countRequest(
  db: Db,
  operation: string,
  address: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    INSERT INTO address_limit_counts AS c (operation, address, hits, resets_at)
    VALUES (${operation}, ${address}, 1, now() + ${windowMs}::int * interval '1 millisecond')
    ON CONFLICT (operation, address) DO UPDATE SET
      hits = CASE WHEN c.resets_at <= now() THEN 1 ELSE c.hits + 1 END,
      resets_at = CASE WHEN c.resets_at <= now() THEN excluded.resets_at ELSE c.resets_at END
    RETURNING hits, ceil(extract(epoch FROM resets_at - now()) * 1000)::int AS ttl`.execute(db);
  const row = rows[0];
  if (!row) throw new Error("address_limit_counts: the upsert returned no row");
  return { current: row.hits, ttl: row.ttl };
}

/** Deletes the counts whose window has ended: a request after it would start again anyway. */
export async function deleteLapsedCounts(db: Db): Promise<void> {
  await db.deleteFrom("address_limit_counts").where("resets_at", "<=", sql<Date>`now()`).execute();
}

/**
 * The per-address limits' counts in the database (migration 0026), which every instance on
 * it shares, for `@fastify/rate-limit`'s `store` option. A counted request is one upsert:
 * the count goes up, or starts again at one when its window has ended. The database's clock
 * decides when a window ends, so instances whose clocks differ agree on it. Like the plugin's
 * own stores, a window is fixed from its first request.
 */
export function databaseCounts(db: Db, onError: (error: unknown) => void): DatabaseCounts {
  let prunedAt = Number.NEGATIVE_INFINITY;
  let pruning: Promise<void> | null = null;

  function pruneNowAndThen(): void {
    const now = Date.now();
    if (pruning || now - prunedAt < pruneEveryMs) return;
    prunedAt = now;
    pruning = deleteLapsedCounts(db)
      .then(() => {}, onError)
      .finally(() => {
        pruning = null;
      });
  }

  class OperationCounts implements FastifyRateLimitStore {
    constructor(private readonly operation: string | null) {}

    incr(address: string, counted: Counted, windowMs: number): void {
      const operation = this.operation;
      if (operation === null) {
        counted(new Error("address limits: a route is limited without an operationId"));
        return;
      }
      countRequest(db, operation, address, windowMs).then(
        (result) => counted(null, result),
        (error: unknown) => {
          onError(error);
          counted(error instanceof Error ? error : new Error(String(error)));
        },
      );
      pruneNowAndThen();
    }

    // The plugin passes the route's merged limit options, the route itself as `routeInfo`
    // (its types say the route): each limited operation counts apart, as in its Redis store.
    child(options: object): FastifyRateLimitStore {
      return new OperationCounts(operationIdOf(options));
    }
  }

  return {
    Store: class extends OperationCounts {
      constructor() {
        super(null);
      }
    },
    async close() {
      prunedAt = Number.POSITIVE_INFINITY;
      await pruning;
    },
  };
}

function operationIdOf(options: object): string | null {
  const route = "routeInfo" in options ? options.routeInfo : undefined;
  if (typeof route !== "object" || route === null || !("schema" in route)) return null;
  const schema = route.schema;
  if (typeof schema !== "object" || schema === null || !("operationId" in schema)) return null;
  return typeof schema.operationId === "string" ? schema.operationId : null;
}
