import { appChildren } from "../../../machines/app.machine";
import { createCurrencyActors } from "../../../machines/currency.actors";
import { DEFAULT_CURRENCY } from "../../../machines/currency.machine";
import type { Api } from "../../../machines/load-sdk";
import { STORAGE_KEYS } from "../../lib/storage-keys";

const CODES = ["UZS", "RUB", "USD", "IRR"];

export function currencyLogic(storage: Storage, api: () => Promise<Api>) {
  const stored = storage.getItem(STORAGE_KEYS.currency);
  return {
    logic: appChildren.currency.provide({
      actors: createCurrencyActors(api),
      actions: {
        storeCurrency: (_, { code }) => {
          storage.setItem(STORAGE_KEYS.currency, code);
        },
      },
    }),
    initialCode: stored && CODES.includes(stored) ? stored : DEFAULT_CURRENCY,
  };
}
