import { sql } from "kysely";
import type { Db } from "../db/database";
import { type BatchedCounterOptions, createBatchedCounter } from "./batched-counter";

export interface BannerCounter {
  /** The banners one answer of listBanners served: one impression each. */
  served(ids: readonly string[]): void;
  /**
   * A click as a visitor follows a banner. The same address clicking the same banner again
   * before the next write is not counted twice (a double tap, a retried beacon).
   */
  clicked(id: string, address: string): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

type CountKey = `${"impressions" | "clicks"}:${string}`;

/**
 * Distinct clicks kept between two writes, at most: anyone may report a click on any id, and
 * memory must not grow with a flood of made-up ones (more than this in 5 s is not people).
 */
const MAX_CLICKS_PER_BATCH = 10_000;

/**
 * Banners' impressions and clicks (migration 0020), counted in memory and added to the
 * banners' columns every few seconds (server/shared/batched-counter.ts): a visitor's page
 * never waits on a write. A banner deleted meanwhile simply matches no row.
 */
export function createBannerCounter(db: Db, options: BatchedCounterOptions = {}): BannerCounter {
  let recentClicks = new Set<string>();
  const counter = createBatchedCounter<CountKey>(
    async (counts) => {
      const byBanner = new Map<string, { impressions: number; clicks: number }>();
      for (const [key, n] of counts) {
        const [column, id] = key.split(":") as ["impressions" | "clicks", string];
        const row = byBanner.get(id) ?? { impressions: 0, clicks: 0 };
        row[column] += n;
        byBanner.set(id, row);
      }
      const values = [...byBanner].map(
        ([id, n]) => sql`(${id}::uuid, ${n.impressions}::bigint, ${n.clicks}::bigint)`,
      );
      // One statement for the whole batch, whatever the number of banners.
      await sql`
        UPDATE banners AS b
        SET impressions = b.impressions + v.impressions, clicks = b.clicks + v.clicks
        FROM (VALUES ${sql.join(values)}) AS v (id, impressions, clicks)
        WHERE b.id = v.id AND b.status = 'approved'`.execute(db);
    },
    { ...options, onFlush: () => (recentClicks = new Set()) },
  );
  return {
    served(ids) {
      for (const id of ids) counter.add(`impressions:${id}`);
    },
    clicked(id, address) {
      const seen = `${id}|${address}`;
      if (recentClicks.has(seen) || recentClicks.size >= MAX_CLICKS_PER_BATCH) return;
      recentClicks.add(seen);
      counter.add(`clicks:${id}`);
    },
    flush: counter.flush,
    close: counter.close,
  };
}
