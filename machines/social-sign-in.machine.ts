import { assign, fromPromise, setup } from "xstate";
import type { Lang, SocialProvider, SocialStart } from "../sdk";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * Signing in with another service, from the sign-in dialog. Read top to bottom:
 * - `loading`: the providers the server offers (listSocialProviders), asked when the dialog
 *   opens, never in the page's first load.
 * - `unavailable`: none, or they could not be read: the dialog shows password sign-in alone
 *   (an error about an optional way in is not worth the space).
 * - `choosing`: a button per provider; pressing one starts (`social.start`).
 * - `starting`: startSocialSignIn with the dialog's `next` and the interface language; the
 *   server keeps state, nonce and verifier and answers the provider's address. A refusal goes
 *   back to `choosing` with its code.
 * - `leaving`: the browser is sent to the provider (`openProvider`, the app's navigation); the
 *   page unloads, and the provider sends the person back to /auth/callback.
 */

export interface SocialSignInInput {
  /** Where the dialog was asked to return to; the server keeps it if it is a path of this site. */
  next: string | null;
  lang: Lang;
}

export interface SocialSignInContext extends SocialSignInInput {
  providers: SocialProvider[];
  /** The provider being started, for the view to mark its button busy. */
  chosen: string | null;
  error: FailureCode | null;
}

export type SocialSignInEvent = { type: "social.start"; provider: string };

const mustBeProvided = (name: string) => () => {
  throw new Error(`socialSignIn: the "${name}" implementation must be provided`);
};

export const socialSignInMachine = setup({
  types: {
    context: {} as SocialSignInContext,
    events: {} as SocialSignInEvent,
    input: {} as SocialSignInInput,
    tags: {} as "busy",
  },
  actors: {
    listProviders: fromPromise<SocialProvider[]>(mustBeProvided("listProviders")),
    start: fromPromise<string, SocialStart>(mustBeProvided("start")),
  },
  actions: {
    openProvider: (_, _params: { url: string }) => {},
  },
  guards: {
    hasProviders: (_, params: { providers: SocialProvider[] }) => params.providers.length > 0,
    isOffered: ({ context }, params: { provider: string }) =>
      context.providers.some((provider) => provider.id === params.provider),
  },
}).createMachine({
  id: "socialSignIn",
  context: ({ input }) => ({ ...input, providers: [], chosen: null, error: null }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "listProviders",
        src: "listProviders",
        onDone: [
          {
            guard: { type: "hasProviders", params: ({ event }) => ({ providers: event.output }) },
            target: "choosing",
            actions: assign({ providers: ({ event }) => event.output }),
          },
          { target: "unavailable" },
        ],
        onError: { target: "unavailable" },
      },
    },
    unavailable: { type: "final" },
    choosing: {
      on: {
        "social.start": {
          guard: { type: "isOffered", params: ({ event }) => ({ provider: event.provider }) },
          target: "starting",
          actions: assign({ chosen: ({ event }) => event.provider, error: null }),
        },
      },
    },
    starting: {
      tags: ["busy"],
      invoke: {
        id: "start",
        src: "start",
        input: ({ context }) => ({
          provider: context.chosen ?? "",
          lang: context.lang,
          ...(context.next === null ? {} : { next: context.next }),
        }),
        onDone: {
          target: "leaving",
          actions: { type: "openProvider", params: ({ event }) => ({ url: event.output }) },
        },
        onError: {
          target: "choosing",
          actions: assign({ chosen: null, error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    leaving: { tags: ["busy"] },
  },
});
