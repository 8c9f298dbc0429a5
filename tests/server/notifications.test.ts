import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { Notification, NotificationPage, UnreadCount } from "../../sdk/types.gen";
import type { NotificationParams } from "../../server/db/schema";
import {
  createBusiness,
  createCategory,
  createOffering,
  createPerson,
  type Person,
} from "./feedback-fixtures";
import { json, startApp, type TestApp } from "./helper";

let t: TestApp;
let host: string;
let aziza: Person;
let bobur: Person;

const unknownId = "0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f";

beforeAll(async () => {
  t = await startApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  host = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  aziza = await createPerson(t.app, "Aziza", "Karimova");
  bobur = await createPerson(t.app, "Bobur", "Aliyev");
});
afterAll(async () => t.close());

/** A notification for `who`, stored as if `minutesAgo` minutes ago: tests order by it. */
async function stored(
  who: Person,
  minutesAgo: number,
  params: NotificationParams = { title: `${minutesAgo} minutes ago` },
  read = false,
): Promise<string> {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  const row = await t.app.services.db
    .insertInto("notifications")
    .values({
      user_id: who.id,
      type: "message",
      params: JSON.stringify(params),
      created_at: createdAt,
      read_at: read ? createdAt : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function clear(who: Person) {
  await t.app.services.db.deleteFrom("notifications").where("user_id", "=", who.id).execute();
}

function headers(who: Person | null) {
  return who ? { authorization: `Bearer ${who.tokens.access}` } : {};
}

function list(who: Person | null, query: Record<string, string> = {}) {
  return t.app.inject({
    method: "GET",
    url: "/api/v1/notification/",
    headers: headers(who),
    query,
  });
}

async function listed(who: Person, query: Record<string, string> = {}): Promise<NotificationPage> {
  const response = await list(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return json<NotificationPage>(response);
}

function markRead(who: Person | null, id: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/v1/notification/${id}/read/`,
    headers: headers(who),
  });
}

function markAllRead(who: Person | null) {
  return t.app.inject({ method: "POST", url: "/api/v1/notification/read/", headers: headers(who) });
}

function remove(who: Person | null, id: string) {
  return t.app.inject({
    method: "DELETE",
    url: `/api/v1/notification/${id}/`,
    headers: headers(who),
  });
}

/** A socket of `who`'s, with every message it receives, in order. */
async function openSocket(who: Person) {
  const socket = new WebSocket(`ws://${host}/ws/user/${who.id}/`, [
    "bozor.v1",
    `bozor.token.${who.tokens.access}`,
  ]);
  const messages: unknown[] = [];
  socket.on("message", (data) => messages.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  const received = async (count: number) => {
    // Up to 5 s: pushes travel through the database's NOTIFY, as between instances.
    for (let wait = 0; messages.length < count && wait < 500; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return messages.slice(0, count);
  };
  return { socket, messages, received };
}

describe("listNotifications", () => {
  it("refuses a caller without a token", async () => {
    const response = await list(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: "not_authenticated" });
  });

  it("answers the caller's own, newest first, with the total and the unread count", async () => {
    await clear(aziza);
    const older = await stored(aziza, 30);
    const newest = await stored(aziza, 1);
    const read = await stored(aziza, 10, { title: "read" }, true);
    await stored(bobur, 0, { title: "Bobur's" });
    const page = await listed(aziza);
    expect(page.items.map((n) => n.id)).toEqual([newest, read, older]);
    expect(page).toMatchObject({ total: 3, unread: 2, page: 1, page_size: 24 });
    expect(page.items[1]).toMatchObject({ type: "message", params: { title: "read" }, read: true });
    expect(page.items[0]?.read).toBe(false);
  });

  it("pages through them without overlap", async () => {
    await clear(aziza);
    const ids = [];
    for (let minutes = 0; minutes < 5; minutes++) ids.push(await stored(aziza, minutes));
    const first = await listed(aziza, { page_size: "2" });
    const second = await listed(aziza, { page_size: "2", page: "2" });
    const third = await listed(aziza, { page_size: "2", page: "3" });
    expect([first, second, third].flatMap((p) => p.items.map((n) => n.id))).toEqual(ids);
    expect(third).toMatchObject({ total: 5, page: 3, page_size: 2 });
    expect((await listed(aziza, { page_size: "2", page: "4" })).items).toEqual([]);
  });

  it("lists only the unread ones when asked, still counting all the unread", async () => {
    await clear(aziza);
    const unread = await stored(aziza, 2);
    await stored(aziza, 1, { title: "seen" }, true);
    const page = await listed(aziza, { unread: "true" });
    expect(page.items.map((n) => n.id)).toEqual([unread]);
    expect(page).toMatchObject({ total: 1, unread: 1 });
    expect((await listed(aziza, { unread: "false" })).total).toBe(2);
  });

  it.each([
    [{ unread: "maybe" }, "invalid_filter"],
    [{ page: "0" }, "invalid_page"],
    [{ page_size: "49" }, "page_size_too_large"],
  ])("answers %o with %s", async (query, code) => {
    const response = await list(aziza, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: code });
  });
});

describe("markNotificationRead", () => {
  it("marks the caller's own read and answers the unread count", async () => {
    await clear(aziza);
    const id = await stored(aziza, 1);
    await stored(aziza, 2);
    const response = await markRead(aziza, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<UnreadCount>(response)).toEqual({ unread: 1 });
    const page = await listed(aziza);
    expect(page.items.find((n) => n.id === id)?.read).toBe(true);
    // Again: still read, nothing else changes.
    expect(json<UnreadCount>(await markRead(aziza, id))).toEqual({ unread: 1 });
  });

  it("answers another person's id as an unknown one, and leaves it unread", async () => {
    const theirs = await stored(bobur, 1);
    for (const id of [theirs, unknownId]) {
      const response = await markRead(aziza, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "notification_not_found" });
    }
    const page = await listed(bobur);
    expect(page.items.find((n) => n.id === theirs)?.read).toBe(false);
  });

  it("refuses a malformed id and a caller without a token", async () => {
    const malformed = await markRead(aziza, "not-a-uuid");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: "invalid_id" });
    expect((await markRead(null, unknownId)).statusCode).toBe(401);
  });
});

