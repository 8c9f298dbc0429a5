import { type ActorRefFrom, fromCallback, fromPromise } from "xstate";
import type { appMachine } from "./app.machine";
import type { Api } from "./load-sdk";
import { unwrap } from "./request-failure";
import type { UnreadCountEvent } from "./unread-count.machine";

/** The unread count a socket message says (every message of the server's says it), or null. */
export function unreadCountOf(message: unknown): number | null {
  const unread = (message as { unread?: unknown } | null)?.unread;
  return typeof unread === "number" ? unread : null;
}

/**
 * The unread count's effects: the count asked of the server (the notification list answers
 * it with its first page, here of one), and every count the app machine tells of: what the
 * socket says, and what the notification calls answered.
 */
export function createUnreadCountActors(
  api: () => Promise<Api>,
  app: ActorRefFrom<typeof appMachine>,
) {
  return {
    fetchCount: fromPromise<number, void>(async ({ signal }) => {
      const { sdk, client } = await api();
      const query = { page_size: 1 };
      return unwrap(await sdk.listNotifications({ client, query, signal })).unread;
    }),
    listen: fromCallback<UnreadCountEvent>(({ sendBack }) => {
      const socket = app.on("socketMessage", ({ message }) => {
        const unread = unreadCountOf(message);
        if (unread !== null) sendBack({ type: "unread.set", unread });
      });
      const calls = app.on("unreadCounted", ({ unread }) =>
        sendBack({ type: "unread.set", unread }),
      );
      return () => {
        socket.unsubscribe();
        calls.unsubscribe();
      };
    }),
  };
}
