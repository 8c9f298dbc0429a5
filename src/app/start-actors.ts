import { type ActorOptions, type AnyActorLogic, createActor } from "xstate";
import { appChildren, appMachine, longLivedActors } from "../../machines/app.machine";
import { lazyApi } from "../../machines/load-sdk";
import type { AppActors } from "../lib/actors-context";
import { resolveLocale } from "../lib/i18n/resolve-locale";
import { STORAGE_KEYS } from "../lib/storage-keys";
import { buildUpdateLogic } from "./effects/build-update";
import { colorModeLogic } from "./effects/color-mode";
import { currencyLogic } from "./effects/currency";
import { localeLogic } from "./effects/locale";
import { connectMessageGroups } from "./effects/message-groups";
import { watchPage } from "./effects/page-events";
import { readStoredTokens, sessionLogic } from "./effects/session";
import { readVisitChoices } from "./effects/visit-choices";

interface StartOptions {
  storage?: Storage;
  sessionStorage?: Storage;
  /** Development builds pass the Stately inspector's observer here (`?inspect`). */
  inspect?: ActorOptions<AnyActorLogic>["inspect"];
}

/**
 * Starts the app machine (machines/app.machine.ts), which owns every long-lived actor and
 * carries what they report to each other, with the real effects: SDK client over the auth
 * fetch, storage, navigation, WebSocket, matchMedia, the page's events. Tests build the same
 * machines with fakes instead.
 */
export function startActors(options: StartOptions = {}): AppActors {
  const storage = options.storage ?? window.localStorage;
  const visitStorage = options.sessionStorage ?? window.sessionStorage;
  const apiBase = `${window.location.origin}/api`;

  // The client's fetch needs the session (for tokens) and the session's actors need the
  // client: the fetch adapter is built when the SDK first loads, by then the actors exist.
  // It comes with the SDK, as nothing calls it before the SDK does.
  const api = lazyApi(apiBase, async () => {
    const { createAuthFetch } = await import("./auth-fetch");
    const authFetch = createAuthFetch({
      session: actors.session,
      loadingBar: actors.loadingBar,
      toasts: actors.toasts,
      currentLang: () => actors.locale.getSnapshot().context.locale,
    });
    return (input, init) => authFetch(input instanceof Request ? input : new Request(input, init));
  });

  const buildUpdate = buildUpdateLogic(visitStorage);
  const colorMode = colorModeLogic(storage);
  const currency = currencyLogic(storage, api);
  const app = createActor(
    appMachine.provide({
      actors: {
        buildUpdate: buildUpdate.logic,
        colorMode: colorMode.logic,
        currency: currency.logic,
        toasts: appChildren.toasts.provide({
          actions: {
            reloadPage: () => window.location.reload(),
            copyText: (_, { text }) =>
              void navigator.clipboard?.writeText(text).catch(() => undefined),
          },
        }),
        locale: localeLogic({
          storage,
          api,
          reportLoading: (event) => app.send(event),
          chunkFailed: () =>
            app.send({ type: "app.chunkFailed", path: window.location.pathname, at: Date.now() }),
        }),
        session: sessionLogic({
          api,
          apiBase,
          storage,
          visitStorage,
          onSocketMessage: (message) => app.send({ type: "app.socketMessage", message }),
        }),
        watchPage,
      },
    }),
    {
      input: {
        locale: resolveLocale(window.location.search, storage.getItem(STORAGE_KEYS.locale)),
        currency: currency.initialCode,
        session: { tokens: readStoredTokens(storage), chosen: readVisitChoices(visitStorage) },
        colorMode: colorMode.input,
        buildUpdate: buildUpdate.input,
      },
      inspect: options.inspect,
    },
  );
  app.start();
  const actors: AppActors = { ...longLivedActors(app), app, api };
  connectMessageGroups(actors.locale);
  return actors;
}
