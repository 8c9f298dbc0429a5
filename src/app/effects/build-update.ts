import { appChildren } from "../../../machines/app.machine";
import { createBuildUpdateActors } from "../../../machines/build-update.actors";
import type { ReloadTimes } from "../../../machines/build-update.machine";
import { STORAGE_KEYS } from "../../lib/storage-keys";

declare const __BUILD_ID__: string;

function readReloads(storage: Storage): ReloadTimes {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.reloads) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as ReloadTimes) : {};
  } catch {
    return {};
  }
}

export function buildUpdateLogic(session: Storage) {
  return {
    logic: appChildren.buildUpdate.provide({
      actors: createBuildUpdateActors({
        fetch: (input, init) => fetch(input, init),
        currentPath: () => window.location.pathname,
        now: () => Date.now(),
      }),
      actions: {
        storeReloads: (_, { lastReloads }) =>
          session.setItem(STORAGE_KEYS.reloads, JSON.stringify(lastReloads)),
        reload: () => window.location.reload(),
        warn: (_, { message }) => console.warn(message),
      },
    }),
    input: { buildId: __BUILD_ID__, lastReloads: readReloads(session) },
  };
}

/** A failed dynamic import means this page's chunks are gone: a new build replaced them. */
export function isChunkLoadFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason);
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    message,
  );
}
