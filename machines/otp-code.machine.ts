import { type ActorRefFrom, assign, fromPromise, raise, setup } from "xstate";
import type { ErrorCode, OtpSent } from "../sdk";
import { countdownMachine } from "./countdown.machine";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * The one-time code step, shared by registration and by a change of email or phone. Two
 * regions run side by side while `waiting`:
 * - `entry`: the person types the code → `checking` (the contract's rule for a code, so a
 *   malformed one is never sent) → `verifying` → the machine ends with what the code gave
 *   (registration's token pair, a contact change's profile). A refused code returns to
 *   `editing` with its code: `invalid_otp` (wrong, try again), `otp_expired_or_invalid`
 *   (expired or spent by five wrong tries: only a new code helps, so the clock stops too).
 * - `clock`: the code's lifetime counted down (`countdown`, from `expires_in`) → `expired`,
 *   where a new code may be asked for → `resending` → `running` again. A refused resend stays
 *   `expired` with its code (`otp_already_active`, a network failure).
 * - `ended`: a refusal after which no code can help (`isEnded`; never, unless the user of the
 *   step provides it: a card binding that five wrong codes ended). Nothing more happens here;
 *   the flow around the step offers to start again.
 * What verifying and resending call is the user's of the step (registration, contact change,
 * a card's binding): they provide `checkCode`, `verify` and `resend`, and what a send answered
 * (`Sent`: registration's OtpSent, a card binding's CardBindingStarted) is theirs too.
 */

/** What sending a code answered: its lifetime, and by which channel when there are several. */
export interface CodeSent {
  expires_in: number;
  channel?: "sms" | "email";
}

export interface OtpCodeInput<Sent extends CodeSent = OtpSent> {
  sent: Sent;
  /** Where the code went as the person typed it (a phone's digits, an email): the view shows it. */
  to: string;
}

export interface OtpCodeContext<Verified, Sent extends CodeSent = OtpSent>
  extends OtpCodeInput<Sent> {
  code: string;
  error: FailureCode | null;
  /** A new code was sent on request (the view says so). */
  resent: boolean;
  verified: Verified | null;
}

export type OtpCodeEvent =
  | { type: "otp.submit"; code: string }
  | { type: "otp.resend" }
  /** Raised when the server says the code can no longer be used: the clock is over too. */
  | { type: "otp.spent" };

export interface OtpAttempt<Sent extends CodeSent = OtpSent> {
  sent: Sent;
  code: string;
}

/** A refused verify or resend, as the `isSpent` and `isEnded` guards are given it. */
export interface OtpRefusal {
  error: unknown;
  step: "verify" | "resend";
}

const mustBeProvided = (name: string) => () => {
  throw new Error(`otpCode: the "${name}" implementation must be provided`);
};

/**
 * The step for a code whose confirmation answers `Verified`, sent with an answer `Sent`. One
 * machine per use, so the parent receives the answer typed (`onDone`'s `event.output`).
 */
