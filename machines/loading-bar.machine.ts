import { and, assign, setup } from "xstate";

/**
 * The loading bar at the top of the page (SPEC.md sections 4 and 9): idle, loading, finished,
 * error, with the spec's timings. The behaviour is Nuxt's loading indicator, adapted to many
 * sources: every request and route chunk load sends `loading.start` and later `loading.finish`
 * or `loading.fail`, and the machine counts the pending work, so overlapping requests make one
 * bar and a finish that arrives without a start (work begun before the machine) is ignored.
 *
 * The bar waits the throttle before showing, so work that ends sooner never flickers a bar;
 * that wait is `loading.throttled`, busy but not visible. Once shown, it ends as `finished` or,
 * when any work of the round failed, `error` (the view colours it), stays visible for the hide
 * delay, then stays hidden for the reset delay so the fade-out ends before the progress resets.
 * New work while it is ending shows it again at once: it is still, or was just, on screen.
 *
 * The view reads `hasTag("visible")` and `matches(...)` and animates the progress over
 * `LOADING_BAR_TIMINGS.duration` while in `loading`, from 0 whenever `loading` is entered.
 */

export const LOADING_BAR_TIMINGS = {
  throttle: 200,
  duration: 2000,
  hideDelay: 500,
  resetDelay: 400,
} as const;

export interface LoadingBarContext {
  pending: number;
  /** Some work of the current round failed: the round ends in `error`. */
  failed: boolean;
}

export type LoadingBarEvent =
  | { type: "loading.start" }
  | { type: "loading.finish" }
  | { type: "loading.fail" };

export const loadingBarMachine = setup({
  types: {
    context: {} as LoadingBarContext,
    events: {} as LoadingBarEvent,
    tags: {} as "visible",
  },
  actions: {
    startRound: assign({ pending: ({ context }) => context.pending + 1, failed: false }),
  },
  guards: {
    hasPending: ({ context }) => context.pending > 0,
    allSettled: ({ context }) => context.pending === 0,
    anyFailed: ({ context }) => context.failed,
  },
  delays: {
    throttle: LOADING_BAR_TIMINGS.throttle,
    hideDelay: LOADING_BAR_TIMINGS.hideDelay,
    resetDelay: LOADING_BAR_TIMINGS.resetDelay,
  },
}).createMachine({
  id: "loadingBar",
  context: { pending: 0, failed: false },
  initial: "idle",
  on: {
    "loading.start": {
      actions: assign({ pending: ({ context }) => context.pending + 1 }),
    },
    "loading.finish": {
      guard: "hasPending",
      actions: assign({ pending: ({ context }) => context.pending - 1 }),
    },
    "loading.fail": {
      guard: "hasPending",
      actions: assign({ pending: ({ context }) => context.pending - 1, failed: true }),
    },
  },
  states: {
    idle: {
      on: { "loading.start": { target: "loading", actions: "startRound" } },
    },
    loading: {
      initial: "throttled",
      states: {
        throttled: {
          after: { throttle: { target: "shown" } },
          always: { guard: "allSettled", target: "#loadingBar.idle" },
        },
        shown: {
          tags: ["visible"],
          always: [
            { guard: and(["allSettled", "anyFailed"]), target: "#loadingBar.error" },
            { guard: "allSettled", target: "#loadingBar.finished" },
          ],
        },
      },
    },
    finished: {
      initial: "holding",
      on: { "loading.start": { target: "loading.shown", actions: "startRound" } },
      states: {
        holding: {
          tags: ["visible"],
          after: { hideDelay: { target: "fading" } },
        },
        fading: {
          after: { resetDelay: { target: "#loadingBar.idle" } },
        },
      },
    },
    error: {
      initial: "holding",
      on: { "loading.start": { target: "loading.shown", actions: "startRound" } },
      states: {
        holding: {
          tags: ["visible"],
          after: { hideDelay: { target: "fading" } },
        },
        fading: {
          after: { resetDelay: { target: "#loadingBar.idle" } },
        },
      },
    },
  },
});
