import { assign, fromPromise, setup } from "xstate";
import type { Profile, TokenPair } from "../sdk";
import type { FailureCode } from "./request-failure";
import { failureCode } from "./request-failure";

/**
 * The signed-in session (SPEC.md section 4): tokens, the user, sign-in, sign-out and the
 * single-flight token refresh. Every effect (SDK calls, storage, navigation) is a named
 * implementation below that the app replaces with `.provide()`, so this file can be pasted
 * into the Stately visualizer as it is.
 *
 * The fetch adapter reports a rejected access token with `session.unauthorized`; however many
 * requests report it together, the `token` region is in `refreshing` once, so exactly one
 * refresh call is made. Requests wait for the region to leave `refreshing` and retry once;
 * a retry that is refused again reports `session.rejected`, which ends the session.
 */

export interface Credentials {
  username: string;
  password: string;
}

export interface SessionInput {
  tokens: TokenPair | null;
}

export interface SessionContext {
  tokens: TokenPair | null;
  user: Profile | null;
  error: FailureCode | null;
}

export type SessionEvent =
  | ({ type: "session.login" } & Credentials)
  | { type: "session.logout" }
  | { type: "session.logoutConfirm" }
  | { type: "session.logoutCancel" }
  | { type: "session.unauthorized" }
  | { type: "session.rejected" }
  | { type: "session.retryUser" };

const mustBeProvided = (name: string) => () => {
  throw new Error(`session: the "${name}" implementation must be provided`);
};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as "loading",
  },
  actors: {
    signIn: fromPromise<TokenPair, Credentials>(mustBeProvided("signIn")),
    loadUser: fromPromise<Profile, void>(mustBeProvided("loadUser")),
    refreshTokens: fromPromise<TokenPair, { refresh: string }>(mustBeProvided("refreshTokens")),
  },
  actions: {
    storeTokens: (_, _params: { tokens: TokenPair }) => {},
    removeTokens: () => {},
    // Fire and forget: signing out locally must not wait for the server to revoke.
    revokeTokens: (_, _params: { refresh: string }) => {},
    navigate: (_, _params: { to: string }) => {},
    applyUserPreferences: (_, _params: { user: Profile }) => {},
  },
  guards: {
    hasTokens: ({ context }) => context.tokens !== null,
    hasBothTokens: (_, params: { tokens: Partial<TokenPair> | null | undefined }) =>
      Boolean(params.tokens?.access && params.tokens.refresh),
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({ tokens: input.tokens, user: null, error: null }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "hasTokens", target: "signedIn" }, { target: "signedOut" }],
    },
    signedOut: {
      on: {
        "session.login": { target: "signingIn" },
      },
    },
    signingIn: {
      tags: ["loading"],
      entry: assign({ error: null }),
      invoke: {
        src: "signIn",
        input: ({ event }) => {
          if (event.type !== "session.login")
            throw new Error("signingIn entered without credentials");
          return { username: event.username, password: event.password };
        },
        onDone: {
          target: "signedIn",
          actions: [
            assign({ tokens: ({ event }) => event.output }),
            { type: "storeTokens", params: ({ event }) => ({ tokens: event.output }) },
            { type: "navigate", params: { to: "/profile" } },
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
      states: {
        user: {
          initial: "loading",
          states: {
            loading: {
              tags: ["loading"],
              invoke: {
                src: "loadUser",
                onDone: {
                  target: "ready",
                  actions: [
                    assign({ user: ({ event }) => event.output, error: null }),
                    {
                      type: "applyUserPreferences",
                      params: ({ event }) => ({ user: event.output }),
                    },
                  ],
                },
                onError: {
                  target: "failed",
                  actions: assign({ error: ({ event }) => failureCode(event.error) }),
                },
              },
            },
            failed: {
              on: { "session.retryUser": { target: "loading" } },
            },
            ready: {
              on: { "session.logout": { target: "confirmingLogout" } },
            },
            confirmingLogout: {
              on: {
                "session.logoutConfirm": { target: "#session.signingOut" },
                "session.logoutCancel": { target: "ready" },
              },
            },
          },
        },
        token: {
          initial: "valid",
          // A request that still gets 401 after its retry: the session is not recoverable.
          on: { "session.rejected": { target: "#session.expired" } },
          states: {
            valid: {
              on: { "session.unauthorized": { target: "refreshing" } },
            },
            refreshing: {
              invoke: {
                src: "refreshTokens",
                input: ({ context }) => ({ refresh: context.tokens?.refresh ?? "" }),
                onDone: [
                  {
                    guard: {
                      type: "hasBothTokens",
                      params: ({ event }) => ({ tokens: event.output }),
                    },
                    target: "valid",
                    actions: [
                      assign({ tokens: ({ event }) => event.output }),
                      { type: "storeTokens", params: ({ event }) => ({ tokens: event.output }) },
                    ],
                  },
                  { target: "#session.expired" },
                ],
                onError: { target: "#session.expired" },
              },
            },
          },
        },
      },
    },
    expired: {
      entry: [
        "removeTokens",
        assign({ tokens: null, user: null }),
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
        assign({ tokens: null, user: null, error: null }),
        { type: "navigate", params: { to: "/?action=login" } },
      ],
      always: { target: "signedOut" },
    },
  },
});
