import { useActorRef, useSelector } from "@xstate/react";
import { useDeferredValue, useEffect } from "react";
import { createMyOfferingsActors } from "../../../machines/listings.actors";
import {
  type MyOfferingsRequest,
  myOfferingsMachine,
} from "../../../machines/my-offerings.machine";
import { useActors } from "../../lib/actors-context";

/** The owner's offerings the list's address describes, through the my-offerings machine. */
export function useMyOfferings(request: MyOfferingsRequest) {
  const { api } = useActors();
  const actor = useActorRef(myOfferingsMachine.provide({ actors: createMyOfferingsActors(api) }), {
    input: { request },
  });
  useEffect(() => {
    // The machine ignores a request equal to the one it has.
    actor.send({ type: "list.request", request });
  }, [actor, request]);
  const snapshot = useDeferredValue(useSelector(actor, (s) => s));
  return {
    page: snapshot.context.page,
    error: snapshot.matches("failed") ? snapshot.context.error : null,
    loading: snapshot.hasTag("loading"),
    retry: () => actor.send({ type: "list.retry" }),
  };
}
