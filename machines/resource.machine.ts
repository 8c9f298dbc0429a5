import { assign, fromPromise, setup } from "xstate";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * One piece of server data a page shows: loading → ready, or failed with a code and a retry.
 * The page supplies `load` (an SDK call); leaving the page stops the actor, which aborts the
 * request through the actor's signal.
 */

export interface ResourceContext {
  data: unknown;
  error: FailureCode | null;
}

export type ResourceEvent = { type: "resource.retry" } | { type: "resource.reload" };

export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
    tags: {} as "loading",
  },
  actors: {
    load: fromPromise<unknown, void>(() => {
      throw new Error('resource: the "load" implementation must be provided');
    }),
  },
}).createMachine({
  id: "resource",
  context: { data: null, error: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "load",
        src: "load",
        onDone: {
          target: "ready",
          actions: assign({ data: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    ready: {
      on: { "resource.reload": { target: "loading" } },
    },
    failed: {
      on: { "resource.retry": { target: "loading" } },
    },
  },
});
