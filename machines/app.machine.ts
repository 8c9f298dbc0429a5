import { type ActorRefFrom, assign, fromCallback, sendParent, sendTo, setup } from "xstate";
import type { Lang, Profile } from "../sdk";
import { type BuildUpdateInput, buildUpdateMachine } from "./build-update.machine";
import { type ColorModeInput, colorModeMachine } from "./color-mode.machine";
import { currencyMachine } from "./currency.machine";
import { type LoadingBarEvent, loadingBarMachine } from "./loading-bar.machine";
import { localeMachine } from "./locale.machine";
import { sessionMachine } from "./session.machine";
import type { SessionInput } from "./session.types";
import { toastsMachine } from "./toasts.machine";

/**
 * The app's long-lived actors and what passes between them: this machine invokes them for the
 * life of the page and carries their reports to the ones they concern, so no actor reads
 * another's snapshot.
 * - The profile (signed in, or saved) brings its currency, and its language when it is not
 *   the one shown: then the profile is loaded again, since its translated fields (the
 *   currency's name) came in the old language.
 * - A language or currency picked goes to the session (saved to the profile, or kept until
 *   sign-in), and a new language to the currency list, whose names are translated.
 * - A notification on the user's socket is shown as a toast.
 * - Work that loads (the language's messages) drives the loading bar; the tab shown again or a
 *   code chunk that failed to load goes to the build update (`watchPage`, provided by the app).
 */

export interface AppInput {
  locale: Lang;
  /** The display currency's code. */
  currency: string;
  session: SessionInput;
  colorMode: ColorModeInput;
  buildUpdate: BuildUpdateInput;
}

export interface AppContext {
  /** What the actors started from. */
  started: AppInput;
  /** The interface language, as the locale machine last reported it. */
  locale: Lang;
}

export interface Notification {
  type: "notification";
  title: string;
  body?: string;
}

export type AppEvent =
  | { type: "app.userPreferences"; user: Profile }
  | { type: "app.localeChosen"; locale: Lang }
  | { type: "app.currencyChosen"; id: number }
  | { type: "app.socketMessage"; message: unknown }
  | { type: "app.pageShown" }
  | { type: "app.chunkFailed"; path: string; at: number }
  | LoadingBarEvent;

/** A socket message the server sends to be shown (SPEC.md section 4); others are not. */
export function isNotification(message: unknown): message is Notification {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { type?: unknown }).type === "notification" &&
    typeof (message as { title?: unknown }).title === "string"
  );
}

/**
 * The long-lived machines, each with its reports turned into events of this machine. The app
 * provides their effects over these (`appChildren.session.provide(…)`), which keeps the reports.
 */
export const appChildren = {
  buildUpdate: buildUpdateMachine,
  toasts: toastsMachine,
  loadingBar: loadingBarMachine,
  colorMode: colorModeMachine,
  currency: currencyMachine.provide({
    actions: {
      reportChoice: sendParent((_, { id }: { id: number }) => ({
        type: "app.currencyChosen" as const,
        id,
      })),
    },
  }),
  locale: localeMachine.provide({
    actions: {
      reportChoice: sendParent((_, { locale }: { locale: Lang }) => ({
        type: "app.localeChosen" as const,
        locale,
      })),
    },
  }),
  session: sessionMachine.provide({
    actions: {
      applyUserPreferences: sendParent((_, { user }: { user: Profile }) => ({
        type: "app.userPreferences" as const,
        user,
      })),
    },
  }),
};

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    ...appChildren,
    // The page's own signals (the tab shown again, a chunk that failed to load), sent back as
    // `app.pageShown` and `app.chunkFailed`; the app provides it.
    watchPage: fromCallback<AppEvent>(() => {}),
  },
  actions: {
    setCurrency: sendTo("currency", (_, { code }: { code: string }) => ({
      type: "currency.set" as const,
      code,
    })),
  },
  guards: {
    isOtherLocale: ({ context }, { locale }: { locale: Lang }) => locale !== context.locale,
    isNotification: ({ event }) =>
      event.type === "app.socketMessage" && isNotification(event.message),
  },
}).createMachine({
  id: "app",
  context: ({ input }) => ({ started: input, locale: input.locale }),
  // In the order they start: whoever is reported to exists before whoever reports.
  invoke: [
    {
      id: "buildUpdate",
      src: "buildUpdate",
      input: ({ context }) => context.started.buildUpdate,
    },
    { id: "toasts", src: "toasts" },
    { id: "loadingBar", src: "loadingBar" },
    { id: "colorMode", src: "colorMode", input: ({ context }) => context.started.colorMode },
    {
      id: "currency",
      src: "currency",
      input: ({ context }) => ({ code: context.started.currency, lang: context.locale }),
    },
    { id: "locale", src: "locale", input: ({ context }) => ({ locale: context.locale }) },
    { id: "session", src: "session", input: ({ context }) => context.started.session },
    { id: "watchPage", src: "watchPage" },
  ],
  on: {
    "app.userPreferences": [
      {
        guard: { type: "isOtherLocale", params: ({ event }) => ({ locale: event.user.lang }) },
        actions: [
          { type: "setCurrency", params: ({ event }) => ({ code: event.user.currency.code }) },
          assign({ locale: ({ event }) => event.user.lang }),
          sendTo("locale", ({ event }) => ({ type: "locale.set", locale: event.user.lang })),
          sendTo("session", { type: "session.reloadUser" }),
        ],
      },
      {
        actions: {
          type: "setCurrency",
          params: ({ event }) => ({ code: event.user.currency.code }),
        },
      },
    ],
    "app.localeChosen": {
      actions: [
        assign({ locale: ({ event }) => event.locale }),
        sendTo("currency", ({ event }) => ({ type: "currency.lang", lang: event.locale })),
        sendTo("session", ({ event }) => ({
          type: "session.choose",
          changes: { lang: event.locale },
        })),
      ],
    },
    "app.currencyChosen": {
      actions: sendTo("session", ({ event }) => ({
        type: "session.choose",
        changes: { currency: event.id },
      })),
    },
    "app.socketMessage": {
      guard: "isNotification",
      actions: sendTo("toasts", ({ event }) => {
        const { title, body } = event.message as Notification;
        return {
          type: "toast.show",
          toast: {
            tone: "info",
            icon: "bell",
            title: { text: title },
            ...(body ? { description: { text: body } } : {}),
          },
        };
      }),
    },
    "app.pageShown": { actions: sendTo("buildUpdate", { type: "buildUpdate.check" }) },
    "app.chunkFailed": {
      actions: sendTo("buildUpdate", ({ event }) => ({
        type: "buildUpdate.chunkFailed",
        path: event.path,
        at: event.at,
      })),
    },
    "loading.*": { actions: sendTo("loadingBar", ({ event }) => event) },
  },
});

/**
 * The actors a started app machine invoked, by id, for the views: they live as long as it does.
 * The app and the component tests both take them from here, so both run the same wiring.
 */
export function longLivedActors(app: ActorRefFrom<typeof appMachine>) {
  const { session, locale, currency, toasts, loadingBar, colorMode, buildUpdate } =
    app.getSnapshot().children;
  if (!session || !locale || !currency || !toasts || !loadingBar || !colorMode || !buildUpdate) {
    throw new Error("longLivedActors: the app machine has not started its actors");
  }
  return { session, locale, currency, toasts, loadingBar, colorMode, buildUpdate };
}
