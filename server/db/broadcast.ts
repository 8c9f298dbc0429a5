import { type Kysely, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

// Kysely<Database> rather than database.ts's Db: database.ts registers each database here.
type Db = Kysely<Database>;

/**
 * A channel every server on one database hears: what one server sends, every server receives,
 * itself included, once the sending transaction commits (PostgreSQL's NOTIFY). Live delivery
 * across instances rides on it (server/realtime/live.ts). A payload is at most 8,000 bytes, so
 * senders put ids in it, never content (docs/decisions.md, Realtime across instances).
 */
export interface Broadcast {
  /** Sent with `pg_notify` through the database's own connections, on either database. */
  send(payload: string): Promise<void>;
  /** Starts hearing the channel; resolves once this server listens. */
  listen(onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** What an open database hands to `broadcastOf`: how this database listens. */
export interface BroadcastListener {
  channel: string;
  listen(onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

const listeners = new WeakMap<Db, BroadcastListener>();

/** Called by openDatabase for each database it opens. */
export function registerBroadcast(db: Db, listener: BroadcastListener): void {
  listeners.set(db, listener);
}

export function broadcastOf(db: Db): Broadcast {
  const listener = listeners.get(db);
  if (!listener) throw new Error("broadcastOf: the database was not opened by openDatabase");
  return {
    async send(payload) {
      await sql`SELECT pg_notify(${listener.channel}, ${payload})`.execute(db);
    },
    listen: (onPayload) => listener.listen(onPayload),
    close: () => listener.close(),
  };
}

/**
 * The channel's name on a PostgreSQL server, where NOTIFY reaches every session of the
 * database, whatever its schema: instances on one schema share a channel, and another schema's
 * (a test's, a second deployment's) does not hear it. Names are at most 63 bytes.
 */
export function broadcastChannel(schema: string | null): string {
  return schema === null ? "bozor_live" : `bozor_live_${schema}`.slice(0, 63);
}

const reconnectMs = { first: 500, longest: 10_000 };

/**
 * Listening on PostgreSQL takes a connection of its own, held for the server's life (a pooled
 * connection would lose its LISTEN when returned). When it drops, it is opened again with a
 * growing wait; what was sent meanwhile is not heard (a socket's next welcome carries the
 * unread count again).
 */
export function postgresListener(
  url: string,
  channel: string,
  log: (message: string, error?: unknown) => void,
): BroadcastListener {
  let client: pg.Client | null = null;
  let closed = false;
  let wait = reconnectMs.first;
  let retry: NodeJS.Timeout | null = null;
  let onPayload: ((payload: string) => void) | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined)
        onPayload?.(message.payload);
    });
    next.on("error", (error) => {
      log("broadcast listener lost its connection", error);
      reopen(next);
    });
    next.on("end", () => reopen(next));
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    wait = reconnectMs.first;
  };

  const reopen = (dropped: pg.Client) => {
    if (closed || client !== dropped) return;
    client = null;
    dropped.removeAllListeners("end");
    void dropped.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: unknown) => {
        log("broadcast listener could not reconnect", error);
        wait = Math.min(wait * 2, reconnectMs.longest);
        schedule();
      });
    }, wait);
    retry.unref();
  };

  return {
    channel,
    async listen(listener) {
      onPayload = listener;
      if (!client) await connect();
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      if (open) {
        open.removeAllListeners("end");
        await open.end().catch(() => {});
      }
    },
  };
}
