import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { AddressLimitedOperation, AddressLimits } from "./config";
import { ApiError } from "./errors";

interface AddressLimitOptions {
  limits: AddressLimits;
  /** Addresses never limited (a health checker, an internal caller, the test runner). */
  allowList: string[];
}

/**
 * The client's address as the limits count it: IPv4-mapped IPv6 as IPv4, and IPv6 by its /64
 * (one household's or phone's prefix), so moving within a prefix gives no fresh attempts.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

function operationIdOf(route: RouteOptions): string | null {
  const schema = route.schema as { operationId?: unknown } | undefined;
  return typeof schema?.operationId === "string" ? schema.operationId : null;
}

function isLimited(limits: AddressLimits, id: string | null): id is AddressLimitedOperation {
  return id !== null && Object.hasOwn(limits, id);
}

/**
 * Per-address limits on the unauthenticated operations open to abuse, with
 * `@fastify/rate-limit`. Its in-memory store counts per server instance; issue 19 moves the
 * count to a store every instance shares (the plugin takes `redis` or a custom `store`).
 *
 * Register before the contract's routes: the limit attaches to routes as they are added.
 */
export async function registerAddressLimits(
  app: FastifyInstance,
  { limits, allowList }: AddressLimitOptions,
): Promise<void> {
  const allowed = new Set(allowList);
  // Runs before the plugin's own onRoute hook (added below), which reads `config.rateLimit`.
  app.addHook("onRoute", (route) => {
    const id = operationIdOf(route);
    if (!isLimited(limits, id)) return;
    const { max, windowSeconds } = limits[id];
    route.config = { ...route.config, rateLimit: { max, timeWindow: windowSeconds * 1000 } };
  });
  await app.register(rateLimit, {
    // Only the operations above: reading the catalogue is not limited per address.
    global: false,
    // Counted before the body is parsed or validated: a flood costs the least it can.
    hook: "onRequest",
    allowList: (request) => allowed.has(request.ip),
    // The contract's headers only: Retry-After on a 429, no X-RateLimit-* on every answer.
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
    addHeaders: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
      "retry-after": true,
    },
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, "too_many_attempts", {
        "Retry-After": String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });
}
