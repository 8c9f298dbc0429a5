import { assign, fromCallback, sendTo, setup } from "xstate";

/**
 * The signed-in user's live socket (SPEC.md section 4): connecting → open → closed, and
 * connecting again 5000 ms after every close, for as long as the session keeps this actor
 * alive (the session stops it on log-out, so there is never a second socket). Messages are
 * parsed as JSON, falling back to the raw text; a send while the socket is not open is dropped
 * with a warning. The connection itself is the injected `connection` actor: it opens the real
 * WebSocket, reports `socket.opened` / `socket.closed` / `socket.message` and writes what it
 * receives as `socket.send`.
 */

export const RECONNECT_DELAY_MS = 5000;

export interface SocketInput {
  userId: string;
  token: string;
}

export type SocketEvent =
  | { type: "socket.opened" }
  | { type: "socket.closed" }
  | { type: "socket.message"; data: string }
  | { type: "socket.send"; data: unknown }
  | { type: "socket.token"; token: string };

/** SPEC.md section 4: JSON when it parses, the raw text otherwise. */
export function parseSocketMessage(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

export const socketMachine = setup({
  types: {
    context: {} as SocketInput,
    events: {} as SocketEvent,
    input: {} as SocketInput,
  },
  actors: {
    connection: fromCallback<SocketEvent, SocketInput>(() => {
      throw new Error('socket: the "connection" implementation must be provided');
    }),
  },
  actions: {
    deliver: (_, _params: { message: unknown }) => {},
    warn: (_, _params: { message: string }) => {},
  },
  delays: {
    reconnect: RECONNECT_DELAY_MS,
  },
}).createMachine({
  id: "socket",
  context: ({ input }) => ({ userId: input.userId, token: input.token }),
  initial: "live",
  on: {
    "socket.send": {
      actions: {
        type: "warn",
        params: { message: "socket: not open, message dropped" },
      },
    },
    // A rotated access token is used from the next connection on.
    "socket.token": { actions: assign({ token: ({ event }) => event.token }) },
  },
  states: {
    live: {
      invoke: {
        id: "connection",
        src: "connection",
        input: ({ context }) => ({ userId: context.userId, token: context.token }),
      },
      initial: "connecting",
      on: {
        "socket.closed": { target: "closed" },
        "socket.message": {
          actions: {
            type: "deliver",
            params: ({ event }) => ({ message: parseSocketMessage(event.data) }),
          },
        },
      },
      states: {
        connecting: {
          on: { "socket.opened": { target: "open" } },
        },
        open: {
          on: {
            "socket.send": { actions: sendTo("connection", ({ event }) => event) },
          },
        },
      },
    },
    closed: {
      after: { reconnect: { target: "live" } },
    },
  },
});
