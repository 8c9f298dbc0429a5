import { fromPromise } from "xstate";
import type { Api } from "./load-sdk";
import { inlineErrors, unwrap } from "./request-failure";
import type { SearchRequest, SearchResults } from "./search.machine";

/**
 * The search machine's effect over the generated SDK: one call per list. The page shows a
 * refused search itself (with a retry), so the answer is marked for inline errors and the
 * same 400 does not also pop up as a toast.
 */
export function createSearchActors(api: () => Promise<Api>) {
  return {
    search: fromPromise<SearchResults, SearchRequest>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const options = { client, signal, headers: inlineErrors };
      switch (input.list) {
        case "offerings":
          return {
            list: input.list,
            page: unwrap(await sdk.searchOfferings({ ...options, query: input.query })),
          };
        case "flashSales":
          return {
            list: input.list,
            page: unwrap(await sdk.searchFlashSales({ ...options, query: input.query })),
          };
        case "businesses":
          return {
            list: input.list,
            page: unwrap(await sdk.searchBusinesses({ ...options, query: input.query })),
          };
      }
    }),
  };
}
