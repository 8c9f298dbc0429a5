import { fromPromise } from "xstate";
import type { Client } from "../sdk/client";
import type { Api, Sdk } from "./load-sdk";
import { inlineErrors } from "./request-failure";

/**
 * What every call of a resource passes to its SDK operation: the app's client (load-sdk.ts),
 * the abort signal, and the inline-errors mark, since the component shows a failure itself
 * (a 400 or 403 is not also a toast).
 */
export interface ResourceCall {
  client: Client;
  signal: AbortSignal;
  headers: typeof inlineErrors;
}

/**
 * The resource machine's effect: the page's own SDK call (`load`), given the SDK and the
 * options to spread into it. Stopping the actor aborts the request through its signal.
 */
export function createResourceActors(
  api: () => Promise<Api>,
  load: (sdk: Sdk, call: ResourceCall) => Promise<unknown>,
) {
  return {
    load: fromPromise<unknown, void>(async ({ signal }) => {
      const { sdk, client } = await api();
      return load(sdk, { client, signal, headers: inlineErrors });
    }),
  };
}
