import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type {
  ChatMessage,
  SupportConversationPage,
  SupportMessage,
  SupportMessagePage,
} from "../../sdk/types.gen";
import { createPerson, type Person } from "./feedback-fixtures";
import { bearer, json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

let t: TestApp;
let admin: Tokens;
let ann: Person;
let bob: Person;

beforeAll(async () => {
  t = await startApp();
  admin = await tokensFor(t.app, "admin@demo.uz");
  ann = await createPerson(t.app, "Ann", "Chat");
  bob = await createPerson(t.app, "Bob", "Chat");
});
afterAll(async () => t.close());

const send = (tokens: Tokens, text: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/support/messages/",
    headers: bearer(tokens),
    payload: { text },
  });
const answer = (id: string, text: string, tokens = admin) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/admin/support/conversations/${id}/messages/`,
    headers: bearer(tokens),
    payload: { text },
  });
const mine = (tokens: Tokens, query: Record<string, string> = {}) =>
  t.app.inject({ url: "/api/v1/support/messages/", headers: bearer(tokens), query });
const theirs = (id: string, query: Record<string, string> = {}, tokens = admin) =>
  t.app.inject({
    url: `/api/v1/admin/support/conversations/${id}/messages/`,
    headers: bearer(tokens),
    query,
  });
const conversations = async () =>
  json<SupportConversationPage>(
    await t.app.inject({
      url: "/api/v1/admin/support/conversations/",
      headers: bearer(admin),
      query: { page_size: "48" },
    }),
  );

describe("support chat", () => {
  it("stores the person's messages and pages them, newest page first, oldest first in it", async () => {
    for (const n of [1, 2, 3, 4, 5])
      expect((await send(ann.tokens, `hello ${n}`)).statusCode).toBe(201);
    const last = json<SupportMessagePage>(await mine(ann.tokens, { page_size: "2" }));
    expect(last.items.map((m) => m.text)).toEqual(["hello 4", "hello 5"]);
    expect(last.older).toBe(true);
    expect(last.items[0]?.from_admin).toBe(false);
    const earlier = json<SupportMessagePage>(
      await mine(ann.tokens, { page_size: "2", before: last.items[0]?.id ?? "" }),
    );
    expect(earlier.items.map((m) => m.text)).toEqual(["hello 2", "hello 3"]);
    const first = json<SupportMessagePage>(
      await mine(ann.tokens, { page_size: "2", before: earlier.items[0]?.id ?? "" }),
    );
    expect(first.items.map((m) => m.text)).toEqual(["hello 1"]);
    expect(first.older).toBe(false);
  });

  it("counts unread on each side, lists newest activity first, and marks read", async () => {
    expect((await send(bob.tokens, "bob here")).statusCode).toBe(201);
    let list = await conversations();
    const ids = list.items.map((c) => c.id);
    expect(ids.indexOf(bob.id)).toBeLessThan(ids.indexOf(ann.id));
    const annRow = list.items.find((c) => c.id === ann.id);
    expect(annRow?.unread).toBe(5);
    expect(annRow?.person.name).toBe("Ann Chat");
    expect(annRow?.last_message.text).toBe("hello 5");

    const read = await t.app.inject({
      method: "POST",
      url: `/api/v1/admin/support/conversations/${ann.id}/read/`,
      headers: bearer(admin),
    });
    expect(read.statusCode).toBe(204);
    expect((await answer(ann.id, "How can we help?")).statusCode).toBe(201);
    list = await conversations();
    expect(list.items[0]?.id).toBe(ann.id);
    expect(list.items.find((c) => c.id === ann.id)?.unread).toBe(0);
    expect(json<SupportMessagePage>(await theirs(ann.id)).unread).toBe(0);

    const page = json<SupportMessagePage>(await mine(ann.tokens));
    expect(page.unread).toBe(1);
    expect(page.items.at(-1)).toMatchObject({ from_admin: true, text: "How can we help?" });
    const personRead = await t.app.inject({
      method: "POST",
      url: "/api/v1/support/read/",
      headers: bearer(ann.tokens),
    });
    expect(personRead.statusCode).toBe(204);
    expect(json<SupportMessagePage>(await mine(ann.tokens)).unread).toBe(0);
  });

  it("keeps a text as typed (markup is only text) and checks its length", async () => {
    const script = "<script>alert(1)</script>";
    expect(json<SupportMessage>(await send(bob.tokens, script)).text).toBe(script);
    expect(json<{ detail: string }>(await send(bob.tokens, "x".repeat(2001))).detail).toBe(
      "chat_message_too_long",
    );
    expect(json<{ detail: string }>(await send(bob.tokens, "   ")).detail).toBe("message_required");
    expect(json<{ detail: string }>(await answer(bob.id, "")).detail).toBe("message_required");
    expect((await send(bob.tokens, "y".repeat(2000))).statusCode).toBe(201);
  });

  it("keeps admin operations to admins and a person to their own conversation", async () => {
    expect((await theirs(ann.id, {}, bob.tokens)).statusCode).toBe(403);
    expect((await answer(ann.id, "hi", bob.tokens)).statusCode).toBe(403);
    const list = await t.app.inject({
      url: "/api/v1/admin/support/conversations/",
      headers: bearer(ann.tokens),
    });
    expect(list.statusCode).toBe(403);
    // Bob's own history has none of Ann's messages.
    const bobs = json<SupportMessagePage>(await mine(bob.tokens, { page_size: "100" }));
    expect(bobs.items.every((m) => m.conversation_id === bob.id)).toBe(true);
    expect(bobs.items.some((m) => m.text.startsWith("hello"))).toBe(false);
    // Admins use the admin operations.
    expect((await send(admin, "me")).statusCode).toBe(403);
    expect((await theirs("00000000-0000-4000-8000-00000000ffff")).statusCode).toBe(404);
    expect((await theirs("nope")).statusCode).toBe(400);
  });

  it("delivers a message live to the admins' sockets and an answer to the person's", async () => {
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const host = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const adminId = (
      await t.app.services.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "admin@demo.uz")
        .executeTakeFirstOrThrow()
    ).id;
    const open = (id: string, tokens: Tokens) =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(`ws://${host}/ws/user/${id}/`, [
          "bozor.v1",
          `bozor.token.${tokens.access}`,
        ]);
        // The welcome first.
        socket.once("message", () => resolve(socket));
        socket.once("error", reject);
      });
    // The chat message with this text: earlier tests' messages may still be on their way.
    const nextChat = (socket: WebSocket, text: string) =>
      new Promise<ChatMessage>((resolve) => {
        const listener = (data: WebSocket.RawData) => {
          const message = JSON.parse(String(data)) as { type: string };
          if (message.type !== "chat_message") return;
          if ((message as ChatMessage).message.text !== text) return;
          socket.off("message", listener);
          resolve(message as ChatMessage);
        };
        socket.on("message", listener);
      });
    const adminSocket = await open(adminId, admin);
    const annSocket = await open(ann.id, ann.tokens);
    const toAdmin = nextChat(adminSocket, "live?");
    await send(ann.tokens, "live?");
    expect((await toAdmin).message).toMatchObject({ conversation_id: ann.id, text: "live?" });
    const toAnn = nextChat(annSocket, "live!");
    await answer(ann.id, "live!");
    expect((await toAnn).message).toMatchObject({ from_admin: true, text: "live!" });
    adminSocket.close();
    annSocket.close();
  });
});
