import { useActorRef, useSelector } from "@xstate/react";
import { useDeferredValue } from "react";
import type { Sdk } from "../../machines/load-sdk";
import { createResourceActors, type ResourceCall } from "../../machines/resource.actors";
import { resourceMachine } from "../../machines/resource.machine";
import { useActors } from "./actors-context";

/**
 * Server data for a page through the resource machine: `load` gets the SDK and the options to
 * spread into its call. The actor lives as long as the component; give the component a `key`
 * to load something else.
 */
export function useResource<T>(load: (sdk: Sdk, call: ResourceCall) => Promise<T>) {
  const { api } = useActors();
  const actor = useActorRef(resourceMachine.provide({ actors: createResourceActors(api, load) }));
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
