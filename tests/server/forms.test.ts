import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Form,
  FormDraft,
  FormField,
  FormList,
  FormSubmissionSent,
  LeadDetail,
  LeadPage,
  PageForm,
  PublicForm,
} from "../../sdk/types.gen";
import { defaultAddressLimits } from "../../server/config";
import { bearer, json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

let t: TestApp;
let admin: Tokens;
let user: Tokens;
let userId: string;

beforeAll(async () => {
  t = await startApp();
  [admin, user] = await Promise.all([
    tokensFor(t.app, "admin@demo.uz"),
    tokensFor(t.app, "user@demo.uz"),
  ]);
  const row = await t.app.services.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "user@demo.uz")
    .executeTakeFirstOrThrow();
  userId = row.id;
});
afterAll(async () => t.close());

let slugs = 0;
const label = (en: string) => ({ en, ru: `${en} (ru)`, uz: `${en} (uz)`, fa: `${en} (fa)` });

/** A form asking every type once, with a follow-up shown only for business people. */
function draft(change: Partial<FormDraft> = {}): FormDraft {
  slugs += 1;
  return {
    slug: `survey-${slugs}`,
    title: label("Survey"),
    placement: "landing",
    definition: {
      fields: [
        {
          type: "text",
          name: "name",
          label: label("Name"),
          required: true,
          min_length: 2,
          max_length: 40,
        },
        { type: "email", name: "email", label: label("Email"), required: true },
        { type: "phone", name: "phone", label: label("Phone"), required: false },
        {
          type: "text",
          name: "code",
          label: label("Code"),
          required: false,
          pattern: "[A-Z]{2}\\d{3}",
        },
        {
          type: "long_text",
          name: "about",
          label: label("About"),
          required: false,
          max_length: 50,
        },
        {
          type: "number",
          name: "budget",
          label: label("Budget"),
          required: false,
          min: 10,
          max: 1000,
        },
        {
          type: "single_choice",
          name: "kind",
          label: label("Kind"),
          required: true,
          options: [
            { value: "person", label: label("Person") },
            { value: "business", label: label("Business") },
          ],
        },
        {
          type: "text",
          name: "company",
          label: label("Company"),
          required: true,
          show_if: { field: "kind", equals: "business" },
        },
        {
          type: "multiple_choice",
          name: "topics",
          label: label("Topics"),
          required: false,
          options: [
            { value: "ads", label: label("Ads") },
            { value: "api", label: label("API") },
          ],
        },
        { type: "date", name: "start", label: label("Start"), required: false },
        { type: "consent", name: "consent", label: label("I agree"), required: true },
      ],
    },
    ...change,
  };
}

const answers = {
  name: "Aziz",
  email: "Aziz@Example.uz",
  kind: "person",
  consent: true,
};

