import { cardNetwork, passesLuhn } from "./luhn";
import {
  type BoundCard,
  type PaymentProvider,
  type ProviderPaymentStatus,
  STPIMS,
  type StpimsCode,
} from "./port";
import {
  ANY_CARD,
  findTestCard,
  SANDBOX_OTP,
  type TestCard,
  type TestCardStage,
  testCardById,
} from "./test-cards";

export interface SandboxProvider extends PaymentProvider {
  readonly name: "sandbox";
  /**
   * How many payments reached `succeeded`, by account (our payment id), since this sandbox
   * started; a reversal does not take one back. Lets a test prove a payment was charged once.
   */
  appliedCharges(): Record<string, number>;
}

/** How long a binding's SMS code stays good; bindCardDial sends a fresh one. */
export const SANDBOX_BIND_CODE_TTL_MS = 5 * 60_000;

const TOKEN_PREFIX = "sandbox:v1";
const ANY_CARD_ID = "any";

/** A card as the sandbox remembers it: never its full number, which nothing here keeps. */
interface CardRef {
  /** A test card's id, or ANY_CARD_ID for any other number. */
  key: string;
  first6: string;
  last4: string;
  expiry: string;
}

interface Binding {
  card: CardRef;
  phone: string;
  codeSentAt: number;
  bound: BoundCard | null;
}

/** `processing`: the processor answered 066 and is still finishing the debit. */
type PaymentState = ProviderPaymentStatus | "processing";

interface Payment {
  account: string;
  amountTiyin: number;
  state: PaymentState;
  code?: StpimsCode;
  card: CardRef | null;
}

const fail = (code: StpimsCode): { ok: false; code: StpimsCode } => ({ ok: false, code });
const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** `998901234512` → `+998 90 *** ** 12`, as the processor shows a card's phone. */
function maskPhone(phone: string): string {
  return `+${phone.slice(0, 3)} ${phone.slice(3, 5)} *** ** ${phone.slice(-2)}`;
}

