import { fromPromise } from "xstate";
import type { Currency, Lang } from "../sdk";
import type { Api } from "./load-sdk";
import { unwrap } from "./request-failure";

/**
 * The currency machine's effect over the generated SDK: the list with names in the interface
 * language and the rates prices are converted with.
 */
export function createCurrencyActors(api: () => Promise<Api>) {
  return {
    loadCurrencies: fromPromise<Currency[], { lang: Lang }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(await sdk.listCurrencies({ client, query: { lang: input.lang }, signal }));
    }),
  };
}
