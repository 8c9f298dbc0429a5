import {
  isStpimsCode,
  type PaymentProvider,
  type ProviderPaymentStatus,
  type ProviderResult,
  ProviderUnavailableError,
  STPIMS,
  type StpimsCode,
} from "./port";

/*
 * The HTTP adapter for ATMOS (apigw.atmos.uz). ATMOS publishes no machine-readable contract; the
 * shapes here follow its documentation's examples (docs.atmos.uz: the token request) and public
 * integrations that agree with one another:
 *
 *   POST /token                       Basic key:secret, form grant_type=client_credentials
 *                                     → { access_token, expires_in }
 *   POST /partner/bind-card/init      { card_number, expiry }    → { transaction_id, phone }
 *   PUT  /partner/bind-card/dial      { transaction_id }         (sends the code again)
 *   POST /partner/bind-card/confirm   { transaction_id, otp }
 *                                     → { data: { card_id, pan, expiry, card_holder, phone, card_token } }
 *   POST /partner/remove-card         { id, token }
 *   POST /merchant/pay/create         { amount, account, store_id } → { transaction_id }
 *   POST /merchant/pay/pre-apply      { card_token, store_id, transaction_id }
 *   POST /merchant/pay/apply          { otp, store_id, transaction_id }
 *   POST /merchant/pay/get            { store_id, transaction_id } → { store_transaction }
 *   POST /merchant/pay/reverse        { store_id, transaction_id: success_trans_id, reason }
 *
 * Every answer carries `result: { code, description }`; a refusal is HTTP 200 with a code other
 * than "OK". Amounts are integer tiyin.
 *
 * Where the sources disagree:
 * - bind-card/dial: PUT in one integration, POST in others that send everything through one
 *   POST helper; PUT is the one written for this endpoint on purpose, so PUT it is.
 * - reverse: keyed by `success_trans_id` (the id of the debit, from pay/get) in most sources, by
 *   the payment's `transaction_id` in one; we read the debit's id with pay/get first and send it
 *   as `transaction_id`, as an integration tested against ATMOS's DEV store does.
 * - pay/apply for a bound card's token: no SMS is sent, and the sources agree the OTP is then
 *   always "111111".
 * - A reversed transaction: pay/get shows it still confirmed, with status_code "-20".
 */

export interface AtmosConfig {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  storeId: string;
  fetch?: typeof fetch;
  /** Per request, including reading the answer; default 30 s. */
  timeoutMs?: number;
  /** The clock the access token's lifetime is measured by (ms since the epoch); for tests. */
  now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const TOKEN_PAYMENT_OTP = "111111";
const REVERSED_STATUS_CODE = "-20";
const REVERSE_REASON = "Refunded by the merchant";

type Json = Record<string, unknown>;
type Answer = { ok: true; body: Json } | { ok: false; code: StpimsCode };

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** ATMOS's ids are numbers; ours are their decimal strings. */
function toAtmosId(id: string): number | string {
  const asNumber = Number(id);
  return /^\d+$/.test(id) && Number.isSafeInteger(asNumber) ? asNumber : id;
}

function fromAtmosId(value: unknown): string | null {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === "string" && /^\d+$/.test(value)) return value;
  return null;
}

/** ATMOS masks the number itself; should a full one ever come back, it is masked here. */
function maskedPan(pan: string): string {
  return /^\d{16}$/.test(pan) ? `${pan.slice(0, 6)}******${pan.slice(-4)}` : pan;
}

/** Why a request got no answer, in words safe for a log: no URL, body or header in them. */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") {
    return `no answer within ${timeoutMs} ms`;
  }
  const cause = error instanceof Error ? error.cause : undefined;
  const code = isObject(cause) ? cause.code : undefined;
  return typeof code === "string" && /^[A-Z_]+$/.test(code)
    ? `network error ${code}`
    : "network error";
}

/** Frees the connection of an answer we will not read; it failing changes nothing. */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

