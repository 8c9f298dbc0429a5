/** How often counts kept in memory are written: a dashboard figure need not be fresher. */
export const COUNT_FLUSH_MS = 5_000;

export interface BatchedCounter<Key extends string> {
  /** `n` more of `key` now: an increment in memory, nothing awaited, so the caller pays nothing. */
  add(key: Key, n?: number): void;
  /** Writes what was counted; what fails is kept for the next write. */
  flush(): Promise<void>;
  /** Stops the timer and writes the rest: call before the database closes. */
  close(): Promise<void>;
}

export interface BatchedCounterOptions {
  intervalMs?: number;
  onError?: (error: unknown) => void;
  /** After each batch is taken, e.g. to forget what a window of time deduplicated. */
  onFlush?: () => void;
}

/**
 * Counts kept in memory and written every few seconds by `write` (an upsert or an
 * `n = n + $1` update, which adds up across server instances). Counting in SQL as things happen
 * would add a write to the hottest read paths (searches, banners served); here it is a map
 * increment. One write at a time: two overlapping writes of one key would only contend.
 */
export function createBatchedCounter<Key extends string>(
  write: (counts: ReadonlyMap<Key, number>) => Promise<void>,
  options: BatchedCounterOptions = {},
): BatchedCounter<Key> {
  let pending = new Map<Key, number>();
  let writing: Promise<void> = Promise.resolve();

  async function writeBatch(counts: Map<Key, number>): Promise<void> {
    if (counts.size === 0) return;
    try {
      await write(counts);
    } catch (error) {
      // Put back, so a database hiccup delays the figures instead of losing them.
      for (const [key, n] of counts) pending.set(key, (pending.get(key) ?? 0) + n);
      options.onError?.(error);
    }
  }

  const flush = () => {
    const counts = pending;
    pending = new Map();
    options.onFlush?.();
    writing = writing.then(() => writeBatch(counts));
    return writing;
  };

  const timer = setInterval(() => void flush(), options.intervalMs ?? COUNT_FLUSH_MS);
  timer.unref();

  return {
    add(key, n = 1) {
      pending.set(key, (pending.get(key) ?? 0) + n);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
