import { assign, fromPromise, not, setup } from "xstate";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * One offering's or business's place in the caller's favourites: a toggle.
 * - A visitor who presses it is asked to sign in (`askToSignIn`: the app sends them to the
 *   sign-in dialog with the way back), and nothing is saved.
 * - Signed in, the new state shows at once and `save` stores it; a refusal puts the old state
 *   back with the error's code. Presses while saving are ignored, so the server sees the
 *   changes in the order they were made.
 * - `changed` tells the page a change was stored (the favourites page drops a removed card).
 */

export interface FavoriteInput {
  saved: boolean;
}

export interface FavoriteContext {
  saved: boolean;
  error: FailureCode | null;
}

export type FavoriteEvent = { type: "favorite.toggle" };

export const favoriteMachine = setup({
  types: {
    context: {} as FavoriteContext,
    events: {} as FavoriteEvent,
    input: {} as FavoriteInput,
    tags: {} as "busy",
  },
  actors: {
    save: fromPromise<void, { saved: boolean }>(() => {
      throw new Error('favorite: the "save" implementation must be provided');
    }),
  },
  actions: {
    askToSignIn: () => {},
    changed: (_, _params: { saved: boolean }) => {},
  },
  guards: {
    // The session knows; the app provides this. Unprovided, everyone is a visitor.
    isSignedIn: () => false,
  },
}).createMachine({
  id: "favorite",
  context: ({ input }) => ({ saved: input.saved, error: null }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "favorite.toggle": [
          { guard: not("isSignedIn"), actions: "askToSignIn" },
          {
            target: "saving",
            actions: assign({ saved: ({ context }) => !context.saved, error: null }),
          },
        ],
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({ saved: context.saved }),
        onDone: {
          target: "idle",
          actions: { type: "changed", params: ({ context }) => ({ saved: context.saved }) },
        },
        onError: {
          target: "idle",
          actions: assign({
            saved: ({ context }) => !context.saved,
            error: ({ event }) => failureCode(event.error),
          }),
        },
      },
    },
  },
});
