import { useActorRef, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { createSearchSynonymsActors } from "../../../machines/search-synonyms.actors";
import { searchSynonymsMachine } from "../../../machines/search-synonyms.machine";
import { useActors } from "../../lib/actors-context";

export type SearchSynonymsActor = ActorRefFrom<typeof searchSynonymsMachine>;

/** The synonym list's machine with the app's SDK; a new group starts in the interface's language. */
export function useSearchSynonyms(): SearchSynonymsActor {
  const { api, locale } = useActors();
  const lang = useSelector(locale, (s) => s.context.locale);
  return useActorRef(searchSynonymsMachine.provide({ actors: createSearchSynonymsActors(api) }), {
    input: { lang },
  });
}
