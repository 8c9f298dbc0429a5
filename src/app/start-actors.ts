import { type ActorOptions, type AnyActorLogic, createActor, fromPromise } from "xstate";
import { lazyApi } from "../../machines/load-sdk";
import { loadingBarMachine } from "../../machines/loading-bar.machine";
import { localeMachine } from "../../machines/locale.machine";
import { toastsMachine } from "../../machines/toasts.machine";
import type { Lang } from "../../sdk";
import type { AppActors } from "../lib/actors-context";
import { loadMessages } from "../lib/i18n/load-messages";
import { isLocale, resolveLocale } from "../lib/i18n/resolve-locale";
import { STORAGE_KEYS } from "../lib/storage-keys";
import { buildUpdateLogic, isChunkLoadFailure } from "./effects/build-update";
import { colorModeLogic } from "./effects/color-mode";
import { currencyLogic } from "./effects/currency";
import { readStoredTokens, sessionLogic } from "./effects/session";
import { readVisitChoices } from "./effects/visit-choices";

interface StartOptions {
  storage?: Storage;
  sessionStorage?: Storage;
  /** Development builds pass the Stately inspector's observer here (`?inspect`). */
  inspect?: ActorOptions<AnyActorLogic>["inspect"];
}

/**
 * Builds every long-lived actor with its real effects (SDK client over the auth fetch,
 * storage, navigation, WebSocket, matchMedia) and starts them. Tests build the same machines
 * with fakes instead.
 */
export function startActors(options: StartOptions = {}): AppActors {
  const storage = options.storage ?? window.localStorage;
  const inspect = options.inspect;
  const apiBase = `${window.location.origin}/api`;
  const initialLocale = resolveLocale(window.location.search, storage.getItem(STORAGE_KEYS.locale));

  const visitStorage = options.sessionStorage ?? window.sessionStorage;
  const buildUpdateSetup = buildUpdateLogic(visitStorage);
  const buildUpdate = createActor(buildUpdateSetup.logic, {
    input: buildUpdateSetup.input,
    inspect,
  });
  const chunkFailed = () =>
    buildUpdate.send({
      type: "buildUpdate.chunkFailed",
      path: window.location.pathname,
      at: Date.now(),
    });

  const toasts = createActor(
    toastsMachine.provide({
      actions: {
        reloadPage: () => window.location.reload(),
        copyText: (_, { text }) => void navigator.clipboard?.writeText(text).catch(() => undefined),
      },
    }),
    { inspect },
  );
  const loadingBar = createActor(loadingBarMachine, { inspect });
  const colorMode = colorModeLogic(storage);
  const colorModeActor = createActor(colorMode.logic, { input: colorMode.input, inspect });

  // A person's language and currency choices go to the session: saved to the profile when
  // signed in (so they follow them to another device), kept until sign-in otherwise.
  const reportChoice = (changes: { lang?: Lang; currency?: number }) =>
    session.send({ type: "session.choose", changes });

  const currencySetup = currencyLogic(
    storage,
    () => api(),
    (id) => reportChoice({ currency: id }),
  );
  const currency = createActor(currencySetup.logic, {
    input: { code: currencySetup.initialCode, lang: initialLocale },
    inspect,
  });

  const locale = createActor(
    localeMachine.provide({
      actors: {
        loadMessages: fromPromise(async ({ input }: { input: { locale: Lang } }) => {
          loadingBar.send({ type: "loading.start" });
          try {
            const messages = await loadMessages(input.locale);
            loadingBar.send({ type: "loading.finish" });
            return messages;
          } catch (error) {
            loadingBar.send({ type: "loading.fail" });
            if (isChunkLoadFailure(error)) chunkFailed();
            throw error;
          }
        }),
      },
      actions: {
        storeLocale: (_, { locale: lang }) => {
          storage.setItem(STORAGE_KEYS.locale, lang);
          currency.send({ type: "currency.lang", lang });
        },
        reportChoice: (_, { locale: lang }) => reportChoice({ lang }),
      },
    }),
    { input: { locale: initialLocale }, inspect },
  );

  // The client's fetch needs the session (for tokens) and the session's actors need the
  // client: the fetch adapter is built when the SDK first loads, by then the session exists.
  // It comes with the SDK, as nothing calls it before the SDK does.
  const api = lazyApi(apiBase, async () => {
    const { createAuthFetch } = await import("./auth-fetch");
    const authFetch = createAuthFetch({
      session,
      loadingBar,
      toasts,
      currentLang: () => locale.getSnapshot().context.locale,
    });
    return (input, init) => authFetch(input instanceof Request ? input : new Request(input, init));
  });

  const session = createActor(
    sessionLogic({
      api,
      apiBase,
      storage,
      visitStorage,
      onUserPreferences: (user) => {
        currency.send({ type: "currency.set", code: user.currency.code });
        if (!isLocale(user.lang) || user.lang === locale.getSnapshot().context.locale) return;
        locale.send({ type: "locale.set", locale: user.lang });
        // The profile's translated fields (the currency's name) came in the old language.
        session.send({ type: "session.reloadUser" });
      },
      onSocketMessage: (message) => {
        if (isNotification(message)) {
          toasts.send({
            type: "toast.show",
            toast: {
              tone: "info",
              icon: "bell",
              title: { text: message.title },
              ...(message.body ? { description: { text: message.body } } : {}),
            },
          });
        }
      },
    }),
    {
      input: { tokens: readStoredTokens(storage), chosen: readVisitChoices(visitStorage) },
      inspect,
    },
  );
  for (const actor of [buildUpdate, toasts, loadingBar, colorModeActor, currency, locale, session])
    actor.start();
  watchPage(buildUpdate, chunkFailed);
  return {
    session,
    locale,
    currency,
    toasts,
    loadingBar,
    colorMode: colorModeActor,
    buildUpdate,
    api,
  };
}

function watchPage(buildUpdate: AppActors["buildUpdate"], chunkFailed: () => void) {
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") buildUpdate.send({ type: "buildUpdate.check" });
  });
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadFailure(event.reason)) chunkFailed();
  });
}

function isNotification(
  message: unknown,
): message is { type: "notification"; title: string; body?: string } {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { type?: unknown }).type === "notification" &&
    typeof (message as { title?: unknown }).title === "string"
  );
}
