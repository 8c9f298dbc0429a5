import { describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import { loadingBarMachine } from "../../machines/loading-bar.machine";
import { INLINE_ERRORS_HEADER } from "../../machines/request-failure";
import { sessionMachine } from "../../machines/session.machine";
import { socketMachine } from "../../machines/socket.machine";
import { toastsMachine } from "../../machines/toasts.machine";
import type { Profile, TokenPair } from "../../sdk";
import { createAuthFetch } from "../../src/app/auth-fetch";

/** A fake API that accepts exactly one access token at a time. */
function fakeApi(valid: { access: string }) {
  const calls: { url: string; auth: string | null }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    calls.push({ url: request.url, auth: request.headers.get("Authorization") });
    const ok = request.headers.get("Authorization") === `Bearer ${valid.access}`;
    return new Response(JSON.stringify(ok ? { ok: true } : { detail: "not_authenticated" }), {
      status: ok ? 200 : 401,
    });
  });
  return { fetch, calls };
}

function startSession(refresh: () => Promise<TokenPair>) {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        signIn: fromPromise(async () => ({ access: "a0", refresh: "r0" })),
        loadUser: fromPromise(async () => ({ lang: "ru" }) as Profile),
        refreshTokens: fromPromise(refresh),
        socket: socketMachine.provide({ actors: { connection: fromCallback(() => {}) } }),
      },
    }),
    { input: { tokens: { access: "expired", refresh: "r0" } } },
  );
  actor.start();
  return actor;
}

describe("auth fetch", () => {
  it("adds the bearer token and the current lang to GETs only", async () => {
    const api = fakeApi({ access: "expired" });
    const session = startSession(async () => ({ access: "x", refresh: "y" }));
    const authFetch = createAuthFetch({ session, currentLang: () => "uz", fetch: api.fetch });
    await authFetch(new Request("http://bozor.test/api/v1/currency/?lang=en"));
    await authFetch(new Request("http://bozor.test/api/v1/profile/info/"));
    await authFetch(
      new Request("http://bozor.test/api/v1/profile/", { method: "PATCH", body: "{}" }),
    );
    expect(api.calls.map((c) => c.url)).toEqual([
      "http://bozor.test/api/v1/currency/?lang=en",
      "http://bozor.test/api/v1/profile/info/?lang=uz",
      "http://bozor.test/api/v1/profile/",
    ]);
    expect(api.calls.every((c) => c.auth === "Bearer expired")).toBe(true);
  });

  it("five concurrent 401s cause exactly one refresh and five retries", async () => {
    const valid = { access: "expired-before-start" };
    const api = fakeApi(valid);
    const refresh = vi.fn(async () => {
      valid.access = "fresh";
      return { access: "fresh", refresh: "r1" };
    });
    const session = startSession(refresh);
    await waitFor(session, (s) => s.matches({ signedIn: { token: "valid" } }));
    const authFetch = createAuthFetch({ session, currentLang: () => "ru", fetch: api.fetch });

    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        authFetch(new Request(`http://bozor.test/api/v1/item/${i}/`)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(refresh).toHaveBeenCalledOnce();
    expect(api.calls.filter((c) => c.auth === "Bearer fresh")).toHaveLength(5);
  });

  it("a retried request sends the same body again", async () => {
    const valid = { access: "expired-before-start" };
    const bodies: string[] = [];
    const api = fakeApi(valid);
    const refresh = vi.fn(async () => {
      valid.access = "fresh";
      return { access: "fresh", refresh: "r1" };
    });
    const session = startSession(refresh);
    const authFetch = createAuthFetch({
      session,
      currentLang: () => "ru",
      fetch: async (request) => {
        bodies.push(await request.clone().text());
        return api.fetch(request);
      },
    });
    const answer = await authFetch(
      new Request("http://bozor.test/api/v1/profile/", {
        method: "PATCH",
        body: JSON.stringify({ lang: "fa" }),
      }),
    );
    expect(answer.status).toBe(200);
    expect(bodies).toEqual(['{"lang":"fa"}', '{"lang":"fa"}']);
  });

  it("a retry that gets 401 again ends the session without a second refresh", async () => {
    const api = fakeApi({ access: "never-valid" });
    const refresh = vi.fn(async () => ({ access: "also-refused", refresh: "r1" }));
    const session = startSession(refresh);
    const authFetch = createAuthFetch({ session, currentLang: () => "ru", fetch: api.fetch });
    const answer = await authFetch(new Request("http://bozor.test/api/v1/profile/info/"));
    expect(answer.status).toBe(401);
    expect(refresh).toHaveBeenCalledOnce();
    await waitFor(session, (s) => s.matches("signedOut"));
  });

  it("never reports a 401 from the refresh call itself", async () => {
    const api = fakeApi({ access: "nobody" });
    const refresh = vi.fn(async () => ({ access: "x", refresh: "y" }));
    const session = startSession(refresh);
    const authFetch = createAuthFetch({ session, currentLang: () => "ru", fetch: api.fetch });
    const answer = await authFetch(
      new Request("http://bozor.test/api/v1/auth/refresh/", { method: "POST", body: "{}" }),
    );
    expect(answer.status).toBe(401);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("reports in-flight work to the loading bar and failures to the toasts", async () => {
    const session = startSession(async () => ({ access: "x", refresh: "y" }));
    const loadingBar = createActor(loadingBarMachine).start();
    const toasts = createActor(toastsMachine).start();
    const seen: Headers[] = [];
    const statuses = [500, 400, 400, 404];
    const authFetch = createAuthFetch({
      session,
      loadingBar,
      toasts,
      currentLang: () => "ru",
      fetch: async (request) => {
        seen.push(request.headers);
        const status = statuses.shift() ?? 200;
        return new Response(JSON.stringify({ detail: "invalid_email" }), { status });
      },
    });
    const pending = authFetch(new Request("http://bozor.test/api/v1/profile/info/"));
    expect(loadingBar.getSnapshot().context.pending).toBe(1);
    await pending;
    expect(loadingBar.getSnapshot().context).toMatchObject({ pending: 0, failed: true });

    await authFetch(
      new Request("http://bozor.test/api/v1/profile/", {
        method: "PATCH",
        headers: { [INLINE_ERRORS_HEADER]: "1" },
      }),
    );
    await authFetch(new Request("http://bozor.test/api/v1/profile/", { method: "PATCH" }));
    await authFetch(new Request("http://bozor.test/api/v1/business/x/"));
    const shown = toasts.getSnapshot().context.toasts.map((t) => t.description);
    // 500 and the plain 400 became toasts; the inline 400 and the 404 did not.
    expect(shown).toEqual([
      { id: "errors.invalid_email", suffix: "info" },
      { id: "errors.invalid_email" },
    ]);
    expect(seen.every((headers) => !headers.has(INLINE_ERRORS_HEADER))).toBe(true);
  });
});
