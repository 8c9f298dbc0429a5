import { assign, fromPromise, setup } from "xstate";
import type { ListMyOfferingsData, MyOfferingPage } from "../sdk";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * A business's own offerings of one kind, as its list page shows them: the request its URL
 * (status filter, page) and language describe, the page of results with the counts per
 * status, and a failure with a retry. A new request replaces the one in flight; the last
 * page stays on screen meanwhile.
 */

export type MyOfferingsRequest = ListMyOfferingsData["query"];

export interface MyOfferingsContext {
  request: MyOfferingsRequest;
  page: MyOfferingPage | null;
  error: FailureCode | null;
}

export type MyOfferingsEvent =
  | { type: "list.request"; request: MyOfferingsRequest }
  | { type: "list.retry" };

export const myOfferingsMachine = setup({
  types: {
    context: {} as MyOfferingsContext,
    events: {} as MyOfferingsEvent,
    input: {} as { request: MyOfferingsRequest },
    tags: {} as "loading",
  },
  actors: {
    list: fromPromise<MyOfferingPage, MyOfferingsRequest>(() => {
      throw new Error('myOfferings: the "list" implementation must be provided');
    }),
  },
  guards: {
    // A view re-sends the request it shows on every render: no reason to fetch again.
    isOtherRequest: ({ context }, params: { request: MyOfferingsRequest }) =>
      JSON.stringify(context.request) !== JSON.stringify(params.request),
  },
}).createMachine({
  id: "myOfferings",
  context: ({ input }) => ({ request: input.request, page: null, error: null }),
  initial: "loading",
  on: {
    "list.request": {
      guard: { type: "isOtherRequest", params: ({ event }) => ({ request: event.request }) },
      target: ".loading",
      reenter: true,
      actions: assign({ request: ({ event }) => event.request }),
    },
  },
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "list",
        src: "list",
        input: ({ context }) => context.request,
        onDone: {
          target: "ready",
          actions: assign({ page: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    ready: {},
    failed: { on: { "list.retry": { target: "loading" } } },
  },
});
