import { assign, fromCallback, sendParent, sendTo, setup } from "xstate";

/**
 * The signed-in user's live socket (SPEC.md section 4): connecting → open → closed, and
 * connecting again 5000 ms after every close, for as long as the session keeps this actor
 * alive (the session stops it on log-out, so there is never a second socket). Messages are
 * parsed as JSON, falling back to the raw text; a send while the socket is not open is dropped
 * with a warning.
 *
 * The server checks the access token at the handshake (sent as a subprotocol, never in the
 * address) and closes the socket when that token expires (code 4001) or its session is logged
 * out (4003); an instance shutting down closes its sockets with 1012, which reconnect as after
 * any close. So each attempt first checks the token (`tokenUsable`): one that has expired, or
 * that the server closed the socket for, is reported to the parent session
 * (`socket.tokenExpired`), which refreshes and answers with `socket.token`. After a 4003 the
 * socket does not reconnect by itself (`ended`): it reports the same way, and the session's
 * refresh is refused, which signs the person out and stops this actor. The connection itself
 * is the injected `connection` actor: it opens the real WebSocket, reports `socket.opened` /
 * `socket.closed` (with the close code) / `socket.message` and writes what it receives as
 * `socket.send`.
 */

export const RECONNECT_DELAY_MS = 5000;

/** The server's close codes (server/realtime/close-codes.ts; docs/decisions.md, Realtime). */
export const CLOSE_TOKEN_EXPIRED = 4001;
export const CLOSE_SESSION_ENDED = 4003;
/**
 * RFC 6455's "service restart": the instance is shutting down. Nothing is wrong with the token,
 * so it reconnects after the usual wait like after any other close, and the load balancer
 * takes it to an instance that is up.
 */
export const CLOSE_SERVICE_RESTART = 1012;

/**
 * `Sec-WebSocket-Protocol`: the version the server answers with, and the access token (a JWT's
 * characters are all allowed in a subprotocol name).
 */
export function socketProtocols(token: string): string[] {
  return ["bozor.v1", `bozor.token.${token}`];
}

export interface SocketInput {
  userId: string;
  token: string;
}

interface SocketContext extends SocketInput {
  /** The server closed the socket because of this token: ask for a fresh one first. */
  tokenRefused: boolean;
}

export type SocketEvent =
  | { type: "socket.opened" }
  | { type: "socket.closed"; code?: number }
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

/** The `exp` claim of a JWT in epoch seconds, or null when the token does not carry one. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const exp: unknown = JSON.parse(json).exp;
    return typeof exp === "number" ? exp : null;
  } catch {
    return null;
  }
}

export const socketMachine = setup({
  types: {
    context: {} as SocketContext,
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
    requestToken: sendParent({ type: "socket.tokenExpired" }),
    // The session's fresh token, which the server has not refused.
    takeToken: assign({
      token: ({ context, event }) => (event.type === "socket.token" ? event.token : context.token),
      tokenRefused: false,
    }),
  },
  guards: {
    // A second of margin: the token must still be valid when the handshake reaches the server.
    tokenUsable: ({ context }) => {
      if (context.tokenRefused) return false;
      const exp = tokenExpiry(context.token);
      return exp === null || exp * 1000 > Date.now() + 1000;
    },
    closedFor: ({ event }, code: number) => event.type === "socket.closed" && event.code === code,
  },
  delays: {
    reconnect: RECONNECT_DELAY_MS,
  },
}).createMachine({
  id: "socket",
  context: ({ input }) => ({ userId: input.userId, token: input.token, tokenRefused: false }),
  initial: "live",
  on: {
    "socket.send": {
      actions: { type: "warn", params: { message: "socket: not open, message dropped" } },
    },
    "socket.token": { actions: "takeToken" },
  },
  states: {
    live: {
      initial: "checkingToken",
      states: {
        checkingToken: {
          always: [{ guard: "tokenUsable", target: "connected" }, { target: "waitingForToken" }],
        },
        waitingForToken: {
          entry: "requestToken",
          on: {
            "socket.token": {
              target: "connected",
              actions: "takeToken",
            },
          },
          // No answer (say the refresh could not reach the server): ask again later.
          after: { reconnect: { target: "checkingToken", reenter: true } },
        },
        connected: {
          invoke: {
            id: "connection",
            src: "connection",
            input: ({ context }) => ({ userId: context.userId, token: context.token }),
          },
          initial: "connecting",
          on: {
            "socket.closed": [
              {
                guard: { type: "closedFor", params: CLOSE_SESSION_ENDED },
                target: "#socket.ended",
              },
              {
                guard: { type: "closedFor", params: CLOSE_TOKEN_EXPIRED },
                target: "#socket.closed",
                actions: assign({ tokenRefused: true }),
              },
              { target: "#socket.closed" },
            ],
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
      },
    },
    closed: {
      after: { reconnect: { target: "live" } },
    },
    // Logged out elsewhere (another tab, a refresh-token reuse): no reconnecting. The session
    // hears of it as of an expired token; its refresh is refused and it signs out, stopping this
    // actor. Should the refresh succeed after all, the fresh token reconnects.
    ended: {
      entry: "requestToken",
      on: {
        "socket.token": {
          target: "live",
          actions: "takeToken",
        },
      },
    },
  },
});
