import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, login, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await startApp(
    { logLevel: "debug" },
    { logStream: { write: (line) => logLines.push(line) } },
  );
});
afterAll(async () => t.close());

function refresh(token: string | undefined) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/auth/refresh/",
    payload: token === undefined ? {} : { refresh: token },
  });
}

describe("login", () => {
  it("signs in by email, case-insensitively, with both tokens", async () => {
    const response = await login(t.app, "USER@Demo.uz");
    expect(response.statusCode).toBe(200);
    const tokens = json<Tokens>(response);
    expect(tokens.refresh).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]+$/);
    const claims = decodeJwt(tokens.access);
    expect(claims).toMatchObject({ typ: "access", role: "user" });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
  });

  it("signs in by phone", async () => {
    const response = await login(t.app, "998901000003");
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(json<Tokens>(response).access).role).toBe("business");
  });

  it("answers the same for a wrong password and an unknown user", async () => {
    const wrong = await login(t.app, "business@demo.uz", "not-the-password");
    const unknown = await login(t.app, "nobody@demo.uz", "whatever1");
    expect([wrong.statusCode, unknown.statusCode]).toEqual([400, 400]);
    expect(wrong.json()).toEqual({ detail: "invalid_credentials" });
    expect(unknown.json()).toEqual({ detail: "invalid_credentials" });
  });

  it("requires username and password", async () => {
    const noUsername = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login/?password=demo12345",
    });
    const emptyPassword = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login/?username=user@demo.uz&password=",
    });
    expect(noUsername.statusCode).toBe(400);
    expect(noUsername.json()).toEqual({ detail: "username_and_password_required" });
    expect(emptyPassword.json()).toEqual({ detail: "username_and_password_required" });
  });

  it("locks a username after five failures within a minute", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login(t.app, "admin@demo.uz", `wrong-${i}`)).statusCode).toBe(400);
    }
    const locked = await login(t.app, "admin@demo.uz");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: "too_many_attempts" });
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another username is unaffected.
    expect((await login(t.app, "user@demo.uz")).statusCode).toBe(200);
  });
});

describe("refresh tokens", () => {
  it("rotates: a refresh answers a new pair", async () => {
    const first = await tokensFor(t.app, "user@demo.uz");
    const response = await refresh(first.refresh);
    expect(response.statusCode).toBe(200);
    const second = json<Tokens>(response);
    expect(second.refresh).not.toBe(first.refresh);
    expect(decodeJwt(second.access).sub).toBe(decodeJwt(first.access).sub);
  });

  it("revokes the whole family when a spent token comes back", async () => {
    const first = await tokensFor(t.app, "user@demo.uz");
    const second = json<Tokens>(await refresh(first.refresh));
    const reuse = await refresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: "token_invalid" });
    const descendant = await refresh(second.refresh);
    expect(descendant.statusCode).toBe(401);
    expect(descendant.json()).toEqual({ detail: "token_invalid" });
  });

  it("requires a token", async () => {
    expect((await refresh(undefined)).json()).toEqual({ detail: "token_required" });
    expect((await refresh("")).json()).toEqual({ detail: "token_required" });
    const noBody = await t.app.inject({ method: "POST", url: "/api/v1/auth/refresh/" });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ detail: "token_required" });
  });

  it("refuses unknown and malformed tokens", async () => {
    for (const token of ["garbage", "00000000-0000-4000-8000-000000000000.abc", "a.b.c"]) {
      const response = await refresh(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: "token_invalid" });
    }
  });

  it("refuses an expired token", async () => {
    const tokens = await tokensFor(t.app, "user@demo.uz");
    const id = tokens.refresh.split(".")[0] ?? "";
    await t.app.services.db
      .updateTable("refresh_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", id)
      .execute();
    expect((await refresh(tokens.refresh)).json()).toEqual({ detail: "token_invalid" });
  });
});

describe("logout", () => {
  it("revokes the family and answers 204", async () => {
    const first = await tokensFor(t.app, "user@demo.uz");
    const second = json<Tokens>(await refresh(first.refresh));
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/logout/",
      payload: { refresh: second.refresh },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await refresh(second.refresh)).statusCode).toBe(401);
  });

  it("answers 204 for a token that is already unusable and 400 without one", async () => {
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/logout/",
      payload: { refresh: "nothing.here" },
    });
    expect(unknown.statusCode).toBe(204);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/logout/",
      payload: {},
    });
    expect(missing.json()).toEqual({ detail: "token_required" });
  });
});

describe("account state", () => {
  it("refuses inactive accounts with 403 user_not_active", async () => {
    await t.app.services.db
      .updateTable("users")
      .set({ is_active: false })
      .where("email", "=", "business@demo.uz")
      .execute();
    const response = await login(t.app, "business@demo.uz");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: "user_not_active" });
  });
});

describe("logging", () => {
  it("never writes the login query string", async () => {
    const password = "Sup3r-Secret-Passw0rd";
    await login(t.app, "user@demo.uz", password);
    await login(t.app, "user@demo.uz", "x".repeat(200) + password);
    await t.app.inject({ method: "POST", url: `/api/v1/auth/login/?password=${password}` });
    const log = logLines.join("\n");
    expect(log).toContain("/api/v1/auth/login/");
    expect(log).not.toContain(password);
    expect(log).not.toContain("password=");
  });
});
