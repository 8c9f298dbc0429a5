import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type Registered, referenceIds, registerFresh } from "./account-fixtures";
import { bearer, json, login, startApp, type TestApp, type Tokens } from "./helper";

let t: TestApp;
let host: string;

beforeAll(async () => {
  t = await startApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  host = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

const demoBusinessId = "00000000-0000-4000-8000-0000000000b1";
const png1x1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==";

function changePassword(tokens: Tokens, payload: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/profile/password/",
    headers: bearer(tokens),
    payload,
  });
}

function deleteAccount(tokens: Tokens, payload: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/profile/delete/",
    headers: bearer(tokens),
    payload,
  });
}

function profileOf(tokens: Tokens) {
  return t.app.inject({ method: "GET", url: "/api/v1/profile/info/", headers: bearer(tokens) });
}

function refresh(tokens: Tokens) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/auth/refresh/",
    payload: { refresh: tokens.refresh },
  });
}

async function signIn(person: Registered, password = person.password): Promise<Tokens> {
  const response = await login(t.app, person.phone, password);
  expect(response.statusCode).toBe(200);
  return json<Tokens>(response);
}

/** The person's live socket, open once the server has greeted it. */
function socketOf(person: Registered, tokens: Tokens) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(`ws://${host}/ws/user/${person.userId}/`, [
      "bozor.v1",
      `bozor.token.${tokens.access}`,
    ]);
    socket.once("message", () => resolve(socket));
    socket.once("error", reject);
  });
}

function closeOf(socket: WebSocket) {
  return new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
}

async function notificationsOf(userId: string) {
  return t.app.services.db
    .selectFrom("notifications")
    .select(["type", "params"])
    .where("user_id", "=", userId)
    .execute();
}

async function removePassword(userId: string) {
  await t.app.services.db
    .updateTable("users")
    .set({ password_hash: null })
    .where("id", "=", userId)
    .execute();
}

describe("changePassword", () => {
  it("changes it, ends every other sign-in (sockets 4003) but this one, and notifies", async () => {
    const person = await registerFresh(t.app);
    const other = await signIn(person);
    const here = person.tokens;
    const otherSocket = await socketOf(person, other);
    const hereSocket = await socketOf(person, here);
    const otherClosed = closeOf(otherSocket);

    const response = await changePassword(here, {
      old_password: person.password,
      new_password: "second-secret",
    });
    expect(response.statusCode).toBe(204);

    expect(await otherClosed).toBe(4003);
    expect(hereSocket.readyState).toBe(WebSocket.OPEN);
    hereSocket.close();
    // The other sign-in can neither refresh nor use the access token it still holds.
    expect(json(await refresh(other))).toEqual({ detail: "token_invalid" });
    expect((await profileOf(other)).statusCode).toBe(401);
    // This one goes on.
    expect((await profileOf(here)).statusCode).toBe(200);
    expect((await refresh(here)).statusCode).toBe(200);

    expect(json(await login(t.app, person.phone, person.password))).toEqual({
      detail: "invalid_credentials",
    });
    await signIn(person, "second-secret");
    expect(await notificationsOf(person.userId)).toEqual([
      { type: "password_changed", params: {} },
    ]);
  });

  it.each([
    ["no old password", { new_password: "second-secret" }, "old_and_new_password_required"],
    ["no new password", { old_password: "first-secret" }, "old_and_new_password_required"],
    [
      "an empty old password",
      { old_password: "", new_password: "second-secret" },
      "old_and_new_password_required",
    ],
    [
      "a short new one",
      { old_password: "first-secret", new_password: "12345" },
      "password_too_short",
    ],
    [
      "a wrong old one",
      { old_password: "not-it", new_password: "second-secret" },
      "old_password_incorrect",
    ],
    [
      "a 10,000-character new one",
      { old_password: "first-secret", new_password: "x".repeat(10_000) },
      "old_and_new_password_required",
    ],
    [
      "an unknown field",
      { old_password: "first-secret", new_password: "second-secret", admin: true },
      "validation_error",
    ],
  ])("refuses %s with its code and changes nothing", async (_what, payload, code) => {
    const person = await registerFresh(t.app);
    const response = await changePassword(person.tokens, payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ detail: code });
    await signIn(person);
    expect((await refresh(person.tokens)).statusCode).toBe(200);
    expect(await notificationsOf(person.userId)).toEqual([]);
  });

  it("counts wrong old passwords as failed sign-ins: the sixth try in a minute is 429", async () => {
    const person = await registerFresh(t.app);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await changePassword(person.tokens, {
        old_password: `wrong-${i}`,
        new_password: "second-secret",
      });
      expect(json(wrong)).toEqual({ detail: "old_password_incorrect" });
    }
    const throttled = await changePassword(person.tokens, {
      old_password: person.password,
      new_password: "second-secret",
    });
    expect(throttled.statusCode).toBe(429);
    expect(json(throttled)).toEqual({ detail: "too_many_attempts" });
    expect(throttled.headers["retry-after"]).toBeDefined();
  });

  it("lets an account without a password (social sign-in) set one without an old one", async () => {
    const person = await registerFresh(t.app);
    await removePassword(person.userId);
    const before = json<{ has_password: boolean }>(await profileOf(person.tokens));
    expect(before.has_password).toBe(false);
    const response = await changePassword(person.tokens, { new_password: "my-first-one" });
    expect(response.statusCode).toBe(204);
    expect(json<{ has_password: boolean }>(await profileOf(person.tokens)).has_password).toBe(true);
    await signIn(person, "my-first-one");
  });

  it("refuses a visitor", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/profile/password/",
      payload: { old_password: "first-secret", new_password: "second-secret" },
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ detail: "not_authenticated" });
  });
});

