import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MyBusiness } from "../../sdk/types.gen";
import { type Registered, referenceIds, registerFresh } from "./account-fixtures";
import { bearer, json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

let t: TestApp;
let owner: Tokens;
let ids: Awaited<ReturnType<typeof referenceIds>>;

const demoBusinessId = "00000000-0000-4000-8000-0000000000b1";
const png1x1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==";

beforeAll(async () => {
  // The demo marketplace: the demo business has offerings in search.
  t = await startApp({ seedDemoCatalog: true });
  owner = await tokensFor(t.app, "business@demo.uz");
  ids = await referenceIds(t.app);
});
afterAll(async () => t.close());

function getMine(tokens: Tokens | null, query = "") {
  return t.app.inject({
    method: "GET",
    url: `/api/v1/my/business/${query}`,
    headers: tokens ? bearer(tokens) : {},
  });
}

function update(tokens: Tokens | null, payload: unknown) {
  return t.app.inject({
    method: "PATCH",
    url: "/api/v1/my/business/",
    headers: tokens ? bearer(tokens) : {},
    payload: payload as Record<string, unknown>,
  });
}

function decide(businessId: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: `/api/v1/dev/business/${businessId}/status/`,
    payload,
  });
}

async function mine(tokens: Tokens): Promise<MyBusiness> {
  const response = await getMine(tokens);
  expect(response.statusCode).toBe(200);
  return json<MyBusiness>(response);
}

