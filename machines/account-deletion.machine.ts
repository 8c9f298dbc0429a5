import { assign, fromPromise, setup } from "xstate";
import type { AccountDeletion } from "../sdk";
import type { FieldErrors } from "./field-check";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * Deleting the account, for good. Read top to bottom:
 * - `idle` → `deletion.start` → `confirming`: the view says what goes and asks for the
 *   password when the account has one (`hasPassword`); `deletion.cancel` goes back.
 * - `deletion.confirm` → `checking` (the password required when there is one:
 *   `password_required`) → `deleting` → `deleted`: `accountDeleted` tells the app, whose
 *   session ends (`session.end`: signed out, back to /). A wrong password returns to
 *   `confirming` with `invalid_credentials` beside it; anything else as the form's error.
 */

export interface AccountDeletionInput {
  hasPassword: boolean;
}

export interface AccountDeletionContext extends AccountDeletionInput {
  password: string;
  errors: FieldErrors;
  error: FailureCode | null;
}

export type AccountDeletionEvent =
  | { type: "deletion.start" }
  | { type: "deletion.confirm"; password: string }
  | { type: "deletion.cancel" };

const mustBeProvided = (name: string) => () => {
  throw new Error(`accountDeletion: the "${name}" implementation must be provided`);
};

const bodyOf = (context: AccountDeletionContext): AccountDeletion =>
  context.hasPassword ? { password: context.password } : {};

export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
    input: {} as AccountDeletionInput,
    tags: {} as "busy",
  },
  actors: {
    check: fromPromise<FieldErrors, AccountDeletion>(mustBeProvided("check")),
    remove: fromPromise<void, AccountDeletion>(mustBeProvided("remove")),
  },
  actions: {
    accountDeleted: () => {},
  },
  guards: {
    lacksPassword: ({ context }) => context.hasPassword && context.password === "",
  },
}).createMachine({
  id: "accountDeletion",
  context: ({ input }) => ({
    hasPassword: input.hasPassword,
    password: "",
    errors: {},
    error: null,
  }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "deletion.start": {
          target: "confirming",
          actions: assign({ password: "", errors: {}, error: null }),
        },
      },
    },
    confirming: {
      on: {
        "deletion.cancel": { target: "idle" },
        "deletion.confirm": {
          target: "checking",
          actions: assign({ password: ({ event }) => event.password, error: null }),
        },
      },
    },
    checking: {
      tags: ["busy"],
      invoke: {
        id: "check",
        src: "check",
        input: ({ context }) => bodyOf(context),
        onDone: [
          {
            guard: "lacksPassword",
            target: "confirming",
            actions: assign({ errors: { password: "password_required" } }),
          },
          {
            guard: ({ event }) => Object.keys(event.output).length > 0,
            target: "confirming",
            actions: assign({ errors: ({ event }) => event.output }),
          },
          { target: "deleting", actions: assign({ errors: {} }) },
        ],
        onError: {
          target: "confirming",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    deleting: {
      tags: ["busy"],
      invoke: {
        id: "remove",
        src: "remove",
        input: ({ context }) => bodyOf(context),
        onDone: { target: "deleted" },
        onError: {
          target: "confirming",
          actions: assign(({ event }) => {
            const code = failureCode(event.error);
            return code === "invalid_credentials" || code === "password_required"
              ? { errors: { password: code }, error: null }
              : { errors: {}, error: code };
          }),
        },
      },
    },
    deleted: {
      type: "final",
      entry: "accountDeleted",
    },
  },
});
