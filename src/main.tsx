import type { ActorOptions, AnyActorLogic } from "xstate";
import {
  App,
  connectLiveReload,
  createRoot,
  nextTask,
  preloadRoute,
  startActors,
  startTransition,
} from "./app/first-load";

/**
 * `?inspect` in a development build shows every actor in the Stately inspector. The branch is
 * dead code in production builds, so the inspector never reaches a user's phone.
 */
const developmentInspector =
  process.env.NODE_ENV === "production"
    ? async () => undefined
    : async (): Promise<Inspect | undefined> => {
        if (!new URLSearchParams(window.location.search).has("inspect")) return undefined;
        const { createBrowserInspector } = await import("@statelyai/inspect");
        return createBrowserInspector().inspect;
      };

type Inspect = ActorOptions<AnyActorLogic>["inspect"];

connectLiveReload();
preloadRoute(window.location.pathname);
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
const inspect = await developmentInspector();
// Three tasks, not one: evaluating the first-load chunk, starting the actors and rendering
// would otherwise hold the main thread for one long stretch on a slow phone
// (docs/performance.md); between them it can paint and take a tap.
await nextTask();
const actors = startActors({ inspect });
await nextTask();
// A transition: React renders the first page in slices, never one task long enough to hold up
// a tap on a slow phone.
startTransition(() => createRoot(root).render(<App actors={actors} />));
// The SDK with its zod validators is not part of the first download (machines/load-sdk.ts):
// fetch it now, while the page renders, so the first request does not wait for it. A failure
// here is forgotten and left to that request, which reports it like any other network failure.
actors.api().catch(() => undefined);
