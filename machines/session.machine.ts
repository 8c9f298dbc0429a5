import { assign, enqueueActions, fromPromise, raise, setup } from "xstate";
import type { Profile, ProfileUpdate, TokenPair } from "../sdk";
import { afterSignInPath, safeNextPath } from "./next-path";
import type { FailureCode } from "./request-failure";
import { failureCode } from "./request-failure";
import { socketMachine } from "./socket.machine";

/**
 * The signed-in session (SPEC.md section 4). Read top to bottom:
 * - `starting`: with both tokens stored the user is loaded, otherwise signed out.
 * - `signingIn`: login answers both tokens → stored → the page the person was sent to sign in
 *   from (`next`, a path of this site only), else /profile.
 * - `signedIn.user`: the user is loaded once; afterwards the live socket runs for the user id
 *   (`loaded` invokes it, so leaving the session stops it), updates go through `updating`, and
 *   log-out asks for confirmation first.
 * - `signedIn.token`: the fetch adapter reports a rejected access token with
 *   `session.unauthorized`. A `?token=` in the page URL is adopted first; otherwise one refresh
 *   runs. However many requests report together, the region is in `refreshing` once, so
 *   exactly one refresh call is made; the requests wait for it and retry once. A retry that is
 *   refused again reports `session.rejected`.
 *   The live socket reports an expired token the same way (`socket.tokenExpired`).
 * - `expired` (refresh refused or answered without both tokens): tokens removed, back to /.
 *   A refresh that could not reach the server keeps the session: nothing was refused.
 * - `signingOut`: tokens removed, refresh family revoked, user cleared, /?action=login.
 * - `session.choose`: the person picked a language or display currency. Signed in, it is saved
 *   to the profile like any change. Before the profile is loaded (signed out, signing in, the
 *   user loading) it is kept in `chosen`; once loaded, what differs from the profile is saved
 *   first (`savingChoices`), so the profile's preferences, applied after, are the ones chosen
 *   on this visit (SPEC.md section 4: the profile's language applies after load).
 * Every effect is a named implementation the app replaces with `.provide()`.
 */

export interface Credentials {
  username: string;
  password: string;
}

export interface SessionInput {
  tokens: TokenPair | null;
  /** Choices made earlier in this visit and not yet saved (kept by the app, `keepChoices`). */
  chosen?: ProfileUpdate | null;
}

export interface SessionContext {
  tokens: TokenPair | null;
  user: Profile | null;
  error: FailureCode | null;
  /** The profile changes being saved, and those asked for meanwhile (sent next, merged). */
  update: ProfileUpdate | null;
  queuedUpdate: ProfileUpdate | null;
  /** Where to go once signed in (next-path.ts); absent: /profile. */
  next?: string;
  /** Language and currency the person chose on this visit before the profile was loaded. */
  chosen: ProfileUpdate | null;
  /** The profile as the server just answered it, before it is adopted (state `arrived`). */
  arrived: Profile | null;
}

export type SessionEvent =
  | ({ type: "session.login"; next?: string | null } & Credentials)
  | { type: "session.logout" }
  | { type: "session.logoutConfirm" }
  | { type: "session.logoutCancel" }
  | { type: "session.update"; changes: ProfileUpdate }
  | { type: "session.choose"; changes: Pick<ProfileUpdate, "lang" | "currency"> }
  | { type: "session.reloadUser" }
  | { type: "session.retryUser" }
  | { type: "session.unauthorized" }
  | { type: "session.rejected" }
  | { type: "socket.tokenExpired" };

const mustBeProvided = (name: string) => () => {
  throw new Error(`session: the "${name}" implementation must be provided`);
};

