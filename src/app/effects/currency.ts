import { fromPromise } from "xstate";
import { currencyMachine, DEFAULT_CURRENCY } from "../../../machines/currency.machine";
import type { Api } from "../../../machines/load-sdk";
import { unwrap } from "../../../machines/request-failure";
import type { Lang } from "../../../sdk";
import { STORAGE_KEYS } from "../../lib/storage-keys";

const CODES = ["UZS", "RUB", "USD", "IRR"];

export function currencyLogic(
  storage: Storage,
  api: () => Promise<Api>,
  reportChoice: (id: number) => void,
) {
  const stored = storage.getItem(STORAGE_KEYS.currency);
  return {
    logic: currencyMachine.provide({
      actors: {
        loadCurrencies: fromPromise(
          async ({ input, signal }: { input: { lang: Lang }; signal: AbortSignal }) => {
            const { sdk, client } = await api();
            return unwrap(
              await sdk.listCurrencies({ client, query: { lang: input.lang }, signal }),
            );
          },
        ),
      },
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
