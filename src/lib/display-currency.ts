import { useSelector } from "@xstate/react";
import type { Money } from "../../sdk";
import { useActors } from "./actors-context";

export type DisplayCurrency = Money["currency"];

const CODES: readonly DisplayCurrency[] = ["UZS", "RUB", "USD", "IRR"];

/**
 * The display currency to ask the API for (it converts prices itself); anything the currency
 * machine holds that the contract does not know reads as USD, the default.
 */
export function useDisplayCurrency(): DisplayCurrency {
  const { currency } = useActors();
  const code = useSelector(currency, (s) => s.context.code);
  return CODES.find((known) => known === code) ?? "USD";
}
