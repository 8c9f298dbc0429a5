import { assign, fromPromise, setup } from "xstate";
import type { Profile, ProfileUpdate, TokenPair } from "../sdk";
import { failureCode } from "./request-failure";
import { differingChoices } from "./session.choices";
import type { Credentials, SessionContext, SessionEvent, SessionInput } from "./session.types";
import { socketMachine } from "./socket.machine";

const mustBeProvided = (name: string) => () => {
  throw new Error(`session: the "${name}" implementation must be provided`);
};

/**
 * The session machine's types and named implementations (session.machine.ts has the states).
 * Every effect is a named implementation the app replaces with `.provide()`; the actions
 * added with `extend` are the session's own, written once for every state that needs them.
 */
const base = setup({
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
});

export const sessionSetup = base.extend({
  actions: {
    // The tokens just put in the context (signed in, refreshed, taken from the URL) are stored;
    // the socket, which runs once the user is loaded, reconnects with the newest access token.
    handOverTokens: base.enqueueActions(({ context, enqueue }) => {
      if (!context.tokens) return;
      enqueue({ type: "storeTokens", params: { tokens: context.tokens } });
      if (context.user) {
        enqueue.sendTo("socket", { type: "socket.token", token: context.tokens.access });
      }
    }),
    // The user just put in the context is the profile as the server answered it: its language
    // and currency apply.
    applyUser: base.enqueueActions(({ context, enqueue }) => {
      if (context.user) enqueue({ type: "applyUserPreferences", params: { user: context.user } });
    }),
  },
});

/** Before the profile is loaded, a choice is kept until it can be saved (`savingChoices`). */
export const keepChoice = { actions: ["rememberChoice", "keepChoices"] } as const;
