import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { assign, fromPromise, setup } from "xstate";
import type { Lang } from "../sdk";

/**
 * The interface language (SPEC.md sections 2 and 4): starts from `?l=` or the stored
 * `user-locale` (the app resolves which), follows the profile's language after sign-in, and
 * loads its messages before showing them, keeping the previous language's messages on screen
 * meanwhile.
 */

/** ICU message strings, or the ASTs the production build compiles them to (build.mjs). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

export interface LocaleContext {
  locale: Lang;
  messages: Messages | null;
  shown: Lang | null;
}

export type LocaleEvent = { type: "locale.set"; locale: Lang } | { type: "locale.retry" };

export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    input: {} as { locale: Lang },
  },
  actors: {
    loadMessages: fromPromise<Messages, { locale: Lang }>(() => {
      throw new Error('locale: the "loadMessages" implementation must be provided');
    }),
  },
  actions: {
    storeLocale: (_, _params: { locale: Lang }) => {},
    // A language picked (not the starting one): the session saves it to the profile, or keeps
    // it until sign-in so the profile does not overrule it (session.machine.ts).
    reportChoice: (_, _params: { locale: Lang }) => {},
  },
  guards: {
    isOtherLocale: ({ context }, params: { locale: Lang }) => params.locale !== context.locale,
  },
}).createMachine({
  id: "locale",
  context: ({ input }) => ({ locale: input.locale, messages: null, shown: null }),
  // The language in use is always the stored one (SPEC.md section 3: `user-locale`, default
  // ru), so a `?l=` link keeps its language on the next visit, and the error toasts' title,
  // taken from the stored language, matches the page.
  entry: { type: "storeLocale", params: ({ context }) => ({ locale: context.locale }) },
  initial: "loading",
  on: {
    "locale.set": {
      guard: { type: "isOtherLocale", params: ({ event }) => ({ locale: event.locale }) },
      target: ".loading",
      actions: [
        assign({ locale: ({ event }) => event.locale }),
        { type: "storeLocale", params: ({ event }) => ({ locale: event.locale }) },
        { type: "reportChoice", params: ({ event }) => ({ locale: event.locale }) },
      ],
    },
  },
  states: {
    loading: {
      invoke: {
        id: "loadMessages",
        src: "loadMessages",
        input: ({ context }) => ({ locale: context.locale }),
        onDone: {
          target: "ready",
          actions: assign({
            messages: ({ event }) => event.output,
            shown: ({ context }) => context.locale,
          }),
        },
        onError: { target: "failed" },
      },
    },
    ready: {},
    failed: {
      on: { "locale.retry": { target: "loading" } },
    },
  },
});
