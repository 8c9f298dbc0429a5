import { assign, fromPromise, setup } from "xstate";
import type { Profile, ProfileUpdate } from "../sdk";
import type { FieldErrors } from "./field-check";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * The person's first and last name. Read top to bottom:
 * - `viewing` (the view shows the session's names) → `names.edit` with the names shown →
 *   `editing` a draft of them;
 * - `names.submit` → `checking` with the contract's rules (a name is 1–100 characters, not
 *   blank: `name_invalid`); a refused field stays in `editing` with its code, nothing sent;
 * - `saving` through the session (`session.update`, so the header shows the new name at once)
 *   → `viewing` with `saved`; a refusal returns to `editing` with its code.
 */

export interface Names {
  first_name: string;
  last_name: string;
}

export interface ProfileNamesContext {
  draft: Names;
  errors: FieldErrors;
  error: FailureCode | null;
  saved: boolean;
}

export type ProfileNamesEvent =
  | { type: "names.edit"; names: Names }
  | { type: "names.change"; field: keyof Names; value: string }
  | { type: "names.submit" }
  | { type: "names.cancel" };

const mustBeProvided = (name: string) => () => {
  throw new Error(`profileNames: the "${name}" implementation must be provided`);
};

/** The names as sent: without their blank edges, as the server stores them. */
const trimmed = ({ first_name, last_name }: Names): Names => ({
  first_name: first_name.trim(),
  last_name: last_name.trim(),
});

export const profileNamesMachine = setup({
  types: {
    context: {} as ProfileNamesContext,
    events: {} as ProfileNamesEvent,
    tags: {} as "busy",
  },
  actors: {
    check: fromPromise<FieldErrors, Names>(mustBeProvided("check")),
    save: fromPromise<Profile, ProfileUpdate>(mustBeProvided("save")),
  },
}).createMachine({
  id: "profileNames",
  context: {
    draft: { first_name: "", last_name: "" },
    errors: {},
    error: null,
    saved: false,
  },
  initial: "viewing",
  states: {
    viewing: {
      on: {
        "names.edit": {
          target: "editing",
          actions: assign(({ event }) => ({
            draft: event.names,
            errors: {},
            error: null,
            saved: false,
          })),
        },
      },
    },
    editing: {
      on: {
        "names.change": {
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, [event.field]: event.value },
            errors: { ...context.errors, [event.field]: undefined },
          })),
        },
        "names.submit": { target: "checking", actions: assign({ error: null }) },
        "names.cancel": { target: "viewing" },
      },
    },
    checking: {
      tags: ["busy"],
      invoke: {
        id: "check",
        src: "check",
        input: ({ context }) => trimmed(context.draft),
        onDone: [
          {
            guard: ({ event }) => Object.values(event.output).some(Boolean),
            target: "editing",
            actions: assign({ errors: ({ event }) => event.output }),
          },
          { target: "saving", actions: assign({ errors: {} }) },
        ],
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => trimmed(context.draft),
        onDone: {
          target: "viewing",
          actions: assign({ saved: true }),
        },
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
  },
});
