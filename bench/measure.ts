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

/** A copy of `requests` starting at `offset`, so the connections do not ask the same thing in step. */
function rotated(requests: Request[], offset: number): Request[] {
  const start = offset % requests.length;
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
  let nextOffset = 0;
  const stride = Math.max(1, Math.floor(scenario.requests.length / connections));
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: scenario.requests,
    setupClient: (client) => {
      client.setRequests(rotated(scenario.requests, nextOffset));
      nextOffset += stride;
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
