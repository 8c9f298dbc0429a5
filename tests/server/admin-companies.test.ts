import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { WebSocket } from "ws";
import type { AdminBusiness, AdminBusinessPage, AuditPage, MyBusiness } from "../../sdk/types.gen";
import { type Registered, referenceIds, registerFresh } from "./account-fixtures";
import { bearer, json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

let t: TestApp;
let admin: Tokens;
let adminId: string;
let ids: Awaited<ReturnType<typeof referenceIds>>;

const demoBusinessId = "00000000-0000-4000-8000-0000000000b1";
const unknownId = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";

beforeAll(async () => {
  t = await startApp();
  admin = await tokensFor(t.app, "admin@demo.uz");
  ids = await referenceIds(t.app);
  const row = await t.app.services.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "admin@demo.uz")
    .executeTakeFirstOrThrow();
  adminId = row.id;
});
afterAll(async () => t.close());

function list(tokens: Tokens | null, query = "") {
  return t.app.inject({
    method: "GET",
    url: `/api/v1/admin/business/${query}`,
    headers: tokens ? bearer(tokens) : {},
  });
}

function detail(tokens: Tokens | null, id: string, query = "") {
  return t.app.inject({
    method: "GET",
    url: `/api/v1/admin/business/${id}/${query}`,
    headers: tokens ? bearer(tokens) : {},
  });
}

function decide(tokens: Tokens | null, id: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: `/api/v1/admin/business/${id}/decision/`,
    headers: tokens ? bearer(tokens) : {},
    payload,
  });
}

async function company(id: string): Promise<AdminBusiness> {
  const response = await detail(admin, id, "?lang=en");
  expect(response.statusCode).toBe(200);
  return json<AdminBusiness>(response);
}

async function ownBusiness(owner: Registered): Promise<MyBusiness> {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/v1/my/business/",
    headers: bearer(owner.tokens),
  });
  return json<MyBusiness>(response);
}

async function notificationsOf(userId: string) {
  return t.app.services.db
    .selectFrom("notifications")
    .select(["type", "params"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
}

/** A socket stand-in that records what the hub pushes to the owner. */
function listen(userId: string): string[] {
  const sent: string[] = [];
  const socket = {
    send: (data: string) => sent.push(data),
    on: () => undefined,
    close: () => undefined,
  } as unknown as WebSocket;
  t.app.services.hub.add(userId, socket, {
    id: `s-${userId}`,
    expiresAt: Date.now() / 1000 + 600,
    role: "business",
  });
  return sent;
}

let counter = 0;
async function pendingBusiness(name = "Buxoro Zardo‘zlik"): Promise<Registered & { id: string }> {
  counter += 1;
  const owner = await registerFresh(t.app, {
    name: `${name} ${counter}`,
    oked: ids.oked,
    region: ids.region,
  });
  return { ...owner, id: (await ownBusiness(owner)).id };
}

describe("who may", () => {
  it.each([
    ["a visitor", null, 401, "not_authenticated"],
    ["an individual", "user@demo.uz", 403, "not_authorized_action"],
    ["a business", "business@demo.uz", 403, "not_authorized_action"],
  ])("refuses %s on every operation", async (_who, email, status, code) => {
    const tokens = email ? await tokensFor(t.app, email) : null;
    for (const response of [
      await list(tokens),
      await detail(tokens, demoBusinessId),
      await decide(tokens, demoBusinessId, { action: "block", reason: "no" }),
    ]) {
      expect(response.statusCode).toBe(status);
      expect(json(response)).toEqual({ detail: code });
    }
    expect((await company(demoBusinessId)).status).toBe("accepted");
  });
});

describe("listAdminBusinesses", () => {
  it("puts pending businesses first, the longest waiting first, and counts them", async () => {
    const first = await pendingBusiness("Navbat Birinchi");
    const second = await pendingBusiness("Navbat Ikkinchi");
    const page = json<AdminBusinessPage>(await list(admin, "?page_size=48"));
    const statuses = page.items.map((item) => item.status);
    const firstOther = statuses.findIndex((status) => status !== "pending");
    expect(statuses.slice(firstOther).includes("pending")).toBe(false);
    const order = page.items.map((item) => item.id);
    expect(order.indexOf(first.id)).toBeLessThan(order.indexOf(second.id));
    const pending = await t.app.services.db
      .selectFrom("businesses")
      .where("status", "=", "pending")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(page.pending_count).toBe(Number(pending.n));
    expect(page.items.find((item) => item.id === first.id)).toMatchObject({
      name: expect.stringContaining("Navbat Birinchi"),
      owner_name: "Malika Ergasheva",
      status: "pending",
      phone: expect.any(String),
    });
  });

  it("filters by status and finds a name or a taxpayer number", async () => {
    const fresh = await pendingBusiness("Qo‘qon Halvosi");
    const accepted = json<AdminBusinessPage>(await list(admin, "?status=accepted"));
    expect(accepted.items.length).toBeGreaterThan(0);
    expect(accepted.items.every((item) => item.status === "accepted")).toBe(true);
    expect(accepted.pending_count).toBeGreaterThan(0);
    const byName = json<AdminBusinessPage>(
      await list(admin, `?q=${encodeURIComponent("qoqon halvosi")}`),
    );
    expect(byName.items.map((item) => item.id)).toEqual([fresh.id]);
    const taxId = (await company(fresh.id)).tax_id;
    const byTaxId = json<AdminBusinessPage>(await list(admin, `?q=${taxId}`));
    expect(byTaxId.items.map((item) => item.id)).toEqual([fresh.id]);
    const wildcard = json<AdminBusinessPage>(await list(admin, "?q=%25"));
    expect(wildcard.total).toBe(0);
  });

  it("pages", async () => {
    await pendingBusiness();
    const one = json<AdminBusinessPage>(await list(admin, "?page_size=1&page=2"));
    expect(one).toMatchObject({ page: 2, page_size: 1 });
    expect(one.items).toHaveLength(1);
    expect(one.total).toBeGreaterThan(1);
  });

  it.each([
    ["an unknown status", "?status=approved", "invalid_filter"],
    ["page 0", "?page=0", "invalid_page"],
    ["a page of 49", "?page_size=49", "page_size_too_large"],
    ["a long query", `?q=${"a".repeat(201)}`, "query_too_long"],
  ])("refuses %s", async (_what, query, code) => {
    const response = await list(admin, query);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ detail: code });
  });
});

