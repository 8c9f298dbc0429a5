import { type RawBuilder, sql } from "kysely";
import { expect } from "vitest";
import type { Db } from "../../server/db/database";
import { demoPassword } from "./helper";

/**
 * What a backup taken under load is held to (backup-restore.test.ts): writers keep writing
 * through the API while the backup runs, each one request at a time, so each writer's rows
 * in the copy must be exactly its first k writes for some k (nothing later, nothing missing
 * in between), k at least the writes answered before the backup began and at most those
 * begun before it ended; and every other row of every table must be the source's.
 */

async function call<T>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; expect: number },
): Promise<T> {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (response.status !== options.expect) {
    throw new Error(`${method} ${path}: ${response.status} ${text}`);
  }
  return (text ? JSON.parse(text) : null) as T;
}

export async function signIn(base: string, username: string): Promise<string> {
  const query = new URLSearchParams({ username, password: demoPassword });
  const tokens = await call<{ access: string }>(base, "POST", `/auth/login/?${query}`, {
    expect: 200,
  });
  return tokens.access;
}

/** The ids of public offerings, `pages` × 48 of them (each page is a counted search). */
export async function publicOfferings(base: string, pages: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= pages; page++) {
    const found = await call<{ items: Array<{ id: string }> }>(
      base,
      "GET",
      `/offering/?page=${page}&page_size=48`,
      { expect: 200 },
    );
    ids.push(...found.items.map((item) => item.id));
  }
  return ids;
}

/** The ids not yet among the person's saved offerings. */
export async function notSaved(base: string, user: string, ids: string[]): Promise<string[]> {
  const saved = await call<{ offerings: Array<{ id: string }> }>(base, "GET", "/favorite/", {
    token: user,
    expect: 200,
  });
  const savedIds = new Set(saved.offerings.map((offering) => offering.id));
  return ids.filter((id) => !savedIds.has(id));
}

/**
 * Searches are counted in memory and written every few seconds: waits until the admin
 * dashboard shows `atLeast` of them, so no late count changes a table after the backup.
 */
