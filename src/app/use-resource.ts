import { useActorRef, useSelector } from "@xstate/react";
import { useDeferredValue } from "react";
import { fromPromise } from "xstate";
import type { Api } from "../../machines/load-sdk";
import { resourceMachine } from "../../machines/resource.machine";
import { useActors } from "./actors-context";

/**
 * Server data for a page through the resource machine: `load` gets the SDK with the app's
 * client (load-sdk.ts) and an abort signal. The actor lives as long as the component; give the component a `key` to
 * load something else.
 */
export function useResource<T>(load: (api: Api, signal: AbortSignal) => Promise<T>) {
  const { api } = useActors();
  const actor = useActorRef(
    resourceMachine.provide({
      actors: { load: fromPromise(async ({ signal }) => load(await api(), signal)) },
    }),
  );
  // An answer is rendered at transition priority, in slices between which the phone can paint
  // and handle a tap, rather than as one long task. The snapshot is deferred whole so data,
  // error and loading never disagree on screen.
  const snapshot = useDeferredValue(useSelector(actor, (s) => s));
  const data = snapshot.context.data as T | null;
  const error = snapshot.matches("failed") ? snapshot.context.error : null;
  const loading = snapshot.hasTag("loading");
  return {
    data,
    error,
    loading,
    retry: () => actor.send({ type: "resource.retry" }),
    // Loads again keeping the data on screen meanwhile, e.g. after the page changed it.
    reload: () => actor.send({ type: "resource.reload" }),
  };
}
