import { useActorRef, useSelector } from "@xstate/react";
import { useDeferredValue, useEffect } from "react";
import { createSearchActors } from "../../../machines/search.actors";
import { type SearchRequest, searchMachine } from "../../../machines/search.machine";
import { useActors } from "../../lib/actors-context";

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
  // A page of results is rendered at transition priority, in slices between which the phone can
  // paint and handle a tap (a page of cards is one long task otherwise); deferred whole so
  // results, error and loading never disagree on screen.
  const snapshot = useDeferredValue(useSelector(actor, (s) => s));
  const results = snapshot.context.results;
  const error = snapshot.matches("failed") ? snapshot.context.error : null;
  const loading = snapshot.hasTag("loading");
  return { results, error, loading, retry: () => actor.send({ type: "search.retry" }) };
}
