import { assign, fromPromise, setup } from "xstate";
import type { MyOffering } from "../sdk";
import {
  clearFields,
  emptySale,
  type FieldErrors,
  fieldOf,
  type SaleDraft,
} from "./offering-draft";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * The flash sales of one saved offering, in its owner's editor. Read top to bottom:
 * - `editing` a new sale (price, start, end, quantity limit). Adding it is `checking` it (the
 *   contract's field rules and those that compare it with the offering and the clock, each
 *   code beside its field) and then `creating` it; the server's refusal goes beside its field.
 * - Removing a sale asks first (`confirmingRemove`), then `removing`.
 * Each change answers the offering with its sales, which `changed` hands to the editor.
 */

export interface FlashSalesContext {
  offering: MyOffering;
  sale: SaleDraft;
  errors: FieldErrors;
  /** Why the last action failed, when no field is to blame. */
  error: FailureCode | null;
  /** The sale whose removal is being confirmed. */
  toRemove: string | null;
}

export type FlashSalesEvent =
  | { type: "sale.edit"; change: Partial<SaleDraft> }
  | { type: "sale.submit" }
  | { type: "sale.remove"; id: string }
  | { type: "sale.removeConfirm" }
  | { type: "sale.removeCancel" }
  | { type: "sale.offering"; offering: MyOffering };

const mustBeProvided = (name: string) => () => {
  throw new Error(`flashSales: the "${name}" implementation must be provided`);
};

function refusal(error: unknown): Partial<FlashSalesContext> {
  const field = fieldOf(error);
  const code = failureCode(error);
  return field ? { errors: { [field]: code } } : { error: code };
}

export const flashSalesMachine = setup({
  types: {
    context: {} as FlashSalesContext,
    events: {} as FlashSalesEvent,
    input: {} as { offering: MyOffering },
    tags: {} as "busy",
  },
  actors: {
    check: fromPromise<FieldErrors, { sale: SaleDraft; offering: MyOffering }>(
      mustBeProvided("check"),
    ),
    create: fromPromise<MyOffering, { offeringId: string; sale: SaleDraft }>(
      mustBeProvided("create"),
    ),
    remove: fromPromise<MyOffering, { id: string }>(mustBeProvided("remove")),
  },
  actions: {
    /** The offering with its sales as they are now, for the editor. */
    changed: (_, _params: { offering: MyOffering }) => {},
  },
  guards: {
    hasNoErrors: (_, params: { errors: FieldErrors }) => Object.keys(params.errors).length === 0,
  },
}).createMachine({
  id: "flashSales",
  context: ({ input }) => ({
    offering: input.offering,
    sale: emptySale(),
    errors: {},
    error: null,
    toRemove: null,
  }),
  initial: "editing",
  on: {
    // The editor saved the offering (a new price, say): later checks compare with that.
    "sale.offering": { actions: assign({ offering: ({ event }) => event.offering }) },
  },
  states: {
    editing: {
      on: {
        "sale.edit": {
          actions: assign(({ context, event }) => ({
            sale: { ...context.sale, ...event.change },
            errors: clearFields(context.errors, Object.keys(event.change)),
          })),
        },
        "sale.submit": { target: "checking", actions: assign({ errors: {}, error: null }) },
        "sale.remove": {
          target: "confirmingRemove",
          actions: assign({ toRemove: ({ event }) => event.id, error: null }),
        },
      },
    },
    checking: {
      tags: ["busy"],
      invoke: {
        id: "check",
        src: "check",
        input: ({ context }) => ({ sale: context.sale, offering: context.offering }),
        onDone: [
          {
            guard: { type: "hasNoErrors", params: ({ event }) => ({ errors: event.output }) },
            target: "creating",
          },
          { target: "editing", actions: assign({ errors: ({ event }) => event.output }) },
        ],
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    creating: {
      tags: ["busy"],
      invoke: {
        id: "create",
        src: "create",
        input: ({ context }) => ({ offeringId: context.offering.id, sale: context.sale }),
        onDone: {
          target: "editing",
          actions: [
            assign({ offering: ({ event }) => event.output, sale: emptySale() }),
            { type: "changed", params: ({ event }) => ({ offering: event.output }) },
          ],
        },
        onError: { target: "editing", actions: assign(({ event }) => refusal(event.error)) },
      },
    },
    confirmingRemove: {
      on: {
        "sale.removeConfirm": { target: "removing" },
        "sale.removeCancel": { target: "editing", actions: assign({ toRemove: null }) },
      },
    },
    removing: {
      tags: ["busy"],
      invoke: {
        id: "remove",
        src: "remove",
        input: ({ context }) => ({ id: context.toRemove ?? "" }),
        onDone: {
          target: "editing",
          actions: [
            assign({ offering: ({ event }) => event.output, toRemove: null }),
            { type: "changed", params: ({ event }) => ({ offering: event.output }) },
          ],
        },
        onError: {
          target: "editing",
          actions: assign(({ event }) => ({ ...refusal(event.error), toRemove: null })),
        },
      },
    },
  },
});
