import type { Db } from "../../../db/database";
import type { IndexRow } from "./index-row";
import {
  loadBusinessTerms,
  loadCategoryTerms,
  loadChangedRows,
  loadRowPage,
  loadSales,
  pruneChanges,
  readChanges,
  readVersion,
} from "./index-rows";
import { OfferingIndex } from "./offering-index";

interface LiveIndexOptions {
  /**
   * Offerings read per query while building. The embedded database runs one query at a time:
   * requests wait for at most one page (~100 ms at 1,000), not for the whole build.
   */
  pageSize: number;
  /** More changed offerings than this at once: build afresh instead of applying them. */
  maxChanges: number;
  /** How long the change log keeps entries (an SQL interval). */
  keepChanges: string;
  /** How often this server prunes the log. */
  pruneEveryMs: number;
  /** After a failed build, how long searches are refused before it is tried again. */
  retryAfterMs: number;
  log: (message: string, error?: unknown) => void;
}

const defaults: LiveIndexOptions = {
  pageSize: 1_000,
  maxChanges: 20_000,
  keepChanges: "1 day",
  pruneEveryMs: 3_600_000,
  retryAfterMs: 5_000,
  log: () => {},
};

/**
 * The offering index (offering-index.ts) kept at the catalog's version: built once from the
 * tables, then brought up to date from the change log (migration 0006) whenever a request
 * holds a newer version, so a search it answers is never older than the last write, whoever
 * wrote. It is the one place offering searches are answered: until the first build is done
 * (a second with the demo data, about ten at 100,000 offerings), and while a rebuild runs,
 * searches wait for it.
 */
export class LiveOfferingIndex {
  private index: OfferingIndex | null = null;
  /** The catalog version `index` holds every change of. */
  private version = -1n;
  private building: Promise<void> | null = null;
  private catchingUp: Promise<void> | null = null;
  /** Builds and catch-ups, one at a time: both write to the index. */
  private work: Promise<unknown> = Promise.resolve();
  private failedAt = Number.NEGATIVE_INFINITY;
  private prunedAt = Number.NEGATIVE_INFINITY;
  private stopped = false;
  private readonly options: LiveIndexOptions;

  constructor(
    private readonly db: Db,
    options: Partial<LiveIndexOptions> = {},
  ) {
    this.options = { ...defaults, ...options };
  }

  /** Starts the build unless it runs or is done; resolves when it is done (or has failed). */
  start(): Promise<void> {
    if (this.stopped || this.index) return Promise.resolve();
    if (!this.building) {
      this.building = this.serially(() => this.build()).finally(() => {
        this.building = null;
      });
    }
    return this.building;
  }

  /**
   * The index holding every change up to `version` (a catalog version as the cache read it)
   * or later, once built (a search waits for the first build); null after a build failed
   * (for `retryAfterMs`), once stopped, or when it cannot be brought up to date.
   */
  async at(version: string): Promise<OfferingIndex | null> {
    const wanted = BigInt(version);
    // The version was committed before it was read, so one catch-up that starts after this
    // call reaches it; the first may have started before. A catch-up that finds the index
    // beyond repair starts a build, which the next round waits for.
    for (let tries = 0; tries < 3; tries += 1) {
      if (this.stopped) return null;
      if (!this.index) {
        if (performance.now() - this.failedAt < this.options.retryAfterMs) return null;
        await this.start();
        continue;
      }
      if (this.version >= wanted) return this.index;
      try {
        await this.catchUp();
      } catch (error) {
        this.options.log("offering index: catching up failed", error);
        return null;
      }
    }
    return this.index && this.version >= wanted ? this.index : null;
  }

