import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminBlogPost,
  AuditPage,
  BlogPostInput,
  FormDetail,
  FormDraft,
} from "../../sdk/types.gen";
import { bearer, json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

/**
 * Content changes in the administrators' audit log (migration 0024): each blog post, form,
 * page and message change writes exactly one entry, in its transaction, with a compact before
 * and after; a refused change writes none.
 */
let t: TestApp;
let admin: Tokens;

const unknownId = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";

beforeAll(async () => {
  t = await startApp();
  admin = await tokensFor(t.app, "admin@demo.uz");
});
afterAll(async () => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";

function call(method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(admin),
    ...(payload && { payload }),
  });
}

/** The entries about one target, oldest first, as the table keeps them. */
async function entries(kind: string, id: string) {
  const rows = await t.app.services.db
    .selectFrom("admin_actions")
    .select(["action", "target_kind", "before", "after", "actor_name"])
    .where("target_kind", "=", kind as "page")
    .where("target_id", "=", id)
    .orderBy("id")
    .execute();
  return rows.map(({ actor_name: _name, ...row }) => row);
}

async function countAll(): Promise<number> {
  const row = await t.app.services.db
    .selectFrom("admin_actions")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const post = (input: Partial<BlogPostInput> = {}): BlogPostInput => ({
  translations: { ru: { title: "Заголовок", body: "Текст **поста**." } },
  cover: null,
  status: "draft",
  publish_at: null,
  ...input,
});

describe("blog posts in the audit log", () => {
  it("records creation, edits by what they did, and deletion, without the bodies", async () => {
    const createdResponse = await call("POST", "admin/blog/", post());
    expect(createdResponse.statusCode).toBe(201);
    const created = json<AdminBlogPost>(createdResponse);
    const draft = { titles: { ru: "Заголовок" }, status: "draft", publish_at: null, cover: null };
    expect(await entries("blog_post", created.id)).toEqual([
      { action: "blog_post.create", target_kind: "blog_post", before: null, after: draft },
    ]);
    expect(created.audit.map((entry) => entry.action)).toEqual(["blog_post.create"]);

    // A new language and a new Russian body: both languages changed, still a draft.
    const translations = {
      ru: { title: "Заголовок", body: "Другой текст." },
      en: { title: "Title", body: "Text." },
    };
    const edited = await call("PUT", `admin/blog/${created.id}/`, post({ translations }));
    expect(edited.statusCode).toBe(200);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await call(
      "PUT",
      `admin/blog/${created.id}/`,
      post({ translations, status: "published", publish_at: later }),
    );
    expect(scheduled.statusCode).toBe(200);
    const titles = { en: "Title", ru: "Заголовок" };
    const log = await entries("blog_post", created.id);
    expect(log.slice(1)).toEqual([
      {
        action: "blog_post.update",
        target_kind: "blog_post",
        before: draft,
        after: { ...draft, titles, changed_languages: ["en", "ru"] },
      },
      {
        action: "blog_post.publish",
        target_kind: "blog_post",
        before: { ...draft, titles },
        after: {
          titles,
          status: "published",
          publish_at: later,
          cover: null,
          changed_languages: [],
        },
      },
    ]);
    expect(JSON.stringify(log)).not.toContain("Другой текст");

    // The editor shows them, newest first.
    const opened = json<AdminBlogPost>(await call("GET", `admin/blog/${created.id}/`));
    expect(opened.audit.map((entry) => entry.action)).toEqual([
      "blog_post.publish",
      "blog_post.update",
      "blog_post.create",
    ]);

    const deleted = await call("DELETE", `admin/blog/${created.id}/`);
    expect(deleted.statusCode).toBe(204);
    const after = await entries("blog_post", created.id);
    expect(after).toHaveLength(4);
    expect(after[3]).toMatchObject({ action: "blog_post.delete", after: null });
    expect(after[3]?.before).toMatchObject({ titles, status: "published" });
  });

  it("records nothing for a save that changes nothing, or a refused one", async () => {
    const created = json<AdminBlogPost>(await call("POST", "admin/blog/", post()));
    const before = await countAll();
    expect((await call("PUT", `admin/blog/${created.id}/`, post())).statusCode).toBe(200);
    const refused = await call("PUT", `admin/blog/${created.id}/`, post({ cover: unknownId }));
    expect(refused.statusCode).toBe(400);
    expect((await call("PUT", `admin/blog/${unknownId}/`, post())).statusCode).toBe(404);
    expect((await call("DELETE", `admin/blog/${unknownId}/`)).statusCode).toBe(404);
    expect(await countAll()).toBe(before);
  });
});

let slugs = 0;
const label = (en: string) => ({ en, ru: `${en} ru`, uz: `${en} uz`, fa: `${en} fa` });

function form(change: Partial<FormDraft> = {}): FormDraft {
  slugs += 1;
  return {
    slug: `audited-${slugs}`,
    title: label("Survey"),
    placement: "contact_us",
    definition: {
      fields: [{ type: "email", name: "email", label: label("Email"), required: true }],
    },
    ...change,
  };
}

describe("forms in the audit log", () => {
  it("records creation, replacement and publication, and the form another took the place of", async () => {
    const first = json<FormDetail>(await call("POST", "admin/forms/", form()));
    const snapshot = {
      slug: first.slug,
      title: label("Survey"),
      placement: "contact_us",
      published: false,
      fields: ["email"],
    };
    expect(await entries("form", first.id)).toEqual([
      { action: "form.create", target_kind: "form", before: null, after: snapshot },
    ]);
    expect(first.audit.map((entry) => entry.action)).toEqual(["form.create"]);

    const replaced = await call(
      "PUT",
      `admin/forms/${first.id}/`,
      form({ slug: first.slug, title: label("Poll") }),
    );
    expect(replaced.statusCode).toBe(200);
    const published = await call("POST", `admin/forms/${first.id}/publication/`, {
      published: true,
    });
    expect(published.statusCode).toBe(200);
    expect((await entries("form", first.id)).slice(1)).toEqual([
      {
        action: "form.update",
        target_kind: "form",
        before: snapshot,
        after: { ...snapshot, title: label("Poll") },
      },
      {
        action: "form.publish",
        target_kind: "form",
        before: { published: false, placement: "contact_us" },
        after: { published: true, placement: "contact_us" },
      },
    ]);

    // A second form published on /contact-us takes the first off it: both entries are kept.
    const second = json<FormDetail>(await call("POST", "admin/forms/", form()));
    await call("POST", `admin/forms/${second.id}/publication/`, { published: true });
    expect((await entries("form", first.id)).at(-1)).toEqual({
      action: "form.unpublish",
      target_kind: "form",
      before: { published: true },
      after: { published: false, replaced_by: second.id },
    });
    const opened = json<FormDetail>(await call("GET", `admin/forms/${second.id}/`));
    expect(opened.audit.map((entry) => entry.action)).toEqual(["form.publish", "form.create"]);
  });

  it("records nothing for a refused change or a publication that changes nothing", async () => {
    const taken = json<FormDetail>(await call("POST", "admin/forms/", form()));
    const other = json<FormDetail>(await call("POST", "admin/forms/", form()));
    const before = await countAll();
    const clash = await call("PUT", `admin/forms/${other.id}/`, form({ slug: taken.slug }));
    expect(clash.statusCode).toBe(409);
    expect((await call("POST", "admin/forms/", form({ slug: taken.slug }))).statusCode).toBe(409);
    const same = await call("POST", `admin/forms/${other.id}/publication/`, { published: false });
    expect(same.statusCode).toBe(200);
    expect(await countAll()).toBe(before);
  });
});

const texts = (text: string) => ({
  en: `${text} en`,
  ru: `${text} ru`,
  uz: `${text} uz`,
  fa: `${text} fa`,
});

describe("site pages in the audit log", () => {
  it("records a save by its slug with the titles, the icon and the languages changed", async () => {
    const current = json<{ titles: Record<string, string>; bodies: Record<string, string> }>(
      await call("GET", "admin/pages/about-us/"),
    );
    const bodies = { ...current.bodies, fa: `${current.bodies.fa}\n\nیک بند تازه.` };
    const payload = { titles: current.titles, bodies, icon: "mdi:home" };
    expect((await call("PUT", "admin/pages/about-us/", payload)).statusCode).toBe(200);
    expect(await entries("page", "about-us")).toEqual([
      {
        action: "page.update",
        target_kind: "page",
        before: { icon: "mdi:storefront-outline", titles: current.titles },
        after: { icon: "mdi:home", titles: current.titles, changed_languages: ["fa"] },
      },
    ]);
    // The list filtered by the page finds it.
    const listed = await call("GET", "admin/audit/?target_kind=page&target_id=about-us");
    expect(json<AuditPage>(listed).items.map((entry) => entry.action)).toEqual(["page.update"]);

    const before = await countAll();
    expect((await call("PUT", "admin/pages/about-us/", payload)).statusCode).toBe(200);
    const badIcon = { titles: texts("T"), bodies: texts("B"), icon: "mdi:no-such-icon-here" };
    expect((await call("PUT", "admin/pages/about-us/", badIcon)).statusCode).toBe(400);
    const noPage = { titles: texts("T"), bodies: texts("B"), icon: null };
    expect((await call("PUT", "admin/pages/no-such-page/", noPage)).statusCode).toBe(404);
    expect(await countAll()).toBe(before);
  });

  it("refuses a target id that is no id, slug or key", async () => {
    const response = await call("GET", "admin/audit/?target_id=%3Cscript%3E");
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ detail: "invalid_id" });
  });
});

