import { assign, fromPromise, setup } from "xstate";
import type { ErrorCode, OtpSent, Profile } from "../sdk";
import { otpCodeMachineOf } from "./otp-code.machine";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * A change of the signed-in person's email or phone; one machine per contact. Read top to
 * bottom:
 * - `idle`: the current one is shown; `contact.start` → `editing`. An email not yet confirmed
 *   is confirmed by the same flow for the same address: `contact.confirm` → `requesting` at
 *   once (nothing to type; `confirming` is set), and a refusal returns to `idle` with its code.
 * - `editing`: the new one is typed; sending it → `checking` (the contract's rule for it: the
 *   code the server would answer) → `requesting`: a code goes to the new address or number.
 *   A refusal (`contact_unchanged`, `user_already_exists`, `otp_already_active`, …) returns
 *   to `editing` with its code. `contact.cancel` gives up → `idle`.
 * - `code`: the one-time code step (otp-code.machine.ts); a new code is asked for by
 *   requesting the same change again. Its confirmation answers the profile with the new
 *   contact, which the session takes (`changed`: `session.userChanged`) → `idle`, `done`.
 *   Nothing changes on the account before that; `contact.cancel` leaves it as it was.
 */

export type ContactKind = "email" | "phone";

export interface ContactChangeInput {
  kind: ContactKind;
}

export interface ContactChangeContext extends ContactChangeInput {
  value: string;
  error: FailureCode | null;
  sent: OtpSent | null;
  /** The last change was confirmed (the view says so until the next one starts). */
  done: boolean;
  /** This flow confirms the current email rather than changing it. */
  confirming: boolean;
}

export type ContactChangeEvent =
  | { type: "contact.start" }
  | { type: "contact.confirm"; value: string }
  | { type: "contact.submit"; value: string }
  | { type: "contact.cancel" };

export interface ContactRequest {
  kind: ContactKind;
  value: string;
}

const mustBeProvided = (name: string) => () => {
  throw new Error(`contactChange: the "${name}" implementation must be provided`);
};

/** The code step of a contact change: its confirmation answers the changed profile. */
export const contactCodeMachine = otpCodeMachineOf<Profile>();

export const contactChangeMachine = setup({
  types: {
    context: {} as ContactChangeContext,
    events: {} as ContactChangeEvent,
    input: {} as ContactChangeInput,
    tags: {} as "busy",
    children: {} as { checkContact: "checkContact"; request: "request"; code: "code" },
  },
  actors: {
    /** The contract's rule for the new value: the code the server would answer, or null. */
    checkContact: fromPromise<ErrorCode | null, ContactRequest>(mustBeProvided("checkContact")),
    request: fromPromise<OtpSent, ContactRequest>(mustBeProvided("request")),
    code: contactCodeMachine,
  },
  actions: {
    changed: (_, _user: Profile) => {},
  },
  guards: {
    isRefused: (_, params: { code: ErrorCode | null }) => params.code !== null,
    isConfirming: ({ context }) => context.confirming,
  },
}).createMachine({
  id: "contactChange",
  context: ({ input }) => ({
    kind: input.kind,
    value: "",
    error: null,
    sent: null,
    done: false,
    confirming: false,
  }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "contact.start": {
          target: "editing",
          actions: assign({ error: null, done: false, confirming: false }),
        },
        // The address is the account's own, which the server already checked when it was
        // stored: the code is asked for at once.
        "contact.confirm": {
          target: "requesting",
          actions: assign({
            value: ({ event }) => event.value,
            error: null,
            done: false,
            confirming: true,
          }),
        },
      },
    },
    editing: {
      on: {
        "contact.submit": {
          target: "checking",
          actions: assign({ value: ({ event }) => event.value.trim(), error: null }),
        },
        "contact.cancel": { target: "idle" },
      },
    },
    checking: {
      tags: ["busy"],
      invoke: {
        id: "checkContact",
        src: "checkContact",
        input: ({ context }) => ({ kind: context.kind, value: context.value }),
        onDone: [
          {
            guard: { type: "isRefused", params: ({ event }) => ({ code: event.output }) },
            target: "editing",
            actions: assign({ error: ({ event }) => event.output }),
          },
          { target: "requesting" },
        ],
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    requesting: {
      tags: ["busy"],
      invoke: {
        id: "request",
        src: "request",
        input: ({ context }) => ({ kind: context.kind, value: context.value }),
        onDone: { target: "code", actions: assign({ sent: ({ event }) => event.output }) },
        onError: [
          // Confirming has no form to go back to: the refusal shows beside the address.
          {
            guard: "isConfirming",
            target: "idle",
            actions: assign({ error: ({ event }) => failureCode(event.error) }),
          },
          {
            target: "editing",
            actions: assign({ error: ({ event }) => failureCode(event.error) }),
          },
        ],
      },
    },
    code: {
      invoke: {
        id: "code",
        src: "code",
        input: ({ context }) => ({ sent: context.sent as OtpSent, to: context.value }),
        onDone: {
          target: "idle",
          actions: [
            { type: "changed", params: ({ event }) => event.output },
            assign({ done: true, sent: null }),
          ],
        },
      },
      on: { "contact.cancel": { target: "idle", actions: assign({ sent: null }) } },
    },
  },
});
