import { fromCallback } from "xstate";
import { type SocketEvent, type SocketInput, socketProtocols } from "./socket.machine";

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

/** Where to connect: the access token travels as a subprotocol (socketProtocols), not in the url. */
export interface SocketTarget {
  url: string;
  protocols: string[];
}

/** `({ url, protocols }) => new WebSocket(url, protocols)`: one argument, so neither is forgotten. */
export type WebSocketFactory = (target: SocketTarget) => WebSocketLike;

/**
 * SPEC.md section 7: the user socket's address is the API base with the scheme swapped to ws
 * and the trailing `api` segment replaced by `ws/user/`, then the user id. Nothing else: the
 * token is not in the address (addresses end up in logs and histories).
 */
export function socketUrl(apiBase: string, userId: string): string {
  const base = apiBase.replace(/^http/, "ws").replace(/api\/?$/, "ws/user/");
  return `${base}${encodeURIComponent(userId)}/`;
}

export function createSocketConnection(apiBase: string, open: WebSocketFactory) {
  return fromCallback<SocketEvent, SocketInput>(({ input, sendBack, receive }) => {
    const socket = open({
      url: socketUrl(apiBase, input.userId),
      protocols: socketProtocols(input.token),
    });
    socket.onopen = () => sendBack({ type: "socket.opened" });
    // The code says why the server closed it (token expired, session ended); 1006 when the
    // connection broke or the handshake was refused.
    socket.onclose = (event: { code: number }) =>
      sendBack({ type: "socket.closed", code: event.code });
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
