import { type ActorRefFrom, assign, emit, fromCallback, sendParent, sendTo, setup } from "xstate";
import type { Lang, NotificationMessage, Profile } from "../sdk";
import { type BuildUpdateInput, buildUpdateMachine } from "./build-update.machine";
import { type ColorModeInput, colorModeMachine } from "./color-mode.machine";
import { currencyMachine } from "./currency.machine";
import { type LoadingBarEvent, loadingBarMachine } from "./loading-bar.machine";
import { localeMachine } from "./locale.machine";
import { sessionMachine } from "./session.machine";
import type { SessionInput } from "./session.types";
import { notificationOf } from "./socket-messages";
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
 * - What the user's socket says is told to whoever listens (`socketMessage`, emitted: the
 *   header's unread count, the /notifications page), and a notification is shown as a toast,
 *   rendered by the view in the language on screen. A notification call's answer says the
 *   unread count too (`app.unreadCounted`), which is told the same way (`unreadCounted`).
 *   Listeners are lazy parts of the page: none of this is in the first download.
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

export type AppEvent =
  | { type: "app.userPreferences"; user: Profile }
  | { type: "app.localeChosen"; locale: Lang }
  | { type: "app.currencyChosen"; id: number }
  | { type: "app.socketMessage"; message: unknown }
  | { type: "app.unreadCounted"; unread: number }
  | { type: "app.pageShown" }
  | { type: "app.chunkFailed"; path: string; at: number }
  | LoadingBarEvent;

/** What the app machine tells its listeners (`app.on(type, …)`). */
export type AppEmitted =
  | { type: "socketMessage"; message: unknown }
  | { type: "unreadCounted"; unread: number };

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
    emitted: {} as AppEmitted,
  },
  actors: {
    ...appChildren,
    // The page's own signals (the tab shown again, a chunk that failed to load), sent back as
    // `app.pageShown` and `app.chunkFailed`; the app provides it.
    watchPage: fromCallback<AppEvent>(() => {}),
  },
  actions: {
    tellSocketMessage: emit(({ event }) => ({
      type: "socketMessage" as const,
      message: event.type === "app.socketMessage" ? event.message : null,
    })),
    setCurrency: sendTo("currency", (_, { code }: { code: string }) => ({
      type: "currency.set" as const,
      code,
    })),
  },
  guards: {
    isOtherLocale: ({ context }, { locale }: { locale: Lang }) => locale !== context.locale,
    // A notification to show (SPEC.md section 4); other messages are not shown.
    isNotification: ({ event }) =>
      event.type === "app.socketMessage" && notificationOf(event.message) !== null,
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
    "app.socketMessage": [
      {
        guard: "isNotification",
        actions: [
          "tellSocketMessage",
          sendTo("toasts", ({ event }) => {
            const { notification } = event.message as NotificationMessage;
            return {
              type: "toast.show" as const,
              toast: {
                tone: "info",
                icon: "bell",
                title: { notification, part: "title" },
                description: { notification, part: "body" },
              },
            };
          }),
        ],
      },
      { actions: "tellSocketMessage" },
    ],
    "app.unreadCounted": {
      actions: emit(({ event }) => ({ type: "unreadCounted" as const, unread: event.unread })),
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
