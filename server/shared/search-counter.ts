import { sql } from "kysely";
import type { Db } from "../db/database";
import { COUNT_FLUSH_MS, createBatchedCounter } from "./batched-counter";
import { tashkentDay } from "./tashkent-day";

/** How often counted searches are written: a dashboard figure need not be fresher. */
export const SEARCH_COUNT_FLUSH_MS = COUNT_FLUSH_MS;

export interface SearchCounter {
  /** One search now: an increment in memory, nothing awaited, so a search pays nothing. */
  count(): void;
  /** Writes what was counted (one upsert per day counted); what fails is kept for the next. */
  flush(): Promise<void>;
  /** Stops the timer and writes the rest: call before the database closes. */
  close(): Promise<void>;
}

/**
 * Searches a day (search_counts, migration 0016) for the dashboard, counted in memory and
 * flushed every few seconds with `count = count + n` (server/shared/batched-counter.ts).
 */
export function createSearchCounter(
  db: Db,
  options: { intervalMs?: number; now?: () => Date; onError?: (error: unknown) => void } = {},
): SearchCounter {
  const now = options.now ?? (() => new Date());
  const counter = createBatchedCounter<string>(async (counts) => {
    const rows = [...counts].map(([day, count]) => ({ day, count: String(count) }));
    await db
      .insertInto("search_counts")
      .values(rows)
      .onConflict((oc) =>
        oc.column("day").doUpdateSet({ count: sql`search_counts.count + excluded.count` }),
      )
      .execute();
  }, options);
  return {
    count: () => counter.add(tashkentDay(now())),
    flush: counter.flush,
    close: counter.close,
  };
}
