import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { ChatMessage } from "../../sdk/types.gen";
import { broadcastChannel } from "../../server/db/broadcast";
import { parseLiveEvent } from "../../server/realtime/live";
import { createPerson, type Person } from "./feedback-fixtures";
import { startApp, type TestApp, type Tokens, tokensFor } from "./helper";

/**
 * Live delivery across instances: what one instance stores reaches a socket another holds.
 * On PostgreSQL (TEST_DATABASE_URL) two instances share one schema, as production runs them
 * behind a load balancer; the embedded database is opened by one process only, so there the
 * sender and the socket's holder are one instance and the event still makes the same trip
 * through the database's NOTIFY.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let writer: TestApp;
let holder: TestApp;
let holderHost: string;
let admin: Tokens;
let adminId: string;

beforeAll(async () => {
  writer = await startApp();
  holder = onPostgres ? await startApp({ database: writer.config.database }) : writer;
  await holder.app.listen({ host: "127.0.0.1", port: 0 });
  holderHost = `127.0.0.1:${(holder.app.server.address() as AddressInfo).port}`;
  admin = await tokensFor(writer.app, "admin@demo.uz");
  adminId = (
    await writer.app.services.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "admin@demo.uz")
      .executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  if (holder !== writer) await holder.app.close();
  await writer.close();
});

interface Held {
  socket: WebSocket;
  /** Every message after the welcome, in order. */
  messages: Array<{ type: string } & Record<string, unknown>>;
  /** The first message of the type from now on, or a failure after 5 s. */
  next<T>(type: string): Promise<T>;
  closed: Promise<{ code: number; reason: string }>;
}

/** The close, or a failure after 5 s rather than at the test's timeout. */
function within5s<T>(closing: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("the socket stayed open for 5 s")), 5000);
  });
  return Promise.race([closing, late]).finally(() => clearTimeout(timer));
}

/** A socket on the holding instance, open and welcomed. */
async function holdSocket(userId: string, tokens: Tokens): Promise<Held> {
  const socket = new WebSocket(`ws://${holderHost}/ws/user/${userId}/`, [
    "bozor.v1",
    `bozor.token.${tokens.access}`,
  ]);
  const messages: Held["messages"] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once("close", (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once("message", () => {
      socket.on("message", (data) => messages.push(JSON.parse(String(data))));
      resolve();
    });
    socket.once("error", reject);
  });
  const next = <T>(type: string) => {
    const seen = messages.length;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} within 5 s`)), 5000);
      const check = () => {
        const found = messages.slice(seen).find((message) => message.type === type);
        if (!found) return;
        clearTimeout(timer);
        socket.off("message", check);
        resolve(found as T);
      };
      socket.on("message", check);
    });
  };
  return { socket, messages, next, closed };
}

const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access}` });

describe("an event stored through one instance reaches a socket held by another", () => {
  let person: Person;
  let held: Held;

  beforeAll(async () => {
    person = await createPerson(writer.app, "Madina", "Qodirova");
    held = await holdSocket(person.id, person.tokens);
  });
  afterAll(() => held.socket.close());

  it("a notification, with the unread count, and the count again when it is read", async () => {
    const arrived = held.next<{ notification: { params: unknown }; unread: number }>(
      "notification",
    );
    const sent = await writer.app.inject({
      method: "POST",
      url: `/api/v1/dev/notify/${person.id}/`,
      payload: { title: "Buyurtmangiz tayyor", body: "Do‘konga keling" },
    });
    expect(sent.statusCode).toBe(202);
    const message = await arrived;
    expect(message.notification.params).toEqual({
      title: "Buyurtmangiz tayyor",
      body: "Do‘konga keling",
    });
    expect(message.unread).toBe(1);

    const unread = held.next<{ unread: number }>("unread");
    const read = await writer.app.inject({
      method: "POST",
      url: "/api/v1/notification/read/",
      headers: bearer(person.tokens),
    });
    expect(read.statusCode).toBe(200);
    expect((await unread).unread).toBe(0);
  });

  it("a support chat message to the administrators' sockets, and the answer to the person's", async () => {
    const adminHeld = await holdSocket(adminId, admin);
    try {
      // At the contract's longest, in characters of four bytes: over NOTIFY's 8,000-byte
      // payload if it were carried in the event, so it is read by its id.
      const text = "🙂".repeat(1000);
      const toAdmin = adminHeld.next<ChatMessage>("chat_message");
      const asked = await writer.app.inject({
        method: "POST",
        url: "/api/v1/support/messages/",
        headers: bearer(person.tokens),
        payload: { text },
      });
      expect(asked.statusCode).toBe(201);
      expect((await toAdmin).message).toMatchObject({ conversation_id: person.id, text });

      const toPerson = held.next<ChatMessage>("chat_message");
      const answered = await writer.app.inject({
        method: "POST",
        url: `/api/v1/admin/support/conversations/${person.id}/messages/`,
        headers: bearer(admin),
        payload: { text: "Salom! Qanday yordam bera olamiz?" },
      });
      expect(answered.statusCode).toBe(201);
      expect((await toPerson).message).toMatchObject({
        from_admin: true,
        text: "Salom! Qanday yordam bera olamiz?",
      });
    } finally {
      adminHeld.socket.close();
    }
  });
});

