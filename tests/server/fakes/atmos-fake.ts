import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for ATMOS's API gateway, speaking its request and answer shapes (see
 * server/payments/provider/atmos-http.ts): OAuth2 client credentials at /token, bearer tokens
 * everywhere else, refusals as HTTP 200 with an STPIMS code. It keeps a small state so a whole
 * flow (bind, pay, look up, reverse) answers like the processor would.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** JSON bodies parsed; the token request's form body as its text. */
  body: unknown;
}

/** Instead of the usual answer: a status and body, or no answer at all. */
export type FakeAnswer = { status?: number; json?: unknown; text?: string } | "hang";

export interface AtmosFake {
  url: string;
  /** Every request, in order, the token requests included. */
  requests: RecordedRequest[];
  /** Requests to one path. */
  requestsTo(path: string): RecordedRequest[];
  /** Revokes every token issued so far, as the gateway does when one expires. */
  expireTokens(): void;
  /** The next request to `path` gets `answer`; several calls queue several answers. */
  answerNext(path: string, answer: FakeAnswer): void;
  /** How many times the card was debited, by our account (payment id). */
  debits(account: string): number;
  /** Every account (payment id) debited so far, with its number of debits. */
  allDebits(): Map<string, number>;
  close(): Promise<void>;
}

export const FAKE_OTP = "111111";

interface Payment {
  transactionId: number;
  account: string;
  amount: number;
  cardToken: string | null;
  prepayTime: number | null;
  successTransId: number | null;
  statusCode: string | null;
}

const ok = { code: "OK", description: "Нет ошибок" };
const refused = (code: string) => ({ result: { code, description: `refused: ${code}` } });

