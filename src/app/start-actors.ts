import { navigate } from "wouter/use-browser-location";
import { createActor, fromPromise } from "xstate";
import { localeMachine } from "../../machines/locale.machine";
import { createSessionActors } from "../../machines/session.actors";
import { sessionMachine } from "../../machines/session.machine";
import type { Lang, TokenPair } from "../../sdk";
import { logout } from "../../sdk";
import { createClient, createConfig } from "../../sdk/client";
import { loadMessages } from "../i18n/load-messages";
import { LOCALE_STORAGE_KEY, resolveLocale } from "../i18n/resolve-locale";
import type { AppActors } from "./actors-context";
import { createAuthFetch } from "./auth-fetch";

const ACCESS_KEY = "access";
const REFRESH_KEY = "refresh";

function readStoredTokens(storage: Storage): TokenPair | null {
  const access = storage.getItem(ACCESS_KEY);
  const refresh = storage.getItem(REFRESH_KEY);
  return access && refresh ? { access, refresh } : null;
}

/**
 * Builds the app's actors with their real effects: the SDK client over the auth fetch,
 * localStorage, wouter navigation. Tests build the same machines with fakes instead.
 */
export function startActors(storage: Storage = window.localStorage): AppActors {
  const locale = createActor(
    localeMachine.provide({
      actors: {
        loadMessages: fromPromise(({ input }: { input: { locale: Lang } }) =>
          loadMessages(input.locale),
        ),
      },
      actions: {
        storeLocale: (_, { locale }) => storage.setItem(LOCALE_STORAGE_KEY, locale),
      },
    }),
    {
      input: { locale: resolveLocale(window.location.search, storage.getItem(LOCALE_STORAGE_KEY)) },
    },
  );

  // The client needs the session (for tokens) and the session's actors need the client:
  // the fetch is bound once the session exists, before any request can be made.
  let authFetch: ((request: Request) => Promise<Response>) | null = null;
  const client = createClient(
    createConfig({
      baseUrl: `${window.location.origin}/api`,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        if (!authFetch) throw new Error("the session actor is not started yet");
        return authFetch(input instanceof Request ? input : new Request(input, init));
      },
    }),
  );

  const session = createActor(
    sessionMachine.provide({
      actors: createSessionActors(client),
      actions: {
        storeTokens: (_, { tokens }) => {
          storage.setItem(ACCESS_KEY, tokens.access);
          storage.setItem(REFRESH_KEY, tokens.refresh);
        },
        removeTokens: () => {
          storage.removeItem(ACCESS_KEY);
          storage.removeItem(REFRESH_KEY);
        },
        revokeTokens: (_, { refresh }) => {
          if (refresh) void logout({ client, body: { refresh } }).catch(() => undefined);
        },
        navigate: (_, { to }) => navigate(to),
        applyUserPreferences: (_, { user }) =>
          locale.send({ type: "locale.set", locale: user.lang }),
      },
    }),
    { input: { tokens: readStoredTokens(storage) } },
  );

  authFetch = createAuthFetch({ session, currentLang: () => locale.getSnapshot().context.locale });
  locale.start();
  session.start();
  return { session, locale };
}
