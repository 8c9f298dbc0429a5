import autocannon, { type Request } from "autocannon";
import type { Scenario } from "./scenarios";

export interface Measurement {
  name: string;
  goalP95: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failed: number;
}

export const connections = 20;

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

/**
 * Connection `k`'s own requests: every `connections`-th one from k on, so no two connections
 * ask the same thing and together they ask all. A list shorter than the connections is
 * shared, each starting elsewhere. autocannon encodes every request of a connection's list
 * before sending: a whole copy of 25,000 per connection kept the load generator's thread
 * busy for seconds, and the first answers waited unread (up to 10 s, some timing out).
 */
function share(requests: Request[], k: number): Request[] {
  const own = requests.filter((_, i) => i % connections === k);
  if (own.length > 0) return own;
  const start = k % requests.length;
  return [...requests.slice(start), ...requests.slice(0, start)];
}

/**
 * Drives one scenario with `connections` concurrent connections for `seconds`. autocannon's
 * histogram reports p90 and p97.5 but no p95, so every response's latency is kept and the
 * percentiles are computed from them.
 */
export async function measure(
  baseUrl: string,
  scenario: Scenario,
  seconds: number,
): Promise<Measurement> {
  const latencies: number[] = [];
  let failed = 0;
  let nextClient = 0;
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    // What a browser (and Node's fetch) asks for: the answers are measured compressed, as sent.
    headers: { "accept-encoding": "gzip, deflate, br" },
    // Replaced by each connection's share as it is set up (see share).
    requests: scenario.requests.slice(0, 1),
    setupClient: (client) => {
      client.setRequests(share(scenario.requests, nextClient));
      nextClient += 1;
    },
  });
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode >= 400) failed += 1;
  });
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  return {
    name: scenario.name,
    goalP95: scenario.goalP95,
    requests: latencies.length,
    perSecond: latencies.length / result.duration,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    failed: failed + result.errors + result.timeouts,
  };
}
