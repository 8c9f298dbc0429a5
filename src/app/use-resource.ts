import { useActorRef, useSelector } from "@xstate/react";
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
  const data = useSelector(actor, (s) => s.context.data as T | null);
  const error = useSelector(actor, (s) => (s.matches("failed") ? s.context.error : null));
  const loading = useSelector(actor, (s) => s.hasTag("loading"));
  return {
    data,
    error,
    loading,
    retry: () => actor.send({ type: "resource.retry" }),
    // Loads again keeping the data on screen meanwhile, e.g. after the page changed it.
    reload: () => actor.send({ type: "resource.reload" }),
  };
}
