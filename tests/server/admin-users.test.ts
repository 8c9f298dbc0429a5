import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { AdminUser, AdminUserDetail, AdminUserPage, AuditPage } from "../../sdk";
import { createBusiness, createPerson, type Person } from "./feedback-fixtures";
import { bearer, json, login, startApp, type TestApp, type Tokens, tokensFor } from "./helper";
import { bindCard, givePlan, uzcard } from "./payments-fixtures";

let t: TestApp;
let admin: Tokens;
let adminId: string;

beforeAll(async () => {
  t = await startApp();
  admin = await tokensFor(t.app, "admin@demo.uz");
  const row = await t.app.services.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "admin@demo.uz")
    .executeTakeFirstOrThrow();
  adminId = row.id;
});
afterAll(async () => t.close());

function get(url: string, tokens: Tokens | null = admin) {
  return t.app.inject({ method: "GET", url, headers: tokens ? bearer(tokens) : {} });
}

function act(id: string, what: "deactivate" | "reactivate", tokens: Tokens = admin) {
  return t.app.inject({
    method: "POST",
    url: `/api/v1/admin/users/${id}/${what}/`,
    headers: bearer(tokens),
  });
}

function changeRole(id: string, role: string, tokens: Tokens = admin) {
  return t.app.inject({
    method: "PUT",
    url: `/api/v1/admin/users/${id}/role/`,
    headers: bearer(tokens),
    payload: { role },
  });
}

async function auditOf(id: string) {
  const response = await get(`/api/v1/admin/audit/?target_kind=user&target_id=${id}`);
  return json<AuditPage>(response).items;
}

describe("listAdminUsers", () => {
  let aziza: Person;

  beforeAll(async () => {
    aziza = await createPerson(t.app, "Azizaxon", "Qodirova");
  });

  it("lists people newest first, a page at a time", async () => {
    const response = await get("/api/v1/admin/users/?page_size=2");
    expect(response.statusCode).toBe(200);
    const page = json<AdminUserPage>(response);
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.items[0]?.id).toBe(aziza.id);
    const second = json<AdminUserPage>(await get("/api/v1/admin/users/?page_size=2&page=2"));
    expect(second.items.map((u) => u.id)).not.toContain(aziza.id);
  });

  it("finds a person by name, email or any part of the phone", async () => {
    const phone = (
      await t.app.services.db
        .selectFrom("users")
        .select("phone")
        .where("id", "=", aziza.id)
        .executeTakeFirstOrThrow()
    ).phone as string;
    const queries = [
      "azizaxon qodir",
      aziza.email.toUpperCase(),
      `+${phone.slice(0, 3)} ${phone.slice(3)}`,
    ];
    for (const q of queries) {
      const page = json<AdminUserPage>(
        await get(`/api/v1/admin/users/?q=${encodeURIComponent(q)}`),
      );
      expect(
        page.items.map((u) => u.id),
        q,
      ).toEqual([aziza.id]);
    }
    const none = json<AdminUserPage>(await get("/api/v1/admin/users/?q=%25%25"));
    expect(none.total).toBe(0);
  });

  it("filters by role and by status", async () => {
    const admins = json<AdminUserPage>(await get("/api/v1/admin/users/?role=admin"));
    expect(admins.items.every((u) => u.role === "admin")).toBe(true);
    expect(admins.items.map((u) => u.email)).toContain("admin@demo.uz");
    const inactive = json<AdminUserPage>(await get("/api/v1/admin/users/?status=inactive"));
    expect(inactive.items.every((u) => u.status === "inactive")).toBe(true);
  });

  it("refuses a bad filter with its code", async () => {
    const role = await get("/api/v1/admin/users/?role=root");
    expect([role.statusCode, json(role)]).toEqual([400, { detail: "invalid_filter" }]);
    const status = await get("/api/v1/admin/users/?status=banned");
    expect([status.statusCode, json(status)]).toEqual([400, { detail: "invalid_filter" }]);
    const q = await get(`/api/v1/admin/users/?q=${"x".repeat(101)}`);
    expect([q.statusCode, json(q)]).toEqual([400, { detail: "query_too_long" }]);
  });

  it("is for administrators only", async () => {
    const user = await get("/api/v1/admin/users/", await tokensFor(t.app, "user@demo.uz"));
    expect([user.statusCode, json(user)]).toEqual([403, { detail: "not_authorized_action" }]);
    expect((await get("/api/v1/admin/users/", null)).statusCode).toBe(401);
  });
});

