import { type ActorRefFrom, waitFor } from "xstate";
import type { loadingBarMachine } from "../../machines/loading-bar.machine";
import { INLINE_ERRORS_HEADER } from "../../machines/request-failure";
import type { sessionMachine } from "../../machines/session.machine";
import type { HttpFailure, toastsMachine } from "../../machines/toasts.machine";

interface AuthFetchOptions {
  session: ActorRefFrom<typeof sessionMachine>;
  currentLang: () => string;
  loadingBar?: ActorRefFrom<typeof loadingBarMachine>;
  toasts?: ActorRefFrom<typeof toastsMachine>;
  fetch?: (request: Request) => Promise<Response>;
}

const REFRESH_PATH = "/v1/auth/refresh/";

/**
 * The fetch the SDK client uses. It adds the bearer token and, on GET, the current `lang`
 * (SPEC.md section 7), and reports: to the loading bar while a request is in flight, to the
 * toasts when one fails, and to the session on a 401. It decides nothing itself: after a
 * 401 it waits until the session has settled the token and retries the request once.
 */
export function createAuthFetch({
  session,
  currentLang,
  loadingBar,
  toasts,
  fetch = (request) => globalThis.fetch(request),
}: AuthFetchOptions) {
  // The body is read once into memory and given to each attempt: a tee of the stream would
  // make the browser upload it as a stream, with no length and invisible to dev tools.
  const send = (request: Request, body: ArrayBuffer | null, access: string | undefined) => {
    const attempt = body === null ? new Request(request) : new Request(request, { body });
    if (access) attempt.headers.set("Authorization", `Bearer ${access}`);
    return fetch(attempt);
  };

  const settle = async (request: Request): Promise<Response> => {
    const body = request.body === null ? null : await request.clone().arrayBuffer();
    const usedAccess = session.getSnapshot().context.tokens?.access;
    const first = await send(request, body, usedAccess);
    const isRefreshCall = new URL(request.url).pathname.endsWith(REFRESH_PATH);
    if (first.status !== 401 || isRefreshCall || !usedAccess) return first;
    if (!session.getSnapshot().matches("signedIn")) return first;

    // Another request may already have settled it: only a token still current is reported.
    if (session.getSnapshot().context.tokens?.access === usedAccess) {
      session.send({ type: "session.unauthorized" });
    }
    const settled = await waitFor(session, (s) => !s.hasTag("settlingToken"));
    const access = settled.context.tokens?.access;
    if (!access || access === usedAccess) return first;

    const retried = await send(request, body, access);
    if (retried.status === 401) session.send({ type: "session.rejected" });
    return retried;
  };

  return async (input: Request): Promise<Response> => {
    const inline = input.headers.has(INLINE_ERRORS_HEADER);
    const request = withLang(withoutHeader(input, INLINE_ERRORS_HEADER), currentLang());
    loadingBar?.send({ type: "loading.start" });
    let response: Response;
    try {
      response = await settle(request);
    } catch (error) {
      loadingBar?.send({ type: "loading.fail" });
      throw error;
    }
    loadingBar?.send({ type: response.status >= 500 ? "loading.fail" : "loading.finish" });
    if (toasts && !response.ok && !(inline && response.status < 500)) {
      toasts.send({ type: "toast.httpError", failure: await describeFailure(request, response) });
    }
    return response;
  };
}

async function describeFailure(request: Request, response: Response): Promise<HttpFailure> {
  const body = await response
    .clone()
    .text()
    .catch(() => "");
  let detail: string | null = null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === "object" && parsed !== null && "detail" in parsed) {
      detail = typeof parsed.detail === "string" ? parsed.detail : null;
    }
  } catch {
    detail = null;
  }
  return { status: response.status, detail, path: new URL(request.url).pathname, body };
}

function withoutHeader(request: Request, name: string): Request {
  if (!request.headers.has(name)) return request;
  const headers = new Headers(request.headers);
  headers.delete(name);
  return new Request(request, { headers });
}

function withLang(request: Request, lang: string): Request {
  if (request.method !== "GET") return request;
  const url = new URL(request.url);
  if (url.searchParams.has("lang")) return request;
  url.searchParams.set("lang", lang);
  return new Request(url, request);
}