  /** No more reads: waits for the one under way, so the database can be closed after. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.work.catch(() => {});
  }

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.work.then(task, task);
    this.work = run.catch(() => {});
    return run;
  }

  private catchUp(): Promise<void> {
    if (!this.catchingUp) {
      this.catchingUp = this.serially(async () => {
        const index = this.index;
        if (!index) return;
        const version = await this.applyChanges(index, this.version);
        if (version !== null) {
          this.version = version;
          return;
        }
        // Out of date beyond the log: searches wait for a new build.
        this.index = null;
        this.version = -1n;
        void this.start();
      }).finally(() => {
        this.catchingUp = null;
      });
    }
    return this.catchingUp;
  }

  private async build(): Promise<void> {
    const started = performance.now();
    try {
      // Published only once it holds what changed while it was read, so no request waits for
      // a build; read again when that cannot be applied (the log was cut, a truncate).
      while (!this.stopped && !this.index) {
        const built = await this.readAll();
        if (!built) return;
        const version = await this.applyChanges(built.index, built.version);
        if (version === null || this.stopped) continue;
        this.index = built.index;
        this.version = version;
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      this.options.log(`offering index: ${this.index?.size} public offerings in ${seconds} s`);
    } catch (error) {
      this.index = null;
      this.failedAt = performance.now();
      this.options.log("offering index: building failed; searches are refused a while", error);
    }
  }

  /** Every public offering and running sale, a page at a time; null when stopped. */
  private async readAll(): Promise<{ index: OfferingIndex; version: bigint } | null> {
    // The version first: whatever changes while the pages are read is in the log after it,
    // and is applied again once they are.
    const version = await readVersion(this.db);
    const index = new OfferingIndex();
    let after: string | null = null;
    for (;;) {
      if (this.stopped) return null;
      const rows = await loadRowPage(this.db, after, this.options.pageSize);
      index.update(rows);
      await this.learnBusinessNames(index, rows, []);
      const last = rows.at(-1);
      if (!last || rows.length < this.options.pageSize) break;
      after = last.id;
      // The embedded database answers through promises alone: without a turn of the event
      // loop between pages, no request would be read until the whole build is done.
      await new Promise((resolve) => setImmediate(resolve));
    }
    index.replaceSales([], await loadSales(this.db, null));
    return { index, version };
  }

  /**
   * Brings `index`, which holds every change up to `since`, to the current version and says
   * which that is; null when only a new build can (the log no longer reaches back to `since`,
   * a truncate, too many changes, or a version older than the index's: a restored database).
   */
  private async applyChanges(index: OfferingIndex, since: bigint): Promise<bigint | null> {
    const changes = await readChanges(this.db, since, this.options.maxChanges);
    if (changes.version < since || changes.everything || since < changes.keptFrom) return null;
    this.pruneNowAndThen();
    // Categories are few and rarely change: their names are read again whole when they do.
    if (changes.categoriesHash !== index.categoriesHash) {
      index.setCategoryTerms(await loadCategoryTerms(this.db));
      index.categoriesHash = changes.categoriesHash;
    }
    if (changes.version === since) return since;
    const rows = await loadChangedRows(this.db, changes.offeringIds, changes.businessIds);
    await this.learnBusinessNames(index, rows, changes.businessIds);
    const sales = await loadSales(this.db, changes.offeringIds);
    const removed = [...changes.offeringIds];
    for (const businessId of changes.businessIds) {
      removed.push(...index.slotsOfBusiness(businessId));
    }
    index.update(rows, removed);
    index.replaceSales(changes.offeringIds, sales);
    index.dropEndedSales(Date.now() * 1000);
    if (index.needsCompacting()) this.compactSoon(index);
    return changes.version;
  }

  /**
   * Reads the names of the businesses `changed` names (their names may have changed) and of
   * those of `rows` the index meets for the first time; one query, none when there are none.
   */
  private async learnBusinessNames(
    index: OfferingIndex,
    rows: IndexRow[],
    changed: string[],
  ): Promise<void> {
    const named = new Set(changed);
    for (const row of rows) if (!index.knowsBusiness(row.business_id)) named.add(row.business_id);
    if (named.size > 0) index.setBusinessTerms(await loadBusinessTerms(this.db, [...named]));
  }

  /** After the request that found it due has its answer: it takes a while at 100,000. */
  private compactSoon(index: OfferingIndex): void {
    setImmediate(() => {
      void this.serially(async () => {
        if (this.index === index && index.needsCompacting()) index.compact();
      });
    });
  }

  /** In the background: no request waits for a day's log to be deleted. */
  private pruneNowAndThen(): void {
    const now = performance.now();
    if (this.stopped || now - this.prunedAt < this.options.pruneEveryMs) return;
    this.prunedAt = now;
    void this.serially(() => pruneChanges(this.db, this.options.keepChanges)).catch((error) => {
      this.options.log("offering index: pruning the change log failed", error);
    });
  }
}