function adminCall(method: "GET" | "POST" | "PUT", url: string, payload?: object, tokens = admin) {
  return t.app.inject({
    method,
    url: `/api/v1/admin/forms/${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload && { payload }),
  });
}

async function created(change: Partial<FormDraft> = {}): Promise<Form> {
  const response = await adminCall("POST", "", draft(change));
  expect(response.statusCode).toBe(201);
  return json<Form>(response);
}

async function published(change: Partial<FormDraft> = {}): Promise<Form> {
  const form = await created(change);
  const response = await adminCall("POST", `${form.id}/publication/`, { published: true });
  expect(response.statusCode).toBe(200);
  return json<Form>(response);
}

let address = 0;
/** Each submission from its own address, so the per-address limit is tested on its own. */
function submit(slug: string, payload: object, tokens: Tokens | null = null) {
  address += 1;
  return t.app.inject({
    method: "POST",
    url: `/api/v1/forms/${slug}/answers/`,
    headers: tokens ? bearer(tokens) : {},
    payload,
    remoteAddress: `198.51.100.${address % 250}`,
  });
}

async function leadCount(): Promise<number> {
  const row = await t.app.services.db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("building a form", () => {
  it("creates a draft, lists it, reads and replaces it", async () => {
    const form = await created();
    expect(form).toMatchObject({ published: false, answers: 0, placement: "landing" });
    const list = json<FormList>(await adminCall("GET", ""));
    expect(list.items[0]?.id).toBe(form.id);
    const replaced = await adminCall("PUT", `${form.id}/`, {
      ...draft({ slug: form.slug }),
      title: { en: "Renamed" },
    });
    expect(replaced.statusCode).toBe(200);
    expect(json<Form>(replaced).title).toEqual({ en: "Renamed" });
    expect(json<Form>(await adminCall("GET", `${form.id}/`)).title).toEqual({ en: "Renamed" });
  });

  const fields = draft().definition.fields;
  const field = (index: number): FormField => {
    const found = fields[index];
    if (!found) throw new Error(`no field ${index}`);
    return found;
  };
  const refusals: Array<[string, Partial<FormDraft>, number, string]> = [
    ["a bad slug", { slug: "Bad Slug" }, 400, "form_slug_invalid"],
    ["no title", { title: {} }, 400, "title_required"],
    [
      "an unknown page",
      { placement: "home" as FormDraft["placement"] },
      400,
      "form_placement_invalid",
    ],
    ["no fields", { definition: { fields: [] } }, 400, "form_fields_required"],
    [
      "a bad field name",
      { definition: { fields: [{ ...field(0), name: "Full Name" }] } },
      400,
      "form_field_name_invalid",
    ],
    [
      "a field without a label",
      { definition: { fields: [{ ...field(0), label: {} }] } },
      400,
      "form_label_required",
    ],
    [
      "an unknown type",
      { definition: { fields: [{ ...field(0), type: "file" as "text" }] } },
      400,
      "form_definition_invalid",
    ],
    [
      "two fields with one name",
      { definition: { fields: [field(0), field(0)] } },
      400,
      "form_field_name_taken",
    ],
    [
      "a choice without options",
      { definition: { fields: [{ ...field(6), options: undefined }] } },
      400,
      "form_options_required",
    ],
    [
      "reversed limits",
      { definition: { fields: [{ ...field(0), min_length: 9, max_length: 3 }] } },
      400,
      "form_limits_invalid",
    ],
    [
      "a negative minimum",
      { definition: { fields: [{ ...field(5), min: -1 }] } },
      400,
      "form_limits_invalid",
    ],
    [
      "a pattern that is no regular expression",
      { definition: { fields: [{ ...field(0), pattern: "([a-z]" }] } },
      400,
      "form_pattern_invalid",
    ],
    [
      "a pattern that backtracks catastrophically",
      { definition: { fields: [{ ...field(0), pattern: "(a+)+$" }] } },
      400,
      "form_pattern_invalid",
    ],
    [
      "a show_if naming a later field",
      { definition: { fields: [field(7), field(6)] } },
      400,
      "form_show_if_invalid",
    ],
    [
      "a show_if on an option the choice has not",
      {
        definition: {
          fields: [field(6), { ...field(7), show_if: { field: "kind", equals: "robot" } }],
        },
      },
      400,
      "form_show_if_invalid",
    ],
  ];
  for (const [what, change, status, code] of refusals) {
    it(`refuses ${what} with ${code} and stores nothing`, async () => {
      const before = json<FormList>(await adminCall("GET", "")).items.length;
      const response = await adminCall("POST", "", draft(change));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ detail: code });
      expect(json<FormList>(await adminCall("GET", "")).items.length).toBe(before);
    });
  }

  it("refuses a slug another form has with 409 form_slug_taken", async () => {
    const form = await created();
    const again = await adminCall("POST", "", draft({ slug: form.slug }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: "form_slug_taken" });
    const other = await created();
    const moved = await adminCall("PUT", `${other.id}/`, draft({ slug: form.slug }));
    expect(moved.statusCode).toBe(409);
  });

  it("answers 404 form_not_found for an unknown form and 400 invalid_id for a bad id", async () => {
    const unknown = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
    for (const response of [
      await adminCall("GET", `${unknown}/`),
      await adminCall("PUT", `${unknown}/`, draft()),
      await adminCall("POST", `${unknown}/publication/`, { published: true }),
      await adminCall("GET", `${unknown}/answers/export/`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "form_not_found" });
    }
    const bad = await adminCall("GET", "nope/");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: "invalid_id" });
  });

  it("is for administrators only", async () => {
    const form = await created();
    for (const response of [
      await adminCall("GET", "", undefined, user),
      await adminCall("POST", "", draft(), user),
      await adminCall("PUT", `${form.id}/`, draft(), user),
      await adminCall("POST", `${form.id}/publication/`, { published: true }, user),
      await adminCall("GET", `${form.id}/answers/export/`, undefined, user),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: "not_authorized_action" });
    }
  });
});

describe("publishing", () => {
  it("shows a published form at its address and nothing of a draft", async () => {
    const form = await created();
    const hidden = await t.app.inject({ method: "GET", url: `/api/v1/forms/${form.slug}/` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: "form_not_found" });
    await adminCall("POST", `${form.id}/publication/`, { published: true });
    const shown = await t.app.inject({ method: "GET", url: `/api/v1/forms/${form.slug}/` });
    expect(json<PublicForm>(shown)).toEqual({
      id: form.id,
      slug: form.slug,
      title: form.title,
      placement: "landing",
      definition: form.definition,
    });
    await adminCall("POST", `${form.id}/publication/`, { published: false });
    const off = await t.app.inject({ method: "GET", url: `/api/v1/forms/${form.slug}/` });
    expect(off.statusCode).toBe(404);
  });

  it("keeps one form per page: publishing another there takes the first off", async () => {
    const first = await published({ placement: "for_business" });
    const page = () => t.app.inject({ method: "GET", url: "/api/v1/pages/for_business/form/" });
    expect(json<PageForm>(await page()).form?.id).toBe(first.id);
    const second = await published({ placement: "for_business" });
    expect(json<PageForm>(await page()).form?.id).toBe(second.id);
    expect(json<Form>(await adminCall("GET", `${first.id}/`)).published).toBe(false);
    // A published landing moved onto the page takes it too.
    const third = await published();
    await adminCall("PUT", `${third.id}/`, {
      ...draft({ slug: third.slug }),
      placement: "for_business",
    });
    expect(json<PageForm>(await page()).form?.id).toBe(third.id);
    await adminCall("POST", `${third.id}/publication/`, { published: false });
    expect(json<PageForm>(await page()).form).toBeNull();
  });

  it("refuses an unknown page with form_placement_invalid", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/pages/home/form/" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "form_placement_invalid" });
  });
});

describe("answering a form", () => {
  it("turns valid answers into a new lead with source form and its answers", async () => {
    const form = await published();
    const sent = {
      ...answers,
      phone: "998901234567",
      code: "AB123",
      about: "<script>alert(1)</script>",
      budget: 99.12345,
      topics: ["api", "ads"],
      start: "2026-02-28",
      company: "dropped: hidden for a person",
    };
    const response = await submit(form.slug, { answers: sent, lang: "en" }, user);
    expect(response.statusCode).toBe(201);
    const id = json<FormSubmissionSent>(response).id;
    const detail = json<LeadDetail>(
      await t.app.inject({
        method: "GET",
        url: `/api/v1/admin/leads/${id}/`,
        headers: bearer(admin),
      }),
    );
    expect(detail.lead).toMatchObject({
      source: "form",
      status: "new",
      name: "Aziz",
      email: "aziz@example.uz",
      phone: "998901234567",
      user_id: userId,
    });
    expect(detail.lead.message).toContain("About: <script>alert(1)</script>");
    const values = Object.fromEntries(detail.answers?.items.map((i) => [i.name, i.value]) ?? []);
    expect(values).toMatchObject({
      name: "Aziz",
      about: "<script>alert(1)</script>",
      budget: 99.12345,
      topics: ["api", "ads"],
      company: null,
      consent: true,
    });
    expect(detail.answers?.form_id).toBe(form.id);
    expect(detail.answers?.items[0]?.label).toEqual(label("Name"));
    const listed = json<LeadPage>(
      await t.app.inject({
        method: "GET",
        url: "/api/v1/admin/leads/?source=form&q=aziz@example",
        headers: bearer(admin),
      }),
    );
    expect(listed.items.map((lead) => lead.id)).toContain(id);
    expect(json<Form>(await adminCall("GET", `${form.id}/`)).answers).toBe(1);
  });

  it("asks a field shown by its rule", async () => {
    const form = await published();
    const missing = await submit(form.slug, { answers: { ...answers, kind: "business" } });
    expect(missing.json()).toEqual({ detail: "form_answer_required" });
    const ok = await submit(form.slug, {
      answers: { ...answers, kind: "business", company: "Raqam" },
    });
    expect(ok.statusCode).toBe(201);
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ["no name", { name: undefined }, "form_answer_required"],
    ["a blank name", { name: "   " }, "form_answer_required"],
    ["a short name", { name: "A" }, "form_answer_too_short"],
    ["a long name", { name: "n".repeat(41) }, "form_answer_too_long"],
    ["a long text over its limit", { about: "a".repeat(51) }, "form_answer_too_long"],
    ["a code off its pattern", { code: "ab123" }, "form_answer_pattern_mismatch"],
    ["a code with more around it", { code: "xAB123" }, "form_answer_pattern_mismatch"],
    ["a bad email", { email: "aziz@" }, "invalid_email"],
    ["a phone with letters", { phone: "99890abc4567" }, "phone_must_be_digits"],
    ["a number as text", { budget: "12" }, "form_answer_not_number"],
    ["six decimals", { budget: 12.123456 }, "form_answer_not_number"],
    ["a number below its minimum", { budget: 9 }, "form_answer_too_small"],
    ["a number over its maximum", { budget: 1000.5 }, "form_answer_too_large"],
    ["an unknown option", { kind: "robot" }, "form_answer_choice_invalid"],
    ["an option twice", { topics: ["ads", "ads"] }, "form_answer_choice_invalid"],
    ["a choice as text", { topics: "ads" }, "form_answer_choice_invalid"],
    ["a day February has not", { start: "2026-02-30" }, "form_answer_date_invalid"],
    ["a date in another format", { start: "28.02.2026" }, "form_answer_date_invalid"],
    ["no consent", { consent: false }, "consent_required"],
    ["a field the form has not", { extra: "x" }, "form_answer_unknown_field"],
    ["a NUL in an answer", { name: "Az\u0000iz" }, "invalid_characters"],
    ["an answer that is an object", { name: { first: "Aziz" } }, "form_answers_invalid"],
  ];
  for (const [what, change, code] of refusals) {
    it(`refuses ${what} with ${code} and stores nothing`, async () => {
      const form = await published();
      const before = await leadCount();
      const response = await submit(form.slug, { answers: { ...answers, ...change } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: code });
      expect(await leadCount()).toBe(before);
    });
  }

  it("answers 404 form_not_found for a draft or an unknown slug", async () => {
    const draftForm = await created();
    for (const slug of [draftForm.slug, "no-such-form"]) {
      const response = await submit(slug, { answers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "form_not_found" });
    }
    // A slug no form could have is refused by the contract, with the same code.
    const malformed = await submit("Not_A_Slug", { answers });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: "form_not_found" });
  });

  it("limits the answers one address sends", async () => {
    const form = await published();
    const { max } = defaultAddressLimits.submitFormAnswers;
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/forms/${form.slug}/answers/`,
        payload: { answers },
        remoteAddress,
      });
    for (let i = 0; i < max; i += 1) expect((await from("203.0.113.60")).statusCode).toBe(201);
    const refused = await from("203.0.113.60");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: "too_many_attempts" });
  });
});

describe("exporting answers", () => {
  it("writes one row per lead and one column per field, formulas neutralised", async () => {
    const form = await published();
    await submit(form.slug, {
      answers: { ...answers, name: "=HYPERLINK(1)", topics: ["ads", "api"] },
    });
    await submit(form.slug, { answers: { ...answers, name: "Malika", budget: 250 } });
    const response = await adminCall("GET", `${form.id}/answers/export/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="bozor-form-${form.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "created_at,status,name,email,phone,code,about,budget,kind,company,topics,start,consent",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/,new,Malika,aziz@example\.uz,,,,250,person,,,,true$/);
    expect(lines[2]).toMatch(/,new,'=HYPERLINK\(1\),aziz@example\.uz,,,,,person,,ads; api,,true$/);
  });
});