export function createAtmosProvider(config: AtmosConfig): PaymentProvider {
  const fetchImpl = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = config.now ?? Date.now;
  const baseUrl = config.baseUrl.replace(/\/+$/, "");
  const basicAuth = `Basic ${Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString("base64")}`;

  const unavailable = (path: string, what: string) =>
    new ProviderUnavailableError(`ATMOS ${path}: ${what}`);

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(`${baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unavailable(path, reasonOf(error, timeoutMs));
    }
  }

  async function readJson(path: string, response: Response): Promise<Json> {
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw unavailable(path, reasonOf(error, timeoutMs));
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (isObject(parsed)) return parsed;
    } catch {
      // An unparseable body is reported below, without the body: it could echo what we sent.
    }
    throw unavailable(path, `unreadable answer (HTTP ${response.status})`);
  }

  let token: { value: string; refreshAt: number } | null = null;
  let tokenRequest: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const path = "/token";
    const response = await send(path, {
      method: "POST",
      headers: {
        Authorization: basicAuth,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: "grant_type=client_credentials",
    });
    if (response.status === 400 || response.status === 401) {
      await discard(response);
      throw unavailable(path, `the consumer key and secret were refused (HTTP ${response.status})`);
    }
    if (!response.ok) {
      await discard(response);
      throw unavailable(path, `HTTP ${response.status}`);
    }
    const body = await readJson(path, response);
    const { access_token: value, expires_in: expiresIn } = body;
    if (
      typeof value !== "string" ||
      value === "" ||
      typeof expiresIn !== "number" ||
      expiresIn <= 0
    ) {
      throw unavailable(path, "unreadable answer (no access_token or expires_in)");
    }
    const lifetimeMs = expiresIn * 1000;
    // Renew a minute early (or halfway, for a short-lived token) so no request carries a token
    // that expires on its way.
    token = { value, refreshAt: now() + lifetimeMs - Math.min(60_000, lifetimeMs / 2) };
    return value;
  }

  function accessToken(): Promise<string> {
    if (token && now() < token.refreshAt) return Promise.resolve(token.value);
    // Requests that find the token stale together share one token request.
    tokenRequest ??= requestToken().finally(() => {
      tokenRequest = null;
    });
    return tokenRequest;
  }

  async function call(path: string, body: Json, method: "POST" | "PUT" = "POST"): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      const bearer = await accessToken();
      const response = await send(path, {
        method,
        headers: {
          Authorization: `Bearer ${bearer}`,
          "Content-Type": "application/json",
          Accept: "application/json",
        },
        body: JSON.stringify(body),
      });
      // The gateway refuses an expired or revoked token before the request reaches the
      // processor, so asking again with a new token cannot charge twice.
      if (response.status === 401) {
        await discard(response);
        if (token?.value === bearer) token = null;
        if (attempt === 1) continue;
        throw unavailable(path, "a freshly issued access token was refused (HTTP 401)");
      }
      if (!response.ok) {
        await discard(response);
        throw unavailable(path, `HTTP ${response.status}`);
      }
      const answer = await readJson(path, response);
      const code = isObject(answer.result) ? answer.result.code : undefined;
      if (code === "OK") return { ok: true, body: answer };
      if (isStpimsCode(code)) return { ok: false, code };
      throw unavailable(path, "unreadable answer (no result code)");
    }
  }

  function idIn(path: string, body: Json, key: string): string {
    const id = fromAtmosId(body[key]);
    if (id === null) throw unavailable(path, `unreadable answer (no ${key})`);
    return id;
  }

  function textIn(path: string, body: Json, key: string): string {
    const value = body[key];
    if (typeof value !== "string") throw unavailable(path, `unreadable answer (no ${key})`);
    return value;
  }

  function objectIn(path: string, body: Json, key: string): Json {
    const value = body[key];
    if (!isObject(value)) throw unavailable(path, `unreadable answer (no ${key})`);
    return value;
  }

  async function storeTransaction(transactionId: string): Promise<ProviderResult<Json>> {
    const path = "/merchant/pay/get";
    const answer = await call(path, {
      store_id: config.storeId,
      transaction_id: toAtmosId(transactionId),
    });
    if (!answer.ok) return answer;
    return { ok: true, value: objectIn(path, answer.body, "store_transaction") };
  }

  /**
   * Only what the sources show is read as a state: `confirmed`, the reversal's status_code, an
   * STPIMS status_code as a failure, `prepay_time` once pre-applied. Anything else reads as not
   * yet charged; a caller that then applies again gets the processor's own answer, never a
   * second debit.
   */
  function statusOf(
    path: string,
    transaction: Json,
  ): { status: ProviderPaymentStatus; amountTiyin: number; code?: StpimsCode } {
    const amountTiyin = transaction.amount;
    if (typeof amountTiyin !== "number" || !Number.isSafeInteger(amountTiyin)) {
      throw unavailable(path, "unreadable answer (no amount)");
    }
    const statusCode = transaction.status_code == null ? "" : String(transaction.status_code);
    if (statusCode === REVERSED_STATUS_CODE) return { status: "reversed", amountTiyin };
    if (transaction.confirmed === true) return { status: "succeeded", amountTiyin };
    if (isStpimsCode(statusCode)) return { status: "failed", amountTiyin, code: statusCode };
    if (transaction.prepay_time != null) return { status: "pre_applied", amountTiyin };
    return { status: "created", amountTiyin };
  }

  return {
    name: "atmos",

    async bindCardInit({ cardNumber, expiry }) {
      const path = "/partner/bind-card/init";
      const answer = await call(path, { card_number: cardNumber, expiry });
      if (!answer.ok) return answer;
      return {
        ok: true,
        value: {
          transactionId: idIn(path, answer.body, "transaction_id"),
          phone: textIn(path, answer.body, "phone"),
        },
      };
    },

    async bindCardDial({ transactionId }) {
      const path = "/partner/bind-card/dial";
      const answer = await call(path, { transaction_id: toAtmosId(transactionId) }, "PUT");
      if (!answer.ok) return answer;
      // The sources show no answer body beyond `result`; take what is there.
      const { phone } = answer.body;
      return {
        ok: true,
        value: {
          transactionId: fromAtmosId(answer.body.transaction_id) ?? transactionId,
          phone: typeof phone === "string" ? phone : "",
        },
      };
    },

    async bindCardConfirm({ transactionId, otp }) {
      const path = "/partner/bind-card/confirm";
      const answer = await call(path, { transaction_id: toAtmosId(transactionId), otp });
      if (!answer.ok) return answer;
      const data = objectIn(path, answer.body, "data");
      const { card_holder: cardHolder, phone } = data;
      return {
        ok: true,
        value: {
          cardId: idIn(path, data, "card_id"),
          pan: maskedPan(textIn(path, data, "pan")),
          expiry: textIn(path, data, "expiry"),
          cardHolder: typeof cardHolder === "string" ? cardHolder : "",
          phone: typeof phone === "string" ? phone : "",
          cardToken: textIn(path, data, "card_token"),
        },
      };
    },

    async removeCard({ cardId, cardToken }) {
      const answer = await call("/partner/remove-card", {
        id: toAtmosId(cardId),
        token: cardToken,
      });
      return answer.ok ? { ok: true, value: null } : answer;
    },

    async createPayment({ amountTiyin, account }) {
      // Not worth a round trip: the processor answers the same for an amount it cannot take.
      if (!Number.isSafeInteger(amountTiyin) || amountTiyin <= 0) {
        return { ok: false, code: STPIMS.invalidAmount };
      }
      const path = "/merchant/pay/create";
      const answer = await call(path, { amount: amountTiyin, account, store_id: config.storeId });
      if (!answer.ok) return answer;
      return { ok: true, value: { transactionId: idIn(path, answer.body, "transaction_id") } };
    },

    async preApplyPayment({ transactionId, cardToken }) {
      const answer = await call("/merchant/pay/pre-apply", {
        card_token: cardToken,
        store_id: config.storeId,
        transaction_id: toAtmosId(transactionId),
      });
      return answer.ok ? { ok: true, value: null } : answer;
    },

    async applyPayment({ transactionId }) {
      const answer = await call("/merchant/pay/apply", {
        otp: TOKEN_PAYMENT_OTP,
        store_id: config.storeId,
        transaction_id: toAtmosId(transactionId),
      });
      return answer.ok ? { ok: true, value: null } : answer;
    },

    async getPayment({ transactionId }) {
      const found = await storeTransaction(transactionId);
      if (!found.ok) return found;
      return { ok: true, value: statusOf("/merchant/pay/get", found.value) };
    },

    async reversePayment({ transactionId }) {
      const found = await storeTransaction(transactionId);
      if (!found.ok) return found;
      const { status } = statusOf("/merchant/pay/get", found.value);
      // Answered here, like the sandbox does, rather than asking ATMOS to reverse what it never
      // debited or already gave back.
      if (status === "reversed") return { ok: false, code: STPIMS.paymentCancelled };
      const debitId = fromAtmosId(found.value.success_trans_id);
      if (status !== "succeeded" || debitId === null) {
        return { ok: false, code: STPIMS.invalidPayment };
      }
      const answer = await call("/merchant/pay/reverse", {
        store_id: config.storeId,
        transaction_id: toAtmosId(debitId),
        reason: REVERSE_REASON,
      });
      return answer.ok ? { ok: true, value: null } : answer;
    },
  };
}
