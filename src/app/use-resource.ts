import { useActorRef, useSelector } from "@xstate/react";
import { fromPromise } from "xstate";
import { resourceMachine } from "../../machines/resource.machine";
import type { Client } from "../../sdk/client";
import { useActors } from "./actors-context";

/**
 * Server data for a page through the resource machine: `load` gets the app's SDK client and
 * an abort signal. The actor lives as long as the component; give the component a `key` to
 * load something else.
 */
export function useResource<T>(load: (client: Client, signal: AbortSignal) => Promise<T>) {
  const { client } = useActors();
  const actor = useActorRef(
    resourceMachine.provide({
      actors: { load: fromPromise(({ signal }) => load(client, signal)) },
    }),
  );
  const data = useSelector(actor, (s) => s.context.data as T | null);
  const error = useSelector(actor, (s) => (s.matches("failed") ? s.context.error : null));
  const loading = useSelector(actor, (s) => s.hasTag("loading"));
  return { data, error, loading, retry: () => actor.send({ type: "resource.retry" }) };
}
