import type { ComponentType, ReactNode } from "react";
import type { ColorMode } from "../../machines/color-mode.machine";
import type { Access } from "../../machines/route-access";
import type { LayoutName } from "../components/layout/Layouts";
import type { CatalogRoute } from "../features/catalog/catalog-pages";
import { HomePage } from "../features/home/HomePage";
import { SEARCH_KINDS, searchTitleId } from "../lib/catalog-paths";
import { lazyComponent } from "../lib/lazy-component";

// Home is in the first download; every other page with code of its own is a chunk.
const GalleryPage = lazyComponent(
  () => import("../features/gallery/GalleryPage"),
  (m) => m.GalleryPage,
);
const ProfilePage = lazyComponent(
  () => import("../features/account/ProfilePage"),
  (m) => m.ProfilePage,
);
// The catalogue's pages: one chunk, one component (src/pages/catalog/catalog-pages.tsx).
const CatalogPage = lazyComponent(
  () => import("../features/catalog/catalog-pages"),
  (m) => m.CatalogPage,
);
/** A route's page; one whose code is lazy says how to fetch it ahead (preload-route.ts). */
export type Page = ComponentType & { preload?: () => Promise<void> };

/** A page made of a lazy component, fetched ahead with that component's chunk. */
const page = (render: () => ReactNode, lazy: { preload: () => Promise<void> }) =>
  Object.assign(render, { preload: lazy.preload });

const catalog = (route: CatalogRoute) => page(() => <CatalogPage route={route} />, CatalogPage);
const EmptyStatePage = lazyComponent(
  () => import("../features/plain-pages/plain-pages"),
  (m) => m.EmptyStatePage,
);
const TextPage = lazyComponent(
  () => import("../features/plain-pages/plain-pages"),
  (m) => m.TextPage,
);
const SearchPage = lazyComponent(
  () => import("../features/search/SearchPage"),
  (m) => m.SearchPage,
);

export interface AppRoute {
  /** A wouter pattern; src/routes.json lists the same patterns for the server's 200/404. */
  path: string;
  layout: LayoutName;
  access: Access;
  /** Message id of the page title (head and heading). */
  titleId: string;
  component: Page;
  /** Route metadata: a page may force a colour mode (never `system`). */
  colorMode?: ColorMode;
}

const empty = (titleId: string, messageId: string) =>
  page(() => <EmptyStatePage titleId={titleId} messageId={messageId} />, EmptyStatePage);
const text = (titleId: string, count: number) =>
  page(
    () => (
      <TextPage
        titleId={titleId}
        paragraphIds={Array.from(
          { length: count },
          (_, i) => `${titleId.replace(/\.title$/, "")}.p${i + 1}`,
        )}
      />
    ),
    TextPage,
  );

const landing = (path: string, titleId: string, component: Page): AppRoute => ({
  path,
  layout: "landing",
  access: "public",
  titleId,
  component,
});
const account = (path: string, titleId: string, component: Page): AppRoute => ({
  path,
  layout: "profile",
  access: "user",
  titleId,
  component,
});
// A business account's own offerings: not for individuals, nor for administrators.
const business = (path: string, titleId: string, component: Page): AppRoute => ({
  ...account(path, titleId, component),
  access: "business",
});
const admin = (path: string, titleId: string, messageId = "admin.empty"): AppRoute => ({
  path,
  layout: "admin",
  access: "admin",
  titleId,
  component: empty(titleId, messageId),
});

/** Every route of SPEC.md section 2, with its layout, access rule and title. */
export const ROUTES: AppRoute[] = [
  landing("/", "home.title", HomePage),
  landing("/test", "test.title", GalleryPage),
  landing("/banner", "banner.title", catalog("banner")),
  landing("/about-us", "aboutUs.title", text("aboutUs.title", 3)),
  landing("/blog", "blog.title", empty("blog.title", "blog.empty")),
  landing("/blog/:id", "blog.post", empty("blog.post", "blog.postMissing")),
  landing("/contact-us", "contactUs.title", text("contactUs.title", 2)),
  landing("/for-business", "forBusiness.title", catalog("for-business")),
  landing("/form-builder", "formBuilder.title", empty("formBuilder.title", "formBuilder.empty")),
  landing("/subscription", "subscription.title", empty("subscription.title", "subscription.empty")),
  landing(
    "/business-subscription",
    "businessSubscription.title",
    empty("businessSubscription.title", "subscription.empty"),
  ),
  landing("/translations", "translations.title", empty("translations.title", "translations.empty")),
  landing(
    "/auth/callback",
    "authCallback.title",
    empty("authCallback.title", "authCallback.empty"),
  ),
  landing("/register-user", "registerUser.title", empty("registerUser.title", "register.empty")),
  landing(
    "/register-business",
    "registerBusiness.title",
    empty("registerBusiness.title", "register.empty"),
  ),
  landing("/terms-and-privacy-policy", "terms.title", text("terms.title", 3)),
  ...SEARCH_KINDS.flatMap((kind) => [
    landing(
      `/search/${kind}`,
      searchTitleId(kind),
      page(() => <SearchPage kind={kind} />, SearchPage),
    ),
    landing(`/search/${kind}/:id`, searchTitleId(kind), catalog(kind)),
  ]),
  account("/profile", "profile.title", ProfilePage),
  account("/favorites", "favorites.title", catalog("favorites")),
  account(
    "/notifications",
    "notifications.title",
    empty("notifications.title", "notifications.empty"),
  ),
  account(
    "/payment-cards",
    "paymentCards.title",
    empty("paymentCards.title", "paymentCards.empty"),
  ),
  business("/my-products", "myProducts.title", empty("myProducts.title", "myProducts.empty")),
  business("/my-services", "myServices.title", empty("myServices.title", "myServices.empty")),
  admin("/admin", "admin.dashboard.title"),
  admin("/admin/dashboard", "admin.dashboard.title"),
  admin("/admin/chat", "admin.chat.title"),
  admin("/admin/leads", "admin.leads.title"),
  admin("/admin/finance", "admin.finance.title"),
  admin("/admin/users", "admin.users.title"),
  admin("/admin/users/:id", "admin.users.one"),
  admin("/admin/blogs", "admin.blogs.title"),
  admin("/admin/blogs/new", "admin.blogs.new"),
  admin("/admin/blogs/new/:id", "admin.blogs.edit"),
  admin("/admin/banner", "admin.banners.title"),
  admin("/admin/banner/new", "admin.banners.new"),
  admin("/admin/banner/new/:id", "admin.banners.edit"),
  admin("/admin/companies", "admin.companies.title"),
  admin("/admin/companies/:id", "admin.companies.one"),
];

/**
 * The access rule of the page a menu link opens (its href is a route's path), so a menu shows
 * a link exactly when the route guard would let the person in. A link to no route is a bug.
 */
export function accessOf(href: string): Access {
  const route = ROUTES.find((candidate) => candidate.path === href);
  if (!route) throw new Error(`accessOf: no route for ${href}`);
  return route.access;
}
