import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { RedisConfig } from "./config";

/** How long a start waits for Redis before it serves without it (counting resumes once up). */
const firstConnectMs = 3_000;

/**
 * The Redis client the per-address limits count in, set to fail fast rather than wait: while
 * Redis is down a counted request is let through uncounted (the plugin's `skipOnError`), so an
 * outage costs the limits, not every sign-in. Commands are not queued while disconnected
 * (they would hold requests until Redis is back), and one that gets no answer in a second
 * gives up. It reconnects on its own, with ioredis's backoff.
 */
export async function connectRedis(config: RedisConfig, log: FastifyBaseLogger): Promise<Redis> {
  const client = new Redis(config.url, {
    enableOfflineQueue: false,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    connectTimeout: firstConnectMs,
  });
  // One line when it goes down and one when it is back, not one per reconnect attempt.
  let down = false;
  client.on("error", (error) => {
    if (down) return;
    down = true;
    log.error({ err: error }, "redis unreachable: per-address limits are not counted");
  });
  client.on("ready", () => {
    if (!down) return;
    down = false;
    log.info("redis reachable again: per-address limits are counted");
  });
  // The first requests are counted when Redis is up at start; a start never waits longer.
  const ac = new AbortController();
  await Promise.race([
    once(client, "ready", { signal: ac.signal }),
    once(client, "error", { signal: ac.signal }),
    sleep(firstConnectMs, undefined, { signal: ac.signal }),
  ]).catch(() => {});
  ac.abort();
  return client;
}

/** Waits for the replies under way, or drops the connection when Redis is not there. */
export async function closeRedis(client: Redis): Promise<void> {
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