function yymm(date: Date): string {
  return `${String(date.getUTCFullYear() % 100).padStart(2, "0")}${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

function testCardOf(card: CardRef): TestCard | null {
  return card.key === ANY_CARD_ID ? null : testCardById(card.key);
}

function failureAt(card: CardRef, stage: TestCardStage): TestCard["fails"] | null {
  const fails = testCardOf(card)?.fails;
  return fails?.stage === stage ? fails : null;
}

/**
 * The token names the card (test card id, masked number, expiry) and the binding, so a restarted
 * sandbox can still charge it; the full number is never in it.
 */
function cardToken(card: CardRef, cardId: string): string {
  return [TOKEN_PREFIX, card.key, card.first6, card.last4, card.expiry, cardId].join(":");
}

function parseCardToken(token: string): { card: CardRef; cardId: string } | null {
  const match = /^sandbox:v1:([a-z0-9-]+):(\d{6}):(\d{4}):(\d{4}):(\d+)$/.exec(token);
  if (!match) return null;
  const [, key = "", first6 = "", last4 = "", expiry = "", cardId = ""] = match;
  if (key !== ANY_CARD_ID && !testCardById(key)) return null;
  return { card: { key, first6, last4, expiry }, cardId };
}

/**
 * The payment sandbox: an in-process stand-in for ATMOS that answers like the processor, with
 * documented test cards (test-cards.ts, the README's Payment sandbox) and the fixed SMS code 111111.
 *
 * Card numbers: 16 digits, else STPIMS-ERR-009 (invalid parameters). A number failing the Luhn
 * check cannot be a card, so it is malformed input too: the same 009, not "card not found",
 * which would suggest the number was looked up. A Luhn-valid number outside UzCard (8600…) and
 * Humo (9860…) answers STPIMS-ERR-004 (card not found: this processor knows no other network).
 *
 * What lives in memory and is lost on a restart: bindings under way, removed cards, and payment
 * transactions (getPayment then answers STPIMS-ERR-061, transaction not found). A card token
 * outlives a restart: it carries what the sandbox needs to charge the card.
 */
export function createSandboxProvider(options: { now?: () => Date } = {}): SandboxProvider {
  const now = options.now ?? (() => new Date());
  const bindings = new Map<string, Binding>();
  const payments = new Map<string, Payment>();
  const removedCards = new Set<string>();
  const charges = new Map<string, number>();
  // Ids start from the clock (in seconds) so a restarted sandbox does not hand out its
  // predecessor's ids; 13 digits, never mistaken for a 16-digit card number.
  const idBase = Math.floor(now().getTime() / 1000) * 1000;
  let issued = 0;
  const nextId = () => String(idBase + ++issued);

  const expired = (expiry: string) => expiry < yymm(now());

  function lookupTransaction<T>(
    map: Map<string, T>,
    transactionId: string,
  ): { ok: true; value: T } | { ok: false; code: StpimsCode } {
    if (!/^\d{1,20}$/.test(transactionId)) return fail(STPIMS.invalidTransactionId);
    const found = map.get(transactionId);
    return found ? ok(found) : fail(STPIMS.transactionNotFound);
  }

  function succeed(payment: Payment): void {
    payment.state = "succeeded";
    charges.set(payment.account, (charges.get(payment.account) ?? 0) + 1);
  }

  /** A payment the processor was still working on (066) is finished by the next look at it. */
  function settle(payment: Payment): ProviderPaymentStatus {
    if (payment.state !== "processing") return payment.state;
    succeed(payment);
    return "succeeded";
  }

  /** What a payment past its charging stages answers to pre-apply or apply. */
  function settledAnswer(payment: Payment): StpimsCode | null {
    switch (payment.state) {
      case "succeeded":
        return STPIMS.paymentAlreadyMade;
      case "reversed":
        return STPIMS.paymentCancelled;
      case "failed":
        return payment.code ?? STPIMS.invalidPayment;
      default:
        return null;
    }
  }

  return {
    name: "sandbox",

    async bindCardInit({ cardNumber, expiry }) {
      if (!/^\d{16}$/.test(cardNumber) || !/^\d{2}(0[1-9]|1[0-2])$/.test(expiry)) {
        return fail(STPIMS.invalidParameters);
      }
      if (!passesLuhn(cardNumber)) return fail(STPIMS.invalidParameters);
      if (!cardNetwork(cardNumber)) return fail(STPIMS.cardNotFound);
      const testCard = findTestCard(cardNumber);
      if (testCard && testCard.expiry !== expiry) return fail(STPIMS.cardNumberOrExpiryInvalid);
      if (expired(expiry)) return fail(STPIMS.cardExpired);
      const card: CardRef = {
        key: testCard?.id ?? ANY_CARD_ID,
        first6: cardNumber.slice(0, 6),
        last4: cardNumber.slice(-4),
        expiry,
      };
      const refused = failureAt(card, "bind-init");
      if (refused) return fail(refused.code);
      const transactionId = nextId();
      const phone = maskPhone(testCard?.phone ?? ANY_CARD.phone);
      bindings.set(transactionId, { card, phone, codeSentAt: now().getTime(), bound: null });
      return ok({ transactionId, phone });
    },

    async bindCardDial({ transactionId }) {
      const found = lookupTransaction(bindings, transactionId);
      if (!found.ok) return found;
      const binding = found.value;
      if (binding.bound) return fail(STPIMS.invalidTransactionId);
      binding.codeSentAt = now().getTime();
      return ok({ transactionId, phone: binding.phone });
    },

    async bindCardConfirm({ transactionId, otp }) {
      const found = lookupTransaction(bindings, transactionId);
      if (!found.ok) return found;
      const binding = found.value;
      if (otp !== SANDBOX_OTP) return fail(STPIMS.invalidOtp);
      // A repeated confirmation (a retry after a lost answer) gets the same card, not a second.
      if (binding.bound) return ok(binding.bound);
      if (now().getTime() - binding.codeSentAt > SANDBOX_BIND_CODE_TTL_MS) {
        return fail(STPIMS.invalidOtp);
      }
      const refused = failureAt(binding.card, "bind-confirm");
      if (refused) return fail(refused.code);
      const testCard = testCardOf(binding.card);
      const cardId = nextId();
      binding.bound = {
        cardId,
        pan: `${binding.card.first6}******${binding.card.last4}`,
        expiry: binding.card.expiry,
        cardHolder: testCard?.holder ?? ANY_CARD.holder,
        phone: binding.phone,
        cardToken: cardToken(binding.card, cardId),
      };
      return ok(binding.bound);
    },

    async removeCard({ cardId, cardToken: token }) {
      const parsed = parseCardToken(token);
      if (!parsed || parsed.cardId !== cardId || removedCards.has(cardId)) {
        return fail(STPIMS.cardNotRegistered);
      }
      removedCards.add(cardId);
      return ok(null);
    },

    async createPayment({ amountTiyin, account }) {
      if (!Number.isSafeInteger(amountTiyin) || amountTiyin <= 0) return fail(STPIMS.invalidAmount);
      if (account.trim() === "") return fail(STPIMS.accountMissing);
      const transactionId = nextId();
      payments.set(transactionId, { account, amountTiyin, state: "created", card: null });
      return ok({ transactionId });
    },

    async preApplyPayment({ transactionId, cardToken: token }) {
      const found = lookupTransaction(payments, transactionId);
      if (!found.ok) return found;
      const payment = found.value;
      const settled = settledAnswer(payment);
      if (settled) return fail(settled);
      if (payment.state === "processing") return fail(STPIMS.paymentInProcess);
      const parsed = parseCardToken(token);
      if (!parsed || removedCards.has(parsed.cardId)) return fail(STPIMS.cardNotRegistered);
      if (expired(parsed.card.expiry)) return fail(STPIMS.cardExpired);
      const refused = failureAt(parsed.card, "pre-apply");
      if (refused) {
        payment.state = "failed";
        payment.code = refused.code;
        return fail(refused.code);
      }
      payment.state = "pre_applied";
      payment.card = parsed.card;
      return ok(null);
    },

    async applyPayment({ transactionId }) {
      const found = lookupTransaction(payments, transactionId);
      if (!found.ok) return found;
      const payment = found.value;
      const settled = settledAnswer(payment);
      if (settled) return fail(settled);
      if (payment.state === "processing") {
        settle(payment);
        return ok(null);
      }
      if (payment.state !== "pre_applied" || !payment.card) return fail(STPIMS.invalidPayment);
      const refused = failureAt(payment.card, "apply");
      if (refused?.retrySucceeds) {
        payment.state = "processing";
        return fail(refused.code);
      }
      if (refused) {
        payment.state = "failed";
        payment.code = refused.code;
        return fail(refused.code);
      }
      succeed(payment);
      return ok(null);
    },

    async getPayment({ transactionId }) {
      const found = lookupTransaction(payments, transactionId);
      if (!found.ok) return found;
      const payment = found.value;
      const status = settle(payment);
      return ok({
        status,
        amountTiyin: payment.amountTiyin,
        ...(status === "failed" && payment.code ? { code: payment.code } : {}),
      });
    },

    async reversePayment({ transactionId }) {
      const found = lookupTransaction(payments, transactionId);
      if (!found.ok) return found;
      const payment = found.value;
      if (payment.state === "reversed") return fail(STPIMS.paymentCancelled);
      if (payment.state === "processing") return fail(STPIMS.paymentInProcess);
      if (payment.state !== "succeeded") return fail(STPIMS.invalidPayment);
      payment.state = "reversed";
      return ok(null);
    },

    appliedCharges() {
      return Object.fromEntries(charges);
    },
  };
}