describe("getAdminBusiness", () => {
  it("answers everything the business submitted, its owner and its history", async () => {
    const fresh = await pendingBusiness("Marg‘ilon Atlas");
    const business = await company(fresh.id);
    expect(business).toMatchObject({
      id: fresh.id,
      names: { ru: expect.stringContaining("Marg‘ilon Atlas") },
      status: "pending",
      status_reason: null,
      tax_id: fresh.phone.slice(-9),
      oked: { id: ids.oked, code: "62.01" },
      region: { code: "samarkand", name: expect.any(String) },
      address: "Registon ko‘chasi, 1",
      owner: {
        id: fresh.userId,
        name: "Malika Ergasheva",
        email: `owner-${fresh.phone}@example.uz`,
        phone: fresh.phone,
      },
      offering_count: 0,
      audit: [],
    });
    expect(business.history.map((step) => step.status)).toEqual(["pending"]);
  });

  it("counts the demo business's offerings", async () => {
    expect((await company(demoBusinessId)).offering_count).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ["an unknown business", unknownId, 404, "business_not_found"],
    ["a malformed id", "b1", 400, "invalid_business_uuid"],
  ])("refuses %s", async (_what, id, status, code) => {
    const response = await detail(admin, id);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toEqual({ detail: code });
  });
});