describe("a session ended through one instance closes its sockets on another", () => {
  it("signing out", async () => {
    const person = await createPerson(writer.app, "Jasur", "Tursunov");
    const { closed } = await holdSocket(person.id, person.tokens);
    const out = await writer.app.inject({
      method: "POST",
      url: "/api/v1/auth/logout/",
      payload: { refresh: person.tokens.refresh },
    });
    expect(out.statusCode).toBe(204);
    expect(await within5s(closed)).toEqual({ code: 4003, reason: "session_ended" });
  });

  it("an administrator deactivating the person", async () => {
    const person = await createPerson(writer.app, "Nodira", "Saidova");
    const { closed } = await holdSocket(person.id, person.tokens);
    const deactivated = await writer.app.inject({
      method: "POST",
      url: `/api/v1/admin/users/${person.id}/deactivate/`,
      headers: bearer(admin),
    });
    expect(deactivated.statusCode).toBe(200);
    expect(await within5s(closed)).toEqual({ code: 4003, reason: "session_ended" });
  });
});

describe("the channel", () => {
  it("ignores what is not an event and goes on delivering", async () => {
    const person = await createPerson(writer.app, "Sherzod", "Olimov");
    const held = await holdSocket(person.id, person.tokens);
    try {
      const channel = onPostgres
        ? broadcastChannel(
            writer.config.database.kind === "postgres" ? writer.config.database.schema : null,
          )
        : broadcastChannel(null);
      for (const junk of [
        "not json",
        "null",
        '{"kind":"unread","user":"x"}',
        '{"kind":"unread","user":"x","unread":"1"}',
        '{"kind":"drop","user":"x"}',
      ]) {
        await sql`SELECT pg_notify(${channel}, ${junk})`.execute(writer.app.services.db);
      }
      const unread = held.next<{ unread: number }>("unread");
      await writer.app.services.live.send({ kind: "unread", user: person.id, unread: 0 });
      expect((await unread).unread).toBe(0);
    } finally {
      held.socket.close();
    }
  });

  it("reads only the events it knows, each with its fields", () => {
    expect(parseLiveEvent('{"kind":"session_ended","session":"s"}')).toEqual({
      kind: "session_ended",
      session: "s",
    });
    expect(parseLiveEvent('{"kind":"chat","conversation":"c"}')).toBeNull();
    expect(parseLiveEvent('{"kind":"notification","user":"u","id":7}')).toBeNull();
    expect(parseLiveEvent('{"kind":"unread","user":"u","unread":2}')).toEqual({
      kind: "unread",
      user: "u",
      unread: 2,
    });
    expect(parseLiveEvent('{"kind":"toString","user":"u"}')).toBeNull();
    expect(parseLiveEvent("[]")).toBeNull();
  });

  it("is not heard by an instance of another database (another schema on PostgreSQL)", async () => {
    const stranger = await startApp();
    try {
      const person = await createPerson(stranger.app, "Bobur", "Karimov");
      const heard: string[] = [];
      // In place of the stranger's own delivery of the kind: it only records what it hears.
      stranger.app.services.live.on("unread", ({ user }) => {
        heard.push(user);
      });
      await writer.app.services.live.send({ kind: "unread", user: person.id, unread: 0 });
      await stranger.app.services.live.send({ kind: "unread", user: "own", unread: 0 });
      for (let wait = 0; heard.length === 0 && wait < 200; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(heard).toEqual(["own"]);
    } finally {
      await stranger.close();
    }
  });
});
