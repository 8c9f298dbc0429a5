import type { ComponentType, ReactNode } from "react";
import type { ColorMode } from "../../machines/color-mode.machine";
import type { RegistrationKind } from "../../machines/registration.machine";
import type { Access } from "../../machines/route-access";
import type { PlanAudience } from "../../sdk";
import type { LayoutName } from "../components/layout/Layouts";
import type { CatalogRoute } from "../features/catalog/catalog-pages";
import { HomePage } from "../features/home/HomePage";
import type { SitePageSlug } from "../features/site-pages/SitePage";
import { lazyComponent } from "../lib/lazy-component";
import type { SearchKind } from "../lib/search-kinds";
import { routes } from "../routes.json";
import type { AdminSection } from "./admin-pages";

// Home is in the first download; every other page with code of its own is a chunk.
const GalleryPage = lazyComponent(
  () => import("../features/gallery/GalleryPage"),
  (m) => m.GalleryPage,
);
const ProfilePage = lazyComponent(
  () => import("../features/account/ProfilePage"),
  (m) => m.ProfilePage,
);
// The catalogue's pages: one chunk, one component (src/features/catalog/catalog-pages.tsx).
const CatalogPage = lazyComponent(
  () => import("../features/catalog/catalog-pages"),
  (m) => m.CatalogPage,
);
const ContactPage = lazyComponent(
  () => import("../features/contact/ContactPage"),
  (m) => m.ContactPage,
);
// A form made with the form builder at its own address, /forms/{slug}.
const FormLandingPage = lazyComponent(
  () => import("../features/forms/FormLandingPage"),
  (m) => m.FormLandingPage,
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
// /about-us and /terms-and-privacy-policy: text the administrators edit (src/features/site-pages).
const SitePage = lazyComponent(
  () => import("../features/site-pages/SitePage"),
  (m) => m.SitePage,
);
const NotificationsPage = lazyComponent(
  () => import("../features/notifications/NotificationsPage"),
  (m) => m.NotificationsPage,
);
// A business's own listings (the list, the editor), or what an individual sees instead.
const ListingsPage = lazyComponent(
  () => import("../features/listings/listings-pages"),
  (m) => m.ListingsPage,
);
const SearchPage = lazyComponent(
  () => import("../features/search/SearchPage"),
  (m) => m.SearchPage,
);
const AuthCallbackPage = lazyComponent(
  () => import("../features/social-sign-in/AuthCallbackPage"),
  (m) => m.AuthCallbackPage,
);
const RegisterPage = lazyComponent(
  () => import("../features/signup/RegisterPage"),
  (m) => m.RegisterPage,
);
// Every admin section: one chunk, one component (src/app/admin-pages.tsx).
const AdminPage = lazyComponent(
  () => import("./admin-pages"),
  (m) => m.AdminPage,
);
// The person's support chat: its own chunk, so a person never downloads the admin area.
const MyBannersPage = lazyComponent(
  () => import("../features/banners/MyBannersPage"),
  (m) => m.MyBannersPage,
);
const SupportPage = lazyComponent(
  () => import("../features/support/SupportPage"),
  (m) => m.SupportPage,
);
const PaymentCardsPage = lazyComponent(
  () => import("../features/payments/PaymentCardsPage"),
  (m) => m.PaymentCardsPage,
);
// The blog's list and post: one chunk, one component (src/features/blog/BlogPage.tsx).
const BlogPage = lazyComponent(
  () => import("../features/blog/BlogPage"),
  (m) => m.BlogPage,
);
const SubscriptionPage = lazyComponent(
  () => import("../features/subscriptions/SubscriptionPage"),
  (m) => m.SubscriptionPage,
);

export interface AppRoute {
  /** A wouter pattern. */
  path: string;
  layout: LayoutName;
  access: Access;
  /** Message id of the page title (head and heading). */
  titleId: string;
  component: Page;
  /** Route metadata: a page may force a colour mode (never `system`). */
  colorMode?: ColorMode;
}

/** The pages of src/routes.json (its `pages`, which name each one's module for the build). */
export type PageName =
  | "home"
  | "gallery"
  | "profile"
  | "catalog"
  | "search"
  | "authCallback"
  | "notifications"
  | "signup"
  | "listings"
  | "paymentCards"
  | "subscription"
  | "contact"
  | "formLanding"
  | "admin"
  | "support"
  | "myBanners"
  | "blog"
  | "empty"
  | "sitePage";

/**
 * A route of src/routes.json, where every route of SPEC.md section 2 is described once: the
 * build writes its paths for the server's 200/404 and preloads its page's `early` chunks, and
 * this file only makes the router's table of it. Beside its layout, access rule and title, a
 * route carries its page's props.
 */
export interface RouteDescription {
  path: string;
  layout: LayoutName;
  access: Access;
  titleId: string;
  page: PageName;
  colorMode?: ColorMode;
  /**
   * A catalog page's CatalogRoute, a search page's SearchKind, a signup's RegistrationKind, a
   * plan page's PlanAudience, an admin page's AdminSection, a site page's SitePageSlug.
   */
  kind?: string;
  /** An empty page's message id. */
  message?: string;
}

const empty = (titleId: string, messageId: string) =>
  page(() => <EmptyStatePage titleId={titleId} messageId={messageId} />, EmptyStatePage);

/**
 * Each page as the component that renders a route of it. A route's props are checked against
 * their types by tests/unit/routes.test.ts, not here: this table is part of the first download.
 */
const PAGES: Record<PageName, (route: RouteDescription) => Page> = {
  home: () => HomePage,
  gallery: () => GalleryPage,
  profile: () => ProfilePage,
  catalog: ({ kind }) => catalog(kind as CatalogRoute),
  search: ({ kind }) => page(() => <SearchPage kind={kind as SearchKind} />, SearchPage),
  authCallback: () => AuthCallbackPage,
  notifications: () => NotificationsPage,
  signup: ({ kind }) => page(() => <RegisterPage kind={kind as RegistrationKind} />, RegisterPage),
  listings: () => ListingsPage,
  paymentCards: () => PaymentCardsPage,
  subscription: ({ kind }) =>
    page(() => <SubscriptionPage audience={kind as PlanAudience} />, SubscriptionPage),
  contact: () => ContactPage,
  formLanding: () => FormLandingPage,
  support: () => SupportPage,
  myBanners: () => MyBannersPage,
  blog: () => BlogPage,
  admin: ({ kind }) => page(() => <AdminPage section={kind as AdminSection} />, AdminPage),
  empty: ({ titleId, message }) => empty(titleId, message ?? ""),
  sitePage: ({ kind, titleId }) =>
    page(() => <SitePage slug={kind as SitePageSlug} titleId={titleId} />, SitePage),
};

/** src/routes.json's routes, as typed: tests/unit/routes.test.ts checks every value. */
export const ROUTE_DESCRIPTIONS = routes as RouteDescription[];

/** Every route of SPEC.md section 2, with its layout, access rule, title and page. */
export const ROUTES: AppRoute[] = ROUTE_DESCRIPTIONS.map((route) => ({
  path: route.path,
  layout: route.layout,
  access: route.access,
  titleId: route.titleId,
  component: PAGES[route.page](route),
  ...(route.colorMode ? { colorMode: route.colorMode } : {}),
}));

/**
 * The access rule of the page a menu link opens (its href is a route's path), so a menu shows
 * a link exactly when the route guard would let the person in. A link to no route is a bug.
 */
export function accessOf(href: string): Access {
  const route = ROUTES.find((candidate) => candidate.path === href);
  if (!route) throw new Error(`accessOf: no route for ${href}`);
  return route.access;
}
