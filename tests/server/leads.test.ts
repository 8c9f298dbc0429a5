import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactMessageSent, LeadDetail, LeadPage } from "../../sdk/types.gen";
import { defaultAddressLimits } from "../../server/config";
import { bearer, json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

let t: TestApp;
let admin: Tokens;
let user: Tokens;
let adminId: string;
let userId: string;

const unknownId = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";

beforeAll(async () => {
  t = await startApp();
  [admin, user] = await Promise.all([
    tokensFor(t.app, "admin@demo.uz"),
    tokensFor(t.app, "user@demo.uz"),
  ]);
  const ids = await t.app.services.db
    .selectFrom("users")
    .select(["id", "email"])
    .where("email", "in", ["admin@demo.uz", "user@demo.uz"])
    .execute();
  adminId = ids.find((row) => row.email === "admin@demo.uz")?.id ?? "";
  userId = ids.find((row) => row.email === "user@demo.uz")?.id ?? "";
});
afterAll(async () => t.close());

const valid = {
  name: "Aziz Karimov",
  email: "aziz@example.uz",
  message: "Hello, I would like to advertise my shop.",
  consent: true,
};

function send(payload: Record<string, unknown>, tokens: Tokens | null = null) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/contact/",
    headers: tokens ? bearer(tokens) : {},
    payload,
  });
}

function call(method: "GET" | "POST", url: string, tokens: Tokens | null, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1/admin/leads/${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload && { payload }),
  });
}

async function newLead(payload: Record<string, unknown> = {}): Promise<string> {
  const response = await send({ ...valid, ...payload });
  expect(response.statusCode).toBe(201);
  return json<ContactMessageSent>(response).id;
}

describe("the contact form", () => {
  it("takes a visitor's message as a new contact_form lead, stored as typed", async () => {
    const message = "<b>Salom</b> — хочу рекламу & more";
    const id = await newLead({ message, phone: "998901234567", subject: "  Ads  " });
    const detail = json<LeadDetail>(await call("GET", `${id}/`, admin));
    expect(detail.lead).toMatchObject({
      source: "contact_form",
      status: "new",
      name: "Aziz Karimov",
      email: "aziz@example.uz",
      phone: "998901234567",
      subject: "Ads",
      message,
      assignee: null,
      user_id: null,
    });
    expect(detail.next_statuses).toEqual(["in_progress", "won", "lost"]);
    expect(detail.notes).toEqual([]);
    expect(detail.audit).toEqual([]);
  });

  it("keeps a signed-in sender's user id", async () => {
    const response = await send({ ...valid, email: undefined, phone: "998907654321" }, user);
    expect(response.statusCode).toBe(201);
    const detail = json<LeadDetail>(
      await call("GET", `${json<ContactMessageSent>(response).id}/`, admin),
    );
    expect(detail.lead.user_id).toBe(userId);
    expect(detail.lead.email).toBeNull();
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ["no email and no phone", { email: undefined }, "contact_required"],
    ["a blank email and phone", { email: " ", phone: undefined }, "invalid_email"],
    ["a bad email", { email: "not-an-email" }, "invalid_email"],
    ["a phone with letters", { phone: "99890abc4567" }, "phone_must_be_digits"],
    ["a short phone", { phone: "99890123" }, "phone_must_be_digits"],
    ["no name", { name: undefined }, "name_invalid"],
    ["a blank name", { name: "   " }, "name_invalid"],
    ["a long subject", { subject: "s".repeat(201) }, "subject_too_long"],
    ["no message", { message: undefined }, "message_required"],
    ["a blank message", { message: " ".repeat(20) }, "message_required"],
    ["a short message", { message: "Hi" }, "message_too_short"],
    ["a message short once trimmed", { message: "   Hi there   " }, "message_too_short"],
    ["a long message", { message: "m".repeat(4001) }, "message_too_long"],
    ["no consent", { consent: undefined }, "consent_required"],
    ["consent refused", { consent: false }, "consent_required"],
    ["a NUL in the message", { message: "Hello there\u0000!" }, "invalid_characters"],
  ];
  for (const [what, change, code] of refusals) {
    it(`refuses ${what} with ${code}`, async () => {
      const response = await send({ ...valid, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: code });
    });
  }

  it("limits the messages one address sends", async () => {
    const { max } = defaultAddressLimits.sendContactMessage;
    const from = (remoteAddress: string) =>
      t.app.inject({ method: "POST", url: "/api/v1/contact/", payload: valid, remoteAddress });
    for (let i = 0; i < max; i += 1) expect((await from("203.0.113.50")).statusCode).toBe(201);
    const refused = await from("203.0.113.50");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: "too_many_attempts" });
    expect((await from("203.0.113.51")).statusCode).toBe(201);
  });
});

