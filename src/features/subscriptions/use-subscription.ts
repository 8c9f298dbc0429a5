import { useActorRef } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { createSubscriptionActors } from "../../../machines/subscription.actors";
import { subscriptionMachine } from "../../../machines/subscription.machine";
import type { Lang, PlanAudience } from "../../../sdk";
import { useActors } from "../../lib/actors-context";
import type { DisplayCurrency } from "../../lib/display-currency";

export type SubscriptionActor = ActorRefFrom<typeof subscriptionMachine>;

interface SubscriptionOptions {
  audience: PlanAudience;
  subscriber: boolean;
  currency: DisplayCurrency;
  lang: Lang;
}

/**
 * A plan page's machine, its answers in the display currency and the interface language. They
 * are fixed for the machine's life: the page gives its view a `key` of them, so a change of
 * either reads the page again.
 */
export function useSubscription({ audience, subscriber, currency, lang }: SubscriptionOptions) {
  const { api } = useActors();
  return useActorRef(
    subscriptionMachine.provide({ actors: createSubscriptionActors(api, { currency, lang }) }),
    { input: { audience, subscriber } },
  );
}
