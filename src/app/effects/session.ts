import { navigate } from "wouter/use-browser-location";
import { fromPromise } from "xstate";
import { appChildren } from "../../../machines/app.machine";
import type { Api } from "../../../machines/load-sdk";
import { createSessionActors } from "../../../machines/session.actors";
import { createSocketConnection } from "../../../machines/socket.actors";
import { socketMachine } from "../../../machines/socket.machine";
import type { TokenPair } from "../../../sdk";
import { STORAGE_KEYS } from "../../lib/storage-keys";
import { keepVisitChoices } from "./visit-choices";

export function readStoredTokens(storage: Storage): TokenPair | null {
  const access = storage.getItem(STORAGE_KEYS.access);
  const refresh = storage.getItem(STORAGE_KEYS.refresh);
  return access && refresh ? { access, refresh } : null;
}

interface SessionEffects {
  api: () => Promise<Api>;
  apiBase: string;
  storage: Storage;
  /** The tab's sessionStorage: the visit's unsaved choices (visit-choices.ts). */
  visitStorage: Storage;
  onSocketMessage: (message: unknown) => void;
}

export function sessionLogic({
  api,
  apiBase,
  storage,
  visitStorage,
  onSocketMessage,
}: SessionEffects) {
  return appChildren.session.provide({
    actors: {
      ...createSessionActors(api),
      takeUrlToken: fromPromise(async () => {
        const url = new URL(window.location.href);
        const token = url.searchParams.get("token");
        if (!token) throw new Error("no token in the URL");
        url.searchParams.delete("token");
        window.history.replaceState(window.history.state, "", url);
        return token;
      }),
      socket: socketMachine.provide({
        actors: {
          connection: createSocketConnection(
            apiBase,
            ({ url, protocols }) => new WebSocket(url, protocols),
          ),
        },
        actions: {
          deliver: (_, { message }) => onSocketMessage(message),
          warn: (_, { message }) => console.warn(message),
        },
      }),
    },
    actions: {
      storeTokens: (_, { tokens }) => {
        storage.setItem(STORAGE_KEYS.access, tokens.access);
        storage.setItem(STORAGE_KEYS.refresh, tokens.refresh);
      },
      removeTokens: () => {
        storage.removeItem(STORAGE_KEYS.access);
        storage.removeItem(STORAGE_KEYS.refresh);
      },
      revokeTokens: (_, { refresh }) => {
        if (!refresh) return;
        // Best effort: the tokens are already gone here, so a failed revoke changes nothing.
        void api()
          .then(({ sdk, client }) => sdk.logout({ client, body: { refresh } }))
          .catch(() => undefined);
      },
      keepChoices: ({ context }) => keepVisitChoices(visitStorage, context.chosen),
      navigate: (_, { to }) => navigate(to),
    },
    guards: {
      urlHasToken: () => new URLSearchParams(window.location.search).has("token"),
    },
  });
}
