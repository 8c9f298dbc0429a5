import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminFinance, LedgerPage } from "../../sdk/types.gen";
import { neutralisedCell, toCsv } from "../../server/shared/csv";
import { adminGet, insertLedger, tashkentNoon } from "./admin-fixtures";
import { createBusiness, createPerson } from "./feedback-fixtures";
import { json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

// Finance from the payments ledger over a period (April 2020, where no demo row falls): totals,
// per day, per plan, the paged entries and the CSV export, whose cells never run as formulas.

let t: TestApp;
let admin: Tokens;
let user: Tokens;
let payerId: string;
let businessId: string;
const days = ["2020-04-01", "2020-04-02"];
const period = { from: days[0] as string, to: days[1] as string };

beforeAll(async () => {
  t = await startApp();
  admin = await tokensFor(t.app, "admin@demo.uz");
  user = await tokensFor(t.app, "user@demo.uz");
  const { db } = t.app.services;
  // Names a spreadsheet would run: the export must not let them.
  const payer = await createPerson(t.app, '=HYPERLINK("http://x")', "@Sum");
  payerId = payer.id;
  businessId = (
    await createBusiness(db, { status: "accepted", names: { ru: "+Магазин", en: '-Shop, "Best"' } })
  ).id;
  await insertLedger(db, [
    {
      kind: "charge",
      amount: 2_900_000,
      plan: "user-plus",
      at: tashkentNoon("2020-04-01"),
      userId: payerId,
    },
    {
      kind: "charge",
      amount: 24_900_000,
      plan: "business-pro",
      at: new Date("2020-04-02T18:59:59Z"), // 23:59:59 on the 2nd in Tashkent
      userId: payerId,
      businessId,
    },
    {
      kind: "refund",
      amount: -2_900_000,
      plan: "user-plus",
      at: tashkentNoon("2020-04-02"),
      userId: payerId,
    },
    {
      kind: "failure",
      amount: 9_900_000,
      plan: "business-start",
      at: tashkentNoon("2020-04-02"),
      userId: payerId,
      code: "STPIMS-ERR-057",
    },
    {
      kind: "failure",
      amount: 2_900_000,
      plan: "user-plus",
      at: tashkentNoon("2020-04-01"),
      userId: payerId,
    },
    // The next day in Tashkent (00:00:01): outside the period.
    { kind: "charge", amount: 100_000, plan: "user-plus", at: new Date("2020-04-02T19:00:01Z") },
  ]);
});
afterAll(async () => t.close());

describe("getAdminFinance", () => {
  it("sums charges, refunds and failures per day and per plan", async () => {
    const response = await adminGet(t.app, admin, "/admin/finance/", { ...period, lang: "en" });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<AdminFinance>(response);
    expect(body.period).toEqual({ ...period, days });
    expect(body.totals).toEqual({
      charged: 27_800_000,
      charge_count: 2,
      refunded: 2_900_000,
      refund_count: 1,
      revenue: 24_900_000,
      failed_count: 2,
      failed_amount: 12_800_000,
    });
    expect(body.per_day).toEqual({
      revenue: [2_900_000, 22_000_000],
      refunded: [0, 2_900_000],
      failed_count: [1, 1],
      failed_amount: [2_900_000, 9_900_000],
    });
    expect(body.by_plan).toEqual([
      {
        plan_code: "business-pro",
        plan_name: "Business Pro",
        total: 24_900_000,
        per_day: [0, 24_900_000],
      },
      { plan_code: "user-plus", plan_name: "Plus", total: 0, per_day: [2_900_000, -2_900_000] },
    ]);
  });

  it("refuses a bad period with its code", async () => {
    const response = await adminGet(t.app, admin, "/admin/finance/", {
      from: "2020-04-02",
      to: "2020-04-01",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "period_reversed" });
  });
});

describe("listLedgerEntries", () => {
  it("pages the period's entries newest first, with who they were for", async () => {
    const first = await adminGet(t.app, admin, "/admin/finance/ledger/", {
      ...period,
      page_size: "2",
      lang: "ru",
    });
    expect(first.statusCode, first.body).toBe(200);
    const page = json<LedgerPage>(first);
    expect(page.total).toBe(5);
    expect(page.items.map((entry) => [entry.kind, entry.amount])).toEqual([
      ["charge", 24_900_000],
      // Entries of one instant in the order they were written, newest first.
      ["failure", 9_900_000],
    ]);
    expect(page.items[0]).toMatchObject({
      plan_name: "Бизнес Про",
      person: { id: payerId, name: '=HYPERLINK("http://x") @Sum' },
      business: { id: businessId, name: "+Магазин" },
      currency: "UZS",
    });
    const third = json<LedgerPage>(
      await adminGet(t.app, admin, "/admin/finance/ledger/", {
        ...period,
        page_size: "2",
        page: "3",
      }),
    );
    expect(third.items.map((entry) => entry.amount)).toEqual([2_900_000]);
  });
});

describe("exportLedgerCsv", () => {
  it("downloads the period as a CSV file named after it, formulas neutralised", async () => {
    const response = await adminGet(t.app, admin, "/admin/finance/export/", {
      ...period,
      lang: "en",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="bozor-finance-2020-04-01-2020-04-02.csv"',
    );
    const text = response.body;
    expect(text.startsWith("\uFEFFid,at,kind,amount_tiyin,")).toBe(true);
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(6);
    // Oldest first; the refund's amount stays a number, the names cannot run.
    const refund = lines.find((line) => line.includes(",refund,")) ?? "";
    expect(refund).toContain(",-2900000,UZS,user,user-plus,Plus,");
    expect(refund).toContain(`,${payerId},"'=HYPERLINK(""http://x"") @Sum",`);
    const pro = lines.find((line) => line.includes("business-pro")) ?? "";
    expect(pro).toContain(`,${businessId},"'-Shop, ""Best""",`);
    expect(text).not.toMatch(/(^|,)"?[=+@]/m);
    const failure = lines.find((line) => line.includes("STPIMS")) ?? "";
    expect(failure.endsWith(",STPIMS-ERR-057")).toBe(true);
  });

  it("is for administrators only", async () => {
    for (const url of ["/admin/finance/", "/admin/finance/ledger/", "/admin/finance/export/"]) {
      expect((await adminGet(t.app, null, url)).statusCode).toBe(401);
      const refused = await adminGet(t.app, user, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ detail: "not_authorized_action" });
    }
  });
});

describe("CSV cells", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+998901234567", "'+998901234567"],
    ["-cmd", "'-cmd"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
    ["plain", "plain"],
    ["", ""],
  ])("writes the text %j as %j", (value, written) => {
    expect(neutralisedCell(value)).toBe(written);
  });

  it("keeps whole numbers, negative ones too, as numbers, and an empty cell for null", () => {
    expect(neutralisedCell(-2_900_000)).toBe("-2900000");
    expect(neutralisedCell(null)).toBe("");
    // A negative number given as text is text: it is neutralised like any other.
    expect(neutralisedCell("-2900000")).toBe("'-2900000");
  });

  it("quotes cells with commas, quotes and line breaks", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x,y", 'say "hi"'],
          ["line\nbreak", 1],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",1\r\n');
  });
});
