import { ROUTES } from "./routes";

/** A route pattern as a regular expression: routes.tsx uses `:name` segments only. */
function toRegExp(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`);
}

/**
 * Starts fetching the chunks of the page at `path` before the app's first render, which waits
 * for the language's messages anyway: the page then renders at once instead of suspending (see
 * lazy-component.ts). A failure is left to the render, which reports it as any chunk failure.
 */
export function preloadRoute(path: string): void {
  const route = ROUTES.find((candidate) => toRegExp(candidate.path).test(path));
  route?.component.preload?.().catch(() => undefined);
}