describe("deleteAccount", () => {
  const db = () => t.app.services.db;

  async function ratingCount() {
    const row = await db()
      .selectFrom("businesses")
      .select("rating_count")
      .where("id", "=", demoBusinessId)
      .executeTakeFirstOrThrow();
    return row.rating_count;
  }

  it("deletes the person and what is theirs, recounts what they rated, ends every sign-in", async () => {
    const person = await registerFresh(t.app);
    const elsewhere = await signIn(person);
    const socket = await socketOf(person, elsewhere);
    const closed = closeOf(socket);
    const ratingsBefore = await ratingCount();
    const headers = bearer(person.tokens);
    const avatar = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/profile/",
      headers,
      payload: { image: png1x1 },
    });
    const imageId = json<{ image: string }>(avatar).image;
    await t.app.inject({
      method: "PUT",
      url: `/api/v1/favorite/business/${demoBusinessId}/`,
      headers,
    });
    const rated = await t.app.inject({
      method: "POST",
      url: "/api/v1/feedback/",
      headers,
      payload: { business_id: demoBusinessId, kind: "rating", rating: 1 },
    });
    expect(rated.statusCode).toBe(201);
    expect(await ratingCount()).toBe(ratingsBefore + 1);

    const response = await deleteAccount(person.tokens, { password: person.password });
    expect(response.statusCode).toBe(204);

    expect(await closed).toBe(4003);
    const user = await db().selectFrom("users").select("id").where("id", "=", person.userId);
    expect(await user.executeTakeFirst()).toBeUndefined();
    for (const table of ["favorite_businesses", "feedback", "notifications"] as const) {
      const rows = await db()
        .selectFrom(table)
        .select("user_id")
        .where("user_id", "=", person.userId)
        .execute();
      expect(rows, table).toEqual([]);
    }
    expect(await ratingCount()).toBe(ratingsBefore);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/v1/image/${imageId}` })).statusCode,
    ).toBe(404);
    expect(json(await login(t.app, person.phone, person.password))).toEqual({
      detail: "invalid_credentials",
    });
    expect(json(await refresh(elsewhere))).toEqual({ detail: "token_invalid" });
    expect((await profileOf(person.tokens)).statusCode).toBe(401);
  });

  it("deletes a business account's business, its history and its logo", async () => {
    const ids = await referenceIds(t.app);
    const owner = await registerFresh(t.app, {
      name: "Samarqand Non",
      oked: ids.oked,
      region: ids.region,
    });
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/v1/image/",
      headers: bearer(owner.tokens),
      payload: { data: png1x1 },
    });
    const logo = json<{ id: string }>(upload).id;
    const set = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/my/business/",
      headers: bearer(owner.tokens),
      payload: { logo },
    });
    const businessId = json<{ id: string }>(set).id;

    expect((await deleteAccount(owner.tokens, { password: owner.password })).statusCode).toBe(204);

    const business = await db()
      .selectFrom("businesses")
      .select("id")
      .where("id", "=", businessId)
      .executeTakeFirst();
    expect(business).toBeUndefined();
    const history = await db()
      .selectFrom("business_verifications")
      .select("id")
      .where("business_id", "=", businessId)
      .execute();
    expect(history).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: `/api/v1/image/${logo}` })).statusCode).toBe(
      404,
    );
  });

  it.each([
    ["no password", {}, "password_required"],
    ["an empty password", { password: "" }, "password_required"],
    ["a wrong password", { password: "not-it" }, "invalid_credentials"],
    ["a 10,000-character password", { password: "x".repeat(10_000) }, "password_required"],
  ])("refuses %s and deletes nothing", async (_what, payload, code) => {
    const person = await registerFresh(t.app);
    const response = await deleteAccount(person.tokens, payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ detail: code });
    expect((await profileOf(person.tokens)).statusCode).toBe(200);
    await signIn(person);
  });

  it("deletes an account without a password (social sign-in) without asking for one", async () => {
    const person = await registerFresh(t.app);
    await removePassword(person.userId);
    expect((await deleteAccount(person.tokens, {})).statusCode).toBe(204);
    expect((await profileOf(person.tokens)).statusCode).toBe(401);
  });

  it("refuses a visitor", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/profile/delete/",
      payload: { password: "demo12345" },
    });
    expect(response.statusCode).toBe(401);
  });
});
