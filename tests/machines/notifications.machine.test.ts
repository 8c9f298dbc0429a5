import { describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import {
  type NotificationsEvent,
  notificationsMachine,
  type PageRequest,
} from "../../machines/notifications.machine";
import { RequestFailure } from "../../machines/request-failure";
import type { Notification, NotificationPage } from "../../sdk";
import * as coverage from "./state-coverage";

function notification(n: number, read = false): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    type: "message",
    params: { title: `Xabar ${n}` },
    read,
    created_at: new Date(Date.UTC(2026, 10, 26, 10, 60 - n)).toISOString(),
  };
}

/** A server of `count` notifications (the first `unread` of them unread), paged as the API pages. */
function server(count: number, unread = count) {
  let items = Array.from({ length: count }, (_, i) => notification(i + 1, i >= unread));
  const unreadCount = () => items.filter((item) => !item.read).length;
  return {
    load: vi.fn(async ({ page, pageSize, unreadOnly }: PageRequest): Promise<NotificationPage> => {
      const listed = unreadOnly ? items.filter((item) => !item.read) : items;
      return {
        items: listed.slice((page - 1) * pageSize, page * pageSize),
        total: listed.length,
        unread: unreadCount(),
        page,
        page_size: pageSize,
      };
    }),
    markRead: vi.fn(async ({ id }: { id: string }) => {
      items = items.map((item) => (item.id === id ? { ...item, read: true } : item));
      return unreadCount();
    }),
    markAllRead: vi.fn(async () => {
      items = items.map((item) => ({ ...item, read: true }));
      return 0;
    }),
    remove: vi.fn(async ({ id }: { id: string }) => {
      items = items.filter((item) => item.id !== id);
      return unreadCount();
    }),
  };
}

type Server = ReturnType<typeof server>;

function start(api: Server, pageSize = 2) {
  const reported: number[] = [];
  let arrive: (() => void) | null = null;
  const actor = createActor(
    notificationsMachine.provide({
      actors: {
        load: fromPromise<NotificationPage, PageRequest>(({ input }) => api.load(input)),
        markRead: fromPromise<number, { id: string }>(({ input }) => api.markRead(input)),
        markAllRead: fromPromise<number, void>(() => api.markAllRead()),
        remove: fromPromise<number, { id: string }>(({ input }) => api.remove(input)),
        watchArrivals: fromCallback<NotificationsEvent>(({ sendBack }) => {
          arrive = () => sendBack({ type: "notifications.arrived" });
        }),
      },
      actions: { reportUnread: (_, { unread }) => reported.push(unread) },
    }),
    { input: { pageSize } },
  );
  actor.start();
  const ready = () => waitFor(actor, (s) => s.matches("ready"));
  const ids = () => actor.getSnapshot().context.items.map((item) => item.id);
  return { actor, reported, ready, ids, arrive: () => arrive?.() };
}

