import { createContext, type ReactNode, useContext } from "react";
import type { ActorRefFrom } from "xstate";
import type { appMachine } from "../../machines/app.machine";
import type { buildUpdateMachine } from "../../machines/build-update.machine";
import type { colorModeMachine } from "../../machines/color-mode.machine";
import type { currencyMachine } from "../../machines/currency.machine";
import type { Api } from "../../machines/load-sdk";
import type { loadingBarMachine } from "../../machines/loading-bar.machine";
import type { localeMachine } from "../../machines/locale.machine";
import type { sessionMachine } from "../../machines/session.machine";
import type { toastsMachine } from "../../machines/toasts.machine";

export interface AppActors {
  session: ActorRefFrom<typeof sessionMachine>;
  locale: ActorRefFrom<typeof localeMachine>;
  currency: ActorRefFrom<typeof currencyMachine>;
  toasts: ActorRefFrom<typeof toastsMachine>;
  /**
   * The app machine itself, for what it tells (`app.on`: the socket's messages, the unread
   * counts the notification calls answered) and is told (`app.unreadCounted`).
   */
  app: ActorRefFrom<typeof appMachine>;
  loadingBar: ActorRefFrom<typeof loadingBarMachine>;
  colorMode: ActorRefFrom<typeof colorModeMachine>;
  buildUpdate: ActorRefFrom<typeof buildUpdateMachine>;
  /** The lazy SDK and the one client every call goes through; resource actors are given it. */
  api: () => Promise<Api>;
}

const ActorsContext = createContext<AppActors | null>(null);

/** The app's long-lived actors, created once at start-up (never during render). */
export function ActorsProvider({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return <ActorsContext.Provider value={actors}>{children}</ActorsContext.Provider>;
}

export function useActors(): AppActors {
  const actors = useContext(ActorsContext);
  if (!actors) throw new Error("useActors must be used inside <ActorsProvider>");
  return actors;
}
