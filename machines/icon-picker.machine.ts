import { assign, fromPromise, setup } from "xstate";
import type { IconSearch } from "../sdk";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * The icon picker's search over one collection (the value picked is the form's, not this
 * machine's). Read top to bottom:
 * - it starts `searching` with an empty query, which lists the collection from the start;
 * - `picker.search` keeps the words and `waiting`s SEARCH_DELAY_MS, so typing a word sends
 *   one request, not one per letter; each new word restarts the wait;
 * - `searching` (tag `loading`) → `shown` with the names and how many matched, or `failed`
 *   with the code; `picker.retry` asks again.
 */

export const SEARCH_DELAY_MS = 250;

export interface IconSearchInput {
  collection: string;
  query: string;
}

export interface IconPickerContext {
  collection: string;
  query: string;
  names: string[];
  total: number;
  error: FailureCode | null;
}

export type IconPickerEvent = { type: "picker.search"; query: string } | { type: "picker.retry" };

export const iconPickerMachine = setup({
  types: {
    context: {} as IconPickerContext,
    input: {} as { collection: string },
    events: {} as IconPickerEvent,
    tags: {} as "loading",
  },
  actors: {
    search: fromPromise<IconSearch, IconSearchInput>(() => {
      throw new Error('iconPicker: the "search" implementation must be provided');
    }),
  },
  delays: { typing: SEARCH_DELAY_MS },
}).createMachine({
  id: "iconPicker",
  context: ({ input }) => ({
    collection: input.collection,
    query: "",
    names: [],
    total: 0,
    error: null,
  }),
  initial: "searching",
  on: {
    "picker.search": {
      target: ".waiting",
      reenter: true,
      actions: assign({ query: ({ event }) => event.query }),
    },
  },
  states: {
    waiting: {
      tags: ["loading"],
      after: { typing: "searching" },
    },
    searching: {
      tags: ["loading"],
      invoke: {
        src: "search",
        input: ({ context }) => ({ collection: context.collection, query: context.query.trim() }),
        onDone: {
          target: "shown",
          actions: assign({
            names: ({ event }) => event.output.names,
            total: ({ event }) => event.output.total,
            error: null,
          }),
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    shown: {},
    failed: {
      on: { "picker.retry": "searching" },
    },
  },
});
