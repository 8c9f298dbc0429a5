import { assign } from "xstate";
import { afterSignInPath, safeNextPath } from "./next-path";
import { failureCode } from "./request-failure";
import { keepChoice, sessionSetup } from "./session.setup";
import { tokenStates } from "./session.token-states";
import { nobody } from "./session.types";
import { userStates } from "./session.user-states";

export type {
  Credentials,
  SessionContext,
  SessionEvent,
  SessionInput,
} from "./session.types";

/**
 * The signed-in session (SPEC.md section 4). Read top to bottom:
 * - `starting`: with both tokens stored the user is loaded, otherwise signed out.
 * - `signingIn`: login answers both tokens → stored → the page the person was sent to sign in
 *   from (`next`, a path of this site only), else /profile. `session.adopt` does the same with
 *   tokens another flow obtained (a verified registration code, a social sign-in).
 * - `signedIn.user` (session.user-states.ts): the user, the live socket, profile updates and
 *   the log-out confirmation.
 * - `signedIn.token` (session.token-states.ts): one refresh however many requests are refused,
 *   or the `?token=` of the page URL.
 * - `expired` (refresh refused or answered without both tokens, or `session.end` after the
 *   account was deleted): tokens removed, back to /.
 * - `signingOut`: tokens removed, refresh family revoked, user cleared, /?action=login.
 * - `session.choose`: the person picked a language or display currency. Signed in, it is saved
 *   to the profile like any change. Before the profile is loaded (signed out, signing in, the
 *   user loading) it is kept in `chosen` and saved once the profile has arrived.
 * Types and named implementations are in session.setup.ts; every effect is one the app
 * replaces with `.provide()`.
 */
export const sessionMachine = sessionSetup.createMachine({
  id: "session",
  context: ({ input }) => ({
    ...nobody,
    tokens: input.tokens,
    chosen: input.chosen ?? null,
    error: null,
  }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "hasTokens", target: "signedIn" }, { target: "signedOut" }],
    },
    signedOut: {
      on: {
        "session.login": {
          target: "signingIn",
          actions: assign({ next: ({ event }) => safeNextPath(event.next) ?? undefined }),
        },
        "session.choose": keepChoice,
        "session.adopt": {
          target: "signedIn",
          actions: [
            assign({ tokens: ({ event }) => event.tokens, error: null }),
            "handOverTokens",
            {
              type: "navigate",
              params: ({ event }) => ({ to: afterSignInPath(event.next) }),
            },
          ],
        },
      },
    },
    signingIn: {
      tags: ["loading"],
      on: { "session.choose": keepChoice },
      entry: assign({ error: null }),
      invoke: {
        id: "signIn",
        src: "signIn",
        input: ({ event }) => {
          if (event.type !== "session.login") throw new Error("signingIn without credentials");
          return { username: event.username, password: event.password };
        },
        onDone: {
          target: "signedIn",
          actions: [
            assign({ tokens: ({ event }) => event.output }),
            "handOverTokens",
            { type: "navigate", params: ({ context }) => ({ to: afterSignInPath(context.next) }) },
            assign({ next: undefined }),
          ],
        },
        onError: {
          target: "signedOut",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    signedIn: {
      type: "parallel",
      on: { "session.end": { target: "expired" } },
      states: { user: userStates, token: tokenStates },
    },
    expired: {
      entry: [
        "removeTokens",
        assign(nobody),
        "keepChoices",
        { type: "navigate", params: { to: "/" } },
      ],
      always: { target: "signedOut" },
    },
    signingOut: {
      entry: [
        {
          type: "revokeTokens",
          params: ({ context }) => ({ refresh: context.tokens?.refresh ?? "" }),
        },
        "removeTokens",
        assign({ ...nobody, error: null }),
        "keepChoices",
        { type: "navigate", params: { to: "/?action=login" } },
      ],
      always: { target: "signedOut" },
    },
  },
});
