import { useActorRef } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { paymentCardsMachine } from "../../../machines/payment-cards.machine";
import { createPaymentCardsActors } from "../../../machines/payments.actors";
import { useActors } from "../../lib/actors-context";

export type PaymentCardsActor = ActorRefFrom<typeof paymentCardsMachine>;

/** The person's cards through the payment cards machine, for as long as the page is open. */
export function usePaymentCards(): PaymentCardsActor {
  const { api } = useActors();
  return useActorRef(paymentCardsMachine.provide({ actors: createPaymentCardsActors(api) }));
}