/** What the session holds of nobody: the start, and what signing out or expiring leaves. */
const nobody = {
  tokens: null,
  user: null,
  update: null,
  queuedUpdate: null,
  chosen: null,
  arrived: null,
} satisfies Partial<SessionContext>;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    // settlingToken: a reported 401 is being settled; requests wait for it to end, then retry.
    tags: {} as "loading" | "settlingToken",
  },
  actors: {
    signIn: fromPromise<TokenPair, Credentials>(mustBeProvided("signIn")),
    loadUser: fromPromise<Profile, void>(mustBeProvided("loadUser")),
    updateProfile: fromPromise<Profile, ProfileUpdate>(mustBeProvided("updateProfile")),
    refreshTokens: fromPromise<TokenPair, { refresh: string }>(mustBeProvided("refreshTokens")),
    takeUrlToken: fromPromise<string, void>(mustBeProvided("takeUrlToken")),
    socket: socketMachine,
  },
  actions: {
    storeTokens: (_, _params: { tokens: TokenPair }) => {},
    removeTokens: () => {},
    // Fire and forget: signing out locally must not wait for the server to revoke.
    revokeTokens: (_, _params: { refresh: string }) => {},
    navigate: (_, _params: { to: string }) => {},
    // The visit's unsaved choices, for the app to keep across a reload of the page (the
    // implementation reads `context.chosen`).
    keepChoices: () => {},
    rememberChoice: assign({
      chosen: ({ context, event }) =>
        event.type === "session.choose" ? { ...context.chosen, ...event.changes } : context.chosen,
    }),
    applyUserPreferences: (_, _params: { user: Profile }) => {},
  },
  guards: {
    hasTokens: ({ context }) => context.tokens !== null,
    // A choice that differs from the profile, so saving it changes something.
    choiceDiffers: (_, params: { changes: ProfileUpdate | null; user: Profile | null }) =>
      differingChoices(params.changes, params.user) !== null,
    hasBothTokens: (_, params: { tokens: Partial<TokenPair> | null | undefined }) =>
      Boolean(params.tokens?.access && params.tokens.refresh),
    isNetworkFailure: (_, params: { error: unknown }) =>
      failureCode(params.error) === "network_error",
    // Reads the page URL, so the app provides it; without a URL there is no token in it.
    urlHasToken: () => false,
  },
}).createMachine({
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
        "session.choose": { actions: ["rememberChoice", "keepChoices"] },
      },
    },
    signingIn: {
      tags: ["loading"],
      on: { "session.choose": { actions: ["rememberChoice", "keepChoices"] } },
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
            { type: "storeTokens", params: ({ event }) => ({ tokens: event.output }) },
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
      states: {
        user: {
          initial: "loading",
          states: {
            loading: {
              tags: ["loading"],
              on: { "session.choose": { actions: ["rememberChoice", "keepChoices"] } },
              invoke: {
                id: "loadUser",
                src: "loadUser",
                onDone: {
                  target: "arrived",
                  actions: assign({ arrived: ({ event }) => event.output, error: null }),
                },
                onError: {
                  target: "failed",
                  actions: assign({ error: ({ event }) => failureCode(event.error) }),
                },
              },
            },
            failed: {
              on: {
                "session.retryUser": { target: "loading" },
                "session.choose": { actions: ["rememberChoice", "keepChoices"] },
              },
            },
            // The profile has arrived (loaded, or answered by saving the visit's choices). The
            // choices the person made on this visit that differ from it are saved first, so the
            // preferences applied are the ones chosen; else it is adopted and its own apply.
            arrived: {
              always: [
                {
                  guard: {
                    type: "choiceDiffers",
                    params: ({ context }) => ({ changes: context.chosen, user: context.arrived }),
                  },
                  target: "savingChoices",
                  actions: [
                    assign({
                      update: ({ context }) => differingChoices(context.chosen, context.arrived),
                      chosen: null,
                    }),
                    "keepChoices",
                  ],
                },
                {
                  target: "loaded",
                  actions: enqueueActions(({ context, enqueue }) => {
                    const user = context.arrived;
                    enqueue.assign({ user, arrived: null, update: null, chosen: null });
                    enqueue("keepChoices");
                    if (user) enqueue({ type: "applyUserPreferences", params: { user } });
                  }),
                },
              ],
            },
            // The user stays unknown meanwhile, so pages wait rather than flash the old
            // language; a choice made meanwhile is saved next. A refused save loads the profile
            // as it is, whose own preferences then apply (a 5xx or lost connection shows its
            // toast).
            savingChoices: {
              tags: ["loading"],
              on: { "session.choose": { actions: ["rememberChoice", "keepChoices"] } },
              invoke: {
                id: "saveChoices",
                src: "updateProfile",
                input: ({ context }) => context.update ?? {},
                onDone: {
                  target: "arrived",
                  actions: assign({ arrived: ({ event }) => event.output }),
                },
                onError: {
                  target: "loading",
                  actions: assign({ update: null, chosen: null, arrived: null }),
                },
              },
            },
            loaded: {
              invoke: {
                id: "socket",
                src: "socket",
                input: ({ context }) => ({
                  userId: context.user?.id ?? "",
                  token: context.tokens?.access ?? "",
                }),
              },
              initial: "ready",
              on: {
                // Signed in, a choice is a profile change (when it changes anything).
                "session.choose": {
                  guard: {
                    type: "choiceDiffers",
                    params: ({ context, event }) => ({
                      changes: event.changes,
                      user: context.user,
                    }),
                  },
                  actions: raise(({ context, event }) => ({
                    type: "session.update" as const,
                    changes: differingChoices(event.changes, context.user) ?? {},
                  })),
                },
              },
              states: {
                ready: {
                  on: {
                    "session.logout": { target: "confirmingLogout" },
                    "session.update": {
                      target: "updating",
                      actions: assign({ update: ({ event }) => event.changes }),
                    },
                    "session.reloadUser": { target: "reloading" },
                  },
                },
                // Changes asked for while saving are not lost: they are merged and saved next.
                updating: {
                  tags: ["loading"],
                  entry: assign({ error: null }),
                  on: {
                    "session.update": {
                      actions: assign({
                        queuedUpdate: ({ context, event }) => ({
                          ...context.queuedUpdate,
                          ...event.changes,
                        }),
                      }),
                    },
                  },
                  invoke: {
                    id: "updateProfile",
                    src: "updateProfile",
                    input: ({ context }) => context.update ?? {},
                    onDone: [
                      {
                        guard: ({ context }) => context.queuedUpdate !== null,
                        target: "updating",
                        reenter: true,
                        actions: [
                          assign({
                            user: ({ event }) => event.output,
                            update: ({ context }) => context.queuedUpdate,
                            queuedUpdate: null,
                          }),
                          {
                            type: "applyUserPreferences",
                            params: ({ event }) => ({ user: event.output }),
                          },
                        ],
                      },
                      {
                        target: "ready",
                        actions: [
                          assign({ user: ({ event }) => event.output, update: null }),
                          {
                            type: "applyUserPreferences",
                            params: ({ event }) => ({ user: event.output }),
                          },
                        ],
                      },
                    ],
                    onError: {
                      target: "ready",
                      actions: assign({
                        error: ({ event }) => failureCode(event.error),
                        update: null,
                        queuedUpdate: null,
                      }),
                    },
                  },
                },
                // Fresh data for a page that asks for it, keeping the known user on screen.
                reloading: {
                  tags: ["loading"],
                  on: {
                    // The update answers the whole profile: it supersedes the reload.
                    "session.update": {
                      target: "updating",
                      actions: assign({ update: ({ event }) => event.changes }),
                    },
                  },
                  invoke: {
                    id: "reloadUser",
                    src: "loadUser",
                    onDone: {
                      target: "ready",
                      actions: assign({ user: ({ event }) => event.output, error: null }),
                    },
                    onError: {
                      target: "ready",
                      actions: assign({ error: ({ event }) => failureCode(event.error) }),
                    },
                  },
                },
                confirmingLogout: {
                  on: {
                    "session.logoutConfirm": { target: "#session.signingOut" },
                    "session.logoutCancel": { target: "ready" },
                  },
                },
              },
            },
          },
        },
        token: {
          initial: "valid",
          on: { "session.rejected": { target: "#session.expired" } },
          states: {
            valid: {
              on: {
                "session.unauthorized": [
                  { guard: "urlHasToken", target: "adoptingUrlToken" },
                  { target: "refreshing" },
                ],
                "socket.tokenExpired": { target: "refreshing" },
              },
            },
            adoptingUrlToken: {
              tags: ["settlingToken"],
              invoke: {
                id: "takeUrlToken",
                src: "takeUrlToken",
                onDone: {
                  target: "valid",
                  actions: [
                    assign({
                      tokens: ({ context, event }) => ({
                        access: event.output,
                        refresh: context.tokens?.refresh ?? "",
                      }),
                    }),
                    {
                      type: "storeTokens",
                      params: ({ context, event }) => ({
                        tokens: { access: event.output, refresh: context.tokens?.refresh ?? "" },
                      }),
                    },
                    enqueueActions(({ context, enqueue }) => {
                      // The socket runs once the user is loaded; it reconnects with the newest token.
                      if (context.tokens && context.user) {
                        enqueue.sendTo("socket", {
                          type: "socket.token",
                          token: context.tokens.access,
                        });
                      }
                    }),
                  ],
                },
                onError: { target: "refreshing" },
              },
            },
            refreshing: {
              tags: ["settlingToken"],
              invoke: {
                id: "refreshTokens",
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
                      enqueueActions(({ context, enqueue }) => {
                        // The socket runs once the user is loaded; it reconnects with the newest token.
                        if (context.tokens && context.user) {
                          enqueue.sendTo("socket", {
                            type: "socket.token",
                            token: context.tokens.access,
                          });
                        }
                      }),
                    ],
                  },
                  { target: "#session.expired" },
                ],
                onError: [
                  // Unreachable is not refused: the session stays, the next request retries.
                  {
                    guard: {
                      type: "isNetworkFailure",
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: "valid",
                  },
                  { target: "#session.expired" },
                ],
              },
            },
          },
        },
      },
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

/** The chosen language and currency that differ from the profile's; null when none does. */
function differingChoices(
  changes: ProfileUpdate | null,
  user: Profile | null,
): ProfileUpdate | null {
  if (!changes || !user) return null;
  const differing: ProfileUpdate = {
    ...(changes.lang !== undefined && changes.lang !== user.lang ? { lang: changes.lang } : {}),
    ...(changes.currency !== undefined && changes.currency !== user.currency.id
      ? { currency: changes.currency }
      : {}),
  };
  return Object.keys(differing).length > 0 ? differing : null;
}
