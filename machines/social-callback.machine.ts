import { assign, fromPromise, setup } from "xstate";
import type { SocialCallback, SocialSignIn } from "../sdk";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * /auth/callback: the provider has sent the person back with its answer in the address. Read
 * top to bottom:
 * - `reading`: the answer is taken from the address, which is then forgotten
 *   (`forgetAnswer`: the code and state are spent either way, and an address bar is copied
 *   and shared). A person already signed in uses none of it (the session keeps its account;
 *   Back from the page signing in opened lands here too). The provider's
 *   `error=access_denied` means the person cancelled there (`sign_in_cancelled`); any other
 *   error, or no code or state, needs no request to fail.
 * - `completing`: completeSocialSignIn exchanges the code on the server.
 * - `signedIn`: the tokens go to the session (`adopt`: `session.adopt`), which opens `next`
 *   or the profile; or the person was signed in already.
 * - `failed`: what went wrong, as a code the page translates, with a way back to sign in.
 */

export interface SocialCallbackInput {
  code: string | null;
  state: string | null;
  iss: string | null;
  /** The provider's `error` parameter, when it refused or the person cancelled. */
  error: string | null;
}

export interface SocialCallbackContext extends SocialCallbackInput {
  /** What went wrong: a server's code, or `sign_in_cancelled` for the person's own cancel. */
  failure: FailureCode | null;
  /** Where signing in leads, as the server handed back the start's `next`. */
  next: string | null;
}

const mustBeProvided = (name: string) => () => {
  throw new Error(`socialCallback: the "${name}" implementation must be provided`);
};

export const socialCallbackMachine = setup({
  types: {
    context: {} as SocialCallbackContext,
    input: {} as SocialCallbackInput,
    tags: {} as "busy",
  },
  actors: {
    complete: fromPromise<SocialSignIn, SocialCallback>(mustBeProvided("complete")),
  },
  actions: {
    forgetAnswer: () => {},
    adopt: (_, _params: { signedIn: SocialSignIn }) => {},
  },
  guards: {
    // The session knows; the app provides this.
    isSignedIn: () => false,
    wasCancelled: ({ context }) => context.error === "access_denied",
    wasRefused: ({ context }) => context.error !== null,
    isIncomplete: ({ context }) => !context.code || !context.state,
  },
}).createMachine({
  id: "socialCallback",
  context: ({ input }) => ({ ...input, failure: null, next: null }),
  initial: "reading",
  states: {
    reading: {
      entry: "forgetAnswer",
      always: [
        { guard: "isSignedIn", target: "signedIn" },
        {
          guard: "wasCancelled",
          target: "failed",
          actions: assign({ failure: "sign_in_cancelled" }),
        },
        {
          guard: "wasRefused",
          target: "failed",
          actions: assign({ failure: "something_went_wrong" }),
        },
        { guard: "isIncomplete", target: "failed", actions: assign({ failure: "token_invalid" }) },
        { target: "completing" },
      ],
    },
    completing: {
      tags: ["busy"],
      invoke: {
        id: "complete",
        src: "complete",
        input: ({ context }) => ({
          code: context.code ?? "",
          state: context.state ?? "",
          ...(context.iss ? { iss: context.iss } : {}),
        }),
        onDone: {
          target: "signedIn",
          actions: [
            assign({ next: ({ event }) => event.output.next }),
            { type: "adopt", params: ({ event }) => ({ signedIn: event.output }) },
          ],
        },
        onError: {
          target: "failed",
          actions: assign({ failure: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    signedIn: { type: "final" },
    failed: { type: "final" },
  },
});
