import rateLimit, { normalizeIP, type RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { databaseCounts } from "./address-limit-counts";
import { closeRedis, connectRedis } from "./address-limit-redis";
import type { AddressLimitedOperation, AddressLimits, RedisConfig } from "./config";
import type { Db } from "./db/database";
import { ApiError } from "./errors";

interface AddressLimitOptions {
  limits: AddressLimits;
  /** Addresses never limited (a health checker, an internal caller, the test runner). */
  allowList: string[];
  /** Where the counts are kept: Redis when configured, otherwise this database. */
  counts: { redis: RedisConfig } | { db: Db };
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
 * Where `@fastify/rate-limit` counts: in Redis (its own store, keys under the configured
 * prefix) or in the database (address-limit-counts.ts). Both are shared by every instance,
 * where the plugin's default in-memory store would give each instance a limit of its own.
 */
async function sharedStore(
  app: FastifyInstance,
  counts: AddressLimitOptions["counts"],
): Promise<Pick<RateLimitPluginOptions, "redis" | "nameSpace" | "store">> {
  if ("redis" in counts) {
    const client = await connectRedis(counts.redis, app.log);
    app.addHook("onClose", () => closeRedis(client));
    return { redis: client, nameSpace: `${counts.redis.keyPrefix}address-limit:` };
  }
  const { Store, close } = databaseCounts(counts.db, (error) =>
    app.log.error({ err: error }, "per-address limits: counting failed; request let through"),
  );
  app.addHook("onClose", close);
  return { store: Store };
}

/**
 * Per-address limits on the unauthenticated operations open to abuse, with
 * `@fastify/rate-limit`, counted where every instance sees the same counts (sharedStore).
 *
 * Register before the contract's routes: the limit attaches to routes as they are added.
 */
export async function registerAddressLimits(
  app: FastifyInstance,
  { limits, allowList, counts }: AddressLimitOptions,
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
    ...(await sharedStore(app, counts)),
    // A count that cannot be kept (Redis or the database down) lets the request through: an
    // outage costs the limits for its duration, never every sign-in. The failure is logged.
    skipOnError: true,
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