describe("the administrators' leads", () => {
  it("refuses people who are not administrators", async () => {
    const id = await newLead();
    const attempts = [
      () => call("GET", "", user),
      () => call("GET", "export/", user),
      () => call("GET", `${id}/`, user),
      () => call("POST", `${id}/status/`, user, { status: "won" }),
      () => call("POST", `${id}/assignee/`, user, { assignee_id: null }),
      () => call("POST", `${id}/notes/`, user, { text: "mine" }),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: "not_authorized_action" });
    }
    expect((await call("GET", "", null)).statusCode).toBe(401);
  });

  it("lists with filters, text search and paging", async () => {
    const marker = `zq${Date.now()}`;
    const first = await newLead({ subject: `${marker} one` });
    const second = await newLead({ message: `Please call me about ${marker}_x 100%` });
    const page = json<LeadPage>(await call("GET", `?q=${marker.toUpperCase()}`, admin));
    expect(page.items.map((lead) => lead.id)).toEqual([second, first]);
    expect(page.total).toBe(2);
    // `_` and `%` are looked for as typed, not as patterns.
    const literal = json<LeadPage>(await call("GET", `?q=${marker}_x%2010`, admin));
    expect(literal.items.map((lead) => lead.id)).toEqual([second]);
    const paged = json<LeadPage>(await call("GET", `?q=${marker}&page=2&page_size=1`, admin));
    expect(paged).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(paged.items.map((lead) => lead.id)).toEqual([first]);
    await call("POST", `${first}/status/`, admin, { status: "in_progress" });
    await call("POST", `${first}/assignee/`, admin, { assignee_id: adminId });
    const byStatus = json<LeadPage>(await call("GET", `?q=${marker}&status=in_progress`, admin));
    expect(byStatus.items.map((lead) => lead.id)).toEqual([first]);
    const mine = json<LeadPage>(await call("GET", `?q=${marker}&assignee=${adminId}`, admin));
    expect(mine.items.map((lead) => lead.id)).toEqual([first]);
    const nobody = json<LeadPage>(await call("GET", `?q=${marker}&assignee=none`, admin));
    expect(nobody.items.map((lead) => lead.id)).toEqual([second]);
    const form = json<LeadPage>(await call("GET", `?q=${marker}&source=form`, admin));
    expect(form.total).toBe(0);
  });

  it("refuses bad filters with their codes", async () => {
    const cases: Array<[string, string]> = [
      ["?status=open", "invalid_filter"],
      ["?source=phone", "invalid_filter"],
      ["?assignee=someone", "invalid_filter"],
      [`?q=${"q".repeat(101)}`, "query_too_long"],
      ["?page=0", "invalid_page"],
      ["?page_size=49", "page_size_too_large"],
    ];
    for (const [query, code] of cases) {
      const response = await call("GET", query, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: code });
    }
  });

  it("moves the status only along the allowed transitions, each in the audit log", async () => {
    const id = await newLead();
    const move = (status: string) => call("POST", `${id}/status/`, admin, { status });
    const started = await move("in_progress");
    expect(started.statusCode).toBe(200);
    expect(json<LeadDetail>(started).next_statuses).toEqual(["won", "lost"]);
    for (const status of ["in_progress", "new"]) {
      const refused = await move(status);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: "lead_status_transition_invalid" });
    }
    const won = json<LeadDetail>(await move("won"));
    expect(won.lead.status).toBe("won");
    expect(won.next_statuses).toEqual(["in_progress"]);
    expect((await move("lost")).statusCode).toBe(409);
    expect(won.audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["lead.status", { status: "in_progress" }, { status: "won" }],
      ["lead.status", { status: "new" }, { status: "in_progress" }],
    ]);
    expect(won.audit[0]).toMatchObject({ target_kind: "lead", target_id: id });
    expect(won.audit[0]?.actor.id).toBe(adminId);
    const bad = await call("POST", `${id}/status/`, admin, { status: "closed" });
    expect(bad.json()).toEqual({ detail: "status_invalid" });
    const missing = await call("POST", `${id}/status/`, admin, {});
    expect(missing.json()).toEqual({ detail: "status_required" });
  });

  it("assigns to an administrator or nobody, and refuses anyone else", async () => {
    const id = await newLead();
    const assign = (assignee_id: string | null) =>
      call("POST", `${id}/assignee/`, admin, { assignee_id });
    const given = json<LeadDetail>(await assign(adminId));
    expect(given.lead.assignee?.id).toBe(adminId);
    // The same assignee again changes nothing and records nothing.
    expect(json<LeadDetail>(await assign(adminId)).audit).toHaveLength(1);
    const refused = await assign(userId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: "assignee_not_admin" });
    expect((await assign("not-a-uuid")).json()).toEqual({ detail: "assignee_not_admin" });
    const cleared = json<LeadDetail>(await assign(null));
    expect(cleared.lead.assignee).toBeNull();
    expect(cleared.audit[0]).toMatchObject({
      action: "lead.assign",
      before: { assignee: { id: adminId } },
      after: { assignee: null },
    });
  });

  it("adds plain-text notes with their author and time", async () => {
    const id = await newLead();
    const text = "<script>alert(1)</script> called back";
    const response = await call("POST", `${id}/notes/`, admin, { text: `  ${text} ` });
    expect(response.statusCode).toBe(201);
    const detail = json<LeadDetail>(response);
    expect(detail.notes).toHaveLength(1);
    expect(detail.notes[0]).toMatchObject({ text, author: { id: adminId } });
    expect(detail.notes[0]?.author.name).not.toBe("");
    expect(detail.audit[0]).toMatchObject({ action: "lead.note", after: { text } });
    const cases: Array<[object, string]> = [
      [{ text: "   " }, "note_required"],
      [{}, "note_required"],
      [{ text: "n".repeat(2001) }, "note_too_long"],
    ];
    for (const [payload, code] of cases) {
      expect((await call("POST", `${id}/notes/`, admin, payload)).json()).toEqual({
        detail: code,
      });
    }
  });

  it("answers an unknown or malformed lead with its code", async () => {
    expect((await call("GET", `${unknownId}/`, admin)).json()).toEqual({
      detail: "lead_not_found",
    });
    const moved = await call("POST", `${unknownId}/status/`, admin, { status: "won" });
    expect(moved.statusCode).toBe(404);
    expect(moved.json()).toEqual({ detail: "lead_not_found" });
    expect((await call("GET", "nope/", admin)).json()).toEqual({ detail: "invalid_id" });
  });
});

describe("the CSV export", () => {
  it("is UTF-8 with a BOM, an attachment named by the day, and neutralises formulas", async () => {
    const marker = `csv${Date.now()}`;
    await newLead({
      name: '=HYPERLINK("http://x")',
      subject: `${marker} +1`,
      message: "@SUM(A1) Привет, سلام",
    });
    await newLead({ name: "-2+3", subject: `${marker} "quoted"`, message: "Plain message here" });
    const response = await call("GET", `export/?q=${marker}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="bozor-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("created_at,source,status,name,email,phone,subject,message,assignee");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(",'-2+3,");
    expect(lines[1]).toContain(`"${marker} ""quoted"""`);
    expect(lines[2]).toContain('"\'=HYPERLINK(""http://x"")"');
    expect(lines[2]).toContain('"\'@SUM(A1) Привет, سلام"');
    expect(lines[2]).toContain(`,${marker} +1,`);
  });
});