describe("getAdminUser", () => {
  it("shows the person with their businesses, plans, cards, feedback, notifications", async () => {
    const person = await createPerson(t.app, "Bekzod", "Karimov");
    const db = t.app.services.db;
    const business = await createBusiness(db, {
      status: "accepted",
      ownerId: person.id,
      names: { ru: "Лавка Бекзода", en: "Bekzod's shop" },
    });
    await givePlan(db, { id: business.id, ownerId: person.id });
    const card = await bindCard(t.app, person, uzcard);
    const other = await createBusiness(db, { status: "accepted" });
    const feedback = await t.app.inject({
      method: "POST",
      url: "/api/v1/feedback/",
      headers: bearer(person.tokens),
      payload: { business_id: other.id, kind: "rating", rating: 5, comment: "Zo'r" },
    });
    expect(feedback.statusCode, feedback.body).toBe(201);
    await t.app.services.notifier.notify(person.id, "like_received", {
      target_kind: "business",
      target_id: business.id,
    });

    const response = await get(`/api/v1/admin/users/${person.id}/?lang=en`);
    expect(response.statusCode).toBe(200);
    const detail = json<AdminUserDetail>(response);
    expect(detail.user).toMatchObject({ id: person.id, first_name: "Bekzod", status: "active" });
    expect(detail.businesses).toEqual([
      { id: business.id, name: "Bekzod's shop", status: "accepted" },
    ]);
    expect(detail.subscriptions).toEqual([
      expect.objectContaining({ plan_code: "business-pro", status: "active" }),
    ]);
    expect(detail.cards).toEqual([
      { id: card.id, first4: "8600", last4: "0012", network: "uzcard", is_default: true },
    ]);
    // Nothing of the card beyond its first and last four digits leaves the server.
    expect(response.body).not.toContain(uzcard);
    expect(response.body).not.toContain("token");
    expect(detail.feedback).toEqual({
      count: 1,
      latest: [expect.objectContaining({ rating: 5, comment: "Zo'r", business_id: other.id })],
    });
    expect(detail.notifications.count).toBeGreaterThanOrEqual(1);
    expect(detail.notifications.latest[0]).toMatchObject({ type: "like_received", read: false });
    expect(detail.audit).toEqual([]);
  });

  it("answers an unknown person with user_not_found and a malformed id with invalid_id", async () => {
    const unknown = await get("/api/v1/admin/users/8d0d3a5e-2f7b-4c61-9a55-1c0b8f1b2a11/");
    expect([unknown.statusCode, json(unknown)]).toEqual([404, { detail: "user_not_found" }]);
    const malformed = await get("/api/v1/admin/users/42/");
    expect([malformed.statusCode, json(malformed)]).toEqual([400, { detail: "invalid_id" }]);
  });
});

function listen(): Promise<string> {
  return t.app
    .listen({ host: "127.0.0.1", port: 0 })
    .then(() => `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
}

function openSocket(host: string, person: Person): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${host}/ws/user/${person.id}/`, [
      "bozor.v1",
      `bozor.token.${person.tokens.access}`,
    ]);
    socket.once("message", () => resolve(socket));
    socket.once("error", reject);
  });
}

