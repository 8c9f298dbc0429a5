import { fromPromise } from "xstate";
import type { LatestBuild } from "./build-update.machine";

export interface BuildUpdateEffects {
  /** The browser's fetch: the check must not go through the API client (no token, no toasts). */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** The path the page shows now, which a reload would reload. */
  currentPath: () => string;
  now: () => number;
}

/**
 * The build-update machine's effect: `/builds/latest.json`, never from a cache, reported with
 * the path and time the reload guard compares (so the machine's guard stays pure).
 */
export function createBuildUpdateActors({ fetch, currentPath, now }: BuildUpdateEffects) {
  return {
    fetchLatest: fromPromise<LatestBuild, void>(async ({ signal }) => {
      const response = await fetch("/builds/latest.json", { cache: "no-store", signal });
      if (!response.ok) throw new Error(`latest.json answered ${response.status}`);
      const latest = (await response.json()) as { id: string };
      return { id: latest.id, path: currentPath(), at: now() };
    }),
  };
}
