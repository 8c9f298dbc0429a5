import { assign, enqueueActions, fromPromise, setup } from "xstate";
import type { Currency, Lang } from "../sdk";

/**
 * The display currency (SPEC.md sections 3 and 9): `selected_currency` in storage, USD by
 * default, one of UZS, RUB, USD and IRR; after sign-in the profile's currency wins. The list,
 * with names in the interface language and the rates prices are converted with, comes from
 * `v1/currency/` and is loaded again when the language changes.
 */

export const DEFAULT_CURRENCY = "USD";

export interface CurrencyContext {
  code: string;
  lang: Lang;
  currencies: Currency[];
}

export type CurrencyEvent =
  | { type: "currency.set"; code: string }
  | { type: "currency.lang"; lang: Lang }
  | { type: "currency.retry" };

export const currencyMachine = setup({
  types: {
    context: {} as CurrencyContext,
    events: {} as CurrencyEvent,
    input: {} as { code: string; lang: Lang },
  },
  actors: {
    loadCurrencies: fromPromise<Currency[], { lang: Lang }>(() => {
      throw new Error('currency: the "loadCurrencies" implementation must be provided');
    }),
  },
  actions: {
    storeCurrency: (_, _params: { code: string }) => {},
    // A currency picked: the session saves its id to the profile, or keeps it until sign-in
    // so the profile does not overrule it (session.machine.ts).
    reportChoice: (_, _params: { id: number }) => {},
  },
  guards: {
    isOtherCurrency: ({ context }, params: { code: string }) => params.code !== context.code,
    isOtherLang: ({ context }, params: { lang: Lang }) => params.lang !== context.lang,
  },
}).createMachine({
  id: "currency",
  context: ({ input }) => ({ code: input.code, lang: input.lang, currencies: [] }),
  initial: "loading",
  on: {
    "currency.set": {
      guard: { type: "isOtherCurrency", params: ({ event }) => ({ code: event.code }) },
      actions: [
        assign({ code: ({ event }) => event.code }),
        { type: "storeCurrency", params: ({ event }) => ({ code: event.code }) },
        enqueueActions(({ context, enqueue }) => {
          // Picked from the list, so the list is known; the profile stores the currency's id.
          const chosen = selectedCurrency(context);
          if (chosen) enqueue({ type: "reportChoice", params: { id: chosen.id } });
        }),
      ],
    },
    "currency.lang": {
      guard: { type: "isOtherLang", params: ({ event }) => ({ lang: event.lang }) },
      target: ".loading",
      actions: assign({ lang: ({ event }) => event.lang }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: "loadCurrencies",
        src: "loadCurrencies",
        input: ({ context }) => ({ lang: context.lang }),
        onDone: { target: "ready", actions: assign({ currencies: ({ event }) => event.output }) },
        onError: { target: "failed" },
      },
    },
    ready: {},
    failed: {
      on: { "currency.retry": { target: "loading" } },
    },
  },
});

/** The chosen currency's row, if the list has it (it may still be loading). */
export function selectedCurrency(context: CurrencyContext): Currency | undefined {
  return context.currencies.find((currency) => currency.code === context.code);
}
