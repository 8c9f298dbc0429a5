import autocannon, { type Request } from "autocannon";
import { spreadOf } from "./percentiles";
import type { BenchRequest, Scenario } from "./scenarios";

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

/** Concurrent connections of a scenario that does not say otherwise. */
export const connections = 20;

/**
 * Connection `k`'s own requests: every `clients`-th one from k on, so no two connections
 * ask the same thing and together they ask all. A list shorter than the connections is
 * shared, each starting elsewhere. autocannon encodes every request of a connection's list
 * before sending: a whole copy of 25,000 per connection kept the load generator's thread
 * busy for seconds, and the first answers waited unread (up to 10 s, some timing out).
 */
function share(requests: Request[], k: number, clients: number): Request[] {
  const own = requests.filter((_, i) => i % clients === k);
  if (own.length > 0) return own;
  const start = k % requests.length;
  return [...requests.slice(start), ...requests.slice(0, start)];
}

interface Samples {
  latencies: number[];
  failed: number;
}

function measurement(
  name: string,
  goalP95: number,
  samples: Samples,
  duration: number,
  broken: number,
): Measurement {
  return {
    name,
    goalP95,
    requests: samples.latencies.length,
    perSecond: samples.latencies.length / duration,
    ...spreadOf(samples.latencies),
    failed: samples.failed + broken,
  };
}

/**
 * Drives one scenario with its connections (20 unless it says) for `seconds`. autocannon's
 * histogram reports p90 and p97.5 but no p95, so every response's latency is kept and the
 * percentiles are computed from them. The first measurement is the whole scenario's; a
 * scenario with groups (reads and writes) has one more per group.
 */
export async function measure(
  baseUrl: string,
  scenario: Scenario,
  seconds: number,
): Promise<Measurement[]> {
  const all: Samples = { latencies: [], failed: 0 };
  const groups: Samples[] = (scenario.groups ?? []).map(() => ({ latencies: [], failed: 0 }));
  // Which group the answer being reported belongs to: autocannon calls a request's onResponse
  // and then, synchronously, emits "response" for the same answer.
  let answered: Samples | undefined;
  const requests: Request[] = scenario.groups
    ? scenario.requests.map((request: BenchRequest) => {
        const { group, ...rest } = request;
        const samples = group === undefined ? undefined : groups[group];
        return {
          ...rest,
          onResponse: () => {
            answered = samples;
          },
        };
      })
    : scenario.requests;
  const clients = scenario.connections ?? connections;
  let nextClient = 0;
  const instance = autocannon({
    url: baseUrl,
    connections: clients,
    duration: seconds,
    // What a browser (and Node's fetch) asks for: the answers are measured compressed, as sent.
    headers: { "accept-encoding": "gzip, deflate, br" },
    // Replaced by each connection's share as it is set up (see share).
    requests: requests.slice(0, 1),
    setupClient: (client) => {
      client.setRequests(share(requests, nextClient, clients));
      nextClient += 1;
    },
  });
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    for (const samples of answered ? [all, answered] : [all]) {
      samples.latencies.push(responseTime);
      if (statusCode >= 400) samples.failed += 1;
    }
    answered = undefined;
  });
  const result = await instance;
  const broken = result.errors + result.timeouts;
  return [
    measurement(scenario.name, scenario.goalP95, all, result.duration, broken),
    ...(scenario.groups ?? []).map((group, i) =>
      measurement(
        `  ${group.name}`,
        group.goalP95,
        groups[i] ?? { latencies: [], failed: 0 },
        result.duration,
        0,
      ),
    ),
  ];
}
