import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import type { RegistrationKind } from "../../machines/registration.machine";
import type { Access } from "../../machines/route-access";
import type { PlanAudience } from "../../sdk";
import type { AdminSection } from "../../src/app/admin-pages";
import { type PageName, ROUTE_DESCRIPTIONS, ROUTES } from "../../src/app/routes";
import type { LayoutName } from "../../src/components/layout/Layouts";
import type { CatalogRoute } from "../../src/features/catalog/catalog-pages";
import type { SitePageSlug } from "../../src/features/site-pages/SitePage";
import type { SearchKind } from "../../src/lib/catalog-paths";
import { flattenMessages } from "../../src/lib/i18n/load-messages";
import { pages } from "../../src/routes.json";

// Every value of each type, so the compiler says when a type gains one the check would refuse.
const LAYOUTS: Record<LayoutName, true> = { landing: true, profile: true, admin: true };
const ACCESS: Record<Access, true> = { public: true, user: true, business: true, admin: true };
const PAGES: Record<PageName, true> = {
  home: true,
  gallery: true,
  profile: true,
  catalog: true,
  search: true,
  authCallback: true,
  notifications: true,
  signup: true,
  listings: true,
  paymentCards: true,
  subscription: true,
  contact: true,
  formLanding: true,
  admin: true,
  support: true,
  blog: true,
  myBanners: true,
  empty: true,
  sitePage: true,
};
const CATALOG_ROUTES: Record<CatalogRoute, true> = {
  products: true,
  service: true,
  "flash-sell": true,
  business: true,
  favorites: true,
  "for-business": true,
  banner: true,
};
const REGISTRATION_KINDS: Record<RegistrationKind, true> = { user: true, business: true };
const PLAN_AUDIENCES: Record<PlanAudience, true> = { user: true, business: true };
const ADMIN_SECTIONS: Record<AdminSection, true> = {
  dashboard: true,
  categories: true,
  finance: true,
  users: true,
  companies: true,
  leads: true,
  chat: true,
  banners: true,
  "banner-editor": true,
  blogs: true,
  "blog-editor": true,
  forms: true,
  pages: true,
  translations: true,
  "search-synonyms": true,
};
const SITE_PAGES: Record<SitePageSlug, true> = {
  "about-us": true,
  "terms-and-privacy-policy": true,
};
const SEARCH_KINDS: Record<SearchKind, true> = {
  products: true,
  service: true,
  business: true,
  "flash-sell": true,
};

const SPEC_PATHS = [
  "/",
  "/test",
  "/banner",
  "/profile",
  "/about-us",
  "/blog",
  "/blog/:id",
  "/favorites",
  "/contact-us",
  "/my-products",
  "/my-services",
  "/for-business",
  "/form-builder",
  "/subscription",
  "/business-subscription",
  "/translations",
  "/auth/callback",
  "/notifications",
  "/payment-cards",
  "/register-user",
  "/register-business",
  "/terms-and-privacy-policy",
  ...["service", "business", "products", "flash-sell"].flatMap((kind) => [
    `/search/${kind}`,
    `/search/${kind}/:id`,
  ]),
  "/admin",
  "/admin/dashboard",
  "/admin/chat",
  "/admin/leads",
  "/admin/finance",
  "/admin/users",
  "/admin/users/:id",
  "/admin/blogs",
  "/admin/blogs/new",
  "/admin/blogs/new/:id",
  "/admin/banner",
  "/admin/banner/new",
  "/admin/banner/new/:id",
  "/admin/companies",
  "/admin/companies/:id",
];

// Pages of our own beyond SPEC.md's list: a business's editor of one offering (`new` for a new one).
const EDITOR_PATHS = ["/my-products/:id", "/my-services/:id"];
// And the signed-in person's support chat (issue 17).
const SUPPORT_PATHS = ["/support"];
// And a form of the form builder at its own address (issue 21).
const FORM_PATHS = ["/forms/:slug"];
// And a business's banners and banner requests (issue 18, content tools).
const BANNER_PATHS = ["/my-banners"];
// And the site pages' editor (issue 19, content tools).
const SITE_PAGE_PATHS = ["/admin/pages", "/admin/pages/:slug"];
// And the category editor (content tools, icons in the editors).
const CATEGORY_EDITOR_PATHS = ["/admin/categories", "/admin/categories/:id"];
// And the search's synonym list (issue 21, search quality).
const SYNONYM_PATHS = ["/admin/search-synonyms"];

