import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  MessageOverrides,
  TranslationChangePage,
  TranslationImportResult,
  TranslationPage,
  TranslationRow,
} from "../../sdk/types.gen";
import { bearer, json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

let t: TestApp;
let admin: Tokens;
let user: Tokens;

beforeAll(async () => {
  t = await startApp();
  [admin, user] = await Promise.all([
    tokensFor(t.app, "admin@demo.uz"),
    tokensFor(t.app, "user@demo.uz"),
  ]);
});
afterAll(async () => t.close());

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = "", flat: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat[id] = value;
    else flatten(value, id, flat);
  }
  return flat;
}
const bundled = Object.fromEntries(
  ["en", "ru", "uz", "fa"].map((lang) => [
    lang,
    flatten(
      JSON.parse(
        readFileSync(path.join(import.meta.dirname, `../../locales/${lang}.json`), "utf8"),
      ),
    ),
  ]),
) as Record<"en" | "ru" | "uz" | "fa", Record<string, string>>;

function admins(method: "GET" | "POST", url: string, tokens: Tokens | null, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1/admin/translations/${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload && { payload }),
  });
}

const save = (payload: object, tokens: Tokens = admin) => admins("POST", "", tokens, payload);
const reset = (payload: object) => admins("POST", "reset/", admin, payload);

function overrides(lang: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url: `/api/v1/translations/${lang}/`, headers });
}

async function row(key: string): Promise<TranslationRow> {
  const page = json<TranslationPage>(await admins("GET", `?q=${encodeURIComponent(key)}`, admin));
  const found = page.items.find((item) => item.key === key);
  if (!found) throw new Error(`${key} is not listed`);
  return found;
}

async function history(key: string): Promise<TranslationChangePage> {
  return json(await admins("GET", `history/?key=${encodeURIComponent(key)}`, admin));
}

describe("who may edit", () => {
  it("refuses visitors and people who are not administrators", async () => {
    expect((await admins("GET", "", null)).statusCode).toBe(401);
    expect((await admins("GET", "", user)).json()).toEqual({ detail: "not_authorized_action" });
    const refused = await save({ lang: "uz", key: "common.retry", text: "Yana" }, user);
    expect(refused.statusCode).toBe(403);
    expect((await row("common.retry")).messages.uz.override).toBeNull();
  });
});

