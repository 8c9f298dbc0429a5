import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminBlogPost,
  AdminBlogPostPage,
  BlogPost,
  BlogPostInput,
  BlogPostPage,
} from "../../sdk/types.gen";
import { registerFresh } from "./account-fixtures";
import { bearer, json, login, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

let t: TestApp;
let admin: Tokens;
let user: Tokens;
let business: Tokens;

const unknownId = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const png1x1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==";

beforeAll(async () => {
  t = await startApp();
  [admin, user, business] = await Promise.all([
    tokensFor(t.app, "admin@demo.uz"),
    tokensFor(t.app, "user@demo.uz"),
    tokensFor(t.app, "business@demo.uz"),
  ]);
});
afterAll(async () => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";

function adminCall(method: Method, url: string, tokens: Tokens | null, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1/admin/blog/${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload && { payload }),
  });
}

function publicCall(url: string, query: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url: `/api/v1/blog/${url}`, query });
}

const post = (input: Partial<BlogPostInput> = {}): BlogPostInput => ({
  translations: { ru: { title: "Заголовок", body: "Текст **поста**." } },
  cover: null,
  status: "published",
  publish_at: null,
  ...input,
});

async function create(input: Partial<BlogPostInput> = {}): Promise<AdminBlogPost> {
  const response = await adminCall("POST", "", admin, post(input));
  expect(response.statusCode).toBe(201);
  return json<AdminBlogPost>(response);
}

async function upload(tokens: Tokens): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v1/image/",
    headers: bearer(tokens),
    payload: { data: png1x1 },
  });
  expect(response.statusCode).toBe(201);
  return json<{ id: string }>(response).id;
}

const hourFromNow = () => new Date(Date.now() + 3_600_000).toISOString();
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