describe("routes", () => {
  it("register every path of SPEC.md section 2 and the listings editor, once", () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      [
        ...SPEC_PATHS,
        ...EDITOR_PATHS,
        ...SUPPORT_PATHS,
        ...FORM_PATHS,
        ...SITE_PAGE_PATHS,
        ...CATEGORY_EDITOR_PATHS,
        ...SYNONYM_PATHS,
        ...BANNER_PATHS,
      ].sort(),
    );
  });

  it("are what src/routes.json describes (the server answers 200 for its paths, 404 for the rest)", () => {
    expect(ROUTES.map((route) => route.path)).toEqual(
      ROUTE_DESCRIPTIONS.map((route) => route.path),
    );
  });

  it("describe each route with values its page and the router take", () => {
    const messages = new Set(Object.keys(flattenMessages(en)));
    const problems: string[] = [];
    const check = (ok: boolean, route: string, what: string) =>
      ok || problems.push(`${route}: ${what}`);
    for (const route of ROUTE_DESCRIPTIONS) {
      const { path, kind, message } = route;
      check(route.layout in LAYOUTS, path, `layout ${route.layout}`);
      check(route.access in ACCESS, path, `access ${route.access}`);
      check(route.page in PAGES && route.page in pages, path, `page ${route.page}`);
      check(messages.has(route.titleId), path, `title ${route.titleId} in no locale`);
      if (route.page === "catalog")
        check(kind !== undefined && kind in CATALOG_ROUTES, path, `kind ${kind}`);
      else if (route.page === "search")
        check(kind !== undefined && kind in SEARCH_KINDS, path, `kind ${kind}`);
      else if (route.page === "signup")
        check(kind !== undefined && kind in REGISTRATION_KINDS, path, `kind ${kind}`);
      else if (route.page === "subscription")
        check(kind !== undefined && kind in PLAN_AUDIENCES, path, `kind ${kind}`);
      else if (route.page === "admin")
        check(kind !== undefined && kind in ADMIN_SECTIONS, path, `kind ${kind}`);
      else if (route.page === "sitePage")
        check(kind !== undefined && kind in SITE_PAGES, path, `kind ${kind}`);
      else check(kind === undefined, path, "a kind its page does not take");
      if (route.page === "empty") check(messages.has(message ?? ""), path, `message ${message}`);
      else check(message === undefined, path, "a message its page does not take");
    }
    expect(problems).toEqual([]);
  });

  it("name page modules that exist (the build preloads their early chunks)", () => {
    expect(Object.keys(pages).sort()).toEqual(Object.keys(PAGES).sort());
    for (const { module, early } of Object.values(pages)) {
      for (const file of [module, ...early]) expect(existsSync(file), file).toBe(true);
    }
  });

  it("keep the admin area for administrators and the account pages for signed-in users", () => {
    // Admin tools SPEC.md section 2 places outside /admin.
    const adminElsewhere = ["/form-builder", "/translations"];
    for (const route of ROUTES) {
      if (route.path.startsWith("/admin") || adminElsewhere.includes(route.path))
        expect(route).toMatchObject({ access: "admin", layout: "admin" });
    }
    // A business account's own offerings are for business accounts only.
    const businessOnly = ["/my-products", "/my-services", ...EDITOR_PATHS, ...BANNER_PATHS];
    const signedIn = [
      "/profile",
      "/favorites",
      "/notifications",
      "/payment-cards",
      ...SUPPORT_PATHS,
      ...businessOnly,
    ];
    for (const path of signedIn) {
      expect(ROUTES.find((route) => route.path === path)).toMatchObject({
        access: businessOnly.includes(path) ? "business" : "user",
        layout: "profile",
      });
    }
    const publicPaths = ROUTES.filter(
      (r) =>
        !r.path.startsWith("/admin") &&
        !adminElsewhere.includes(r.path) &&
        !signedIn.includes(r.path),
    );
    expect(
      publicPaths.every((route) => route.access === "public" && route.layout === "landing"),
    ).toBe(true);
  });
});
