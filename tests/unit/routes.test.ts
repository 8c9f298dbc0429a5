import { describe, expect, it } from "vitest";
import { ROUTES } from "../../src/app/routes";
import serverRoutes from "../../src/routes.json";

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

describe("routes", () => {
  it("register every path of SPEC.md section 2, once", () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it("tell the server the same pages (HTTP 200 for them, 404 for the rest)", () => {
    expect([...serverRoutes].sort()).toEqual(ROUTES.map((route) => route.path).sort());
  });

  it("keep the admin area for administrators and the account pages for signed-in users", () => {
    for (const route of ROUTES) {
      if (route.path.startsWith("/admin"))
        expect(route).toMatchObject({ access: "admin", layout: "admin" });
    }
    const signedIn = [
      "/profile",
      "/favorites",
      "/notifications",
      "/payment-cards",
      "/my-products",
      "/my-services",
    ];
    // A business account's own offerings are for business accounts only.
    const businessOnly = ["/my-products", "/my-services"];
    for (const path of signedIn) {
      expect(ROUTES.find((route) => route.path === path)).toMatchObject({
        access: businessOnly.includes(path) ? "business" : "user",
        layout: "profile",
      });
    }
    const publicPaths = ROUTES.filter(
      (r) => !r.path.startsWith("/admin") && !signedIn.includes(r.path),
    );
    expect(
      publicPaths.every((route) => route.access === "public" && route.layout === "landing"),
    ).toBe(true);
  });
});
