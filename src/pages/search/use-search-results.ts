import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { createSearchActors } from "../../../machines/search.actors";
import { type SearchRequest, searchMachine } from "../../../machines/search.machine";
import { useActors } from "../../app/actors-context";

/**
 * The results of the search a list shows, through the search machine: the page hands it the
 * request its URL, currency and language describe, and each new one replaces the last.
 */
export function useSearchResults(request: SearchRequest) {
  const { api } = useActors();
  const actor = useActorRef(searchMachine.provide({ actors: createSearchActors(api) }), {
    input: { request },
  });
  useEffect(() => {
    // The machine ignores a request equal to the one it has (the first render's, a re-render's).
    actor.send({ type: "search.request", request });
  }, [actor, request]);
  const results = useSelector(actor, (s) => s.context.results);
  const error = useSelector(actor, (s) => (s.matches("failed") ? s.context.error : null));
  const loading = useSelector(actor, (s) => s.hasTag("loading"));
  return { results, error, loading, retry: () => actor.send({ type: "search.retry" }) };
}
