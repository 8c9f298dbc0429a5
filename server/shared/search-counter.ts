import { sql } from "kysely";
import type { Db } from "../db/database";
import { tashkentDay } from "./tashkent-day";

/** How often counted searches are written: a dashboard figure need not be fresher. */
export const SEARCH_COUNT_FLUSH_MS = 5_000;

export interface SearchCounter {
  /** One search now: an increment in memory, nothing awaited, so a search pays nothing. */
  count(): void;
  /** Writes what was counted (one upsert per day counted); what fails is kept for the next. */
  flush(): Promise<void>;
  /** Stops the timer and writes the rest: call before the database closes. */
  close(): Promise<void>;
}

/**
 * Searches a day (search_counts, migration 0016) for the dashboard. Counting in SQL on every
 * search would add a write to the hottest read path; here it is a map increment, flushed by a
 * timer every few seconds with `count = count + n`, which adds up across server instances.
 */
export function createSearchCounter(
  db: Db,
  options: { intervalMs?: number; now?: () => Date; onError?: (error: unknown) => void } = {},
): SearchCounter {
  const now = options.now ?? (() => new Date());
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  async function write(counts: Map<string, number>): Promise<void> {
    const rows = [...counts].map(([day, count]) => ({ day, count: String(count) }));
    if (rows.length === 0) return;
    try {
      await db
        .insertInto("search_counts")
        .values(rows)
        .onConflict((oc) =>
          oc.column("day").doUpdateSet({ count: sql`search_counts.count + excluded.count` }),
        )
        .execute();
    } catch (error) {
      // Put back, so a database hiccup delays the figures instead of losing them.
      for (const [day, count] of counts) pending.set(day, (pending.get(day) ?? 0) + count);
      options.onError?.(error);
    }
  }

  const flush = () => {
    const counts = pending;
    pending = new Map();
    // One write at a time: two overlapping upserts of one day would only contend.
    writing = writing.then(() => write(counts));
    return writing;
  };

  const timer = setInterval(() => void flush(), options.intervalMs ?? SEARCH_COUNT_FLUSH_MS);
  timer.unref();

  return {
    count() {
      const day = tashkentDay(now());
      pending.set(day, (pending.get(day) ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