describe("notifications machine", () => {
  it("loads the first page, newest first, and tells the badge the unread count", async () => {
    const api = server(5, 3);
    const { actor, reported, ready, ids } = start(api);
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await ready();
    expect(ids()).toEqual([notification(1).id, notification(2).id]);
    expect(actor.getSnapshot().context).toMatchObject({ total: 5, unread: 3, page: 1 });
    expect(reported).toEqual([3]);
  });

  it("goes to another page, and to only the unread ones from the first page", async () => {
    const api = server(5, 3);
    const { actor, ready, ids } = start(api);
    await ready();
    actor.send({ type: "notifications.page", page: 3 });
    await ready();
    expect(ids()).toEqual([notification(5).id]);
    actor.send({ type: "notifications.unreadOnly", unreadOnly: true });
    await ready();
    expect(api.load).toHaveBeenLastCalledWith({ page: 1, pageSize: 2, unreadOnly: true });
    expect(actor.getSnapshot().context.total).toBe(3);
  });

  it("marks one read in place and reports the new count", async () => {
    const api = server(3);
    const { actor, reported, ready } = start(api);
    await ready();
    actor.send({ type: "notifications.read", id: notification(2).id });
    expect(actor.getSnapshot().matches("marking")).toBe(true);
    await ready();
    expect(actor.getSnapshot().context.items.map((item) => item.read)).toEqual([false, true]);
    expect(actor.getSnapshot().context.unread).toBe(2);
    expect(reported).toEqual([3, 2]);
    expect(api.load).toHaveBeenCalledTimes(1);
  });

  it("marks all read; showing only the unread ones, loads them again (none left)", async () => {
    const api = server(3);
    const { actor, reported, ready } = start(api);
    await ready();
    actor.send({ type: "notifications.unreadOnly", unreadOnly: true });
    await ready();
    actor.send({ type: "notifications.readAll" });
    await ready();
    expect(api.markAllRead).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context).toMatchObject({ items: [], total: 0, unread: 0 });
    expect(reported.at(-1)).toBe(0);
  });

  it("removes one and loads the page again, the next one moving up", async () => {
    const api = server(3);
    const { actor, reported, ready, ids } = start(api);
    await ready();
    actor.send({ type: "notifications.remove", id: notification(1).id });
    await ready();
    expect(ids()).toEqual([notification(2).id, notification(3).id]);
    expect(reported).toEqual([3, 2, 2]);
  });

  it("after removing the last one of the last page, shows the page before", async () => {
    const api = server(3);
    const { actor, ready, ids } = start(api);
    await ready();
    actor.send({ type: "notifications.page", page: 2 });
    await ready();
    actor.send({ type: "notifications.remove", id: notification(3).id });
    await ready();
    expect(actor.getSnapshot().context.page).toBe(1);
    expect(ids()).toEqual([notification(1).id, notification(2).id]);
  });

  it("keeps a refused change's code and the list as it was", async () => {
    const api = server(2);
    api.markRead.mockRejectedValueOnce(new RequestFailure("notification_not_found", 404));
    const { actor, ready } = start(api);
    await ready();
    actor.send({ type: "notifications.read", id: notification(1).id });
    await waitFor(actor, (s) => s.matches("ready") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("notification_not_found");
    expect(actor.getSnapshot().context.items[0]?.read).toBe(false);
  });

  it("fails with the code and loads again on retry", async () => {
    const api = server(1);
    api.load.mockRejectedValueOnce(new TypeError("offline"));
    const { actor, ready } = start(api);
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.error).toBe("network_error");
    actor.send({ type: "notifications.retry" });
    await ready();
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("shows a new arrival on the first page, and leaves later pages as they are", async () => {
    const api = server(3);
    const { actor, ready, arrive } = start(api);
    await ready();
    arrive();
    await ready();
    expect(api.load).toHaveBeenCalledTimes(2);
    actor.send({ type: "notifications.page", page: 2 });
    await ready();
    arrive();
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(api.load).toHaveBeenCalledTimes(3);
  });

  it("every state node is entered by a shortest path and checked", () => {
    const page: NotificationPage = {
      items: [notification(1), notification(2, true)],
      total: 3,
      unread: 2,
      page: 1,
      page_size: 2,
    };
    const pastTheEnd: NotificationPage = { ...page, items: [], page: 3 };
    const events = [
      { type: "notifications.page", page: 2 },
      { type: "notifications.unreadOnly", unreadOnly: true },
      { type: "notifications.read", id: notification(1).id },
      { type: "notifications.readAll" },
      { type: "notifications.remove", id: notification(1).id },
      { type: "notifications.retry" },
      { type: "notifications.arrived" },
      { type: "xstate.done.actor.load", output: page },
      { type: "xstate.done.actor.load", output: pastTheEnd },
      { type: "xstate.error.actor.load", error: new TypeError("offline") },
      { type: "xstate.done.actor.markRead", output: 1 },
      { type: "xstate.error.actor.markRead", error: new RequestFailure("not_found", 404) },
      { type: "xstate.done.actor.markAllRead", output: 0 },
      { type: "xstate.done.actor.remove", output: 1 },
    ] as unknown as NotificationsEvent[];
    const expectations: coverage.StateChecks<typeof notificationsMachine> = {
      "notifications.loading": (s) => expect(s.hasTag("busy")).toBe(true),
      "notifications.failed": (s) => expect(s.context.error).toBe("network_error"),
      "notifications.ready": (s) => expect(s.hasTag("busy")).toBe(false),
      "notifications.marking": (s) => expect(s.context.target).toBe(notification(1).id),
      "notifications.markingAll": (s) => expect(s.hasTag("busy")).toBe(true),
      "notifications.removing": (s) => expect(s.context.target).toBe(notification(1).id),
    };
    const input = { pageSize: 2 };
    const paths = getShortestPaths(notificationsMachine, {
      events,
      input,
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.unreadOnly]),
      filterEvents: (s, event) => !event.type.startsWith("xstate.") || s.can(event),
    });
    const ids = coverage.allStateIds(notificationsMachine);
    expect(coverage.checkEnteredStates(notificationsMachine, input, paths, expectations)).toEqual(
      ids,
    );
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