describe("decideAdminBusiness", () => {
  it("accepts a pending business: history, audit entry, the owner's notification stored and pushed", async () => {
    const fresh = await pendingBusiness("Samarqand Qog‘ozi");
    const pushed = listen(fresh.userId);
    const response = await decide(admin, fresh.id, { action: "accept" });
    expect(response.statusCode).toBe(200);
    const business = json<AdminBusiness>(response);
    expect(business.status).toBe("accepted");
    expect(business.history.map((step) => step.status)).toEqual(["accepted", "pending"]);
    expect(business.audit).toEqual([
      expect.objectContaining({
        actor: { id: adminId, name: expect.any(String) },
        action: "business.accept",
        target_kind: "business",
        target_id: fresh.id,
        before: { status: "pending" },
        after: { status: "accepted", reason: null },
      }),
    ]);
    const params = {
      business_id: fresh.id,
      business_name: expect.stringContaining("Samarqand Qog‘ozi"),
      status: "accepted",
    };
    expect(await notificationsOf(fresh.userId)).toContainEqual({
      type: "business_verification",
      params,
    });
    await vi.waitFor(
      () =>
        expect(pushed.map((text) => JSON.parse(text))).toContainEqual(
          expect.objectContaining({
            type: "notification",
            notification: expect.objectContaining({ type: "business_verification", params }),
          }),
        ),
      { timeout: 5000 },
    );
    expect((await ownBusiness(fresh)).status).toBe("accepted");
    // The audit log lists it too.
    const log = json<AuditPage>(
      await t.app.inject({
        method: "GET",
        url: `/api/v1/admin/audit/?target_kind=business&target_id=${fresh.id}`,
        headers: bearer(admin),
      }),
    );
    expect(log.items.map((entry) => entry.action)).toEqual(["business.accept"]);
  });

  it("rejects with a reason the owner sees, blocks, unblocks", async () => {
    const fresh = await pendingBusiness();
    const rejected = json<AdminBusiness>(
      await decide(admin, fresh.id, { action: "reject", reason: "  Tax number unreadable.  " }),
    );
    expect(rejected).toMatchObject({ status: "rejected", status_reason: "Tax number unreadable." });
    expect(await ownBusiness(fresh)).toMatchObject({
      status: "rejected",
      status_reason: "Tax number unreadable.",
    });
    const blocked = json<AdminBusiness>(
      await decide(admin, fresh.id, { action: "block", reason: "Fraud reports." }),
    );
    expect(blocked).toMatchObject({ status: "blocked", status_reason: "Fraud reports." });
    const unblocked = json<AdminBusiness>(await decide(admin, fresh.id, { action: "unblock" }));
    expect(unblocked).toMatchObject({ status: "accepted", status_reason: null });
    expect(unblocked.audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["business.unblock", { status: "blocked" }, { status: "accepted", reason: null }],
      ["business.block", { status: "rejected" }, { status: "blocked", reason: "Fraud reports." }],
      [
        "business.reject",
        { status: "pending" },
        { status: "rejected", reason: "Tax number unreadable." },
      ],
    ]);
    const statuses = (await notificationsOf(fresh.userId))
      .filter((row) => row.type === "business_verification")
      .map((row) => (row.params as { status: string }).status);
    expect(statuses).toEqual(["rejected", "blocked", "accepted"]);
  });

  it.each([
    ["accepting an accepted business", "accepted", { action: "accept" }, 409, "status_invalid"],
    ["unblocking one not blocked", "pending", { action: "unblock" }, 409, "status_invalid"],
    [
      "rejecting an accepted one",
      "accepted",
      { action: "reject", reason: "x" },
      409,
      "status_invalid",
    ],
    ["blocking a blocked one", "blocked", { action: "block", reason: "x" }, 409, "status_invalid"],
    ["a rejection without a reason", "pending", { action: "reject" }, 400, "reason_required"],
    [
      "a block with a blank reason",
      "pending",
      { action: "block", reason: "   " },
      400,
      "reason_required",
    ],
    ["no action", "pending", {}, 400, "status_required"],
    ["an unknown action", "pending", { action: "approve" }, 400, "status_invalid"],
    [
      "a 1,001-character reason",
      "pending",
      { action: "reject", reason: "x".repeat(1001) },
      400,
      "validation_error",
    ],
  ])("refuses %s and changes nothing", async (_what, start, payload, status, code) => {
    const fresh = await pendingBusiness();
    if (start === "accepted" || start === "blocked") {
      await decide(
        admin,
        fresh.id,
        start === "accepted" ? { action: "accept" } : { action: "block", reason: "r" },
      );
    }
    const before = await company(fresh.id);
    const notified = (await notificationsOf(fresh.userId)).length;
    const response = await decide(admin, fresh.id, payload);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toEqual({ detail: code });
    expect(await company(fresh.id)).toEqual(before);
    expect(await notificationsOf(fresh.userId)).toHaveLength(notified);
  });

  it.each([
    ["an unknown business", unknownId, 404, "business_not_found"],
    ["a malformed id", "b1", 400, "invalid_business_uuid"],
  ])("refuses %s", async (_what, id, status, code) => {
    const response = await decide(admin, id, { action: "accept" });
    expect(response.statusCode).toBe(status);
    expect(json(response)).toEqual({ detail: code });
  });
});
