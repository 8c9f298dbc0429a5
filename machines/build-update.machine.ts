import { assign, fromPromise, setup } from "xstate";

/**
 * New builds and broken chunks (SPEC.md sections 4 and 9): `/builds/latest.json` is checked
 * about hourly, and again whenever the tab becomes visible (`buildUpdate.check`), since a tab
 * left in the background is the one most likely to run an old bundle. A different build id, or
 * a code chunk that fails to load (`buildUpdate.chunkFailed`, usually because a deploy removed
 * it), reloads the page.
 *
 * A reload is allowed at most once per 10 s for the same path, so a chunk that is really
 * missing cannot put the page into a reload loop. The times of the last reloads per path
 * (`lastReloads`) must survive the reload itself, so the app keeps them in sessionStorage
 * (`storeReloads`) and passes them back as input. The effects report the path and time with
 * their result, which keeps the `mayReload` guard pure. Both sources of a reload meet in
 * `attemptingReload`, which decides once for either.
 */

export const BUILD_UPDATE_TIMINGS = {
  checkInterval: 3_600_000,
  reloadGuard: 10_000,
} as const;

/** Epoch milliseconds of the last reload, by path. */
export type ReloadTimes = Record<string, number>;

export interface ReloadAttempt {
  path: string;
  at: number;
}

export interface LatestBuild extends ReloadAttempt {
  id: string;
}

export interface BuildUpdateInput {
  buildId: string;
  lastReloads: ReloadTimes;
}

export interface BuildUpdateContext extends BuildUpdateInput {
  attempt: ReloadAttempt | null;
}

export type BuildUpdateEvent =
  | { type: "buildUpdate.check" }
  | ({ type: "buildUpdate.chunkFailed" } & ReloadAttempt);

function attemptOf(context: BuildUpdateContext): ReloadAttempt {
  if (!context.attempt) throw new Error("attemptingReload entered without an attempt");
  return context.attempt;
}

export const buildUpdateMachine = setup({
  types: {
    context: {} as BuildUpdateContext,
    events: {} as BuildUpdateEvent,
    input: {} as BuildUpdateInput,
  },
  actors: {
    fetchLatest: fromPromise<LatestBuild, void>(() => {
      throw new Error('buildUpdate: the "fetchLatest" implementation must be provided');
    }),
  },
  actions: {
    storeReloads: (_, _params: { lastReloads: ReloadTimes }) => {},
    reload: () => {},
    warn: (_, _params: { message: string }) => {},
  },
  guards: {
    isNewBuild: ({ context }, params: { id: string }) => params.id !== context.buildId,
    mayReload: ({ context }, params: ReloadAttempt) => {
      const last = context.lastReloads[params.path];
      return last === undefined || params.at - last >= BUILD_UPDATE_TIMINGS.reloadGuard;
    },
  },
  delays: {
    checkInterval: BUILD_UPDATE_TIMINGS.checkInterval,
  },
}).createMachine({
  id: "buildUpdate",
  context: ({ input }) => ({
    buildId: input.buildId,
    lastReloads: input.lastReloads,
    attempt: null,
  }),
  initial: "waiting",
  on: {
    "buildUpdate.chunkFailed": {
      target: ".attemptingReload",
      actions: assign({ attempt: ({ event }) => ({ path: event.path, at: event.at }) }),
    },
  },
  states: {
    waiting: {
      after: { checkInterval: { target: "checking" } },
      on: { "buildUpdate.check": { target: "checking" } },
    },
    checking: {
      invoke: {
        id: "fetchLatest",
        src: "fetchLatest",
        onDone: [
          {
            guard: { type: "isNewBuild", params: ({ event }) => ({ id: event.output.id }) },
            target: "attemptingReload",
            actions: assign({
              attempt: ({ event }) => ({ path: event.output.path, at: event.output.at }),
            }),
          },
          { target: "waiting" },
        ],
        // Offline or a server hiccup: the next check will tell.
        onError: { target: "waiting" },
      },
    },
    attemptingReload: {
      always: [
        {
          guard: {
            type: "mayReload",
            params: ({ context }) => attemptOf(context),
          },
          target: "reloading",
          actions: [
            assign({
              lastReloads: ({ context }) => {
                const { path, at } = attemptOf(context);
                return { ...context.lastReloads, [path]: at };
              },
            }),
            {
              type: "storeReloads",
              params: ({ context }) => ({ lastReloads: context.lastReloads }),
            },
            "reload",
          ],
        },
        {
          target: "waiting",
          actions: [
            {
              type: "warn",
              params: ({ context }) => ({
                message: `buildUpdate: "${attemptOf(context).path}" was reloaded less than 10 s ago; not reloading it again`,
              }),
            },
            assign({ attempt: null }),
          ],
        },
      ],
    },
    // Final: the page is going away, and a chunk failing while it unloads must not ask again.
    reloading: { type: "final" },
  },
});
