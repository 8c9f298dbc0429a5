import { assign, fromCallback, fromPromise, setup } from "xstate";

/**
 * The signed-in person's unread notifications, for the header's badge. It runs with the
 * signed-in part of the header, so it starts afresh for each person who signs in, and its code
 * is not in the first download. Read top to bottom:
 * - `loading`: asks the server for the count (`fetchCount`); the socket's welcome may have
 *   come before this machine was there to hear it.
 * - `known`: the last count heard. Every count heard (`unread.set`, from `listen`: the
 *   socket's welcome, each new notification, each read or deletion in any tab, and the
 *   answers of the notification calls) is newer than one asked for, so it wins, in any state.
 * - `unknown`: the count could not be asked for; the badge shows none until one is heard.
 */

export interface UnreadCountContext {
  unread: number;
}

export type UnreadCountEvent = { type: "unread.set"; unread: number };

const mustBeProvided = (name: string) => () => {
  throw new Error(`unreadCount: the "${name}" implementation must be provided`);
};

export const unreadCountMachine = setup({
  types: {
    context: {} as UnreadCountContext,
    events: {} as UnreadCountEvent,
  },
  actors: {
    fetchCount: fromPromise<number, void>(mustBeProvided("fetchCount")),
    // Sends `unread.set` for every count the app hears; the app provides it.
    listen: fromCallback<UnreadCountEvent>(() => {}),
  },
}).createMachine({
  id: "unreadCount",
  context: { unread: 0 },
  invoke: { id: "listen", src: "listen" },
  on: {
    "unread.set": { target: ".known", actions: assign({ unread: ({ event }) => event.unread }) },
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchCount",
        src: "fetchCount",
        onDone: { target: "known", actions: assign({ unread: ({ event }) => event.output }) },
        onError: { target: "unknown" },
      },
    },
    unknown: {},
    known: {},
  },
});