describe("markAllNotificationsRead", () => {
  it("marks every one of the caller's read, and nobody else's", async () => {
    await clear(aziza);
    await clear(bobur);
    await stored(aziza, 1);
    await stored(aziza, 2);
    await stored(bobur, 1);
    const response = await markAllRead(aziza);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<UnreadCount>(response)).toEqual({ unread: 0 });
    expect((await listed(aziza)).items.every((n) => n.read)).toBe(true);
    expect((await listed(bobur)).unread).toBe(1);
    expect((await markAllRead(null)).statusCode).toBe(401);
  });
});

describe("deleteNotification", () => {
  it("deletes the caller's own and answers the unread count", async () => {
    await clear(aziza);
    const id = await stored(aziza, 1);
    const kept = await stored(aziza, 2);
    const response = await remove(aziza, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<UnreadCount>(response)).toEqual({ unread: 1 });
    expect((await listed(aziza)).items.map((n) => n.id)).toEqual([kept]);
    expect((await remove(aziza, id)).statusCode).toBe(404);
  });

  it("answers another person's id as an unknown one, and keeps it", async () => {
    const theirs = await stored(bobur, 1);
    const response = await remove(aziza, theirs);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "notification_not_found" });
    expect((await listed(bobur)).items.some((n) => n.id === theirs)).toBe(true);
    expect((await remove(null, theirs)).statusCode).toBe(401);
  });
});

describe("the person's sockets", () => {
  it("welcome with the unread count, and hear every change of it", async () => {
    // Someone new: the earlier tests' changes for Aziza may still be on their way to her
    // sockets, and this test counts every message.
    const dilfuza = await createPerson(t.app, "Dilfuza", "Ergasheva");
    const first = await stored(dilfuza, 2);
    const second = await stored(dilfuza, 1);
    await stored(dilfuza, 3);
    const { socket, received } = await openSocket(dilfuza);
    expect(await received(1)).toEqual([{ type: "welcome", unread: 3 }]);
    await markRead(dilfuza, first);
    await remove(dilfuza, second);
    await markAllRead(dilfuza);
    const note = await t.app.services.notifier.notify(dilfuza.id, "password_changed");
    expect(await received(5)).toEqual([
      { type: "welcome", unread: 3 },
      { type: "unread", unread: 2 },
      { type: "unread", unread: 1 },
      { type: "unread", unread: 0 },
      { type: "notification", notification: note, unread: 1 },
    ]);
    socket.close();
  });

  it("of someone else hear nothing of the caller's changes", async () => {
    await clear(aziza);
    const id = await stored(aziza, 1);
    const other = await openSocket(bobur);
    await other.received(1);
    await markRead(aziza, id);
    await markAllRead(aziza);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(other.messages).toHaveLength(1);
    other.socket.close();
  });
});

