/**
 * The payment provider port: what the payments domain asks of a card processor, shaped on ATMOS
 * (the Uzbek processor for UzCard and Humo). Two adapters implement it: the in-process sandbox
 * (sandbox.ts, the default) and the HTTP adapter for the real processor (atmos-http.ts).
 *
 * A refusal is a value (`{ ok: false, code }`), never an exception: the processor answered, so the
 * outcome is known. Only an unknown outcome throws (ProviderUnavailableError).
 */

/** An ATMOS result code such as "STPIMS-ERR-004" (SPEC.md section 8). */
export type StpimsCode = `STPIMS-ERR-${string}`;

export type ProviderResult<T> = { ok: true; value: T } | { ok: false; code: StpimsCode };

/**
 * Thrown when the processor could not be reached or answered something unreadable: the outcome is
 * unknown (a charge may or may not have happened), so callers reconcile with getPayment later.
 * Its message names the operation and what went wrong, never a secret or a card number.
 */
export class ProviderUnavailableError extends Error {
  override name = "ProviderUnavailableError";
}

export interface BindStarted {
  transactionId: string;
  /** Masked as the processor gives it, e.g. "+998 90 *** ** 12". */
  phone: string;
}

export interface BoundCard {
  cardId: string;
  /** Masked, e.g. "860012******1234". */
  pan: string;
  /** YYMM. */
  expiry: string;
  cardHolder: string;
  phone: string;
  cardToken: string;
}

export type ProviderPaymentStatus = "created" | "pre_applied" | "succeeded" | "failed" | "reversed";

export interface PaymentProvider {
  readonly name: "sandbox" | "atmos";
  /** Starts binding a card: the processor sends an SMS code to the card's phone. */
  bindCardInit(input: {
    cardNumber: string;
    /** YYMM. */
    expiry: string;
  }): Promise<ProviderResult<BindStarted>>;
  /** Asks the processor to send the binding's code again. */
  bindCardDial(input: { transactionId: string }): Promise<ProviderResult<BindStarted>>;
  bindCardConfirm(input: {
    transactionId: string;
    otp: string;
  }): Promise<ProviderResult<BoundCard>>;
  removeCard(input: { cardId: string; cardToken: string }): Promise<ProviderResult<null>>;
  createPayment(input: {
    amountTiyin: number;
    /** Our payment id, unique per charge. */
    account: string;
  }): Promise<ProviderResult<{ transactionId: string }>>;
  preApplyPayment(input: {
    transactionId: string;
    cardToken: string;
  }): Promise<ProviderResult<null>>;
  /** Debits the card. */
  applyPayment(input: { transactionId: string }): Promise<ProviderResult<null>>;
  getPayment(input: {
    transactionId: string;
  }): Promise<
    ProviderResult<{ status: ProviderPaymentStatus; amountTiyin: number; code?: StpimsCode }>
  >;
  /** Gives a succeeded payment's money back to the card, in full. */
  reversePayment(input: { transactionId: string }): Promise<ProviderResult<null>>;
}

/** The STPIMS codes the adapters themselves answer with, by meaning (SPEC.md section 8). */
export const STPIMS = {
  cardNotFound: "STPIMS-ERR-004",
  cardNotRegistered: "STPIMS-ERR-008",
  invalidParameters: "STPIMS-ERR-009",
  accountMissing: "STPIMS-ERR-010",
  invalidTransactionId: "STPIMS-ERR-012",
  invalidPayment: "STPIMS-ERR-016",
  invalidAmount: "STPIMS-ERR-039",
  transactionNotFound: "STPIMS-ERR-061",
  paymentCancelled: "STPIMS-ERR-064",
  paymentInProcess: "STPIMS-ERR-065",
  cardExpired: "STPIMS-ERR-067",
  cardNumberOrExpiryInvalid: "STPIMS-ERR-090",
  paymentAlreadyMade: "STPIMS-ERR-091",
  invalidOtp: "STPIMS-ERR-098",
} as const satisfies Record<string, StpimsCode>;

export const isStpimsCode = (value: unknown): value is StpimsCode =>
  typeof value === "string" && /^STPIMS-ERR-\d{3}$/.test(value);
