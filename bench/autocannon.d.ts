// autocannon ships no types (and @types/autocannon lags its major versions): the slice of its
// programmatic API the benchmark uses, from its README.
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called with each answer to this request, just before the instance's "response" event. */
    onResponse?: (status: number) => void;
  }

  export interface Client extends EventEmitter {
    setRequests(requests: Request[]): void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  }

  export interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: "response",
      listener: (client: Client, statusCode: number, bytes: number, responseTime: number) => void,
    ): this;
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
