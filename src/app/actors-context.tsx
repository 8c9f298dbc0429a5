import { createContext, type ReactNode, useContext } from "react";
import type { ActorRefFrom } from "xstate";
import type { localeMachine } from "../../machines/locale.machine";
import type { sessionMachine } from "../../machines/session.machine";

export interface AppActors {
  session: ActorRefFrom<typeof sessionMachine>;
  locale: ActorRefFrom<typeof localeMachine>;
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