describe("interface messages in the audit log", () => {
  it("records an edit, a reset and each imported message by key, with its language", async () => {
    const key = "nav.blog";
    expect(
      (await call("POST", "admin/translations/", { lang: "uz", key, text: "Blog sahifasi" }))
        .statusCode,
    ).toBe(200);
    expect((await call("POST", "admin/translations/reset/", { lang: "uz", key })).statusCode).toBe(
      200,
    );
    expect(await entries("translation", key)).toEqual([
      {
        action: "translation.edit",
        target_kind: "translation",
        before: { lang: "uz", text: null },
        after: { lang: "uz", text: "Blog sahifasi" },
      },
      {
        action: "translation.reset",
        target_kind: "translation",
        before: { lang: "uz", text: "Blog sahifasi" },
        after: { lang: "uz", text: null },
      },
    ]);

    const imported = await call("POST", "admin/translations/import/", {
      ru: { [key]: "Наш блог" },
      fa: { [key]: "وبلاگ ما", "nav.terms": "قوانین" },
    });
    expect(imported.statusCode).toBe(200);
    const log = await entries("translation", key);
    expect(log.slice(2).map((entry) => [entry.action, entry.after])).toEqual([
      ["translation.import", { lang: "ru", text: "Наш блог" }],
      ["translation.import", { lang: "fa", text: "وبلاگ ما" }],
    ]);
    expect(await entries("translation", "nav.terms")).toHaveLength(1);
  });

  it("records nothing for a refused message, file or unchanged save", async () => {
    const before = await countAll();
    const broken = { lang: "ru", key: "nav.blog", text: "Блог {" };
    expect((await call("POST", "admin/translations/", broken)).statusCode).toBe(400);
    const file = { ru: { "nav.blog": "Блог {", "nav.terms": "Условия" } };
    const refused = await call("POST", "admin/translations/import/", file);
    expect(json<{ imported: number }>(refused).imported).toBe(0);
    const same = { lang: "ru", key: "nav.blog", text: "Наш блог" };
    expect((await call("POST", "admin/translations/", same)).statusCode).toBe(200);
    expect(await countAll()).toBe(before);
  });
});
