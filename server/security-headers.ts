import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { securityMode } from "./auth/bearer";
import type { ContractOperation } from "./contract";

// One year. Not `includeSubDomains` or `preload`: the server cannot vouch for the other hosts
// of its domain.
const hstsSeconds = 31_536_000;

const hsts = { maxAge: hstsSeconds, includeSubDomains: false };

const options = (strictTransportSecurity: typeof hsts | false): HelmetOptions => ({
  // The page's policy, with its inline script's hash, is static.ts's; an SVG image carries
  // its own (reference handlers). JSON needs none, and one header has one author.
  contentSecurityPolicy: false,
  // As static.ts always sent them for the page.
  xFrameOptions: { action: "deny" },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  strictTransportSecurity,
});

/**
 * helmet's headers on every answer (API, files, errors): `X-Content-Type-Options: nosniff`,
 * framing denied, cross-origin isolation defaults; `Strict-Transport-Security` only on a
 * request that came over TLS. The server itself speaks plain HTTP, so "over TLS" means the
 * proxy in front said so in `X-Forwarded-Proto`, which Fastify believes only from the proxies
 * `TRUST_PROXY` names (`request.protocol`); anything else is plain HTTP and gets no HSTS.
 * helmet's middleware is built once per variant: @fastify/helmet builds it anew on every
 * request (10–25 µs here, against the ~33 µs a cached offering page takes in all).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const overTls = helmet(options(hsts));
  const plain = helmet(options(false));
  app.addHook("onRequest", (request, reply, done) => {
    const headers = request.protocol === "https" ? overTls : plain;
    // helmet throws rather than passing errors on; `next` is only ever called empty.
    headers(request.raw, reply.raw, () => done());
  });
}

/** Operations that hand out tokens, one-time codes or account data, whoever calls them. */
const credentialTags = new Set(["auth", "development"]);

/**
 * Whether an operation's answers to this request are the caller's own and must not be kept
 * by any cache (`Cache-Control: no-store`): read from the contract, so a new operation gets
 * the rule without a line in its handler. Sign-in, registration and the sandbox always; an
 * operation that takes a bearer token whenever one was presented (its answer is the person's
 * profile, favourites, feedback, or a public item with `is_favorite` and `my_feedback`; a
 * refused token's 401 too). Public answers without a token keep their own caching.
 */
export function noStoreHook(operation: ContractOperation): onRequestHookHandler | null {
  if (operation.tags.some((tag) => credentialTags.has(tag))) return noStore;
  if (securityMode(operation.security) === "none") return null;
  return (request, reply, done) => {
    if (request.headers.authorization !== undefined) reply.header("Cache-Control", "no-store");
    done();
  };
}

function noStore(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.header("Cache-Control", "no-store");
  done();
}