describe("deactivateUser and reactivateUser", () => {
  it("signs the person out everywhere at once and refuses their sign-in", async () => {
    const person = await createPerson(t.app, "Dilnoza", "Rahimova");
    const host = await listen();
    const socket = await openSocket(host, person);
    const socketClosed = new Promise<number>((resolve) => socket.once("close", resolve));

    const response = await act(person.id, "deactivate");
    expect(response.statusCode).toBe(200);
    expect(json<AdminUser>(response)).toMatchObject({ id: person.id, status: "inactive" });

    // The access token issued before is refused right away, not when it expires.
    expect((await get("/api/v1/profile/info/", person.tokens)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/refresh/",
      payload: { refresh: person.tokens.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect(await socketClosed).toBeGreaterThan(0);
    const signIn = await login(t.app, person.email);
    expect([signIn.statusCode, json(signIn)]).toEqual([403, { detail: "user_not_active" }]);

    const [entry] = await auditOf(person.id);
    expect(entry).toMatchObject({
      action: "user.deactivate",
      actor: { id: adminId },
      before: { is_active: true },
      after: { is_active: false },
    });
    const listed = json<AdminUserPage>(await get("/api/v1/admin/users/?status=inactive"));
    expect(listed.items.map((u) => u.id)).toContain(person.id);
  });

  it("does nothing more to someone already inactive, and lets them back in", async () => {
    const person = await createPerson(t.app, "Farrux", "Aliyev");
    await act(person.id, "deactivate");
    const again = await act(person.id, "deactivate");
    expect(json<AdminUser>(again).status).toBe("inactive");
    expect(await auditOf(person.id)).toHaveLength(1);

    const back = await act(person.id, "reactivate");
    expect([back.statusCode, json<AdminUser>(back).status]).toEqual([200, "active"]);
    expect((await login(t.app, person.email)).statusCode).toBe(200);
    const entries = await auditOf(person.id);
    expect(entries[0]).toMatchObject({
      action: "user.reactivate",
      before: { is_active: false },
      after: { is_active: true },
    });
    // The detail page shows them, newest first.
    const detail = json<AdminUserDetail>(await get(`/api/v1/admin/users/${person.id}/`));
    expect(detail.audit.map((e) => e.action)).toEqual(["user.reactivate", "user.deactivate"]);
  });

  it("refuses an administrator deactivating themself", async () => {
    const response = await act(adminId, "deactivate");
    expect([response.statusCode, json(response)]).toEqual([
      403,
      { detail: "cannot_be_controlled" },
    ]);
    expect((await get("/api/v1/admin/users/", admin)).statusCode).toBe(200);
  });

  it("answers an unknown person with user_not_found", async () => {
    const response = await act("8d0d3a5e-2f7b-4c61-9a55-1c0b8f1b2a11", "reactivate");
    expect([response.statusCode, json(response)]).toEqual([404, { detail: "user_not_found" }]);
  });
});

describe("changeUserRole", () => {
  it("changes the role, records it and ends the person's sessions", async () => {
    const person = await createPerson(t.app, "Gulnora", "Saidova");
    const response = await changeRole(person.id, "business");
    expect([response.statusCode, json<AdminUser>(response).role]).toEqual([200, "business"]);
    // Their token still said "user": it is refused, and the next sign-in carries the new role.
    expect((await get("/api/v1/profile/info/", person.tokens)).statusCode).toBe(401);
    const fresh = await tokensFor(t.app, person.email);
    expect((await get("/api/v1/my/offering/", fresh)).statusCode).not.toBe(403);
    const [entry] = await auditOf(person.id);
    expect(entry).toMatchObject({
      action: "user.role",
      before: { role: "user" },
      after: { role: "business" },
    });
    const same = await changeRole(person.id, "business");
    expect(same.statusCode).toBe(200);
    expect(await auditOf(person.id)).toHaveLength(1);
  });

  it("refuses an administrator demoting themself, and a role that does not exist", async () => {
    const self = await changeRole(adminId, "user");
    expect([self.statusCode, json(self)]).toEqual([403, { detail: "cannot_be_controlled" }]);
    const person = await createPerson(t.app, "Hasan", "Umarov");
    const bad = await changeRole(person.id, "owner");
    expect([bad.statusCode, json(bad)]).toEqual([400, { detail: "role_invalid" }]);
    const missing = await t.app.inject({
      method: "PUT",
      url: `/api/v1/admin/users/${person.id}/role/`,
      headers: bearer(admin),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it("is for administrators only", async () => {
    const person = await createPerson(t.app, "Ilhom", "Nazarov");
    const response = await changeRole(person.id, "admin", person.tokens);
    expect([response.statusCode, json(response)]).toEqual([
      403,
      { detail: "not_authorized_action" },
    ]);
  });
});
