import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { startApp, type TestApp, type Tokens, tokensFor } from "./helper";

const userId = "00000000-0000-4000-8000-000000000002";

interface Handshake {
  /** The access token, sent as the `bozor.token.` subprotocol; omitted: no token offered. */
  token?: string;
  origin?: string;
  protocols?: string[];
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  return `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

function connect(host: string, path: string, handshake: Handshake): WebSocket {
  const protocols =
    handshake.protocols ??
    (handshake.token === undefined ? [] : ["bozor.v1", `bozor.token.${handshake.token}`]);
  return new WebSocket(`ws://${host}${path}`, protocols, {
    ...(handshake.origin !== undefined && { origin: handshake.origin }),
  });
}

function open(host: string, path: string, handshake: Handshake) {
  return new Promise<{ socket: WebSocket; first: unknown }>((resolve, reject) => {
    const socket = connect(host, path, handshake);
    socket.once("message", (data) => resolve({ socket, first: JSON.parse(String(data)) }));
    socket.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once("error", reject);
  });
}

/** The HTTP status a handshake is refused with; fails when the socket opens. */
function refusal(host: string, path: string, handshake: Handshake): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(host, path, handshake);
    socket.once("unexpected-response", (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.once("open", () => reject(new Error("the socket opened")));
    socket.once("error", () => {});
  });
}

function closed(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    socket.once("close", (code, reason) => resolve({ code, reason: String(reason) })),
  );
}

