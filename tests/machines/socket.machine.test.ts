// @vitest-environment node
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { createActor, fromCallback, SimulatedClock, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { createSocketConnection, socketUrl } from "../../machines/socket.actors";
import {
  CLOSE_SERVICE_RESTART,
  CLOSE_SESSION_ENDED,
  CLOSE_TOKEN_EXPIRED,
  parseSocketMessage,
  RECONNECT_DELAY_MS,
  type SocketEvent,
  socketMachine,
  socketProtocols,
} from "../../machines/socket.machine";
import * as server from "../../server/realtime/close-codes";
import * as coverage from "./state-coverage";

const OPEN = { live: { connected: "open" } } as const;

/** A JWT-shaped token whose `exp` is `secondsFromNow` away (only the payload is read). */
function tokenExpiringIn(secondsFromNow: number): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsFromNow }));
  return `header.${payload.replace(/=+$/, "")}.signature`;
}

/** A real WebSocket server on a free port; it can be stopped and started again on that port. */
async function startServer(port = 0) {
  // Answers the version subprotocol, as the real server does (a browser insists on it).
  const server = new WebSocketServer({
    host: "127.0.0.1",
    port,
    handleProtocols: (offered) => (offered.has("bozor.v1") ? "bozor.v1" : false),
  });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const urls: string[] = [];
  const protocols: string[][] = [];
  const received: string[] = [];
  server.on("connection", (socket, request) => {
    urls.push(request.url ?? "");
    protocols.push((request.headers["sec-websocket-protocol"] ?? "").split(/,\s*/));
    socket.on("message", (data) => received.push(String(data)));
  });
  return {
    server,
    urls,
    protocols,
    received,
    port: (server.address() as AddressInfo).port,
    sendAll: (data: string) => {
      for (const client of server.clients) client.send(data);
    },
    stop: async () => {
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type TestServer = Awaited<ReturnType<typeof startServer>>;
const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop().catch(() => undefined);
});

function startSocket(port: number, token = "t-1") {
  const clock = new SimulatedClock();
  const delivered: unknown[] = [];
  const warn = vi.fn();
  const requestToken = vi.fn();
  const actor = createActor(
    socketMachine.provide({
      actors: {
        connection: createSocketConnection(
          `http://127.0.0.1:${port}/api/`,
          ({ url, protocols }) => new WebSocket(url, protocols),
        ),
      },
      actions: {
        deliver: (_, { message }) => delivered.push(message),
        warn: (_, { message }) => warn(message),
        requestToken: () => requestToken(),
      },
    }),
    { input: { userId: "u-1", token }, clock },
  );
  actor.start();
  return { actor, clock, delivered, warn, requestToken };
}

describe("socket address", () => {
  it("swaps the scheme and replaces the trailing api segment with ws/user/, no token in it", () => {
    expect(socketUrl("https://bozor.uz/api/", "42")).toBe("wss://bozor.uz/ws/user/42/");
    expect(socketUrl("http://127.0.0.1:8080/api", "42")).toBe("ws://127.0.0.1:8080/ws/user/42/");
  });

  it("carries the token as a subprotocol after the version", () => {
    expect(socketProtocols("h.p.s")).toEqual(["bozor.v1", "bozor.token.h.p.s"]);
  });
});

describe("socket machine", () => {
  it("parses JSON and falls back to the raw text", () => {
    expect(parseSocketMessage('{"type":"welcome"}')).toEqual({ type: "welcome" });
    expect(parseSocketMessage("plain hello")).toBe("plain hello");
  });

  it("connects, delivers JSON and raw messages, and sends while open", async () => {
    const server = await startServer();
    servers.push(server);
    const { actor, delivered } = startSocket(server.port);
    await waitFor(actor, (s) => s.matches(OPEN));
    expect(server.urls).toEqual(["/ws/user/u-1/"]);
    expect(server.protocols).toEqual([["bozor.v1", "bozor.token.t-1"]]);
    server.sendAll('{"type":"notification","title":"Hi"}');
    server.sendAll("not json");
    await vi.waitFor(() => expect(delivered).toHaveLength(2));
    expect(delivered).toEqual([{ type: "notification", title: "Hi" }, "not json"]);
    actor.send({ type: "socket.send", data: { type: "ping" } });
    await vi.waitFor(() => expect(server.received).toEqual(['{"type":"ping"}']));
    actor.stop();
  });

  it("drops a send while not open with a warning", async () => {
    const server = await startServer();
    servers.push(server);
    const { actor, warn } = startSocket(server.port);
    expect(actor.getSnapshot().matches({ live: { connected: "connecting" } })).toBe(true);
    actor.send({ type: "socket.send", data: "early" });
    expect(warn).toHaveBeenCalledWith("socket: not open, message dropped");
    await waitFor(actor, (s) => s.matches(OPEN));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.received).toEqual([]);
    actor.stop();
  });

  it("reconnects 5000 ms after every close, also after the server restarts", async () => {
    const first = await startServer();
    const { actor, clock } = startSocket(first.port);
    await waitFor(actor, (s) => s.matches(OPEN));

    await first.stop();
    await waitFor(actor, (s) => s.matches("closed"));
    const second = await startServer(first.port);
    servers.push(second);
    actor.send({ type: "socket.token", token: "t-2" });

    clock.increment(RECONNECT_DELAY_MS - 1);
    expect(actor.getSnapshot().matches("closed")).toBe(true);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches(OPEN));
    expect(second.protocols).toEqual([["bozor.v1", "bozor.token.t-2"]]);

    // And again: every close, not only the first, schedules a reconnect.
    for (const client of second.server.clients) client.close();
    await waitFor(actor, (s) => s.matches("closed"));
    clock.increment(RECONNECT_DELAY_MS);
    await waitFor(actor, (s) => s.matches(OPEN));
    expect(second.urls).toHaveLength(2);
    actor.stop();
  });

  it("asks the session for a fresh token before connecting with an expired one", async () => {
    const server = await startServer();
    servers.push(server);
    const { actor, requestToken } = startSocket(server.port, tokenExpiringIn(-60));
    expect(actor.getSnapshot().matches({ live: "waitingForToken" })).toBe(true);
    expect(requestToken).toHaveBeenCalledOnce();
    expect(server.urls).toEqual([]);
    const fresh = tokenExpiringIn(900);
    actor.send({ type: "socket.token", token: fresh });
    await waitFor(actor, (s) => s.matches(OPEN));
    expect(server.protocols).toEqual([["bozor.v1", `bozor.token.${fresh}`]]);
    actor.stop();
  });

  it("after a close for an expired token, asks for a fresh one before reconnecting", async () => {
    const server = await startServer();
    servers.push(server);
    // By the client's clock the token is still good: the server's word counts.
    const { actor, clock, requestToken } = startSocket(server.port, tokenExpiringIn(600));
    await waitFor(actor, (s) => s.matches(OPEN));
    for (const client of server.server.clients) client.close(CLOSE_TOKEN_EXPIRED, "token_expired");
    await waitFor(actor, (s) => s.matches("closed"));
    clock.increment(RECONNECT_DELAY_MS);
    expect(actor.getSnapshot().matches({ live: "waitingForToken" })).toBe(true);
    expect(requestToken).toHaveBeenCalledOnce();
    expect(server.urls).toHaveLength(1);
    const fresh = tokenExpiringIn(900);
    actor.send({ type: "socket.token", token: fresh });
    await waitFor(actor, (s) => s.matches(OPEN));
    expect(server.protocols.at(-1)).toEqual(["bozor.v1", `bozor.token.${fresh}`]);
    actor.stop();
  });

  it("after a close for an ended session, stops reconnecting and tells the session", async () => {
    const server = await startServer();
    servers.push(server);
    const { actor, clock, requestToken } = startSocket(server.port, tokenExpiringIn(600));
    await waitFor(actor, (s) => s.matches(OPEN));
    for (const client of server.server.clients) client.close(CLOSE_SESSION_ENDED, "session_ended");
    await waitFor(actor, (s) => s.matches("ended"));
    expect(requestToken).toHaveBeenCalledOnce();
    clock.increment(RECONNECT_DELAY_MS * 3);
    expect(actor.getSnapshot().matches("ended")).toBe(true);
    expect(server.urls).toHaveLength(1);
    actor.stop();
  });

  it("after a service restart (1012), reconnects after the usual wait with the same token", async () => {
    const first = await startServer();
    const token = tokenExpiringIn(600);
    const { actor, clock, requestToken } = startSocket(first.port, token);
    await waitFor(actor, (s) => s.matches(OPEN));
    const closing = [...first.server.clients];
    for (const client of closing) client.close(CLOSE_SERVICE_RESTART, "service_restart");
    await waitFor(actor, (s) => s.matches("closed"));
    // The instance is gone; another answers on the address the load balancer keeps.
    await first.stop();
    const second = await startServer(first.port);
    servers.push(second);
    clock.increment(RECONNECT_DELAY_MS - 1);
    expect(actor.getSnapshot().matches("closed")).toBe(true);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches(OPEN));
    expect(requestToken).not.toHaveBeenCalled();
    expect(second.protocols).toEqual([["bozor.v1", `bozor.token.${token}`]]);
    actor.stop();
  });

  it("reads the close codes the server sends", () => {
    expect(CLOSE_TOKEN_EXPIRED).toBe(server.CLOSE_TOKEN_EXPIRED.code);
    expect(CLOSE_SESSION_ENDED).toBe(server.CLOSE_SESSION_ENDED.code);
    expect(CLOSE_SERVICE_RESTART).toBe(server.CLOSE_SERVICE_RESTART.code);
  });

  it("closes its socket when stopped and never reconnects afterwards", async () => {
    const server = await startServer();
    servers.push(server);
    const { actor, clock } = startSocket(server.port);
    await waitFor(actor, (s) => s.matches(OPEN));
    actor.stop();
    await vi.waitFor(() => expect(server.server.clients.size).toBe(0));
    clock.increment(RECONNECT_DELAY_MS * 2);
    expect(server.urls).toHaveLength(1);
  });
});