describe("feedback tells the owner", () => {
  let owner: Person;
  let shopId: string;
  let categoryId: string;

  beforeAll(async () => {
    owner = await createPerson(t.app, "Sardor", "Owner");
    const db = t.app.services.db;
    shopId = (
      await createBusiness(db, {
        status: "accepted",
        ownerId: owner.id,
        names: { ru: "Ковры Самарканда", uz: "Samarqand gilamlari", fa: "فرش سمرقند" },
      })
    ).id;
    categoryId = await createCategory(db, "service");
  });

  function create(who: Person, body: Record<string, unknown>) {
    return t.app.inject({
      method: "POST",
      url: "/api/v1/feedback/",
      headers: headers(who),
      payload: body,
    });
  }

  async function newest(who: Person): Promise<Notification | undefined> {
    return (await listed(who)).items[0];
  }

  it("of a review of their offering, with its title in every language it has", async () => {
    await clear(owner);
    await clear(aziza);
    const offeringId = await createOffering(t.app.services.db, {
      businessId: shopId,
      categoryId,
      kind: "service",
      titles: { en: "Carpet cleaning", ru: "Чистка ковров", fa: "شستشوی فرش" },
    });
    const { socket, received } = await openSocket(owner);
    const response = await create(aziza, { offering_id: offeringId, kind: "rating", rating: 4 });
    expect(response.statusCode, response.body).toBe(201);
    const notification = await newest(owner);
    expect(notification).toMatchObject({
      type: "review_received",
      read: false,
      params: {
        target_kind: "offering",
        target_id: offeringId,
        offering_kind: "service",
        target_title: "Чистка ковров",
        target_title_en: "Carpet cleaning",
        target_title_ru: "Чистка ковров",
        target_title_fa: "شستشوی فرش",
        author_name: "Aziza K.",
        rating: 4,
      },
    });
    expect(notification?.params).not.toHaveProperty("target_title_uz");
    expect((await received(2))[1]).toEqual({ type: "notification", notification, unread: 1 });
    // Nothing for the author.
    expect((await listed(aziza)).total).toBe(0);
    socket.close();
  });

  it("of a like of their business", async () => {
    await clear(owner);
    const response = await create(bobur, { business_id: shopId, kind: "like" });
    expect(response.statusCode, response.body).toBe(201);
    const notification = await newest(owner);
    expect(notification?.type).toBe("like_received");
    expect(notification?.params).toEqual({
      target_kind: "business",
      target_id: shopId,
      target_title: "Ковры Самарканда",
      target_title_ru: "Ковры Самарканда",
      target_title_uz: "Samarqand gilamlari",
      target_title_fa: "فرش سمرقند",
      author_name: "Bobur A.",
    });
    expect((await listed(bobur)).items.some((n) => n.type === "like_received")).toBe(false);
  });

  it("never of their own: refused feedback notifies nobody", async () => {
    await clear(owner);
    const response = await create(owner, { business_id: shopId, kind: "like" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: "feedback_own_business" });
    expect((await listed(owner)).total).toBe(0);
  });

  it("not of a change to a review, only of a new one", async () => {
    const offeringId = await createOffering(t.app.services.db, { businessId: shopId, categoryId });
    const review = json<{ id: string }>(
      await create(bobur, { offering_id: offeringId, kind: "rating", rating: 2 }),
    );
    await clear(owner);
    const changed = await t.app.inject({
      method: "PATCH",
      url: `/api/v1/feedback/${review.id}/`,
      headers: headers(bobur),
      payload: { rating: 5 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await listed(owner)).total).toBe(0);
  });
});
