import { navigate } from "wouter/use-browser-location";
import { fromPromise } from "xstate";
import { createSessionActors } from "../../../machines/session.actors";
import { sessionMachine } from "../../../machines/session.machine";
import { createSocketConnection } from "../../../machines/socket.actors";
import { socketMachine } from "../../../machines/socket.machine";
import { logout, type TokenPair } from "../../../sdk";
import type { Client } from "../../../sdk/client";
import { STORAGE_KEYS } from "./storage-keys";

export function readStoredTokens(storage: Storage): TokenPair | null {
  const access = storage.getItem(STORAGE_KEYS.access);
  const refresh = storage.getItem(STORAGE_KEYS.refresh);
  return access && refresh ? { access, refresh } : null;
}

interface SessionEffects {
  client: Client;
  apiBase: string;
  storage: Storage;
  onUserLanguage: (lang: string) => void;
  onSocketMessage: (message: unknown) => void;
}

export function sessionLogic({
  client,
  apiBase,
  storage,
  onUserLanguage,
  onSocketMessage,
}: SessionEffects) {
  return sessionMachine.provide({
    actors: {
      ...createSessionActors(client),
      takeUrlToken: fromPromise(async () => {
        const url = new URL(window.location.href);
        const token = url.searchParams.get("token");
        if (!token) throw new Error("no token in the URL");
        url.searchParams.delete("token");
        window.history.replaceState(window.history.state, "", url);
        return token;
      }),
      socket: socketMachine.provide({
        actors: { connection: createSocketConnection(apiBase, (url) => new WebSocket(url)) },
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
        if (refresh) void logout({ client, body: { refresh } }).catch(() => undefined);
      },
      navigate: (_, { to }) => navigate(to),
      applyUserPreferences: (_, { user }) => onUserLanguage(user.lang),
    },
    guards: {
      urlHasToken: () => new URLSearchParams(window.location.search).has("token"),
    },
  });
}
