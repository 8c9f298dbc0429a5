import { createCurrencyActors } from "../../../machines/currency.actors";
import { currencyMachine, DEFAULT_CURRENCY } from "../../../machines/currency.machine";
import type { Api } from "../../../machines/load-sdk";
import { STORAGE_KEYS } from "./storage-keys";

const CODES = ["UZS", "RUB", "USD", "IRR"];

export function currencyLogic(
  storage: Storage,
  api: () => Promise<Api>,
  reportChoice: (id: number) => void,
) {
  const stored = storage.getItem(STORAGE_KEYS.currency);
  return {
    logic: currencyMachine.provide({
      actors: createCurrencyActors(api),
      actions: {
        storeCurrency: (_, { code }) => {
          storage.setItem(STORAGE_KEYS.currency, code);
        },
        reportChoice: (_, { id }) => reportChoice(id),
      },
    }),
    initialCode: stored && CODES.includes(stored) ? stored : DEFAULT_CURRENCY,
  };
}
