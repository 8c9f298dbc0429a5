import { sql } from "kysely";
import { type ChangeFeed, catalogChangeFeed, type Db } from "../db/database";
import { batched } from "./batched";

interface Entry {
  value: Promise<unknown>;
  /** Epoch ms; Infinity for answers that only a write can change. */
  expiresAt: number;
}

/** Entries by key, least recently used first, at most `maxEntries` of them. */
class Store {
  readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries: number) {}

  /** A live entry, marked most recently used; undefined when missing or expired. */
  take(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= now) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  put(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

interface CacheOptions {
  /** Searches, word lookups, cards and the reference tables. */
  maxEntries: number;
  /** Offering pages and related lists: one per offering opened, so many more (a few KB each). */
  maxDetailEntries: number;
  /** Offering pages as sent to visitors, one per language and currency (~7 KB each). */
  maxSentEntries: number;
  /** Search cards, one per offering and display currency (~1 KB each). */
  maxCardEntries: number;
  /** How long an answer that depends on the clock (running sales) is kept. */
  clockTtlMs: number;
}

/** What one request reads the cache through: bound to the catalog version it started with. */
export interface CacheView {
  /** The catalog version this view's answers are of. */
  readonly version: string;
  /** A cached answer, or `load`'s, kept for later requests of the same version. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The same for an answer that depends on the clock: kept `clockTtlMs` at most. */
  getTimed<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * A part of an offering's page, kept apart from searches (which would push pages out) until
   * `expiresAt(value)` (epoch ms): when a sale on it starts or ends.
   */
  getDetail<T>(key: string, load: () => Promise<T>, expiresAt: (value: T) => number): Promise<T>;
  /** The same for a whole page as sent, apart again: these are larger. */
  getSent<T>(key: string, load: () => Promise<T>, expiresAt: (value: T) => number): Promise<T>;
  /**
   * One offering's search card, kept apart again and for `clockTtlMs` (a card shows the sale
   * running now): searches for different words mostly show the same popular offerings, and
   * a page of cards read anew is most of what a search nobody made before asks the database.
   */
  getCard<T>(key: string, load: () => Promise<T>): Promise<T>;
}

const defaults: CacheOptions = {
  maxEntries: 1000,
  maxDetailEntries: 5000,
  maxSentEntries: 5000,
  maxCardEntries: 20_000,
  clockTtlMs: 15_000,
};

/**
 * Catalog answers (reference tables, word lookups, search pages and counts, offering pages)
 * kept under the database's `catalog_version`, which every write to the tables they are made
 * of moves on (migration 0003). A request reads that one row; a new value drops everything,
 * so an answer is never older than the last write, whoever wrote. On the embedded database,
 * writes also announce themselves as they commit (migration 0004), and the version is read
 * again only after one. Sales start and end with the clock, not with a write: answers that
 * show them are kept until the next start or end (offering pages and related lists, which know
 * when that is) or for a few seconds only (searches).
 *
 * Why at all: the embedded database runs one query at a time, so under concurrent load every
 * request waits for all queries before it. Counting and faceting a broad search reads most
 * offerings; answered once and reused, it costs the queue nothing.
 */
export class CatalogCache {
  private version: string | null = null;
  /**
   * The version read since the last announced write (embedded database only); null when
   * writes are not announced, or one was since: the next request reads it again.
   */
  private announced: Promise<string> | null = null;
  private readonly answers: Store;
  private readonly details: Store;
  private readonly sent: Store;
  private readonly cards: Store;
  private readonly options: CacheOptions;
  /** Announced writes: only where they arrive before the writer's answer (see the feed). */
  private readonly changes: ChangeFeed | null;

  constructor(
    private readonly db: Db,
    options: Partial<CacheOptions> = {},
  ) {
    this.options = { ...defaults, ...options };
    this.answers = new Store(this.options.maxEntries);
    this.details = new Store(this.options.maxDetailEntries);
    this.sent = new Store(this.options.maxSentEntries);
    this.cards = new Store(this.options.maxCardEntries);
    this.changes = catalogChangeFeed(db);
    this.changes?.(() => {
      this.announced = null;
    });
  }

  // Requests that arrive together share one read (each one that starts after they arrived).
  private readonly readVersion = batched<"version", string>(async () => {
    const result = await sql<{ version: string }>`
      SELECT version::text AS version FROM catalog_version`.execute(this.db);
    return new Map([["version", result.rows[0]?.version ?? ""]]);
  });

  private currentVersion(): Promise<string> {
    if (this.changes && this.announced) return this.announced;
    const read = this.readVersion("version").then((version) => version ?? "");
    if (this.changes) {
      this.announced = read;
      read.catch(() => {
        if (this.announced === read) this.announced = null;
      });
    }
    return read;
  }

  async open(): Promise<CacheView> {
    const version = await this.currentVersion();
    if (version !== this.version) {
      for (const store of [this.answers, this.details, this.sent, this.cards])
        store.entries.clear();
      this.version = version;
    }
    const forever = () => Number.POSITIVE_INFINITY;
    // Counted from the moment it was asked: the answer is no older than that.
    const timed = (_value: unknown, asked: number) => asked + this.options.clockTtlMs;
    return {
      version,
      get: (key, load) => this.read(this.answers, version, key, load, forever),
      getTimed: (key, load) => this.read(this.answers, version, key, load, timed),
      getDetail: (key, load, expiresAt) => this.read(this.details, version, key, load, expiresAt),
      getSent: (key, load, expiresAt) => this.read(this.sent, version, key, load, expiresAt),
      getCard: (key, load) => this.read(this.cards, version, key, load, timed),
    };
  }

  private read<T>(
    store: Store,
    version: string,
    key: string,
    load: () => Promise<T>,
    expiresAt: (value: T, asked: number) => number,
  ): Promise<T> {
    // A request that began before the last write reads afresh and keeps nothing.
    if (version !== this.version) return load();
    const asked = Date.now();
    const known = store.take(key, asked);
    if (known) return known.value as Promise<T>;
    // Kept while loading too: concurrent requests for the same answer share one query.
    const value = load();
    const entry: Entry = { value, expiresAt: Number.POSITIVE_INFINITY };
    store.put(key, entry);
    value.then((loaded) => {
      entry.expiresAt = expiresAt(loaded, asked);
    }, ignore);
    return value;
  }
}

function ignore(): void {}
