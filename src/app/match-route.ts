import { matchRoute as matchPattern, type Parser } from "wouter";

/** The first route whose pattern matches the path, as wouter's <Switch> would choose it. */
export function matchRoute<T extends { path: string }>(
  parser: Parser,
  routes: T[],
  path: string,
): T | undefined {
  return routes.find((route) => matchPattern(parser, route.path, path)[0]);
}