export function otpCodeMachineOf<Verified, Sent extends CodeSent = OtpSent>() {
  return setup({
    types: {
      context: {} as OtpCodeContext<Verified, Sent>,
      events: {} as OtpCodeEvent,
      input: {} as OtpCodeInput<Sent>,
      output: {} as Verified,
      tags: {} as "verifying" | "resending",
      children: {} as {
        checkCode: "checkCode";
        verify: "verify";
        countdown: "countdown";
        resend: "resend";
      },
    },
    actors: {
      /** The code's rule from the contract: the code a server would answer, or null. */
      checkCode: fromPromise<ErrorCode | null, OtpAttempt<Sent>>(mustBeProvided("checkCode")),
      verify: fromPromise<Verified, OtpAttempt<Sent>>(mustBeProvided("verify")),
      resend: fromPromise<Sent, OtpCodeInput<Sent>>(mustBeProvided("resend")),
      countdown: countdownMachine,
    },
    guards: {
      isRefused: (_, params: { code: ErrorCode | null }) => params.code !== null,
      /** The code can no longer be used, but a new one may be asked for. */
      isSpent: (_, params: OtpRefusal) => failureCode(params.error) === "otp_expired_or_invalid",
      /** Nothing a code could do is left: registration's and a contact change's never end so. */
      isEnded: (_, _params: OtpRefusal) => false,
    },
  }).createMachine({
    id: "otpCode",
    context: ({ input }) => ({ ...input, code: "", error: null, resent: false, verified: null }),
    initial: "waiting",
    states: {
      waiting: {
        type: "parallel",
        states: {
          entry: {
            initial: "editing",
            states: {
              editing: {
                on: {
                  "otp.submit": {
                    target: "checking",
                    actions: assign({ code: ({ event }) => event.code, error: null }),
                  },
                },
              },
              checking: {
                tags: ["verifying"],
                invoke: {
                  id: "checkCode",
                  src: "checkCode",
                  input: ({ context }) => ({ sent: context.sent, code: context.code }),
                  onDone: [
                    {
                      guard: { type: "isRefused", params: ({ event }) => ({ code: event.output }) },
                      target: "editing",
                      actions: assign({ error: ({ event }) => event.output }),
                    },
                    { target: "verifying" },
                  ],
                  onError: {
                    target: "editing",
                    actions: assign({ error: ({ event }) => failureCode(event.error) }),
                  },
                },
              },
              verifying: {
                tags: ["verifying"],
                invoke: {
                  id: "verify",
                  src: "verify",
                  input: ({ context }) => ({ sent: context.sent, code: context.code }),
                  onDone: {
                    target: "#otpCode.verified",
                    actions: assign({ verified: ({ event }) => event.output }),
                  },
                  onError: [
                    {
                      guard: {
                        type: "isEnded",
                        params: ({ event }) => ({ error: event.error, step: "verify" as const }),
                      },
                      target: "#otpCode.ended",
                      actions: assign({ error: ({ event }) => failureCode(event.error) }),
                    },
                    {
                      guard: {
                        type: "isSpent",
                        params: ({ event }) => ({ error: event.error, step: "verify" as const }),
                      },
                      target: "editing",
                      actions: [
                        assign({ error: ({ event }) => failureCode(event.error) }),
                        raise({ type: "otp.spent" }),
                      ],
                    },
                    {
                      target: "editing",
                      actions: assign({ error: ({ event }) => failureCode(event.error) }),
                    },
                  ],
                },
              },
            },
          },
          clock: {
            initial: "running",
            states: {
              running: {
                invoke: {
                  id: "countdown",
                  src: "countdown",
                  input: ({ context }) => {
                    const now = Date.now();
                    return { endsAt: now + context.sent.expires_in * 1000, now };
                  },
                  onDone: { target: "expired" },
                },
                on: { "otp.spent": { target: "expired" } },
              },
              expired: {
                on: { "otp.resend": { target: "resending", actions: assign({ error: null }) } },
              },
              resending: {
                tags: ["resending"],
                invoke: {
                  id: "resend",
                  src: "resend",
                  input: ({ context }) => ({ sent: context.sent, to: context.to }),
                  onDone: {
                    target: "running",
                    actions: assign({ sent: ({ event }) => event.output, resent: true }),
                  },
                  onError: [
                    {
                      guard: {
                        type: "isEnded",
                        params: ({ event }) => ({ error: event.error, step: "resend" as const }),
                      },
                      target: "#otpCode.ended",
                      actions: assign({ error: ({ event }) => failureCode(event.error) }),
                    },
                    {
                      target: "expired",
                      actions: assign({ error: ({ event }) => failureCode(event.error) }),
                    },
                  ],
                },
              },
            },
          },
        },
      },
      verified: { type: "final" },
      // Not final: the step has no answer to give its parent, which offers to start again.
      ended: {},
    },
    // `verified` is reached from `verifying`'s answer alone, which it keeps.
    output: ({ context }) => context.verified as Verified,
  });
}

/** The step's machine for a confirmation answering `Verified`. */
export type OtpCodeMachine<Verified, Sent extends CodeSent = OtpSent> = ReturnType<
  typeof otpCodeMachineOf<Verified, Sent>
>;
export type OtpCodeActor<Verified, Sent extends CodeSent = OtpSent> = ActorRefFrom<
  OtpCodeMachine<Verified, Sent>
>;

/** The step as the visualizer and `machines:paths` show it, whatever a code gives. */
export const otpCodeMachine = otpCodeMachineOf<unknown>();
