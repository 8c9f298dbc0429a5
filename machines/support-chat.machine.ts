import { assign, fromCallback, fromPromise, setup } from "xstate";
import type { SupportMessage, SupportMessagePage } from "../sdk";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * One support conversation, for the person (/support) and for an administrator
 * (/admin/chat): the same screen from either side, the actors saying whose. Read top to bottom:
 * - `loading` the newest page → `ready` (marking it read, `markRead`, in the background), or
 *   `failed` with a retry.
 * - In `ready`: `chat.older` loads the page before the first message shown (`loadingOlder`,
 *   kept above); `chat.send` sends a text (`sending`; a refusal keeps the draft and its code).
 * - A message arriving on the socket (`watch`, which hears only this conversation's) is added
 *   at the bottom in any state, once (the sender's own answer arrives on its socket too), and
 *   marked read.
 */

export interface SupportChatContext {
  /** Oldest first, as shown. */
  messages: SupportMessage[];
  older: boolean;
  draft: string;
  error: FailureCode | null;
}

export type SupportChatEvent =
  | { type: "chat.draft"; text: string }
  | { type: "chat.send" }
  | { type: "chat.older" }
  | { type: "chat.retry" }
  | { type: "chat.arrived"; message: SupportMessage };

const mustBeProvided = (name: string) => () => {
  throw new Error(`support chat: the "${name}" implementation must be provided`);
};

/** `list` with `message` added where its id puts it, unless it is there already. */
function withMessage(list: SupportMessage[], message: SupportMessage): SupportMessage[] {
  if (list.some((m) => m.id === message.id)) return list;
  return [...list, message].sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
}

export const supportChatMachine = setup({
  types: {
    context: {} as SupportChatContext,
    events: {} as SupportChatEvent,
    tags: {} as "busy",
  },
  actors: {
    load: fromPromise<SupportMessagePage, { before: string | null }>(mustBeProvided("load")),
    send: fromPromise<SupportMessage, { text: string }>(mustBeProvided("send")),
    markRead: fromPromise<void, void>(mustBeProvided("markRead")),
    // Sends `chat.arrived` for each of this conversation's messages the socket brings.
    watch: fromCallback<SupportChatEvent>(() => {}),
  },
  guards: {
    hasText: ({ context }) => context.draft.trim().length > 0,
  },
  actions: {
    keep: assign({
      messages: ({ context }, message: SupportMessage) => withMessage(context.messages, message),
    }),
  },
}).createMachine({
  id: "supportChat",
  context: { messages: [], older: false, draft: "", error: null },
  invoke: { id: "watch", src: "watch" },
  on: {
    "chat.draft": { actions: assign({ draft: ({ event }) => event.text }) },
    "chat.arrived": { actions: { type: "keep", params: ({ event }) => event.message } },
  },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "load",
        input: { before: null },
        onDone: {
          target: "ready",
          actions: assign({
            messages: ({ event }) => event.output.items,
            older: ({ event }) => event.output.older,
            error: null,
          }),
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    failed: {
      on: { "chat.retry": "loading" },
    },
    ready: {
      initial: "marking",
      states: {
        marking: {
          invoke: { src: "markRead", onDone: "idle", onError: "idle" },
        },
        idle: {},
      },
      on: {
        // Read as soon as it shows; a failure only leaves it counted unread.
        "chat.arrived": {
          target: ".marking",
          actions: { type: "keep", params: ({ event }) => event.message },
        },
        "chat.older": { guard: ({ context }) => context.older, target: "loadingOlder" },
        "chat.send": { guard: "hasText", target: "sending" },
      },
    },
    loadingOlder: {
      tags: ["busy"],
      invoke: {
        src: "load",
        input: ({ context }) => ({ before: context.messages[0]?.id ?? null }),
        onDone: {
          target: "ready.idle",
          actions: assign({
            messages: ({ context, event }) => [...event.output.items, ...context.messages],
            older: ({ event }) => event.output.older,
            error: null,
          }),
        },
        onError: {
          target: "ready.idle",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    sending: {
      tags: ["busy"],
      invoke: {
        src: "send",
        input: ({ context }) => ({ text: context.draft }),
        onDone: {
          target: "ready.idle",
          actions: [
            { type: "keep", params: ({ event }) => event.output },
            assign({ draft: "", error: null }),
          ],
        },
        onError: {
          target: "ready.idle",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
  },
});
