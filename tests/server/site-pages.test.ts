import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, PageContent, PageSummary } from "../../sdk/types.gen";
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

function publicPage(slug: string, lang?: string) {
  return t.app.inject({
    method: "GET",
    url: `/api/v1/page/${slug}/${lang ? `?lang=${lang}` : ""}`,
  });
}

function adminCall(method: "GET" | "PUT", url: string, tokens: Tokens | null, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1/admin/pages/${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload && { payload }),
  });
}

const texts = (text: string) => ({
  en: `${text} en`,
  ru: `${text} ru`,
  uz: `${text} uz`,
  fa: `${text} fa`,
});

function update(overrides: Record<string, unknown> = {}) {
  return {
    titles: texts("Title"),
    bodies: texts("## Heading\n\nBody"),
    icon: "mdi:information-outline",
    ...overrides,
  };
}

describe("the site's pages", () => {
  it("are published with real text in every language, with headings", async () => {
    for (const slug of ["about-us", "terms-and-privacy-policy", "contact-us"]) {
      for (const lang of ["en", "ru", "uz", "fa"]) {
        const page = json<Page>(await publicPage(slug, lang));
        expect(page).toMatchObject({ slug, lang });
        expect(page.title.length).toBeGreaterThan(3);
        expect(page.body).toMatch(/^## /m);
        expect(page.icon).toMatch(/^mdi:/);
      }
    }
    const terms = json<Page>(await publicPage("terms-and-privacy-policy", "fa"));
    expect(terms.title).toBe("شرایط استفاده و حریم خصوصی");
    expect(terms.body).toContain("support@bozor.uz");
    const office = json<Page>(await publicPage("contact-us", "ru"));
    expect(office.body).toContain("Ташкент");
  });

  it("answer in Russian when no language is asked", async () => {
    const page = json<Page>(await publicPage("about-us"));
    expect(page).toMatchObject({ lang: "ru", title: "О нас" });
  });

  it("answer an unknown or malformed slug and a wrong language with their codes", async () => {
    const unknown = await publicPage("careers");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: "page_not_found" });
    const malformed = await publicPage("About_Us");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: "page_not_found" });
    const lang = await publicPage("about-us", "de");
    expect(lang.statusCode).toBe(400);
    expect(lang.json()).toEqual({ detail: "wrong_language" });
  });
});

describe("editing the pages", () => {
  it("is for administrators only", async () => {
    expect((await adminCall("GET", "", null)).statusCode).toBe(401);
    for (const attempt of [
      () => adminCall("GET", "", user),
      () => adminCall("GET", "about-us/", user),
      () => adminCall("PUT", "about-us/", user, update()),
    ]) {
      const response = await attempt();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: "not_authorized_action" });
    }
    expect(json<Page>(await publicPage("about-us", "en")).title).toBe("About us");
  });

  it("lists the pages in the menu's order with titles in the language asked", async () => {
    const list = json<PageSummary[]>(await adminCall("GET", "?lang=uz", admin));
    expect(list.map((page) => page.slug)).toEqual([
      "about-us",
      "terms-and-privacy-policy",
      "contact-us",
    ]);
    expect(list[0]).toMatchObject({ title: "Biz haqimizda", updated_by: null });
  });

  it("saves every language at once, with who saved it, and shows it to visitors", async () => {
    const before = json<PageContent>(await adminCall("GET", "contact-us/", admin));
    expect(Object.keys(before.titles).sort()).toEqual(["en", "fa", "ru", "uz"]);
    const saved = await adminCall("PUT", "contact-us/", admin, update({ icon: "mdi:phone" }));
    expect(saved.statusCode).toBe(200);
    const page = json<PageContent>(saved);
    expect(page).toMatchObject({ slug: "contact-us", icon: "mdi:phone", titles: texts("Title") });
    expect(page.updated_by?.name).toBeTruthy();
    expect(Date.parse(page.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    const shown = json<Page>(await publicPage("contact-us", "uz"));
    expect(shown).toMatchObject({
      title: "Title uz",
      body: "## Heading\n\nBody uz",
      icon: "mdi:phone",
    });
    const none = await adminCall("PUT", "contact-us/", admin, update({ icon: null }));
    expect(json<PageContent>(none).icon).toBeNull();
    // Put back, for the other tests of this file.
    await adminCall("PUT", "contact-us/", admin, {
      titles: before.titles,
      bodies: before.bodies,
      icon: before.icon,
    });
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ["a language without a title", { titles: { ...texts("T"), fa: undefined } }, "title_required"],
    ["a blank title", { titles: { ...texts("T"), uz: "   " } }, "title_required"],
    ["a long title", { titles: { ...texts("T"), ru: "t".repeat(121) } }, "title_too_long"],
    ["a language more", { titles: { ...texts("T"), de: "Titel" } }, "title_required"],
    ["a missing body", { bodies: { ...texts("B"), en: undefined } }, "page_body_required"],
    ["an empty body", { bodies: { ...texts("B"), ru: "" } }, "page_body_required"],
    ["a long body", { bodies: { ...texts("B"), fa: "b".repeat(20_001) } }, "page_body_too_long"],
    ["a malformed icon", { icon: "not an icon" }, "icon_invalid"],
    ["an icon of no collection", { icon: "nope:home" }, "icon_invalid"],
    ["an icon the collection lacks", { icon: "mdi:no-such-icon-here" }, "icon_invalid"],
    ["a NUL in a body", { bodies: { ...texts("B"), en: "a\u0000b" } }, "invalid_characters"],
  ];
  for (const [what, change, code] of refusals) {
    it(`refuses ${what} with ${code}, changing nothing`, async () => {
      const before = json<PageContent>(await adminCall("GET", "about-us/", admin));
      const response = await adminCall("PUT", "about-us/", admin, update(change));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: code });
      expect(json<PageContent>(await adminCall("GET", "about-us/", admin))).toEqual(before);
    });
  }

  it("keeps the editor's name once their account is gone, without its id", async () => {
    const gone = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
    await t.app.services.db
      .updateTable("pages")
      .set({ updated_by: gone, updated_by_name: "Former Admin" })
      .where("slug", "=", "about-us")
      .execute();
    const page = json<PageContent>(await adminCall("GET", "about-us/", admin));
    expect(page.updated_by).toEqual({ id: null, name: "Former Admin" });
    const list = json<PageSummary[]>(await adminCall("GET", "", admin));
    expect(list.find((row) => row.slug === "about-us")?.updated_by).toEqual({
      id: null,
      name: "Former Admin",
    });
  });

  it("answers an unknown page with page_not_found", async () => {
    for (const response of [
      await adminCall("GET", "careers/", admin),
      await adminCall("PUT", "careers/", admin, update()),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "page_not_found" });
    }
  });
});