export async function waitForSearchCounts(base: string, admin: string, atLeast: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const board = await call<{ per_day: { searches: number[] } }>(
      base,
      "GET",
      "/admin/dashboard/?days=7",
      { token: admin, expect: 200 },
    );
    const searches = board.per_day.searches.reduce((sum, day) => sum + day, 0);
    if (searches >= atLeast) return searches;
    if (Date.now() > deadline) throw new Error(`only ${searches} searches counted`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A little of each kind before the load: a review, a saved business, a chat, a lead. */
export async function writeOneOfEach(
  base: string,
  user: string,
  offeringId: string,
  businessId: string,
) {
  await call(base, "POST", "/feedback/", {
    token: user,
    body: { offering_id: offeringId, kind: "rating", rating: 4, comment: "Before the backup" },
    expect: 201,
  });
  await call(base, "PUT", `/favorite/business/${businessId}/`, { token: user, expect: 204 });
  await call(base, "POST", "/support/messages/", {
    token: user,
    body: { text: "Before the backup" },
    expect: 201,
  });
  await call(base, "POST", "/contact/", {
    token: user,
    body: {
      name: "Before",
      email: "before@example.uz",
      message: "Before the backup",
      consent: true,
    },
    expect: 201,
  });
}

export const supportText = (n: number) => `backup load support ${n}`;
export const contactText = (n: number) => `backup load contact ${n}`;

interface Writer {
  name: "favourites" | "support" | "contact";
  /** Requests sent so far (the nth is write n). */
  started: number;
  /** Requests answered. */
  done: number;
}

export interface Load {
  writers: Record<Writer["name"], Writer>;
  favouriteIds: string[];
  /** The requests answered and begun, per writer, now. */
  progress(): Record<Writer["name"], { started: number; done: number }>;
  stop(): Promise<void>;
}

/**
 * Three writers, each one request at a time until stopped: saves offerings in `favouriteIds`'
 * order (stopping when they run out), support messages and contact-form leads numbered from 1.
 */
export function startLoad(base: string, user: string, favouriteIds: string[]): Load {
  let stopped = false;
  const writers = {
    favourites: { name: "favourites", started: 0, done: 0 },
    support: { name: "support", started: 0, done: 0 },
    contact: { name: "contact", started: 0, done: 0 },
  } satisfies Record<Writer["name"], Writer>;
  const write: Record<Writer["name"], (n: number) => Promise<unknown> | null> = {
    favourites: (n) => {
      const id = favouriteIds[n - 1];
      return id
        ? call(base, "PUT", `/favorite/offering/${id}/`, { token: user, expect: 204 })
        : null;
    },
    support: (n) =>
      call(base, "POST", "/support/messages/", {
        token: user,
        body: { text: supportText(n) },
        expect: 201,
      }),
    contact: (n) =>
      call(base, "POST", "/contact/", {
        body: { name: "Load", email: "load@example.uz", message: contactText(n), consent: true },
        expect: 201,
      }),
  };
  const loops = Object.values(writers).map(async (writer) => {
    while (!stopped) {
      const request = write[writer.name](writer.started + 1);
      if (!request) return;
      writer.started += 1;
      await request;
      writer.done += 1;
      // Leaves the CPU to the server and the backup now and then, as real traffic would.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  const all = Promise.all(loops);
  return {
    writers,
    favouriteIds,
    progress: () =>
      Object.fromEntries(
        Object.values(writers).map((w) => [w.name, { started: w.started, done: w.done }]),
      ) as ReturnType<Load["progress"]>,
    async stop() {
      stopped = true;
      await all;
    },
  };
}

type Cut = Record<Writer["name"], number>;

async function numbersIn(db: Db, query: RawBuilder<{ n: number }>): Promise<number[]> {
  return (await query.execute(db)).rows.map((row) => Number(row.n)).sort((a, b) => a - b);
}

/** Each writer's rows in the restored copy: exactly its first k writes (k per writer). */
export async function cutOf(restored: Db, load: Load, userId: string): Promise<Cut> {
  const support = await numbersIn(
    restored,
    sql<{ n: number }>`SELECT substring(text FROM '[0-9]+$')::int AS n FROM support_messages
      WHERE conversation_id = ${userId} AND text LIKE 'backup load support %'`,
  );
  const contact = await numbersIn(
    restored,
    sql<{ n: number }>`SELECT substring(message FROM '[0-9]+$')::int AS n FROM leads
      WHERE message LIKE 'backup load contact %'`,
  );
  const saved = await sql<{ offering_id: string }>`SELECT offering_id FROM favorite_offerings
    WHERE user_id = ${userId}`.execute(restored);
  const savedIds = new Set(saved.rows.map((row) => row.offering_id));
  const favourites = load.favouriteIds
    .map((id, index) => (savedIds.has(id) ? index + 1 : 0))
    .filter((n) => n > 0);
  const prefix = (numbers: number[]) => numbers.map((_, index) => index + 1);
  expect(support, "support messages: the first k, none missing").toEqual(prefix(support));
  expect(contact, "contact leads: the first k, none missing").toEqual(prefix(contact));
  expect(favourites, "saved offerings: the first k, none missing").toEqual(prefix(favourites));
  return { support: support.length, contact: contact.length, favourites: favourites.length };
}

/**
 * The support conversation's counters are written in one transaction with each message: in
 * the copy they must be the source's less the messages after the cut.
 */
async function checkConversation(source: Db, restored: Db, userId: string, cut: Cut) {
  const state = (db: Db) =>
    sql<{ unread: number; last_is_newest: boolean; load: number }>`
      SELECT c.unread_by_admins AS unread,
             c.last_message_at = (SELECT max(at) FROM support_messages m
                                   WHERE m.conversation_id = c.user_id) AS last_is_newest,
             (SELECT count(*)::int FROM support_messages m WHERE m.conversation_id = c.user_id
                AND m.text LIKE 'backup load support %') AS load
      FROM support_conversations c WHERE c.user_id = ${userId}`
      .execute(db)
      .then((result) => result.rows[0]);
  const [before, copy] = await Promise.all([state(source), state(restored)]);
  expect(copy?.load).toBe(cut.support);
  expect(copy?.last_is_newest, "the copy's last_message_at is its newest message").toBe(true);
  expect(copy?.unread, "unread_by_admins counts the copy's messages").toBe(
    (before?.unread ?? 0) - ((before?.load ?? 0) - cut.support),
  );
}

/** What a table's check compares: a row filter and the row's text, over the alias `t`. */
interface Slice {
  where: RawBuilder<unknown>;
  row: RawBuilder<unknown>;
}

const everyRow: Slice = { where: sql`true`, row: sql`t::text` };

/** Per table, the slices of the source as it stood at the cut and of the restored copy. */
export function slicesAtCut(
  load: Load,
  cut: Cut,
  userId: string,
): Record<string, { source: Slice[]; restored: Slice[] }> {
  const laterFavourites = load.favouriteIds.slice(cut.favourites);
  const oneSide = (where: RawBuilder<unknown>) => ({
    source: [{ where, row: sql`t::text` }],
    restored: [everyRow],
  });
  const noFavourites = laterFavourites.length === 0;
  const conversationSlices = [
    { where: sql`t.user_id <> ${userId}`, row: sql`t::text` },
    // Its counters moved with every later message; cutOf checks them against the copy's.
    {
      where: sql`t.user_id = ${userId}`,
      row: sql`(to_jsonb(t) - 'unread_by_admins' - 'last_message_at')::text`,
    },
  ];
  return {
    favorite_offerings: oneSide(
      noFavourites
        ? sql`true`
        : sql`NOT (t.user_id = ${userId} AND t.offering_id::text IN (${sql.join(laterFavourites)}))`,
    ),
    support_messages: oneSide(
      sql`NOT (t.conversation_id = ${userId} AND t.text LIKE 'backup load support %'
               AND substring(t.text FROM '[0-9]+$')::int > ${cut.support})`,
    ),
    leads: oneSide(
      sql`NOT (t.message LIKE 'backup load contact %'
               AND substring(t.message FROM '[0-9]+$')::int > ${cut.contact})`,
    ),
    support_conversations: { source: conversationSlices, restored: conversationSlices },
  };
}

export async function tablesOf(db: Db): Promise<string[]> {
  const result = await sql<{ name: string }>`SELECT table_name AS name
    FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`.execute(db);
  return result.rows.map((row) => row.name);
}

/** Row count and a digest of the rows' text in any order, per slice. */
export async function fingerprint(db: Db, table: string, slices: Slice[]): Promise<string[]> {
  const prints: string[] = [];
  for (const slice of slices) {
    const result = await sql<{ rows: number; digest: string }>`
      SELECT count(*)::int AS rows,
             coalesce(md5(string_agg(md5(${slice.row}), '' ORDER BY md5(${slice.row}))), '-')
               AS digest
      FROM ${sql.table(table)} AS t WHERE ${slice.where}`.execute(db);
    const row = result.rows[0];
    prints.push(`${row?.rows} rows, ${row?.digest}`);
  }
  return prints;
}

/** Every table of the restored copy against the source at the cut. */
export async function compareAtCut(
  source: Db,
  restored: Db,
  load: Load,
  userId: string,
): Promise<{ cut: Cut; tables: number }> {
  const cut = await cutOf(restored, load, userId);
  await checkConversation(source, restored, userId, cut);
  const tables = await tablesOf(source);
  expect(await tablesOf(restored)).toEqual(tables);
  const special = slicesAtCut(load, cut, userId);
  const differing: string[] = [];
  for (const table of tables) {
    const slices = special[table] ?? { source: [everyRow], restored: [everyRow] };
    const [fromSource, fromCopy] = await Promise.all([
      fingerprint(source, table, slices.source),
      fingerprint(restored, table, slices.restored),
    ]);
    if (JSON.stringify(fromSource) !== JSON.stringify(fromCopy)) {
      differing.push(`${table}: source ${fromSource.join("; ")} / copy ${fromCopy.join("; ")}`);
    }
  }
  expect(differing, "tables whose rows differ").toEqual([]);
  return { cut, tables: tables.length };
}
