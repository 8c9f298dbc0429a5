import { assign, fromCallback, fromPromise, setup } from "xstate";
import type { Notification, NotificationPage } from "../sdk";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * The /notifications page: the person's notifications, newest first, a page at a time, all
 * or only the unread ones. Read top to bottom:
 * - `loading` a page (what is on screen stays meanwhile) → `ready`, or `failed` with a retry.
 *   A page past the end (its last one deleted) loads the last page there is instead.
 * - In `ready`: another page or filter loads it; `notifications.read` one (`marking`), all
 *   (`markingAll`), or `notifications.remove` one (`removing`, then the page again, since the
 *   ones after it move up). A refusal comes back to `ready` with its code.
 * - Every answer says the unread count, which is reported for the header's badge
 *   (`reportUnread`). A new notification arriving (`watchArrivals`, the app's socket) loads
 *   the first page again while it is on screen; on later pages the badge tells of it.
 */

export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationsInput {
  pageSize?: number;
}

export interface NotificationsContext {
  page: number;
  pageSize: number;
  unreadOnly: boolean;
  items: Notification[];
  total: number;
  unread: number;
  /** The notification being marked or removed. */
  target: string | null;
  error: FailureCode | null;
}

export type NotificationsEvent =
  | { type: "notifications.page"; page: number }
  | { type: "notifications.unreadOnly"; unreadOnly: boolean }
  | { type: "notifications.read"; id: string }
  | { type: "notifications.readAll" }
  | { type: "notifications.remove"; id: string }
  | { type: "notifications.retry" }
  | { type: "notifications.arrived" };

export interface PageRequest {
  page: number;
  pageSize: number;
  unreadOnly: boolean;
}

const mustBeProvided = (name: string) => () => {
  throw new Error(`notifications: the "${name}" implementation must be provided`);
};

const pageCount = ({ total, pageSize }: { total: number; pageSize: number }) =>
  Math.max(1, Math.ceil(total / pageSize));

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
    tags: {} as "busy",
  },
  actors: {
    load: fromPromise<NotificationPage, PageRequest>(mustBeProvided("load")),
    markRead: fromPromise<number, { id: string }>(mustBeProvided("markRead")),
    markAllRead: fromPromise<number, void>(mustBeProvided("markAllRead")),
    remove: fromPromise<number, { id: string }>(mustBeProvided("remove")),
    // Sends `notifications.arrived` for each notification the socket brings; the app provides it.
    watchArrivals: fromCallback<NotificationsEvent>(() => {}),
  },
  actions: {
    reportUnread: (_, _params: { unread: number }) => {},
    countUnread: assign({ unread: (_, { unread }: { unread: number }) => unread }),
  },
  guards: {
    isPastTheEnd: (_, { page }: { page: NotificationPage }) =>
      page.items.length === 0 &&
      page.page > pageCount({ total: page.total, pageSize: page.page_size }),
    isFirstPage: ({ context }) => context.page === 1,
    isUnreadOnly: ({ context }) => context.unreadOnly,
  },
}).createMachine({
  id: "notifications",
  context: ({ input }) => ({
    page: 1,
    pageSize: input.pageSize ?? NOTIFICATIONS_PAGE_SIZE,
    unreadOnly: false,
    items: [],
    total: 0,
    unread: 0,
    target: null,
    error: null,
  }),
  invoke: { id: "watchArrivals", src: "watchArrivals" },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({
          page: context.page,
          pageSize: context.pageSize,
          unreadOnly: context.unreadOnly,
        }),
        onDone: [
          {
            guard: { type: "isPastTheEnd", params: ({ event }) => ({ page: event.output }) },
            target: "loading",
            reenter: true,
            actions: assign({
              page: ({ context, event }) =>
                pageCount({ total: event.output.total, pageSize: context.pageSize }),
            }),
          },
          {
            target: "ready",
            actions: [
              assign({
                items: ({ event }) => event.output.items,
                total: ({ event }) => event.output.total,
                error: null,
              }),
              { type: "countUnread", params: ({ event }) => ({ unread: event.output.unread }) },
              { type: "reportUnread", params: ({ event }) => ({ unread: event.output.unread }) },
            ],
          },
        ],
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    failed: {
      on: { "notifications.retry": { target: "loading" } },
    },
    ready: {
      on: {
        "notifications.page": {
          target: "loading",
          actions: assign({ page: ({ event }) => event.page, error: null }),
        },
        "notifications.unreadOnly": {
          target: "loading",
          actions: assign({ unreadOnly: ({ event }) => event.unreadOnly, page: 1, error: null }),
        },
        "notifications.read": {
          target: "marking",
          actions: assign({ target: ({ event }) => event.id, error: null }),
        },
        "notifications.readAll": { target: "markingAll", actions: assign({ error: null }) },
        "notifications.remove": {
          target: "removing",
          actions: assign({ target: ({ event }) => event.id, error: null }),
        },
        "notifications.arrived": { guard: "isFirstPage", target: "loading" },
      },
    },
    marking: {
      tags: ["busy"],
      invoke: {
        id: "markRead",
        src: "markRead",
        input: ({ context }) => ({ id: context.target ?? "" }),
        onDone: [
          // Read, it is no longer one of the unread ones listed.
          {
            guard: "isUnreadOnly",
            target: "loading",
            actions: { type: "reportUnread", params: ({ event }) => ({ unread: event.output }) },
          },
          {
            target: "ready",
            actions: [
              assign({
                items: ({ context }) =>
                  context.items.map((item) =>
                    item.id === context.target ? { ...item, read: true } : item,
                  ),
                target: null,
              }),
              { type: "countUnread", params: ({ event }) => ({ unread: event.output }) },
              { type: "reportUnread", params: ({ event }) => ({ unread: event.output }) },
            ],
          },
        ],
        onError: {
          target: "ready",
          actions: assign({ error: ({ event }) => failureCode(event.error), target: null }),
        },
      },
    },
    markingAll: {
      tags: ["busy"],
      invoke: {
        id: "markAllRead",
        src: "markAllRead",
        onDone: [
          {
            guard: "isUnreadOnly",
            target: "loading",
            actions: [
              assign({ page: 1 }),
              { type: "reportUnread", params: ({ event }) => ({ unread: event.output }) },
            ],
          },
          {
            target: "ready",
            actions: [
              assign({
                items: ({ context }) => context.items.map((item) => ({ ...item, read: true })),
              }),
              { type: "countUnread", params: ({ event }) => ({ unread: event.output }) },
              { type: "reportUnread", params: ({ event }) => ({ unread: event.output }) },
            ],
          },
        ],
        onError: {
          target: "ready",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    removing: {
      tags: ["busy"],
      invoke: {
        id: "remove",
        src: "remove",
        input: ({ context }) => ({ id: context.target ?? "" }),
        onDone: {
          target: "loading",
          actions: [
            assign({ target: null }),
            { type: "reportUnread", params: ({ event }) => ({ unread: event.output }) },
          ],
        },
        onError: {
          target: "ready",
          actions: assign({ error: ({ event }) => failureCode(event.error), target: null }),
        },
      },
    },
  },
});