describe("a visitor's overrides", () => {
  it("are the changed messages as ASTs, revalidated by ETag, and follow a change", async () => {
    const before = await overrides("uz");
    expect(before.statusCode).toBe(200);
    expect(before.headers["cache-control"]).toBe("no-cache");
    const etag = String(before.headers.etag);
    const unchanged = await overrides("uz", { "if-none-match": etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");

    const saved = await save({
      lang: "uz",
      key: "gallery.show",
      text: "{position}-rasmni ko‘rish",
    });
    expect(saved.statusCode).toBe(200);
    const after = await overrides("uz", { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(json<MessageOverrides>(after)["gallery.show"]).toEqual([
      { type: 1, value: "position" },
      { type: 0, value: "-rasmni ko‘rish" },
    ]);
    // Other languages are not affected.
    expect(json<MessageOverrides>(await overrides("ru"))["gallery.show"]).toBeUndefined();
  });

  it("leaves out an override a new build no longer fits", async () => {
    await t.app.services.db
      .insertInto("translation_overrides")
      .values([
        { lang: "fa", key: "gone.with.the.build", text: "متن کهنه", updated_by: null },
        { lang: "fa", key: "gallery.show", text: "نمایش {index}", updated_by: null },
      ])
      .execute();
    const served = json<MessageOverrides>(await overrides("fa"));
    expect(served["gone.with.the.build"]).toBeUndefined();
    expect(served["gallery.show"]).toBeUndefined();
  });

  it("refuses a language there is not", async () => {
    expect((await overrides("de")).json()).toEqual({ detail: "wrong_language" });
  });
});

describe("saving a message", () => {
  it("stores the override, shows it in the table, and keeps who changed it from what", async () => {
    const saved = json<TranslationRow>(
      await save({ lang: "uz", key: "common.retry", text: "Qaytadan urinish" }),
    );
    expect(saved.messages.uz).toEqual({
      text: "Qaytadan urinish",
      bundled: bundled.uz["common.retry"],
      override: "Qaytadan urinish",
    });
    expect(saved.messages.en.override).toBeNull();
    await save({ lang: "uz", key: "common.retry", text: "Yana urinib ko‘rish" });

    const changes = (await history("common.retry")).items;
    expect(
      changes.map(({ before, after, source, lang }) => ({ before, after, source, lang })),
    ).toEqual([
      { before: "Qaytadan urinish", after: "Yana urinib ko‘rish", source: "edit", lang: "uz" },
      { before: null, after: "Qaytadan urinish", source: "edit", lang: "uz" },
    ]);
    expect(changes[0]?.actor.name).not.toBe("");
    expect(changes[0]?.actor.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("records nothing when the text is the one shown, and drops the override for the bundled text", async () => {
    const key = "common.loading";
    await save({ lang: "fa", key, text: "کمی صبر کنید…" });
    await save({ lang: "fa", key, text: "کمی صبر کنید…" });
    expect((await history(key)).total).toBe(1);
    const back = json<TranslationRow>(await save({ lang: "fa", key, text: bundled.fa[key] }));
    expect(back.messages.fa).toEqual({
      text: bundled.fa[key],
      bundled: bundled.fa[key],
      override: null,
    });
    expect((await history(key)).items[0]).toMatchObject({ before: "کمی صبر کنید…", after: null });
  });

  it.each([
    ["broken ICU syntax", "gallery.show", "ru", "Показать {position", "translation_syntax_invalid"],
    ["a dropped placeholder", "gallery.show", "ru", "Показать", "translation_placeholders_differ"],
    [
      "a renamed placeholder",
      "gallery.show",
      "ru",
      "Показать {index}",
      "translation_placeholders_differ",
    ],
    [
      "a Russian plural without few and many",
      "catalog.countdown.days",
      "ru",
      "{days, plural, one {# день} other {# дней}} {clock}",
      "translation_plural_categories_missing",
    ],
    [
      "an Uzbek plural without one",
      "catalog.countdown.days",
      "uz",
      "{days, plural, other {# kun}} {clock}",
      "translation_plural_categories_missing",
    ],
    [
      "a key the app does not have",
      "common.nothing.here",
      "uz",
      "Salom",
      "translation_key_unknown",
    ],
    ["an empty text", "common.retry", "uz", "", "translation_text_required"],
    ["a blank text", "common.retry", "uz", "   ", "translation_text_required"],
    ["a text too long", "common.retry", "uz", "a".repeat(5001), "translation_text_too_long"],
    ["a language there is not", "common.retry", "de", "Nochmal", "wrong_language"],
  ])("refuses %s and keeps the old text", async (_, key, lang, text, code) => {
    await save({ lang: "ru", key: "gallery.show", text: "Открыть {position}" });
    const before = await history(key);
    const refused = await save({ lang, key, text });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: code });
    expect((await history(key)).total).toBe(before.total);
    expect((await row("gallery.show")).messages.ru.text).toBe("Открыть {position}");
  });

  it("takes a Russian plural with every category, and tags kept as in English", async () => {
    const plural =
      "{days, plural, one {# сутки} few {# суток} many {# суток} other {# суток}} {clock}";
    expect(
      (await save({ lang: "ru", key: "catalog.countdown.days", text: plural })).statusCode,
    ).toBe(200);
    const english = bundled.en["catalog.countdown.days"];
    expect(
      (await save({ lang: "en", key: "catalog.countdown.days", text: english })).statusCode,
    ).toBe(200);
  });
});

describe("resetting a message", () => {
  it("goes back to the bundled text, recorded; without an override nothing happens", async () => {
    const key = "common.retry";
    await save({ lang: "ru", key, text: "Ещё раз" });
    const total = (await history(key)).total;
    const back = json<TranslationRow>(await reset({ lang: "ru", key }));
    expect(back.messages.ru).toEqual({
      text: bundled.ru[key],
      bundled: bundled.ru[key],
      override: null,
    });
    expect((await history(key)).total).toBe(total + 1);
    await reset({ lang: "ru", key });
    expect((await history(key)).total).toBe(total + 1);
    expect((await reset({ lang: "ru", key: "no.such.key" })).json()).toEqual({
      detail: "translation_key_unknown",
    });
  });
});

describe("the table", () => {
  it("lists every English key in order, a page at a time", async () => {
    const keys = Object.keys(bundled.en);
    const first = json<TranslationPage>(await admins("GET", "?page_size=10", admin));
    expect(first.total).toBe(keys.length);
    expect(first.items.map((item) => item.key)).toEqual(keys.slice(0, 10));
    const third = json<TranslationPage>(await admins("GET", "?page_size=10&page=3", admin));
    expect(third.items.map((item) => item.key)).toEqual(keys.slice(20, 30));
  });

  it("finds a key by part of it or by its text in any language", async () => {
    const byPersian = json<TranslationPage>(
      await admins("GET", `?q=${encodeURIComponent(bundled.fa["nav.aboutUs"] ?? "")}`, admin),
    );
    expect(byPersian.items.map((item) => item.key)).toContain("nav.aboutUs");
    const byKey = json<TranslationPage>(await admins("GET", "?q=NAV.ABOUTUS", admin));
    expect(byKey.items.map((item) => item.key)).toContain("nav.aboutUs");
  });

  it("filters the overridden, the identical to English and the missing messages", async () => {
    await save({ lang: "uz", key: "nav.blog", text: "Blog sahifasi" });
    const overridden = json<TranslationPage>(
      await admins("GET", "?filter=overridden&language=uz&page_size=48", admin),
    );
    expect(overridden.items.map((item) => item.key)).toContain("nav.blog");
    expect(overridden.items.every((item) => item.messages.uz.override !== null)).toBe(true);

    const identical = json<TranslationPage>(
      await admins("GET", "?filter=identical&language=ru", admin),
    );
    const expected = Object.keys(bundled.en).filter((key) => bundled.ru[key] === bundled.en[key]);
    expect(identical.total).toBe(expected.length);

    const missing = json<TranslationPage>(await admins("GET", "?filter=missing", admin));
    const expectedMissing = Object.keys(bundled.en).filter((key) =>
      (["en", "ru", "uz", "fa"] as const).some((lang) => !bundled[lang][key]?.trim()),
    );
    expect(missing.total).toBe(expectedMissing.length);
  });

  it("narrows by `language`, not by the interface's `lang` the app adds to every GET", async () => {
    await save({ lang: "uz", key: "nav.footer", text: "Bozor haqida ma’lumot" });
    const any = json<TranslationPage>(
      await admins("GET", "?filter=overridden&lang=ru&q=nav.footer", admin),
    );
    expect(any.items.map((item) => item.key)).toEqual(["nav.footer"]);
    const russian = json<TranslationPage>(
      await admins("GET", "?filter=overridden&language=ru&q=nav.footer", admin),
    );
    expect(russian.total).toBe(0);
    const changes = json<TranslationChangePage>(
      await admins("GET", "history/?key=nav.footer&lang=ru", admin),
    );
    expect(changes.items.map((change) => change.lang)).toEqual(["uz"]);
    const russianChanges = json<TranslationChangePage>(
      await admins("GET", "history/?key=nav.footer&language=ru", admin),
    );
    expect(russianChanges.total).toBe(0);
  });

  it("refuses a filter it does not know", async () => {
    expect((await admins("GET", "?filter=old", admin)).json()).toEqual({
      detail: "invalid_filter",
    });
    expect((await admins("GET", "?language=de", admin)).json()).toEqual({
      detail: "invalid_filter",
    });
    expect((await admins("GET", `?q=${"x".repeat(101)}`, admin)).json()).toEqual({
      detail: "query_too_long",
    });
  });
});

describe("export and import", () => {
  it("exports the overrides, or every message as shown", async () => {
    await save({ lang: "uz", key: "nav.terms", text: "Shartlar" });
    const file = await admins("GET", "export/", admin);
    expect(file.headers["content-disposition"]).toMatch(
      /^attachment; filename="bozor-translations-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const exported = file.json() as Record<string, Record<string, string>>;
    expect(exported.uz?.["nav.terms"]).toBe("Shartlar");
    expect(exported.en?.["nav.terms"]).toBeUndefined();
    const all = (await admins("GET", "export/?scope=all", admin)).json() as Record<
      string,
      Record<string, string>
    >;
    expect(all.uz?.["nav.terms"]).toBe("Shartlar");
    expect(all.en?.["nav.terms"]).toBe(bundled.en["nav.terms"]);
    expect(Object.keys(all.fa ?? {})).toHaveLength(Object.keys(bundled.en).length);
  });

  it("imports all or nothing, listing every refused entry", async () => {
    const refused = json<TranslationImportResult>(
      await admins("POST", "import/", admin, {
        uz: { "nav.blog": "Blog yangiliklari", "gallery.show": "Ko‘rish" },
        ru: { "unknown.key": "Текст", "nav.blog": "Блог {" },
      }),
    );
    expect(refused).toEqual({
      imported: 0,
      errors: [
        { lang: "ru", key: "unknown.key", code: "translation_key_unknown" },
        { lang: "ru", key: "nav.blog", code: "translation_syntax_invalid" },
        { lang: "uz", key: "gallery.show", code: "translation_placeholders_differ" },
      ],
    });
    expect((await row("nav.blog")).messages.uz.text).toBe("Blog sahifasi");

    const imported = json<TranslationImportResult>(
      await admins("POST", "import/", admin, {
        uz: { "nav.blog": "Blog yangiliklari", "nav.terms": "Shartlar" },
        fa: { "nav.blog": "وبلاگ بازار" },
      }),
    );
    // nav.terms was already so: only two messages changed.
    expect(imported).toEqual({ imported: 2, errors: [] });
    expect((await row("nav.blog")).messages.fa.override).toBe("وبلاگ بازار");
    expect((await history("nav.blog")).items[0]).toMatchObject({ source: "import" });
  });

  it("refuses a file of another shape", async () => {
    const refused = await admins("POST", "import/", admin, { de: { "nav.blog": "Blog" } });
    expect(refused.json()).toEqual({ detail: "translation_file_invalid" });
    const notText = await admins("POST", "import/", admin, { uz: { "nav.blog": 5 } });
    expect(notText.statusCode).toBe(400);
  });
});
