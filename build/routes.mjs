// The app's routes as the build needs them, all read from src/routes.json, where every route
// is described once: src/app/routes.tsx makes the router's table of the same file, and the
// server reads the paths the build copies from it (dist/public/spa-routes.json). One JSON
// file because all three can read it as it is: the browser bundle (esbuild keeps only the
// `routes` it imports), this plain Node script, and the server's answer of 200 or 404.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./paths.mjs";

export const ROUTES_FILE = "src/routes.json";

/** `{ pages: { name: { module, early } }, routes: [{ path, page, … }] }` (src/routes.json). */
function description() {
  return JSON.parse(readFileSync(join(root, ROUTES_FILE), "utf8"));
}

/** Every route's pattern, in order: the server answers 200 for these and 404 for other paths. */
export function spaRoutes() {
  return description().routes.map((route) => route.path);
}

/** The module that renders the page of the route `path` (a route pattern), if it is one. */
export function pageModule(path) {
  const { pages, routes } = description();
  const route = routes.find((candidate) => candidate.path === path);
  return route && pages[route.page].module;
}

/** A route pattern as a regular expression's source, as the server and the router match it. */
function patternSource(path) {
  return path
    .replace(/\/$/, "")
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
}

/**
 * What each layout renders lazily at once (src/components/layout/Layouts.tsx): the footer
 * below a landing page, the side bar of the account and admin areas.
 */
const LAYOUT_EARLY = {
  landing: ["src/components/layout/Footer.tsx"],
  profile: ["src/components/layout/deferred-ui.ts"],
  admin: ["src/components/layout/deferred-ui.ts"],
};

/**
 * Per page and layout, one pattern matching all its routes, with the lazy modules they render
 * at once (the page's `early` and the layout's): index.html preloads their chunks on those paths.
 */
export function earlyByRoute() {
  const { pages, routes } = description();
  return Object.entries(pages).flatMap(([name, { early }]) =>
    Object.entries(LAYOUT_EARLY).flatMap(([layout, fromLayout]) => {
      const paths = routes
        .filter((route) => route.page === name && route.layout === layout)
        .map((route) => patternSource(route.path));
      if (paths.length === 0) return [];
      const alternatives = paths.length === 1 ? paths[0] : `(?:${paths.join("|")})`;
      return [[`^${alternatives}/?$`, [...early, ...fromLayout]]];
    }),
  );
}
