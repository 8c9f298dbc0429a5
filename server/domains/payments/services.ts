import type { CardSecrets } from "../../payments/card-secrets";
import type { PaymentProvider } from "../../payments/provider/port";

/** What the payments domain is built from, beside the app's context. */
export interface PaymentServices {
  provider: PaymentProvider;
  secrets: CardSecrets;
  /** Now: tests of the renewal job and of expiries move it. */
  now(): Date;
}
