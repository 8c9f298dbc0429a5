import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startApp, type TestApp, type Tokens, tokensFor } from "./helper";

let t: TestApp;
let base: string;
let tokens: Tokens;
const userId = "00000000-0000-4000-8000-000000000002";

beforeAll(async () => {
  t = await startApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  tokens = await tokensFor(t.app, "user@demo.uz");
});
afterAll(async () => t.close());

function open(url: string): Promise<{ socket: WebSocket; first: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once("message", (data) => resolve({ socket, first: JSON.parse(String(data)) }));
    socket.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once("error", reject);
  });
}

function refusal(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once("unexpected-response", (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.once("open", () => reject(new Error("the socket opened")));
    socket.once("error", () => {});
  });
}

describe("user socket", () => {
  it("welcomes its user and delivers what the hub publishes", async () => {
    const { socket, first } = await open(`${base}/ws/user/${userId}/?token=${tokens.access}`);
    expect(first).toEqual({ type: "welcome", user_id: userId });
    const next = new Promise((resolve) =>
      socket.once("message", (d) => resolve(JSON.parse(String(d)))),
    );
    expect(t.app.services.hub.publish(userId, { type: "notification", id: 1 })).toBe(1);
    expect(await next).toEqual({ type: "notification", id: 1 });
    socket.close();
  });

  it("delivers a sandbox notification to the user's open socket", async () => {
    const { socket } = await open(`${base}/ws/user/${userId}/?token=${tokens.access}`);
    const next = new Promise((resolve) =>
      socket.once("message", (d) => resolve(JSON.parse(String(d)))),
    );
    const response = await t.app.inject({
      method: "POST",
      url: `/api/v1/dev/notify/${userId}/`,
      payload: { title: "Buyurtma", body: "Yetkazildi" },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ delivered: 1 });
    expect(await next).toMatchObject({
      type: "notification",
      title: "Buyurtma",
      body: "Yetkazildi",
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
    expect(await refusal(`${base}/ws/user/${userId}/`)).toBe(401);
    expect(await refusal(`${base}/ws/user/${userId}/?token=forged`)).toBe(401);
    expect(await refusal(`${base}/ws/user/${userId}/?token=${tokens.refresh}`)).toBe(401);
  });

  it("refuses another user's socket with 403", async () => {
    const other = "00000000-0000-4000-8000-000000000001";
    expect(await refusal(`${base}/ws/user/${other}/?token=${tokens.access}`)).toBe(403);
  });
});
