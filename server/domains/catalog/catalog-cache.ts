import { sql } from "kysely";
import type { Db } from "../../db/database";
import { batched } from "./batched";

interface Entry {
  value: Promise<unknown>;
  /** Epoch ms; Infinity for answers that only a write can change. */
  expiresAt: number;
}

export interface CacheOptions {
  maxEntries: number;
  /** How long an answer that depends on the clock (running sales) is kept. */
  clockTtlMs: number;
}

/** What one request reads the cache through: bound to the catalog version it started with. */
export interface CacheView {
  /** A cached answer, or `load`'s, kept for later requests of the same version. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The same for an answer that depends on the clock: kept `clockTtlMs` at most. */
  getTimed<T>(key: string, load: () => Promise<T>): Promise<T>;
}

const defaults: CacheOptions = { maxEntries: 1000, clockTtlMs: 15_000 };

/**
 * Catalog answers (reference tables, word lookups, search pages and counts, offering pages)
 * kept under the database's `catalog_version`, which every write to the tables they are made
 * of moves on (migration 0003). Each request reads that one row; a new value drops everything,
 * so an answer is never older than the last write, whoever wrote. Sales start and end with the
 * clock, not with a write: answers that show them are kept for a few seconds only.
 *
 * Why at all: the embedded database runs one query at a time, so under concurrent load every
 * request waits for all queries before it. Counting and faceting a broad search reads most
 * offerings; answered once and reused, it costs the queue nothing.
 */
export class CatalogCache {
  private version: string | null = null;
  private readonly entries = new Map<string, Entry>();
  private readonly options: CacheOptions;

  constructor(
    private readonly db: Db,
    options: Partial<CacheOptions> = {},
  ) {
    this.options = { ...defaults, ...options };
  }

  // Requests that arrive together share one read (each one that starts after they arrived).
  private readonly readVersion = batched<"version", string>(async () => {
    const result = await sql<{ version: string }>`
      SELECT version::text AS version FROM catalog_version`.execute(this.db);
    return new Map([["version", result.rows[0]?.version ?? ""]]);
  });

  async open(): Promise<CacheView> {
    const version = (await this.readVersion("version")) ?? "";
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    return {
      get: (key, load) => this.read(version, key, load, Number.POSITIVE_INFINITY),
      getTimed: (key, load) => this.read(version, key, load, this.options.clockTtlMs),
    };
  }

  private read<T>(version: string, key: string, load: () => Promise<T>, ttl: number): Promise<T> {
    // A request that began before the last write reads afresh and keeps nothing.
    if (version !== this.version) return load();
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) {
      // Most recently used last: eviction takes the first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value as Promise<T>;
    }
    // Kept while loading too: concurrent requests for the same answer share one query.
    const value = load();
    this.entries.set(key, { value, expiresAt: now + ttl });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}
