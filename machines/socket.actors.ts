import { fromCallback } from "xstate";
import type { SocketEvent, SocketInput } from "./socket.machine";

/**
 * The part of the WebSocket API the connection uses; the browser's and the `ws` package's
 * both fit (their handler types differ, hence the `never` parameters).
 */
export interface WebSocketLike {
  onopen: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  send(data: string): void;
  close(): void;
}

export type WebSocketFactory = (url: string) => WebSocketLike;

/**
 * SPEC.md section 7: the user socket's address is the API base with the scheme swapped to ws
 * and the trailing `api` segment replaced by `ws/user/`, then the user id. Browsers cannot set
 * headers on a WebSocket, so the access token travels as `?token=`.
 */
export function socketUrl(apiBase: string, userId: string, token: string): string {
  const base = apiBase.replace(/^http/, "ws").replace(/api\/?$/, "ws/user/");
  return `${base}${encodeURIComponent(userId)}/?token=${encodeURIComponent(token)}`;
}

export function createSocketConnection(apiBase: string, open: WebSocketFactory) {
  return fromCallback<SocketEvent, SocketInput>(({ input, sendBack, receive }) => {
    const socket = open(socketUrl(apiBase, input.userId, input.token));
    socket.onopen = () => sendBack({ type: "socket.opened" });
    socket.onclose = () => sendBack({ type: "socket.closed" });
    socket.onmessage = (event: { data: unknown }) =>
      sendBack({ type: "socket.message", data: String(event.data) });
    receive((event) => {
      if (event.type !== "socket.send") return;
      socket.send(typeof event.data === "string" ? event.data : JSON.stringify(event.data));
    });
    return () => {
      // Closing on purpose (log-out, reconnect) must not report a close back to the machine.
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    };
  });
}