describe("user socket", () => {
  let t: TestApp;
  let host: string;
  let tokens: Tokens;
  const path = `/ws/user/${userId}/`;

  beforeAll(async () => {
    t = await startApp();
    host = await listen(t);
    tokens = await tokensFor(t.app, "user@demo.uz");
  });
  afterAll(async () => t.close());

  it("takes the token as a subprotocol, answers bozor.v1, welcomes and delivers", async () => {
    const { socket, first } = await open(host, path, { token: tokens.access });
    expect(socket.protocol).toBe("bozor.v1");
    expect(first).toEqual({ type: "welcome", unread: expect.any(Number) });
    const next = new Promise((resolve) =>
      socket.once("message", (d) => resolve(JSON.parse(String(d)))),
    );
    expect(t.app.services.hub.publish(userId, { type: "notification", id: 1 })).toBe(1);
    expect(await next).toEqual({ type: "notification", id: 1 });
    socket.close();
  });

  it("delivers a sandbox notification to the user's open socket", async () => {
    const { socket } = await open(host, path, { token: tokens.access });
    const next = new Promise((resolve) =>
      socket.once("message", (d) => resolve(JSON.parse(String(d)))),
    );
    const response = await t.app.inject({
      method: "POST",
      url: `/api/v1/dev/notify/${userId}/`,
      payload: { title: "Buyurtma", body: "Yetkazildi" },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ delivered: 1 });
    expect(await next).toMatchObject({
      type: "notification",
      notification: { type: "message", params: { title: "Buyurtma", body: "Yetkazildi" } },
      unread: expect.any(Number),
    });
    socket.close();
  });

  it("refuses a sandbox notification without a title or for a malformed id", async () => {
    const noTitle = await t.app.inject({
      method: "POST",
      url: `/api/v1/dev/notify/${userId}/`,
      payload: { body: "x" },
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toEqual({ detail: "validation_error" });
    const badId = await t.app.inject({
      method: "POST",
      url: "/api/v1/dev/notify/not-a-uuid/",
      payload: { title: "x" },
    });
    expect(badId.json()).toEqual({ detail: "invalid_id" });
  });

  it("refuses a missing or invalid token with 401 before the upgrade", async () => {
    expect(await refusal(host, path, {})).toBe(401);
    expect(await refusal(host, path, { token: "forged" })).toBe(401);
    expect(await refusal(host, path, { token: tokens.refresh })).toBe(401);
  });

  it("no longer takes the token from the address", async () => {
    expect(await refusal(host, `${path}?token=${tokens.access}`, {})).toBe(401);
  });

  it("refuses a handshake that does not offer the bozor.v1 version", async () => {
    expect(await refusal(host, path, { protocols: [`bozor.token.${tokens.access}`] })).toBe(400);
  });

  it("refuses another user's socket with 403", async () => {
    const other = "00000000-0000-4000-8000-000000000001";
    expect(await refusal(host, `/ws/user/${other}/`, { token: tokens.access })).toBe(403);
  });

  it("refuses a page on another site with 403, accepts its own page and non-browser clients", async () => {
    const token = tokens.access;
    expect(await refusal(host, path, { token, origin: "https://evil.example" })).toBe(403);
    expect(await refusal(host, path, { token, origin: `http://${host}.evil.example` })).toBe(403);
    expect(await refusal(host, path, { token, origin: "null" })).toBe(403);
    const own = await open(host, path, { token, origin: `http://${host}` });
    expect(own.first).toMatchObject({ type: "welcome" });
    own.socket.close();
    // No Origin: not a browser page, so nothing another site could make a visitor send.
    const script = await open(host, path, { token });
    expect(script.first).toMatchObject({ type: "welcome" });
    script.socket.close();
  });

  it("refuses an upgrade on any path that is not a socket, before upgrading", async () => {
    const token = tokens.access;
    expect(await refusal(host, "/api/v1/profile/", { token })).toBe(404);
    expect(await refusal(host, "/api/v1/currency/", { token })).toBe(404);
    expect(await refusal(host, "/api/v1/auth/login/", { token })).toBe(404);
    expect(await refusal(host, "/nothing-here/", { token })).toBe(404);
  });

  it("stays open across a refresh: rotating the tokens keeps the session", async () => {
    const own = await tokensFor(t.app, "user@demo.uz");
    const { socket } = await open(host, path, { token: own.access });
    const rotated = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/refresh/",
      payload: { refresh: own.refresh },
    });
    expect(rotated.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });

  it("closes the session's sockets on log-out (4003) and refuses them afterwards", async () => {
    const session = await tokensFor(t.app, "user@demo.uz");
    const other = await tokensFor(t.app, "user@demo.uz");
    const mine = await open(host, path, { token: session.access });
    const elsewhere = await open(host, path, { token: other.access });
    const end = closed(mine.socket);
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/logout/",
      payload: { refresh: session.refresh },
    });
    expect(logout.statusCode).toBe(204);
    expect(await end).toEqual({ code: 4003, reason: "session_ended" });
    // The access token has not expired, but its session has: no reconnecting with it.
    expect(await refusal(host, path, { token: session.access })).toBe(401);
    // Another sign-in of the same person is another session: it stays.
    expect(elsewhere.socket.readyState).toBe(WebSocket.OPEN);
    elsewhere.socket.close();
  });

  it("closes the session's sockets when a reused refresh token revokes it", async () => {
    const session = await tokensFor(t.app, "user@demo.uz");
    const { socket } = await open(host, path, { token: session.access });
    const end = closed(socket);
    const refresh = (token: string) =>
      t.app.inject({ method: "POST", url: "/api/v1/auth/refresh/", payload: { refresh: token } });
    expect((await refresh(session.refresh)).statusCode).toBe(200);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect(await end).toEqual({ code: 4003, reason: "session_ended" });
  });
});

describe("user socket with short-lived tokens", () => {
  let t: TestApp;
  let host: string;

  beforeAll(async () => {
    t = await startApp({ accessTokenTtl: 2 });
    host = await listen(t);
  });
  afterAll(async () => t.close());

  it("closes when its access token expires (4001), so the client refreshes", async () => {
    const { access } = await tokensFor(t.app, "user@demo.uz");
    const { socket } = await open(host, `/ws/user/${userId}/`, { token: access });
    const opened = Date.now();
    expect(await closed(socket)).toEqual({ code: 4001, reason: "token_expired" });
    // At the token's `exp` (whole seconds, so up to 2 s after it was issued), not later.
    expect(Date.now() - opened).toBeLessThan(2_500);
    await vi.waitFor(() => expect(t.app.services.hub.connections(userId)).toBe(0));
  });
});