async function searchTotal(businessId: string): Promise<number> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/v1/offering/?business=${businessId}`,
  });
  return json<{ total: number }>(response).total;
}

async function notificationsOf(userId: string) {
  return t.app.services.db
    .selectFrom("notifications")
    .select(["type", "params"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
}

async function freshOwner(name = "Samarqand Non Uyi"): Promise<Registered> {
  return registerFresh(t.app, { name, oked: ids.oked, region: ids.region });
}

describe("getMyBusiness", () => {
  it("answers the owner's business in every language, with its verification", async () => {
    const response = await getMine(owner, "?lang=en");
    expect(response.statusCode).toBe(200);
    const business = json<MyBusiness>(response);
    expect(business).toMatchObject({
      id: demoBusinessId,
      status: "accepted",
      status_reason: null,
      tax_id: "301234567",
      region: "tashkent-city",
      oked: { code: "47.11" },
    });
    expect(Object.keys(business.names).sort()).toEqual(["en", "fa", "ru", "uz"]);
    expect(business.history.map((step) => step.status)).toEqual(["accepted"]);
  });

  it("answers a new owner their own pending business, never another's", async () => {
    const fresh = await freshOwner();
    const business = await mine(fresh.tokens);
    expect(business.id).not.toBe(demoBusinessId);
    expect(business.names).toEqual({ ru: "Samarqand Non Uyi" });
    expect(business.status).toBe("pending");
    expect(business.history).toEqual([
      { status: "pending", reason: null, at: business.created_at },
    ]);
  });

  it.each([
    ["an individual", "user@demo.uz"],
    ["an administrator", "admin@demo.uz"],
  ])("refuses %s with 403 not_authorized_action", async (_who, username) => {
    const tokens = await tokensFor(t.app, username);
    for (const response of [
      await getMine(tokens),
      await update(tokens, { phone: "998901234567" }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ detail: "not_authorized_action" });
    }
  });

  it("refuses a visitor", async () => {
    expect((await getMine(null)).statusCode).toBe(401);
    expect((await update(null, { phone: "998901234567" })).statusCode).toBe(401);
  });
});

describe("updateMyBusiness", () => {
  it("changes descriptions in two languages; an accepted business stays accepted and public", async () => {
    const descriptions = {
      en: "Fresh fruit and bread every morning.",
      uz: "Har tong yangi meva va non.",
    };
    const response = await update(owner, { descriptions });
    expect(response.statusCode).toBe(200);
    const business = json<MyBusiness>(response);
    expect(business.descriptions).toEqual(descriptions);
    expect(business.status).toBe("accepted");
    for (const [lang, text] of Object.entries(descriptions)) {
      const page = await t.app.inject({
        method: "GET",
        url: `/api/v1/business/${demoBusinessId}/?lang=${lang}`,
      });
      expect(json<{ description: string }>(page).description).toBe(text);
    }
    expect(await searchTotal(demoBusinessId)).toBeGreaterThan(0);
  });

  it("saves contacts, hours, links, region and address, trimmed and in weekday order", async () => {
    const fresh = await freshOwner();
    const response = await update(fresh.tokens, {
      phone: "998712345678",
      email: "Info@Non.UZ",
      region: "bukhara",
      address: "  Lyabi-Hauz, 3  ",
      working_hours: [
        { day: 6, opens: "10:00", closes: "24:00" },
        { day: 1, opens: "08:30", closes: "18:00" },
      ],
      links: [
        { kind: "website", url: "https://non.uz" },
        { kind: "telegram", url: "http://t.me/non_uz" },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(json<MyBusiness>(response)).toMatchObject({
      phone: "998712345678",
      email: "info@non.uz",
      region: "bukhara",
      address: "Lyabi-Hauz, 3",
      working_hours: [
        { day: 1, opens: "08:30", closes: "18:00" },
        { day: 6, opens: "10:00", closes: "24:00" },
      ],
      links: [
        { kind: "website", url: "https://non.uz" },
        { kind: "telegram", url: "http://t.me/non_uz" },
      ],
      status: "pending",
    });
    const cleared = await update(fresh.tokens, { email: null, region: null, address: "" });
    expect(json<MyBusiness>(cleared)).toMatchObject({ email: null, region: null, address: null });
  });

  it("takes a logo the owner uploaded, and keeps it when it is sent again", async () => {
    const fresh = await freshOwner();
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/v1/image/",
      headers: bearer(fresh.tokens),
      payload: { data: png1x1 },
    });
    const logo = json<{ id: string }>(upload).id;
    expect(json<MyBusiness>(await update(fresh.tokens, { logo })).logo).toBe(logo);
    expect(json<MyBusiness>(await update(fresh.tokens, { logo: logo.toUpperCase() })).logo).toBe(
      logo,
    );
    expect(json<MyBusiness>(await update(fresh.tokens, { logo: null })).logo).toBeNull();
  });

  it("sends an accepted business back to pending when its name changes: out of search at once", async () => {
    const fresh = await freshOwner("Buxoro Gilamlari");
    await decide(json<MyBusiness>(await getMine(fresh.tokens)).id, { status: "accepted" });
    const before = await mine(fresh.tokens);
    expect(before.status).toBe("accepted");

    const response = await update(fresh.tokens, {
      names: { ru: "Бухарские ковры", uz: "Buxoro gilamlari" },
    });
    expect(response.statusCode).toBe(200);
    const after = json<MyBusiness>(response);
    expect(after.status).toBe("pending");
    expect(after.history.map((step) => step.status)).toEqual(["pending", "accepted", "pending"]);
    expect(after.status_reason).toBeNull();
    const visitor = await t.app.inject({ method: "GET", url: `/api/v1/business/${after.id}/` });
    expect(json(visitor)).toEqual({ detail: "not_authorized_view_business" });
    expect((await notificationsOf(fresh.userId)).at(-1)).toEqual({
      type: "business_verification",
      params: { business_id: after.id, business_name: "Бухарские ковры", status: "pending" },
    });
    const profile = await t.app.inject({
      method: "GET",
      url: "/api/v1/profile/info/",
      headers: bearer(fresh.tokens),
    });
    expect(json<{ business_status: string }>(profile).business_status).toBe("pending");
  });

  it("takes the demo business's offerings out of search when its activity changes, back when accepted", async () => {
    const listed = await searchTotal(demoBusinessId);
    expect(listed).toBeGreaterThan(0);
    const response = await update(owner, { oked: ids.oked });
    expect(json<MyBusiness>(response).status).toBe("pending");
    expect(await searchTotal(demoBusinessId)).toBe(0);
    await decide(demoBusinessId, { status: "accepted" });
    expect(await searchTotal(demoBusinessId)).toBe(listed);
    expect(json<MyBusiness>(await update(owner, { oked: ids.otherOked })).status).toBe("pending");
    await decide(demoBusinessId, { status: "accepted" });
  });

  it("sends an accepted business back to pending when its taxpayer number changes", async () => {
    const fresh = await freshOwner();
    const { id } = await mine(fresh.tokens);
    await decide(id, { status: "accepted" });
    expect(json<MyBusiness>(await update(fresh.tokens, { tax_id: "123456789" })).status).toBe(
      "pending",
    );
  });

  it("keeps an accepted business accepted when its verified facts are sent unchanged", async () => {
    const before = await mine(owner);
    const response = await update(owner, {
      names: before.names,
      tax_id: before.tax_id,
      oked: before.oked.id,
      phone: before.phone,
    });
    const after = json<MyBusiness>(response);
    expect(after.status).toBe("accepted");
    expect(after.history).toEqual(before.history);
  });

  it("resubmits a rejected business that is changed; the reason goes with the rejection", async () => {
    const fresh = await freshOwner();
    const { id } = await mine(fresh.tokens);
    await decide(id, { status: "rejected", reason: "The taxpayer number does not match." });
    const rejected = await mine(fresh.tokens);
    expect(rejected.status).toBe("rejected");
    expect(rejected.status_reason).toBe("The taxpayer number does not match.");

    const response = await update(fresh.tokens, { tax_id: "987654321" });
    const resubmitted = json<MyBusiness>(response);
    expect(resubmitted.status).toBe("pending");
    expect(resubmitted.status_reason).toBeNull();
    expect(resubmitted.history[1]).toMatchObject({
      status: "rejected",
      reason: "The taxpayer number does not match.",
    });
  });

  it("refuses any change to a blocked business and changes nothing", async () => {
    const fresh = await freshOwner();
    const { id } = await mine(fresh.tokens);
    await decide(id, { status: "blocked", reason: "Counterfeit goods." });
    const before = await mine(fresh.tokens);
    const response = await update(fresh.tokens, { descriptions: { en: "Please unblock us" } });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ detail: "action_update_not_allowed" });
    expect(await mine(fresh.tokens)).toEqual(before);
    expect(before.status_reason).toBe("Counterfeit goods.");
  });

  it("changes only the caller's own business: there is no way to name another", async () => {
    const fresh = await freshOwner();
    const demoBefore = await mine(owner);
    const response = await update(fresh.tokens, { descriptions: { ru: "Только наш" } });
    expect(json<MyBusiness>(response).id).not.toBe(demoBusinessId);
    expect(await mine(owner)).toEqual(demoBefore);
    const withId = await update(fresh.tokens, { id: demoBusinessId, address: "Elsewhere" });
    expect(withId.statusCode).toBe(400);
    expect(await mine(owner)).toEqual(demoBefore);
  });

  const day = (d: number, opens: string, closes: string) => ({ day: d, opens, closes });
  const cases: Array<[string, Record<string, unknown>, number, string]> = [
    ["names in no language", { names: {} }, 400, "title_required"],
    ["a blank name", { names: { en: "   " } }, 400, "title_required"],
    ["a 10,000-character name", { names: { en: "x".repeat(10_000) } }, 400, "title_too_long"],
    ["a name in another language", { names: { de: "Markt" } }, 400, "title_required"],
    [
      "a 5,001-character description",
      { descriptions: { ru: "x".repeat(5001) } },
      400,
      "description_too_long",
    ],
    ["a malformed activity", { oked: "47.11" }, 400, "invalid_oked_uuid"],
    [
      "an unknown activity",
      { oked: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b" },
      404,
      "oked_not_found",
    ],
    ["an 8-digit taxpayer number", { tax_id: "12345678" }, 400, "tax_id_invalid"],
    ["a phone with letters", { phone: "99890abc4567" }, 400, "phone_must_be_digits"],
    ["a malformed email", { email: "not-an-email" }, 400, "invalid_email"],
    ["an unknown region", { region: "atlantis" }, 400, "invalid_region"],
    ["a malformed region", { region: "Tashkent City" }, 400, "invalid_region"],
    ["a 301-character address", { address: "x".repeat(301) }, 400, "address_too_long"],
    [
      "a day twice",
      { working_hours: [day(1, "09:00", "18:00"), day(1, "19:00", "20:00")] },
      400,
      "working_hours_invalid",
    ],
    [
      "closing before opening",
      { working_hours: [day(2, "18:00", "09:00")] },
      400,
      "working_hours_invalid",
    ],
    [
      "closing as it opens",
      { working_hours: [day(2, "09:00", "09:00")] },
      400,
      "working_hours_invalid",
    ],
    [
      "an hour past midnight",
      { working_hours: [day(2, "09:00", "24:30")] },
      400,
      "working_hours_invalid",
    ],
    ["an eighth day", { working_hours: [day(8, "09:00", "18:00")] }, 400, "working_hours_invalid"],
    [
      "a script link",
      { links: [{ kind: "website", url: "javascript:alert(1)" }] },
      400,
      "link_invalid",
    ],
    ["an ftp link", { links: [{ kind: "website", url: "ftp://non.uz" }] }, 400, "link_invalid"],
    [
      "a link no browser opens",
      { links: [{ kind: "website", url: "https://[oops" }] },
      400,
      "link_invalid",
    ],
    [
      "an unknown kind of link",
      { links: [{ kind: "tiktok", url: "https://tiktok.com/@non" }] },
      400,
      "link_invalid",
    ],
    ["a malformed logo", { logo: "logo.png" }, 400, "image_not_found"],
    ["an unknown logo", { logo: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b" }, 400, "image_not_found"],
  ];

  it.each(cases)(
    "refuses %s with its code and changes nothing",
    async (_what, payload, status, code) => {
      const before = await mine(owner);
      // A valid change sent with the bad one is not saved either.
      const response = await update(owner, { descriptions: { en: "Never saved" }, ...payload });
      expect(response.statusCode).toBe(status);
      expect(json(response)).toEqual({ detail: code });
      expect(await mine(owner)).toEqual(before);
    },
  );

  it("refuses an update without a field", async () => {
    const response = await update(owner, {});
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ detail: "validation_error" });
  });

  it("refuses a logo another person uploaded and changes nothing", async () => {
    const other = await tokensFor(t.app, "user@demo.uz");
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/v1/image/",
      headers: bearer(other),
      payload: { data: png1x1 },
    });
    const before = await mine(owner);
    const response = await update(owner, { logo: json<{ id: string }>(upload).id });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ detail: "image_not_found" });
    expect(await mine(owner)).toEqual(before);
  });
});

describe("setSandboxBusinessStatus (decideVerification)", () => {
  it("records the decision, shows the owner the reason and notifies them", async () => {
    const fresh = await freshOwner("Xiva Kulolchilik");
    const { id } = await mine(fresh.tokens);
    const response = await decide(id, { status: "rejected", reason: "  Documents unreadable.  " });
    expect(response.statusCode).toBe(200);
    const step = json<{ status: string; reason: string; at: string }>(response);
    expect(step).toMatchObject({ status: "rejected", reason: "Documents unreadable." });
    const business = await mine(fresh.tokens);
    expect(business.status).toBe("rejected");
    expect(business.status_reason).toBe("Documents unreadable.");
    expect(business.history[0]).toEqual(step);
    expect(await notificationsOf(fresh.userId)).toEqual([
      {
        type: "business_verification",
        params: { business_id: id, business_name: "Xiva Kulolchilik", status: "rejected" },
      },
    ]);
  });

  it("keeps no reason for an acceptance", async () => {
    const fresh = await freshOwner();
    const { id } = await mine(fresh.tokens);
    const step = json<{ reason: string | null }>(
      await decide(id, { status: "accepted", reason: "fine" }),
    );
    expect(step.reason).toBeNull();
    expect((await mine(fresh.tokens)).status_reason).toBeNull();
  });

  it.each([
    [
      "an unknown business",
      "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
      { status: "accepted" },
      404,
      "business_not_found",
    ],
    ["a malformed id", "b1", { status: "accepted" }, 400, "invalid_business_uuid"],
    ["no status", demoBusinessId, {}, 400, "status_required"],
    ["an unknown status", demoBusinessId, { status: "approved" }, 400, "status_invalid"],
    [
      "a 1,001-character reason",
      demoBusinessId,
      { status: "rejected", reason: "x".repeat(1001) },
      400,
      "validation_error",
    ],
  ])("refuses %s and decides nothing", async (_what, id, payload, status, code) => {
    const before = await mine(owner);
    const response = await decide(id, payload);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toEqual({ detail: code });
    expect(await mine(owner)).toEqual(before);
  });

  it("does not exist without the sandbox", async () => {
    const off = await startApp({ sandbox: false });
    try {
      const response = await off.app.inject({
        method: "POST",
        url: `/api/v1/dev/business/${demoBusinessId}/status/`,
        payload: { status: "blocked" },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
