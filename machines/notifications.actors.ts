import { type ActorRefFrom, fromCallback, fromPromise } from "xstate";
import type { NotificationPage } from "../sdk";
import type { appMachine } from "./app.machine";
import type { Api } from "./load-sdk";
import type { NotificationsEvent, PageRequest } from "./notifications.machine";
import { inlineErrors, unwrap } from "./request-failure";
import { notificationOf } from "./socket-messages";

/**
 * The notifications page's effects over the generated SDK. A refused change is shown beside
 * the list (inline errors, no toast as well). New notifications are heard from the app
 * machine, which tells of what the socket says.
 */
export function createNotificationsActors(
  api: () => Promise<Api>,
  app: ActorRefFrom<typeof appMachine>,
) {
  return {
    load: fromPromise<NotificationPage, PageRequest>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const query = {
        page: input.page,
        page_size: input.pageSize,
        ...(input.unreadOnly && { unread: true }),
      };
      return unwrap(await sdk.listNotifications({ client, query, signal }));
    }),
    markRead: fromPromise<number, { id: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const options = { client, path: { id: input.id }, signal, headers: inlineErrors };
      return unwrap(await sdk.markNotificationRead(options)).unread;
    }),
    markAllRead: fromPromise<number, void>(async ({ signal }) => {
      const { sdk, client } = await api();
      return unwrap(await sdk.markAllNotificationsRead({ client, signal, headers: inlineErrors }))
        .unread;
    }),
    remove: fromPromise<number, { id: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const options = { client, path: { id: input.id }, signal, headers: inlineErrors };
      return unwrap(await sdk.deleteNotification(options)).unread;
    }),
    watchArrivals: fromCallback<NotificationsEvent>(({ sendBack }) => {
      const subscription = app.on("socketMessage", ({ message }) => {
        if (notificationOf(message)) sendBack({ type: "notifications.arrived" });
      });
      return () => subscription.unsubscribe();
    }),
  };
}
