import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { WebSocket } from "ws";
import { startApp, type TestApp } from "./helper";

let t: TestApp;
let userId: string;

beforeAll(async () => {
  t = await startApp();
  const user = await t.app.services.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "user@demo.uz")
    .executeTakeFirstOrThrow();
  userId = user.id;
});
afterAll(() => t.close());

/** A socket stand-in that records what the hub sends it. */
function fakeSocket(sent: string[]): WebSocket {
  return {
    send: (data: string) => sent.push(data),
    on: () => undefined,
    close: () => undefined,
  } as unknown as WebSocket;
}

describe("notifier", () => {
  it("stores a notification as its type and parameters, unread", async () => {
    const { notifier, db } = t.app.services;
    const stored = await notifier.notify(userId, "password_changed");
    expect(stored).toMatchObject({ type: "password_changed", params: {}, read: false });
    const row = await db
      .selectFrom("notifications")
      .selectAll()
      .where("id", "=", stored.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: userId, type: "password_changed", read_at: null });
  });

  it("pushes it with the new unread count to the person's open sockets", async () => {
    const { notifier, hub } = t.app.services;
    const before = await notifier.unreadCount(userId);
    const sent: string[] = [];
    hub.add(userId, fakeSocket(sent), {
      id: "session-1",
      expiresAt: Date.now() / 1000 + 600,
      role: "user",
    });
    const stored = await notifier.notify(userId, "like_received", {
      target_kind: "offering",
      target_id: "00000000-0000-4000-8000-000000000001",
      target_title: "Non",
      author_name: "Aziza",
    });
    // Told through the database, as every instance hears it, then pushed. An earlier test's
    // notification may still be on its way to this person's sockets: only this one is checked.
    await vi.waitFor(
      () =>
        expect(sent.map((text) => JSON.parse(text))).toContainEqual({
          type: "notification",
          notification: stored,
          unread: before + 1,
        }),
      { timeout: 5000 },
    );
  });
});
