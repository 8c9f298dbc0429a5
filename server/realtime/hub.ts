import type { WebSocket } from "ws";
import type { Role } from "../db/schema";
import { CLOSE_SERVICE_RESTART, CLOSE_SESSION_ENDED, CLOSE_TOKEN_EXPIRED } from "./close-codes";

/** What a socket was opened with: its access token's session and expiry. */
interface SocketSession {
  /** The refresh family the access token was issued in (its `sid`). */
  id: string;
  /** The access token's `exp`, epoch seconds. */
  expiresAt: number;
  /** The role in the token; a change of role ends the session, so it holds while open. */
  role: Role;
}

export interface Hub {
  add(userId: string, socket: WebSocket, session: SocketSession): void;
  /** Sends to every open socket of the user; answers how many received it. */
  publish(userId: string, message: unknown): number;
  /** Sends to every open socket of everyone of the role (the support chat's administrators). */
  publishToRole(role: Role, message: unknown): number;
  connections(userId: string): number;
  /** Open sockets of people of the role. */
  roleConnections(role: Role): number;
  /** Closes every socket opened in the session (log-out, refresh reuse). */
  endSession(sessionId: string): void;
  close(): void;
}

// Sockets behind proxies die silently; a ping that goes unanswered for a whole interval ends them.
const keepaliveMs = 30_000;
// setTimeout fires at once beyond this (about 24.8 days); a longer wait is taken in steps.
const longestTimerMs = 2 ** 31 - 1;

/** Runs `done` at `atMs` (epoch ms); the answer cancels it. */
function at(atMs: number, done: () => void): () => void {
  let timer: NodeJS.Timeout;
  const schedule = () => {
    const wait = atMs - Date.now();
    if (wait <= 0) return done();
    timer = setTimeout(schedule, Math.min(wait, longestTimerMs));
    timer.unref();
  };
  schedule();
  return () => clearTimeout(timer);
}

/**
 * The sockets this process holds. Other instances' events reach it through the database
 * (server/realtime/live.ts), whose handlers call publish() here.
 */
export function createHub(): Hub {
  const sockets = new Map<string, Set<WebSocket>>();
  const bySession = new Map<string, Set<WebSocket>>();
  const byRole = new Map<string, Set<WebSocket>>();
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

  const addTo = (map: Map<string, Set<WebSocket>>, key: string, socket: WebSocket) => {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    set.add(socket);
    return () => {
      set.delete(socket);
      if (set.size === 0 && map.get(key) === set) map.delete(key);
    };
  };

  const sendTo = (set: Set<WebSocket> | undefined, message: unknown) => {
    const text = typeof message === "string" ? message : JSON.stringify(message);
    let sent = 0;
    for (const socket of set ?? []) {
      if (socket.readyState === socket.OPEN) {
        socket.send(text);
        sent += 1;
      }
    }
    return sent;
  };

  return {
    add(userId, socket, session) {
      const removeUser = addTo(sockets, userId, socket);
      const removeSession = addTo(bySession, session.id, socket);
      const removeRole = addTo(byRole, session.role, socket);
      // The token it was opened with stops being valid: the client refreshes and reconnects.
      const cancelExpiry = at(session.expiresAt * 1000, () =>
        socket.close(CLOSE_TOKEN_EXPIRED.code, CLOSE_TOKEN_EXPIRED.reason),
      );
      alive.set(socket, true);
      socket.on("pong", () => alive.set(socket, true));
      socket.on("close", () => {
        cancelExpiry();
        removeUser();
        removeSession();
        removeRole();
      });
    },
    publish(userId, message) {
      return sendTo(sockets.get(userId), message);
    },
    publishToRole(role, message) {
      return sendTo(byRole.get(role), message);
    },
    connections(userId) {
      return sockets.get(userId)?.size ?? 0;
    },
    roleConnections(role) {
      return byRole.get(role)?.size ?? 0;
    },
    endSession(sessionId) {
      for (const socket of bySession.get(sessionId) ?? []) {
        socket.close(CLOSE_SESSION_ENDED.code, CLOSE_SESSION_ENDED.reason);
      }
    },
    close() {
      clearInterval(timer);
      for (const set of sockets.values()) {
        for (const socket of set) {
          socket.close(CLOSE_SERVICE_RESTART.code, CLOSE_SERVICE_RESTART.reason);
        }
      }
      sockets.clear();
      bySession.clear();
      byRole.clear();
    },
  };
}
