import { fromPromise } from "xstate";
import type { SynonymGroup, SynonymGroupPage } from "../sdk";
import { checkFields, type FieldErrors, placeFailure } from "./field-check";
import type { Api } from "./load-sdk";
import { inlineErrors, unwrap } from "./request-failure";
import {
  type SynonymDraft,
  type SynonymListInput,
  type SynonymSave,
  synonymGroupInputOf,
} from "./synonym-draft";

/**
 * The synonym list's calls. The form is held to the contract before it is sent (the number of
 * words, each word's length); whether two words are the same to search is the server's
 * answer, shown beside the words like the others.
 */
export function createSearchSynonymsActors(api: () => Promise<Api>) {
  return {
    list: fromPromise<SynonymGroupPage, SynonymListInput>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.listAdminSynonymGroups({
          client,
          signal,
          headers: inlineErrors,
          query: {
            ...(input.language && { language: input.language }),
            page: input.page,
            page_size: input.pageSize,
          },
        }),
      );
    }),
    check: fromPromise<FieldErrors, SynonymDraft>(async ({ input }) =>
      checkFields("SynonymGroupInput", { ...synonymGroupInputOf(input) }),
    ),
    save: fromPromise<SynonymGroup, SynonymSave>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const options = { client, signal, headers: inlineErrors };
      const body = synonymGroupInputOf(input.draft);
      try {
        return unwrap(
          input.id === null
            ? await sdk.createSynonymGroup({ ...options, body })
            : await sdk.updateSynonymGroup({ ...options, path: { id: input.id }, body }),
        );
      } catch (error) {
        throw await placeFailure("SynonymGroupInput", error);
      }
    }),
    remove: fromPromise<void, { id: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      unwrap(
        await sdk.deleteSynonymGroup({
          client,
          signal,
          headers: inlineErrors,
          path: { id: input.id },
        }),
      );
    }),
  };
}
