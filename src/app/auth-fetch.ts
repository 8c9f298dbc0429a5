import { type ActorRefFrom, waitFor } from "xstate";
import type { sessionMachine } from "../../machines/session.machine";

type SessionActor = ActorRefFrom<typeof sessionMachine>;

interface AuthFetchOptions {
  session: SessionActor;
  currentLang: () => string;
  fetch?: (request: Request) => Promise<Response>;
}

const REFRESH_PATH = "/v1/auth/refresh/";

/**
 * The fetch the SDK client uses. It adds the bearer token and, on GET, the current `lang`
 * (SPEC.md section 7). On a 401 it does not decide anything itself: it reports to the session
 * machine, waits until the machine has settled the token, and retries the request once.
 */
export function createAuthFetch({
  session,
  currentLang,
  fetch = globalThis.fetch,
}: AuthFetchOptions) {
  const send = (request: Request, access: string | undefined) => {
    const attempt = new Request(request.clone());
    if (access) attempt.headers.set("Authorization", `Bearer ${access}`);
    return fetch(attempt);
  };

  return async (input: Request): Promise<Response> => {
    const request = withLang(input, currentLang());
    const usedAccess = session.getSnapshot().context.tokens?.access;
    const first = await send(request, usedAccess);
    const isRefreshCall = new URL(request.url).pathname.endsWith(REFRESH_PATH);
    if (first.status !== 401 || isRefreshCall || !usedAccess) return first;
    if (!session.getSnapshot().matches("signedIn")) return first;

    // Another request may already have refreshed: only a token still current is reported.
    if (session.getSnapshot().context.tokens?.access === usedAccess) {
      session.send({ type: "session.unauthorized" });
    }
    const settled = await waitFor(
      session,
      (s) => !s.matches({ signedIn: { token: "refreshing" } }),
    );
    const access = settled.context.tokens?.access;
    if (!access || access === usedAccess) return first;

    const retried = await send(request, access);
    if (retried.status === 401) session.send({ type: "session.rejected" });
    return retried;
  };
}

function withLang(request: Request, lang: string): Request {
  if (request.method !== "GET") return request;
  const url = new URL(request.url);
  if (url.searchParams.has("lang")) return request;
  url.searchParams.set("lang", lang);
  return new Request(url, request);
}