describe("socket machine paths", () => {
  const events: SocketEvent[] = [
    { type: "socket.opened" },
    { type: "socket.closed" },
    { type: "socket.closed", code: CLOSE_TOKEN_EXPIRED },
    { type: "socket.closed", code: CLOSE_SESSION_ENDED },
    { type: "socket.closed", code: CLOSE_SERVICE_RESTART },
    { type: "socket.message", data: "{}" },
    { type: "socket.send", data: "x" },
    { type: "socket.token", token: "t" },
  ];
  const input = { userId: "u", token: "t" };
  const expectations: coverage.StateChecks<typeof socketMachine> = {
    "socket.live": (s) => expect(s.context.userId).toBe("u"),
    // Transient: decides at once between connecting and waiting for a fresh token.
    "socket.live.checkingToken": (s) => {
      expect(s.context.token).toBe("t");
      expect(s.children.connection).toBeUndefined();
    },
    "socket.live.waitingForToken": (s) =>
      expect(s.can({ type: "socket.token", token: "t" })).toBe(true),
    "socket.live.connected": (s) => expect(s.can({ type: "socket.closed" })).toBe(true),
    "socket.live.connected.connecting": (s) => expect(s.can({ type: "socket.opened" })).toBe(true),
    "socket.live.connected.open": (s) => expect(s.can({ type: "socket.closed" })).toBe(true),
    "socket.closed": (s) => expect(s.can({ type: "socket.opened" })).toBe(false),
    "socket.ended": (s) => {
      expect(s.children.connection).toBeUndefined();
      expect(s.can({ type: "socket.token", token: "t" })).toBe(true);
    },
  };

  it("every state node is entered by a shortest path and checked", () => {
    const reached = new Set<string>();
    for (const usable of [true, false]) {
      const machine = socketMachine.provide({
        actors: { connection: fromCallback(() => {}) },
        actions: { requestToken: () => {} },
        guards: { tokenUsable: () => usable },
      });
      const paths = getShortestPaths(machine, { events, input });
      const entered = coverage.checkEnteredStates(machine, input, paths, expectations);
      for (const id of entered) reached.add(id);
    }
    const ids = coverage.allStateIds(socketMachine);
    expect([...reached].sort()).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
