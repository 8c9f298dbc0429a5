import { randomUUID } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Payment, PaymentPage, Role, Subscription } from "../../sdk";
import { securityMode } from "../../server/auth/bearer";
import { type ContractOperation, loadContract } from "../../server/contract";
import { acceptedBody } from "./accepted-bodies";
import { resolved, sample } from "./contract-samples";
import {
  createCategory,
  createFlashSale,
  createOffering,
  createPerson,
  hour,
  type Person,
} from "./feedback-fixtures";
import { bearer, json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";
import {
  bindCard,
  createOwner,
  type Owner,
  planOf,
  subscribeRequest,
  uzcard,
} from "./payments-fixtures";

// Who may call what, walked over every operation of openapi.yaml with every role: a visitor,
// an individual, a business account and an administrator. The expectation is read from the
// operation's `security` and `x-roles`, so a new operation is covered the day it is added; the
// `x-roles` themselves are held to the table below, so one cannot quietly disappear.

const contract = loadContract();
const operations = [...contract.operations.values()];

type Caller = "visitor" | Role;
const callers: Caller[] = ["visitor", "user", "business", "admin"];

/**
 * The roles the contract must keep on operations outside `/v1/admin/` (each of which must be
 * for administrators only). Changing a line here is changing who may do what: on purpose only.
 */
const PINNED_ROLES: Record<string, Role[]> = {
  getMyBusiness: ["business"],
  updateMyBusiness: ["business"],
  listMyOfferings: ["business"],
  createMyOffering: ["business"],
  getMyOffering: ["business"],
  updateMyOffering: ["business"],
  deleteMyOffering: ["business"],
  changeMyOfferingStatus: ["business"],
  createMyFlashSale: ["business"],
  deleteMyFlashSale: ["business"],
  getMySubscription: ["user"],
  subscribe: ["user"],
  getMyBusinessSubscription: ["business"],
  subscribeMyBusiness: ["business"],
  cancelSubscription: ["user", "business"],
  resumeSubscription: ["user", "business"],
  changeSubscriptionPlan: ["user", "business"],
  // The person's own support chat; administrators answer through the admin operations.
  listSupportMessages: ["user", "business"],
  sendSupportMessage: ["user", "business"],
  markSupportRead: ["user", "business"],
  // A business's own banners and requests; administrators use the admin operations.
  listMyBanners: ["business"],
  requestMyBanner: ["business"],
};

function pinnedRoles(operation: ContractOperation): Role[] | null {
  if (operation.path.startsWith("/v1/admin/")) return ["admin"];
  return PINNED_ROLES[operation.operationId] ?? null;
}

interface Sent {
  method: InjectOptions["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A request the operation's validation accepts, its ids random unless `path` names them. */
function minimalRequest(operation: ContractOperation, path: Record<string, string> = {}): Sent {
  const query: string[] = [];
  const headers: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const value = () => path[parameter.name] ?? String(sample(parameter.schema));
    if (parameter.in === "path") values[parameter.name] = value();
    else if (parameter.in === "query" && parameter.required) {
      const given = parameter.name === "username" ? "nobody@example.com" : value();
      query.push(`${parameter.name}=${encodeURIComponent(given)}`);
    } else if (parameter.in === "header" && parameter.required) {
      headers[parameter.name] = parameter.name === "Idempotency-Key" ? randomUUID() : value();
    }
  }
  const url = `/api${operation.path.replace(/\{([^}]+)\}/g, (_m, name) => values[name] ?? "")}`;
  const sent: Sent = {
    method: operation.method as InjectOptions["method"],
    url: query.length > 0 ? `${url}?${query.join("&")}` : url,
    headers,
  };
  if (operation.bodySchema) {
    const schema = resolved(operation.bodySchema);
    const required = (schema.required as string[] | undefined) ?? [];
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    const body =
      acceptedBody(operation.operationId) ??
      Object.fromEntries(required.map((name) => [name, sample(properties[name])]));
    sent.payload = JSON.stringify(body);
    sent.headers["content-type"] = "application/json";
  }
  return sent;
}

let t: TestApp;
const tokens: Partial<Record<Caller, Tokens>> = {};

function send(sent: Sent, who: Tokens | null): Promise<LightMyRequestResponse> {
  return t.app.inject({ ...sent, headers: { ...sent.headers, ...(who ? bearer(who) : {}) } });
}

const detailOf = (response: LightMyRequestResponse): string | null => {
  try {
    return (JSON.parse(response.body) as { detail?: string }).detail ?? null;
  } catch {
    return null;
  }
};

/** What is wrong with the answer `caller` got from `operation`, or null. */
function problem(operation: ContractOperation, caller: Caller, response: LightMyRequestResponse) {
  const mode = securityMode(operation.security);
  const status = response.statusCode;
  const detail = detailOf(response);
  const answered = `${status} ${response.body.slice(0, 120)}`;
  if (caller === "visitor" && mode === "required") {
    return status === 401 ? null : `a visitor got ${answered}, not 401`;
  }
  // Public: a 401 there is about what was sent (a refresh token), never about who sent it.
  if (caller === "visitor" || mode === "none") {
    return detail === "not_authenticated" || detail === "not_authorized_action"
      ? `${caller} was refused a public operation: ${answered}`
      : null;
  }
  const roles = operation.roles;
  if (roles && !roles.includes(caller)) {
    return status === 403 && detail === "not_authorized_action"
      ? null
      : `${caller} got ${answered}, not 403 not_authorized_action`;
  }
  if (status === 401 || detail === "not_authorized_action") {
    return `${caller} may call it but got ${answered}`;
  }
  return null;
}

beforeAll(async () => {
  t = await startApp();
  tokens.user = await tokensFor(t.app, "user@demo.uz");
  tokens.business = await tokensFor(t.app, "business@demo.uz");
  tokens.admin = await tokensFor(t.app, "admin@demo.uz");
});
afterAll(async () => t.close());

describe("the contract's x-roles", () => {
  it("keep every administration operation for administrators", () => {
    const admin = operations.filter((o) => o.path.startsWith("/v1/admin/"));
    expect(admin.length).toBeGreaterThan(0);
    for (const operation of admin) {
      expect(operation.roles, operation.operationId).toEqual(["admin"]);
      expect(operation.tags, operation.operationId).toContain("admin");
    }
    for (const operation of operations.filter((o) => o.tags.includes("admin"))) {
      expect(operation.roles, operation.operationId).toEqual(["admin"]);
    }
  });

  it("keep the roles of the business and subscription operations", () => {
    for (const [operationId, roles] of Object.entries(PINNED_ROLES)) {
      const operation = contract.operations.get(operationId);
      expect(operation, operationId).toBeDefined();
      expect(operation?.roles, operationId).toEqual(roles);
    }
    // Every operation under /v1/my/ is for some role's own things.
    for (const operation of operations.filter((o) => o.path.startsWith("/v1/my/"))) {
      expect(pinnedRoles(operation), operation.operationId).not.toBeNull();
    }
  });
});

describe("every operation with every role", () => {
  for (const caller of callers) {
    it(`answers ${caller} as security and x-roles say`, async () => {
      const failures: string[] = [];
      for (const operation of operations) {
        const who = caller === "visitor" ? null : (tokens[caller] ?? null);
        const response = await send(minimalRequest(operation), who);
        const wrong = problem(operation, caller, response);
        if (wrong) failures.push(`${operation.operationId}: ${wrong}`);
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});

/**
 * The operations whose path names a thing of the caller's own, with the id of such a thing
 * of the first person and what the second person (same role) must get instead.
 */
interface Owned {
  caller: "user" | "business";
  id: () => string;
  status: number;
  detail: string;
}

describe("someone else's things", () => {
  const things: Record<string, string> = {};
  let owner: Person;
  let firstBusiness: Owner;
  let otherUser: Person;
  let otherBusiness: Owner;

  beforeAll(async () => {
    const db = t.app.services.db;
    // Fresh owners: the walk above may have changed the demo accounts (an edited business is
    // verified again).
    firstBusiness = await createOwner(t.app, "First");
    const offering = await createOffering(db, {
      businessId: firstBusiness.businessId,
      categoryId: await createCategory(db),
    });
    things.offering = offering;
    things.flashSale = await createFlashSale(db, {
      offeringId: offering,
      salePrice: 50,
      startsAt: new Date(Date.now() + hour),
      endsAt: new Date(Date.now() + 2 * hour),
    });

    // The first individual: a fresh one, so the demo account's cards and plans stay as seeded.
    owner = await createPerson(t.app, "Owner", "Person");
    const card = await bindCard(t.app, owner, uzcard);
    things.card = card.id;
    const plus = await planOf(t.app, "user", "user-plus");
    const subscribed = await subscribeRequest(
      t.app,
      owner,
      { plan: "user-plus", period: "month", amount: plus.prices.month.amount, card_id: card.id },
      randomUUID(),
    );
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    things.subscription = json<Subscription>(subscribed).id;
    const payments = await t.app.inject({
      method: "GET",
      url: "/api/v1/payment/",
      headers: bearer(owner.tokens),
    });
    things.payment = (json<PaymentPage>(payments).items[0] as Payment).id;
    const note = await t.app.services.notifier.notify(owner.id, "like_received", {
      target_kind: "offering",
      target_id: offering,
      offering_kind: "product",
    });
    things.notification = note.id;
    const feedback = await t.app.inject({
      method: "POST",
      url: "/api/v1/feedback/",
      headers: bearer(owner.tokens),
      payload: { offering_id: offering, kind: "rating", rating: 4, comment: "Yaxshi" },
    });
    expect(feedback.statusCode, feedback.body).toBe(201);
    things.feedback = json<{ id: string }>(feedback).id;

    otherUser = await createPerson(t.app, "Other", "Person");
    otherBusiness = await createOwner(t.app, "Other");
  });

  const thing = (name: string) => () => things[name] ?? "";
  const OWNED: Record<string, Owned> = {
    getMyOffering: {
      caller: "business",
      id: thing("offering"),
      status: 404,
      detail: "offering_not_found",
    },
    updateMyOffering: {
      caller: "business",
      id: thing("offering"),
      status: 404,
      detail: "offering_not_found",
    },
    deleteMyOffering: {
      caller: "business",
      id: thing("offering"),
      status: 404,
      detail: "offering_not_found",
    },
    changeMyOfferingStatus: {
      caller: "business",
      id: thing("offering"),
      status: 404,
      detail: "offering_not_found",
    },
    createMyFlashSale: {
      caller: "business",
      id: thing("offering"),
      status: 404,
      detail: "offering_not_found",
    },
    deleteMyFlashSale: {
      caller: "business",
      id: thing("flashSale"),
      status: 404,
      detail: "flash_sale_not_found",
    },
    makePaymentCardDefault: {
      caller: "user",
      id: thing("card"),
      status: 404,
      detail: "card_not_found",
    },
    removePaymentCard: { caller: "user", id: thing("card"), status: 404, detail: "card_not_found" },
    cancelSubscription: {
      caller: "user",
      id: thing("subscription"),
      status: 404,
      detail: "subscription_not_found",
    },
    resumeSubscription: {
      caller: "user",
      id: thing("subscription"),
      status: 404,
      detail: "subscription_not_found",
    },
    changeSubscriptionPlan: {
      caller: "user",
      id: thing("subscription"),
      status: 404,
      detail: "subscription_not_found",
    },
    markNotificationRead: {
      caller: "user",
      id: thing("notification"),
      status: 404,
      detail: "notification_not_found",
    },
    deleteNotification: {
      caller: "user",
      id: thing("notification"),
      status: 404,
      detail: "notification_not_found",
    },
    getPaymentReceipt: {
      caller: "user",
      id: thing("payment"),
      status: 404,
      detail: "payment_not_found",
    },
    // Feedback is public (listed under what it is about), so its id is no secret: the
    // contract answers someone else's with 403, which still changes nothing.
    updateFeedback: {
      caller: "user",
      id: thing("feedback"),
      status: 403,
      detail: "not_authorized_action",
    },
    deleteFeedback: {
      caller: "user",
      id: thing("feedback"),
      status: 403,
      detail: "not_authorized_action",
    },
  };

  it("covers every operation whose path names one of the caller's own things", () => {
    const owned = /^\/v1\/(my|payment-card|subscription|notification|payment|feedback)\/.*\{id\}/;
    const named = operations.filter((o) => owned.test(o.path)).map((o) => o.operationId);
    expect(named.sort()).toEqual(Object.keys(OWNED).sort());
  });

  it("answers another person of the same role as if the thing did not exist", async () => {
    const failures: string[] = [];
    for (const [operationId, owned] of Object.entries(OWNED)) {
      const operation = contract.operations.get(operationId) as ContractOperation;
      const sent = minimalRequest(operation, { id: owned.id() });
      const other = owned.caller === "user" ? otherUser.tokens : otherBusiness.tokens;
      const response = await send(sent, other);
      const detail = detailOf(response);
      if (response.statusCode !== owned.status || detail !== owned.detail) {
        failures.push(`${operationId}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    // And it is all still there for its owners.
    const receipt = await t.app.inject({
      method: "GET",
      url: `/api/v1/payment/${things.payment}/receipt/`,
      headers: bearer(owner.tokens),
    });
    expect(receipt.statusCode).toBe(200);
    const getMyOffering = contract.operations.get("getMyOffering") as ContractOperation;
    const offering = await send(
      minimalRequest(getMyOffering, { id: things.offering ?? "" }),
      firstBusiness.tokens,
    );
    expect(offering.statusCode).toBe(200);
  });
});
