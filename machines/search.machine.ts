import { assign, fromPromise, setup } from "xstate";
import type {
  BusinessPage,
  OfferingPage,
  SearchBusinessesData,
  SearchFlashSalesData,
  SearchOfferingsData,
} from "../sdk";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * One search list on screen: the request the URL describes, its results and its failure.
 * A new request (the URL, the display currency or the language changed) replaces the one in
 * flight, whose fetch is aborted through the actor's signal; the last results stay on screen
 * meanwhile, so paging or refining a search does not blank the page on a slow connection.
 */

export type SearchRequest =
  | { list: "offerings"; query: NonNullable<SearchOfferingsData["query"]> }
  | { list: "flashSales"; query: NonNullable<SearchFlashSalesData["query"]> }
  | { list: "businesses"; query: NonNullable<SearchBusinessesData["query"]> };

export type SearchResults =
  | { list: "offerings" | "flashSales"; page: OfferingPage }
  | { list: "businesses"; page: BusinessPage };

export interface SearchContext {
  request: SearchRequest;
  results: SearchResults | null;
  error: FailureCode | null;
}

export type SearchEvent =
  | { type: "search.request"; request: SearchRequest }
  | { type: "search.retry" };

/** Requests are plain data built in one fixed key order, so their JSON tells them apart. */
export function sameRequest(a: SearchRequest, b: SearchRequest): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as { request: SearchRequest },
    tags: {} as "loading",
  },
  actors: {
    search: fromPromise<SearchResults, SearchRequest>(() => {
      throw new Error('search: the "search" implementation must be provided');
    }),
  },
  guards: {
    // A view re-sends the request it shows (a re-render, React's strict mode); that is no
    // reason to fetch again.
    isOtherRequest: ({ context }, params: { request: SearchRequest }) =>
      !sameRequest(context.request, params.request),
  },
}).createMachine({
  id: "search",
  context: ({ input }) => ({ request: input.request, results: null, error: null }),
  initial: "loading",
  on: {
    "search.request": {
      guard: { type: "isOtherRequest", params: ({ event }) => ({ request: event.request }) },
      // Re-entering `loading` stops the search in flight before the new one starts.
      target: ".loading",
      reenter: true,
      actions: assign({ request: ({ event }) => event.request }),
    },
  },
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "search",
        src: "search",
        input: ({ context }) => context.request,
        onDone: {
          target: "ready",
          actions: assign({ results: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    ready: {},
    failed: {
      on: { "search.retry": { target: "loading" } },
    },
  },
});