describe("reading the blog", () => {
  it("lists the demo posts published by now, newest first, with their covers", async () => {
    const page = json<BlogPostPage>(await publicCall("", { lang: "en", page_size: "48" }));
    const seeded = page.items.filter((item) => item.title === "Five habits of a safe online buyer");
    expect(seeded).toHaveLength(1);
    expect(seeded[0]?.cover).toMatch(/^[0-9a-f-]{36}$/);
    // The demo's scheduled post is not out yet.
    expect(page.items.some((item) => item.title.startsWith("Coming soon"))).toBe(false);
    const times = page.items.map((item) => Date.parse(item.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("shows each post in the reader's language, else Russian, else one it has", async () => {
    const both = await create({
      translations: {
        ru: { title: "Русский", body: "Текст" },
        fa: { title: "فارسی", body: "متن" },
      },
    });
    const onlyUz = await create({ translations: { uz: { title: "O‘zbekcha", body: "Matn" } } });
    const fa = json<BlogPost>(await publicCall(`${both.id}/`, { lang: "fa" }));
    expect(fa).toMatchObject({ lang: "fa", title: "فارسی", body: "متن", languages: ["ru", "fa"] });
    const en = json<BlogPost>(await publicCall(`${both.id}/`, { lang: "en" }));
    expect(en).toMatchObject({ lang: "ru", title: "Русский" });
    const uz = json<BlogPost>(await publicCall(`${onlyUz.id}/`, { lang: "en" }));
    expect(uz).toMatchObject({ lang: "uz", title: "O‘zbekcha", languages: ["uz"] });
  });

  it("takes the excerpt and the reading time from the words, and keeps Markdown as written", async () => {
    const words = Array.from({ length: 401 }, (_, i) => `word${i}`).join(" ");
    const body = `# Heading\n\n<script>alert(1)</script> [link](javascript:alert(1)) *${words}*`;
    const created = await create({ translations: { en: { title: "Long", body } } });
    const read = json<BlogPost>(await publicCall(`${created.id}/`, { lang: "en" }));
    expect(read.body).toBe(body);
    expect(read.reading_minutes).toBe(3);
    // A javascript: link is no link: it stays the text it was typed as.
    expect(read.excerpt).toMatch(
      /^Heading <script>alert\(1\)<\/script> \[link\]\(javascript:alert\(1\)\) word0 word1 /,
    );
    expect(read.excerpt.length).toBeLessThanOrEqual(200);
    const short = await create({ translations: { en: { title: "Short", body: "One." } } });
    expect(json<BlogPost>(await publicCall(`${short.id}/`)).reading_minutes).toBe(1);
  });

  it("pages the list", async () => {
    const first = json<BlogPostPage>(await publicCall("", { page_size: "1" }));
    const second = json<BlogPostPage>(await publicCall("", { page_size: "1", page: "2" }));
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThan(1);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect(json<{ detail: string }>(await publicCall("", { page: "0" })).detail).toBe(
      "invalid_page",
    );
    expect(json<{ detail: string }>(await publicCall("", { lang: "de" })).detail).toBe(
      "wrong_language",
    );
  });
});

describe("draft, scheduled and published", () => {
  it("keeps a draft and a scheduled post from visitors until they are due", async () => {
    const draft = await create({ status: "draft" });
    expect(draft.state).toBe("draft");
    const draftRead = await publicCall(`${draft.id}/`);
    expect(draftRead.statusCode).toBe(404);
    expect(json<{ detail: string }>(draftRead).detail).toBe("blog_post_not_found");

    const later = hourFromNow();
    const scheduled = await create({ publish_at: later });
    expect(scheduled).toMatchObject({ state: "scheduled", status: "published" });
    expect((await publicCall(`${scheduled.id}/`)).statusCode).toBe(404);
    const listed = json<BlogPostPage>(await publicCall("", { page_size: "48" }));
    expect(listed.items.some((item) => item.id === scheduled.id)).toBe(false);

    // Its time comes: the clock at query time lets it out, no job needed.
    const due = await adminCall("PUT", `${scheduled.id}/`, admin, post({ publish_at: hourAgo() }));
    expect(json<AdminBlogPost>(due).state).toBe("published");
    expect((await publicCall(`${scheduled.id}/`)).statusCode).toBe(200);
  });

  it("publishes now when published without a time", async () => {
    const before = Date.now();
    const created = await create();
    expect(created.state).toBe("published");
    expect(Date.parse(created.publish_at ?? "")).toBeGreaterThanOrEqual(before - 1000);
  });

  it("lists every post for administrators, last changed first", async () => {
    const draft = await create({
      status: "draft",
      translations: { fa: { title: "پیش‌نویس", body: "متن" } },
    });
    const page = json<AdminBlogPostPage>(await adminCall("GET", "", admin, undefined));
    expect(page.items[0]).toMatchObject({
      id: draft.id,
      state: "draft",
      lang: "fa",
      title: "پیش‌نویس",
      languages: ["fa"],
    });
  });
});

describe("editing", () => {
  it("replaces the languages, and a language left out is removed", async () => {
    const created = await create({
      translations: { ru: { title: "Р", body: "Т" }, en: { title: "E", body: "B" } },
    });
    const saved = json<AdminBlogPost>(
      await adminCall(
        "PUT",
        `${created.id}/`,
        admin,
        post({ translations: { en: { title: "  New title  ", body: "New body" } } }),
      ),
    );
    expect(saved.translations).toEqual({ en: { title: "New title", body: "New body" } });
    const read = json<AdminBlogPost>(await adminCall("GET", `${created.id}/`, admin));
    expect(read).toEqual(saved);
  });

  it("takes a cover the administrator uploaded, checked by its bytes, and keeps it", async () => {
    const cover = await upload(admin);
    const created = await create({ cover });
    expect(created.cover).toBe(cover);
    const kept = await adminCall("PUT", `${created.id}/`, admin, post({ cover }));
    expect(json<AdminBlogPost>(kept).cover).toBe(cover);
    const notAnImage = await t.app.inject({
      method: "POST",
      url: "/api/v1/image/",
      headers: bearer(admin),
      payload: { data: Buffer.from("<svg onload=alert(1)>").toString("base64") },
    });
    expect(json<{ detail: string }>(notAnImage).detail).toBe("image_invalid");
  });

  it("refuses a cover someone else uploaded or that does not exist, changing nothing", async () => {
    const theirs = await upload(user);
    const created = await create();
    for (const cover of [theirs, unknownId]) {
      const refused = await adminCall("POST", "", admin, post({ cover }));
      expect(refused.statusCode).toBe(400);
      expect(json<{ detail: string }>(refused).detail).toBe("image_not_found");
      const update = await adminCall(
        "PUT",
        `${created.id}/`,
        admin,
        post({ cover, translations: { en: { title: "Changed", body: "x" } } }),
      );
      expect(json<{ detail: string }>(update).detail).toBe("image_not_found");
    }
    const after = json<AdminBlogPost>(await adminCall("GET", `${created.id}/`, admin));
    expect(after.translations).toEqual(created.translations);
  });

  it("keeps a post and its cover when the administrator who wrote it deletes their account", async () => {
    const writer = await registerFresh(t.app);
    await t.app.services.db
      .updateTable("users")
      .set({ role: "admin" })
      .where("id", "=", writer.userId)
      .execute();
    // The role is in the access token: signed in again, they are an administrator.
    const tokens = json<Tokens>(await login(t.app, writer.phone, writer.password));
    const cover = await upload(tokens);
    const created = json<AdminBlogPost>(await adminCall("POST", "", tokens, post({ cover })));
    const gone = await t.app.inject({
      method: "POST",
      url: "/api/v1/profile/delete/",
      headers: bearer(tokens),
      payload: { password: writer.password },
    });
    expect(gone.statusCode).toBe(204);
    expect(json<BlogPost>(await publicCall(`${created.id}/`)).cover).toBe(cover);
    expect((await t.app.inject({ method: "GET", url: `/api/v1/image/${cover}` })).statusCode).toBe(
      200,
    );
  });

  it("deletes a post", async () => {
    const created = await create();
    expect((await adminCall("DELETE", `${created.id}/`, admin)).statusCode).toBe(204);
    expect((await adminCall("GET", `${created.id}/`, admin)).statusCode).toBe(404);
    expect((await publicCall(`${created.id}/`)).statusCode).toBe(404);
    const again = await adminCall("DELETE", `${created.id}/`, admin);
    expect(json<{ detail: string }>(again).detail).toBe("blog_post_not_found");
  });
});

describe("bad input", () => {
  const longBody = "a".repeat(50_001);
  const cases: Array<[string, object, string]> = [
    ["no language", post({ translations: {} }), "blog_translation_required"],
    [
      "a language the blog has not",
      { ...post(), translations: { de: { title: "T", body: "B" } } },
      "blog_translation_required",
    ],
    [
      "a blank title",
      post({ translations: { ru: { title: "  ", body: "B" } } }),
      "blog_title_invalid",
    ],
    [
      "a title too long",
      post({ translations: { ru: { title: "t".repeat(201), body: "B" } } }),
      "blog_title_invalid",
    ],
    [
      "an empty body",
      post({ translations: { ru: { title: "T", body: "" } } }),
      "blog_body_required",
    ],
    [
      "a body too long",
      post({ translations: { ru: { title: "T", body: longBody } } }),
      "blog_body_too_long",
    ],
    ["an unknown status", { ...post(), status: "archived" }, "blog_status_invalid"],
    ["a time that is no time", post({ publish_at: "tomorrow" }), "blog_publish_at_invalid"],
    ["a cover that is no id", post({ cover: "cover.png" }), "image_not_found"],
  ];

  it.each(cases)("refuses %s, creating nothing", async (_name, payload, code) => {
    const before = json<AdminBlogPostPage>(await adminCall("GET", "", admin)).total;
    const response = await adminCall("POST", "", admin, payload);
    expect(response.statusCode).toBe(400);
    expect(json<{ detail: string }>(response).detail).toBe(code);
    expect(json<AdminBlogPostPage>(await adminCall("GET", "", admin)).total).toBe(before);
  });

  it("refuses an update with bad input, changing nothing", async () => {
    const created = await create();
    const response = await adminCall("PUT", `${created.id}/`, admin, post({ translations: {} }));
    expect(json<{ detail: string }>(response).detail).toBe("blog_translation_required");
    expect(json<AdminBlogPost>(await adminCall("GET", `${created.id}/`, admin))).toEqual(created);
  });

  it("answers invalid_id and blog_post_not_found for ids", async () => {
    expect(json<{ detail: string }>(await publicCall("nope/")).detail).toBe("invalid_id");
    expect(json<{ detail: string }>(await adminCall("GET", "nope/", admin)).detail).toBe(
      "invalid_id",
    );
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const response = await adminCall(
        method,
        `${unknownId}/`,
        admin,
        method === "PUT" ? post() : undefined,
      );
      expect(response.statusCode).toBe(404);
      expect(json<{ detail: string }>(response).detail).toBe("blog_post_not_found");
    }
  });
});

describe("who may write", () => {
  it("lets only administrators reach the editor's operations", async () => {
    const created = await create();
    const calls: Array<[Method, string, object | undefined]> = [
      ["GET", "", undefined],
      ["POST", "", post()],
      ["GET", `${created.id}/`, undefined],
      ["PUT", `${created.id}/`, post()],
      ["DELETE", `${created.id}/`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await adminCall(method, url, null, payload)).statusCode).toBe(401);
      for (const tokens of [user, business]) {
        const refused = await adminCall(method, url, tokens, payload);
        expect(refused.statusCode).toBe(403);
        expect(json<{ detail: string }>(refused).detail).toBe("not_authorized_action");
      }
    }
    expect((await adminCall("GET", `${created.id}/`, admin)).statusCode).toBe(200);
  });
});
