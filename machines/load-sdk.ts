import type { Client } from "../sdk/client";

export type Sdk = typeof import("../sdk");

/** The generated SDK's operations and the one client every call goes through. */
export interface Api {
  sdk: Sdk;
  client: Client;
}

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * The SDK, its fetch client and the zod schemas that validate every answer live in lazy
 * chunks: nothing the first render needs. The first call fetches them, with the fetch the
 * client is to use (`loadFetch`: the app's auth fetch, itself lazy), and builds the client;
 * later calls get the same pair without a request. Never
 * import an operation or the client statically (`import type` is fine), or the SDK and zod
 * return to every route's first download (`npm run bench:size` fails then).
 *
 * A failed fetch (offline, or a deploy replaced the chunk) rejects with the browser's
 * TypeError, which callers already treat as a network failure (request-failure.ts), and is
 * not remembered: the next call tries again.
 */
export function lazyApi(baseUrl: string, loadFetch: () => Promise<Fetch>): () => Promise<Api> {
  let loading: Promise<Api> | null = null;
  return () => {
    loading ??= Promise.all([import("../sdk"), import("../sdk/client"), loadFetch()]).then(
      ([sdk, { createClient, createConfig }, fetch]) => ({
        sdk,
        client: createClient(createConfig({ baseUrl, fetch })),
      }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
}
