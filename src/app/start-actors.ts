import { type ActorOptions, type AnyActorLogic, createActor, fromPromise } from "xstate";
import { loadingBarMachine } from "../../machines/loading-bar.machine";
import { localeMachine } from "../../machines/locale.machine";
import { toastsMachine } from "../../machines/toasts.machine";
import type { Lang } from "../../sdk";
import { createClient, createConfig } from "../../sdk/client";
import { loadMessages } from "../i18n/load-messages";
import { isLocale, resolveLocale } from "../i18n/resolve-locale";
import type { AppActors } from "./actors-context";
import { createAuthFetch } from "./auth-fetch";
import { buildUpdateLogic, isChunkLoadFailure } from "./effects/build-update";
import { colorModeLogic } from "./effects/color-mode";
import { readStoredTokens, sessionLogic } from "./effects/session";
import { STORAGE_KEYS } from "./effects/storage-keys";

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

  const buildUpdate = createActor(
    buildUpdateLogic(options.sessionStorage ?? window.sessionStorage).logic,
    {
      input: buildUpdateLogic(options.sessionStorage ?? window.sessionStorage).input,
      inspect,
    },
  );
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
        storeLocale: (_, { locale }) => storage.setItem(STORAGE_KEYS.locale, locale),
      },
    }),
    {
      input: {
        locale: resolveLocale(window.location.search, storage.getItem(STORAGE_KEYS.locale)),
      },
      inspect,
    },
  );

  // The client needs the session (for tokens) and the session's actors need the client:
  // the fetch is bound once the session exists, before any request can be made.
  let authFetch: ((request: Request) => Promise<Response>) | null = null;
  const client = createClient(
    createConfig({
      baseUrl: apiBase,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        if (!authFetch) throw new Error("the session actor is not started yet");
        return authFetch(input instanceof Request ? input : new Request(input, init));
      },
    }),
  );

  const session = createActor(
    sessionLogic({
      client,
      apiBase,
      storage,
      onUserLanguage: (lang) => {
        if (!isLocale(lang) || lang === locale.getSnapshot().context.locale) return;
        locale.send({ type: "locale.set", locale: lang });
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
    { input: { tokens: readStoredTokens(storage) }, inspect },
  );
  authFetch = createAuthFetch({
    session,
    loadingBar,
    toasts,
    currentLang: () => locale.getSnapshot().context.locale,
  });

  for (const actor of [buildUpdate, toasts, loadingBar, colorModeActor, locale, session])
    actor.start();
  watchPage(buildUpdate, chunkFailed);
  return { session, locale, toasts, loadingBar, colorMode: colorModeActor, buildUpdate, client };
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
