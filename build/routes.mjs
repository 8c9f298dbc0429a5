// What the build knows of the app's routes.

/**
 * Routes measured by name, with the page module each renders: while a page is in the entry's
 * static imports its route's first load is the entry's; once it is a lazy chunk, the route's
 * first load adds that chunk and its static imports. Every other lazy chunk is listed on its own.
 */
export const ROUTE_PAGES = {
  "/": "src/pages/HomePage.tsx",
  "/profile": "src/pages/ProfilePage.tsx",
};

/**
 * What a first visit fetches after the entry has run, however it starts: without a hint the
 * browser learns of these chunks only once the entry has downloaded and run, then the page
 * chunk once the route renders, then the SDK once a machine calls it. index.html names them
 * at once instead (earlyLoadScript), so they download alongside the entry.
 */
export const EARLY_ALWAYS = [
  "src/app/deferred-ui.ts",
  "sdk/index.ts",
  "sdk/client/index.ts",
  "src/app/auth-fetch.ts",
];
/** Each route pattern (as in src/app/routes.tsx) with the lazy modules its page renders at once. */
export const EARLY_BY_ROUTE = [
  ["/", ["src/pages/home/HomeSections.tsx"]],
  ["/search/:kind", ["src/pages/search/SearchPage.tsx"]],
  ["/search/:kind/:id", ["src/pages/catalog/catalog-pages.tsx"]],
  ["/favorites", ["src/pages/catalog/catalog-pages.tsx"]],
  ["/for-business", ["src/pages/catalog/catalog-pages.tsx"]],
  ["/banner", ["src/pages/catalog/catalog-pages.tsx"]],
  ["/profile", ["src/pages/ProfilePage.tsx"]],
];

/** The route patterns the server answers 200 for (src/routes.json). */
export const SPA_ROUTES_FILE = "src/routes.json";