export async function startAtmosFake(options: {
  consumerKey: string;
  consumerSecret: string;
  storeId: string;
  /** expires_in of the tokens it issues, in seconds; default 3600. */
  tokenLifetime?: number;
  /**
   * Per path, how long an answer takes to come back (ms) after the processor has acted on the
   * request: a slow network, during which the caller may die not knowing the outcome.
   */
  answerDelays?: Record<string, number>;
}): Promise<AtmosFake> {
  const requests: RecordedRequest[] = [];
  const queued = new Map<string, FakeAnswer[]>();
  const liveTokens = new Set<string>();
  const bindings = new Map<number, { cardNumber: string; expiry: string }>();
  const cards = new Map<string, { cardId: number; removed: boolean }>();
  const payments = new Map<number, Payment>();
  const debitCounts = new Map<string, number>();
  let nextId = 1000;
  let issuedTokens = 0;
  const basic = `Basic ${Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString("base64")}`;

  function storeTransaction(payment: Payment) {
    return {
      trans_id: payment.transactionId,
      success_trans_id: payment.successTransId,
      account: payment.account,
      amount: payment.amount,
      total: payment.amount,
      terminal_id: "fake-terminal",
      confirmed: payment.successTransId !== null,
      prepay_time: payment.prepayTime,
      confirm_time: payment.successTransId === null ? null : Date.now(),
      status_code: payment.statusCode,
      status_message: payment.successTransId === null ? null : "Success",
    };
  }

  function paymentOf(body: Record<string, unknown>): Payment | undefined {
    return typeof body.transaction_id === "number" ? payments.get(body.transaction_id) : undefined;
  }

  /** The processor's own answers, per path, once the request is authorised. */
  function answer(method: string, path: string, body: Record<string, unknown>): unknown {
    if (path.startsWith("/merchant/") && body.store_id !== options.storeId) {
      return refused("STPIMS-ERR-003");
    }
    switch (`${method} ${path}`) {
      case "POST /partner/bind-card/init": {
        const { card_number: cardNumber, expiry } = body;
        if (typeof cardNumber !== "string" || typeof expiry !== "string") {
          return refused("STPIMS-ERR-009");
        }
        const transactionId = nextId++;
        bindings.set(transactionId, { cardNumber, expiry });
        return { result: ok, transaction_id: transactionId, phone: "998 90 *** ** 12" };
      }
      case "PUT /partner/bind-card/dial":
        return typeof body.transaction_id === "number" && bindings.has(body.transaction_id)
          ? { result: ok }
          : refused("STPIMS-ERR-061");
      case "POST /partner/bind-card/confirm": {
        const binding =
          typeof body.transaction_id === "number" ? bindings.get(body.transaction_id) : undefined;
        if (!binding) return refused("STPIMS-ERR-061");
        if (body.otp !== FAKE_OTP) return refused("STPIMS-ERR-098");
        const cardId = nextId++;
        const cardToken = `card-token-${cardId}`;
        cards.set(cardToken, { cardId, removed: false });
        return {
          result: ok,
          data: {
            card_id: cardId,
            pan: `${binding.cardNumber.slice(0, 6)}******${binding.cardNumber.slice(-4)}`,
            expiry: binding.expiry,
            card_holder: "TEST",
            balance: 1_000_000_000,
            phone: "998 90 *** ** 12",
            card_token: cardToken,
          },
        };
      }
      case "POST /partner/remove-card": {
        const card = typeof body.token === "string" ? cards.get(body.token) : undefined;
        if (!card || card.cardId !== body.id || card.removed) return refused("STPIMS-ERR-008");
        card.removed = true;
        return { result: ok, data: { card_id: card.cardId, pan: null } };
      }
      case "POST /merchant/pay/create": {
        const { amount, account } = body;
        if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount <= 0) {
          return refused("STPIMS-ERR-039");
        }
        if (typeof account !== "string" || account === "") return refused("STPIMS-ERR-010");
        const payment: Payment = {
          transactionId: nextId++,
          account,
          amount,
          cardToken: null,
          prepayTime: null,
          successTransId: null,
          statusCode: null,
        };
        payments.set(payment.transactionId, payment);
        return {
          result: ok,
          transaction_id: payment.transactionId,
          store_transaction: storeTransaction(payment),
        };
      }
      case "POST /merchant/pay/pre-apply": {
        const payment = paymentOf(body);
        if (!payment) return refused("STPIMS-ERR-061");
        const card = typeof body.card_token === "string" ? cards.get(body.card_token) : undefined;
        if (!card || card.removed) return refused("STPIMS-ERR-008");
        payment.cardToken = body.card_token as string;
        payment.prepayTime = Date.now();
        return { result: ok, transaction_id: payment.transactionId };
      }
      case "POST /merchant/pay/apply": {
        const payment = paymentOf(body);
        if (!payment) return refused("STPIMS-ERR-061");
        if (payment.successTransId !== null) return refused("STPIMS-ERR-091");
        if (payment.cardToken === null) return refused("STPIMS-ERR-016");
        if (body.otp !== FAKE_OTP) return refused("STPIMS-ERR-098");
        payment.successTransId = nextId++;
        payment.statusCode = "0";
        debitCounts.set(payment.account, (debitCounts.get(payment.account) ?? 0) + 1);
        return { result: ok, store_transaction: storeTransaction(payment) };
      }
      case "POST /merchant/pay/get": {
        const payment = paymentOf(body);
        if (!payment) return refused("STPIMS-ERR-061");
        return { result: ok, store_transaction: storeTransaction(payment) };
      }
      case "POST /merchant/pay/reverse": {
        const payment = [...payments.values()].find(
          (candidate) => candidate.successTransId === body.transaction_id,
        );
        if (!payment) return refused("STPIMS-ERR-061");
        if (payment.statusCode === "-20") return refused("STPIMS-ERR-064");
        payment.statusCode = "-20";
        return { result: ok, transaction_id: payment.successTransId };
      }
      default:
        return undefined;
    }
  }

  function reply(response: ServerResponse, status: number, payload: unknown): void {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(payload));
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    const method = request.method ?? "";
    const contentType = request.headers["content-type"];
    let body: unknown = text;
    if (contentType?.startsWith("application/json")) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const authorization = request.headers.authorization;
    requests.push({ method, path, authorization, contentType, body });

    const override = queued.get(path)?.shift();
    if (override === "hang") return;
    if (override) {
      response.writeHead(override.status ?? 200, { "Content-Type": "application/json" });
      response.end(override.text ?? JSON.stringify(override.json ?? {}));
      return;
    }

    if (path === "/token") {
      const form = new URLSearchParams(text);
      if (
        method !== "POST" ||
        authorization !== basic ||
        !contentType?.startsWith("application/x-www-form-urlencoded") ||
        form.get("grant_type") !== "client_credentials"
      ) {
        reply(response, 401, {
          error: "invalid_client",
          error_description: "Client Authentication failed.",
        });
        return;
      }
      const accessToken = `fake-token-${++issuedTokens}`;
      liveTokens.add(accessToken);
      reply(response, 200, {
        access_token: accessToken,
        scope: "am_application_scope default",
        token_type: "Bearer",
        expires_in: options.tokenLifetime ?? 3600,
      });
      return;
    }

    const bearer = authorization?.startsWith("Bearer ") ? authorization.slice(7) : "";
    if (!liveTokens.has(bearer)) {
      // What the gateway answers to an expired or unknown token.
      reply(response, 401, {
        fault: { code: 900901, message: "Invalid Credentials", description: "Invalid Credentials" },
      });
      return;
    }
    const isObject = typeof body === "object" && body !== null && !Array.isArray(body);
    const answered = isObject ? answer(method, path, body as Record<string, unknown>) : undefined;
    const delay = options.answerDelays?.[path];
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (answered === undefined) {
      reply(response, 404, { code: "404", type: "Status report", message: "Not Found" });
      return;
    }
    reply(response, 200, answered);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (path) => requests.filter((request) => request.path === path),
    expireTokens: () => liveTokens.clear(),
    answerNext(path, answer) {
      queued.set(path, [...(queued.get(path) ?? []), answer]);
    },
    debits: (account) => debitCounts.get(account) ?? 0,
    allDebits: () => new Map(debitCounts),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
