import { lazyApi } from "../../../machines/load-sdk";
import { INLINE_ERRORS_HEADER } from "../../../machines/request-failure";

/** One request the page made, as the server would see it. */
export interface ApiCall {
  method: string;
  /** The path after the API base, e.g. `/v1/offering/…/`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** Marked to show its 400/403 on the page rather than as a toast. */
  inline: boolean;
  headers: Headers;
}

export interface ApiAnswer {
  status?: number;
  body?: unknown;
}

/**
 * The app's SDK over a fake fetch: every request is recorded and answered by `answer`
 * (404 `not_found` when it returns nothing). The real SDK checks each answer against the
 * contract, so the fixtures must be what the server could really send.
 */
export function fakeApi(answer: (call: ApiCall) => ApiAnswer | undefined) {
  const calls: ApiCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === "GET" ? "" : await request.text();
    const call: ApiCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ""),
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      inline: request.headers.has(INLINE_ERRORS_HEADER),
      headers: request.headers,
    };
    calls.push(call);
    const { status = 200, body } = answer(call) ?? { status: 404, body: { detail: "not_found" } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { "content-type": "application/json" },
    });
  };
  return { api: lazyApi("http://bozor.test/api", async () => fetch), calls };
}

/** The calls made with a method to a path, e.g. `callsTo(calls, "PUT", /favorite/)`. */
export function callsTo(calls: ApiCall[], method: string, path: RegExp): ApiCall[] {
  return calls.filter((call) => call.method === method && path.test(call.path));
}
