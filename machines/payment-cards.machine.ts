import { assign, fromPromise, setup } from "xstate";
import type { PaymentCard } from "../sdk";
import { cardBindingMachine } from "./card-binding.machine";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * The signed-in person's bound cards on /payment-cards. Read top to bottom:
 * - `loading` the list (the default first, then the newest) → `ready`, or `failed` with a retry.
 * - `ready.idle`: the list. `cards.add` runs the binding of a new card (`adding`, the
 *   card-binding machine as a child); once bound the list is asked for again (`listing`, the
 *   cards staying on screen), since the first card becomes the default. `cards.makeDefault`
 *   (`makingDefault`) answers the list as it now is. `cards.remove` asks first
 *   (`confirmingRemove`), then `removing`, then `listing`: the server may have made another
 *   card the default. A refusal returns to `idle` with its code.
 */

export interface PaymentCardsContext {
  cards: PaymentCard[];
  error: FailureCode | null;
  /** The card being made the default or removed. */
  target: string | null;
  /** The card just bound, until the next action (the page says it was added). */
  added: PaymentCard | null;
}

export type PaymentCardsEvent =
  | { type: "cards.retry" }
  | { type: "cards.add" }
  | { type: "cards.cancelAdd" }
  | { type: "cards.makeDefault"; id: string }
  | { type: "cards.remove"; id: string }
  | { type: "cards.removeConfirm" }
  | { type: "cards.removeCancel" };

const mustBeProvided = (name: string) => () => {
  throw new Error(`paymentCards: the "${name}" implementation must be provided`);
};

export const paymentCardsMachine = setup({
  types: {
    context: {} as PaymentCardsContext,
    events: {} as PaymentCardsEvent,
    tags: {} as "busy",
    children: {} as {
      list: "list";
      binding: "binding";
      makeDefault: "makeDefault";
      remove: "remove";
    },
  },
  actors: {
    list: fromPromise<PaymentCard[], void>(mustBeProvided("list")),
    binding: cardBindingMachine,
    makeDefault: fromPromise<PaymentCard[], { id: string }>(mustBeProvided("makeDefault")),
    remove: fromPromise<void, { id: string }>(mustBeProvided("remove")),
  },
  actions: {
    refused: assign((_, params: { error: unknown }) => ({ error: failureCode(params.error) })),
  },
  guards: {
    isOtherCard: ({ context }, params: { id: string }) =>
      context.cards.some((card) => card.id === params.id && !card.is_default),
  },
}).createMachine({
  id: "paymentCards",
  context: { cards: [], error: null, target: null, added: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "list",
        src: "list",
        onDone: {
          target: "ready",
          actions: assign({ cards: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: "failed",
          actions: { type: "refused", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { "cards.retry": { target: "loading" } } },
    ready: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "cards.add": { target: "adding", actions: assign({ error: null, added: null }) },
            "cards.makeDefault": {
              guard: { type: "isOtherCard", params: ({ event }) => ({ id: event.id }) },
              target: "makingDefault",
              actions: assign({ target: ({ event }) => event.id, error: null, added: null }),
            },
            "cards.remove": {
              target: "confirmingRemove",
              actions: assign({ target: ({ event }) => event.id, error: null, added: null }),
            },
          },
        },
        adding: {
          invoke: {
            id: "binding",
            src: "binding",
            onDone: {
              target: "listing",
              actions: assign({ added: ({ event }) => event.output }),
            },
          },
          on: { "cards.cancelAdd": { target: "idle" } },
        },
        confirmingRemove: {
          on: {
            "cards.removeConfirm": { target: "removing" },
            "cards.removeCancel": { target: "idle", actions: assign({ target: null }) },
          },
        },
        removing: {
          tags: ["busy"],
          invoke: {
            id: "remove",
            src: "remove",
            input: ({ context }) => ({ id: context.target ?? "" }),
            onDone: {
              target: "listing",
              actions: assign(({ context }) => ({
                cards: context.cards.filter((card) => card.id !== context.target),
                target: null,
              })),
            },
            onError: {
              target: "idle",
              actions: [
                { type: "refused", params: ({ event }) => ({ error: event.error }) },
                assign({ target: null }),
              ],
            },
          },
        },
        makingDefault: {
          tags: ["busy"],
          invoke: {
            id: "makeDefault",
            src: "makeDefault",
            input: ({ context }) => ({ id: context.target ?? "" }),
            onDone: {
              target: "idle",
              actions: assign({ cards: ({ event }) => event.output, target: null }),
            },
            onError: {
              target: "idle",
              actions: [
                { type: "refused", params: ({ event }) => ({ error: event.error }) },
                assign({ target: null }),
              ],
            },
          },
        },
        listing: {
          tags: ["busy"],
          invoke: {
            id: "list",
            src: "list",
            onDone: { target: "idle", actions: assign({ cards: ({ event }) => event.output }) },
            onError: {
              target: "idle",
              actions: { type: "refused", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
