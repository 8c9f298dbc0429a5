import { fromPromise } from "xstate";
import type { Lang, Money, PaymentCard, Plan, Subscription } from "../sdk";
import { type CheckoutPayment, checkoutMachine } from "./checkout.machine";
import type { Api } from "./load-sdk";
import { inlineErrors, unwrap } from "./request-failure";
import type {
  SubscriptionChange,
  SubscriptionData,
  SubscriptionInput,
} from "./subscription.machine";

/** The page's display currency and language, which every answer's prices and names are in. */
export interface SubscriptionShown {
  currency: Money["currency"];
  lang: Lang;
}

/**
 * The subscription machine's effects over the generated SDK, its checkout's included. The page
 * shows each refusal itself, so every request is marked for inline errors (no toast as well).
 * The answers name plans in `lang` (the app's fetch adds it to a GET; a POST says it) and price
 * them in `currency`.
 */
export function createSubscriptionActors(api: () => Promise<Api>, shown: SubscriptionShown) {
  const query = { currency: shown.currency, lang: shown.lang };
  const loadPlans = async ({ audience }: SubscriptionInput, signal: AbortSignal) => {
    const { sdk, client } = await api();
    return unwrap(
      await sdk.listPlans({ client, signal, headers: inlineErrors, query: { ...query, audience } }),
    );
  };
  const loadOverview = async ({ audience }: SubscriptionInput, signal: AbortSignal) => {
    const { sdk, client } = await api();
    const options = { client, signal, headers: inlineErrors, query };
    return unwrap(
      await (audience === "user"
        ? sdk.getMySubscription(options)
        : sdk.getMyBusinessSubscription(options)),
    );
  };
  const loadCards = async (signal: AbortSignal): Promise<PaymentCard[]> => {
    const { sdk, client } = await api();
    return unwrap(await sdk.listPaymentCards({ client, signal, headers: inlineErrors }));
  };
  return {
    load: fromPromise<SubscriptionData, SubscriptionInput>(async ({ input, signal }) => {
      // A visitor, or a person of the other audience, sees the plans alone.
      const [plans, overview, cards] = await Promise.all([
        loadPlans(input, signal),
        input.subscriber ? loadOverview(input, signal) : null,
        input.subscriber ? loadCards(signal) : [],
      ]);
      return { plans, overview, cards };
    }),
    loadPlans: fromPromise<Plan[], SubscriptionInput>(({ input, signal }) =>
      loadPlans(input, signal),
    ),
    change: fromPromise<Subscription, SubscriptionChange>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const options = { client, signal, headers: inlineErrors, path: { id: input.id }, query };
      return unwrap(
        await (input.change === "cancel"
          ? sdk.cancelSubscription(options)
          : sdk.resumeSubscription(options)),
      );
    }),
    checkout: checkoutMachine.provide({
      actors: {
        pay: fromPromise<Subscription, CheckoutPayment>(async ({ input, signal }) => {
          const { sdk, client } = await api();
          const options = {
            client,
            signal,
            headers: { ...inlineErrors, "Idempotency-Key": input.key },
            query,
            body: input.body,
          };
          return unwrap(
            await (input.subscriptionId
              ? sdk.changeSubscriptionPlan({ ...options, path: { id: input.subscriptionId } })
              : input.audience === "user"
                ? sdk.subscribe(options)
                : sdk.subscribeMyBusiness(options)),
          );
        }),
      },
    }),
  };
}
