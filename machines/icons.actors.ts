import { fromPromise } from "xstate";
import type { IconSearch } from "../sdk";
import type { IconSearchInput } from "./icon-picker.machine";
import type { Api } from "./load-sdk";
import { inlineErrors, unwrap } from "./request-failure";

/**
 * The icon loader's one request (machines/icon-loader.ts): `getIcons`, SPEC's
 * `/api/_nuxt_icon/<collection>.json?icons=a,b`. The SDK checks the answer against the
 * contract, so an answer that is not an icon set rejects like an error status does.
 */
export function createIconFetch(api: () => Promise<Api>) {
  return async (collection: string, names: string[], signal: AbortSignal): Promise<unknown> => {
    const { sdk, client } = await api();
    return unwrap(
      await sdk.getIcons({
        client,
        signal,
        path: { collection },
        query: { icons: names.join(",") },
      }),
    );
  };
}

/** The icon picker's search (searchIcons), abortable like every resource. */
export function createIconPickerActors(api: () => Promise<Api>) {
  return {
    search: fromPromise<IconSearch, IconSearchInput>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.searchIcons({
          client,
          signal,
          headers: inlineErrors,
          path: { collection: input.collection },
          query: input.query ? { q: input.query } : {},
        }),
      );
    }),
  };
}
