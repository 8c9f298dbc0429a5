import { assign, fromPromise, setup } from "xstate";
import type { ErrorCode, PasswordChange } from "../sdk";
import type { FieldErrors } from "./field-check";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * Changing the password, or setting a first one for an account made by social sign-in
 * (`hasPassword` false: no old password is asked). Read top to bottom:
 * - `editing` → `password.submit` → `checking` with the contract's rules (the new one at
 *   least 6 characters: `password_too_short`; the old one required when there is one:
 *   `old_and_new_password_required`); a refused field stays in `editing`, nothing sent;
 * - `submitting` → `changed` (every other sign-in of the account has ended; `passwordChanged`
 *   tells the app, which reloads the profile); a refusal returns to `editing` with its code
 *   beside its field (`old_password_incorrect`) or as the form's (`too_many_attempts`).
 * - From `changed` the form can be used again.
 */

export interface PasswordChangeInput {
  hasPassword: boolean;
}

export interface PasswordChangeContext extends PasswordChangeInput {
  values: PasswordChange;
  errors: FieldErrors;
  error: FailureCode | null;
}

export type PasswordChangeEvent = { type: "password.submit"; values: PasswordChange };

const mustBeProvided = (name: string) => () => {
  throw new Error(`passwordChange: the "${name}" implementation must be provided`);
};

// The server's refusals that belong beside a field.
const FIELD_OF_CODE: Partial<Record<ErrorCode, keyof PasswordChange>> = {
  old_password_incorrect: "old_password",
  password_too_short: "new_password",
};

function refusalOf(error: unknown): Pick<PasswordChangeContext, "errors" | "error"> {
  const code = failureCode(error);
  if (code === "network_error") return { errors: {}, error: code };
  const field = FIELD_OF_CODE[code];
  return field ? { errors: { [field]: code }, error: null } : { errors: {}, error: code };
}

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    input: {} as PasswordChangeInput,
    tags: {} as "busy",
  },
  actors: {
    check: fromPromise<FieldErrors, PasswordChange>(mustBeProvided("check")),
    change: fromPromise<void, PasswordChange>(mustBeProvided("change")),
  },
  actions: {
    passwordChanged: () => {},
    takeValues: assign({ values: ({ event }) => event.values, error: null }),
  },
}).createMachine({
  id: "passwordChange",
  context: ({ input }) => ({
    hasPassword: input.hasPassword,
    values: { new_password: "" },
    errors: {},
    error: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: { "password.submit": { target: "checking", actions: "takeValues" } },
    },
    checking: {
      tags: ["busy"],
      invoke: {
        id: "check",
        src: "check",
        // Without a password, whatever old one is typed is not sent.
        input: ({ context }) =>
          context.hasPassword ? context.values : { new_password: context.values.new_password },
        onDone: [
          {
            guard: ({ context, event }) =>
              Object.keys(event.output).length > 0 ||
              (context.hasPassword && !context.values.old_password),
            target: "editing",
            actions: assign(({ context, event }) => ({
              errors: {
                ...(context.hasPassword &&
                  !context.values.old_password && {
                    old_password: "old_and_new_password_required" as const,
                  }),
                ...event.output,
              },
            })),
          },
          { target: "submitting", actions: assign({ errors: {} }) },
        ],
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        id: "change",
        src: "change",
        input: ({ context }) =>
          context.hasPassword ? context.values : { new_password: context.values.new_password },
        onDone: {
          target: "changed",
          actions: [assign({ hasPassword: true, values: { new_password: "" } }), "passwordChanged"],
        },
        onError: { target: "editing", actions: assign(({ event }) => refusalOf(event.error)) },
      },
    },
    changed: {
      on: { "password.submit": { target: "checking", actions: "takeValues" } },
    },
  },
});
