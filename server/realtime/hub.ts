import type { WebSocket } from "ws";

export interface Hub {
  add(userId: string, socket: WebSocket): void;
  /** Sends to every open socket of the user; answers how many received it. */
  publish(userId: string, message: unknown): number;
  connections(userId: string): number;
  close(): void;
}

// Sockets behind proxies die silently; a ping that goes unanswered for a whole interval ends them.
const keepaliveMs = 30_000;

/** In-process only: with several instances a cross-instance channel would feed publish(). */
export function createHub(): Hub {
  const sockets = new Map<string, Set<WebSocket>>();
  const alive = new WeakMap<WebSocket, boolean>();

  const timer = setInterval(() => {
    for (const set of sockets.values()) {
      for (const socket of set) {
        if (alive.get(socket) === false) {
          socket.terminate();
          continue;
        }
        alive.set(socket, false);
        socket.ping();
      }
    }
  }, keepaliveMs);
  timer.unref();

  return {
    add(userId, socket) {
      let set = sockets.get(userId);
      if (!set) {
        set = new Set();
        sockets.set(userId, set);
      }
      set.add(socket);
      alive.set(socket, true);
      socket.on("pong", () => alive.set(socket, true));
      socket.on("close", () => {
        set.delete(socket);
        if (set.size === 0 && sockets.get(userId) === set) sockets.delete(userId);
      });
    },
    publish(userId, message) {
      const text = typeof message === "string" ? message : JSON.stringify(message);
      let sent = 0;
      for (const socket of sockets.get(userId) ?? []) {
        if (socket.readyState === socket.OPEN) {
          socket.send(text);
          sent += 1;
        }
      }
      return sent;
    },
    connections(userId) {
      return sockets.get(userId)?.size ?? 0;
    },
    close() {
      clearInterval(timer);
      for (const set of sockets.values()) for (const socket of set) socket.close(1001, "shutdown");
      sockets.clear();
    },
  };
}
