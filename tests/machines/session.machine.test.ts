import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { RequestFailure } from "../../machines/request-failure";
import { sessionMachine } from "../../machines/session.machine";
import type { Profile, TokenPair } from "../../sdk";

const user: Profile = {
  id: "8d0d3a5e-2f7b-4c61-9a55-1c0b8f1b2a11",
  email: "user@demo.uz",
  phone: "998901000002",
  first_name: "Aziza",
  last_name: "Karimova",
  role: "user",
  lang: "uz",
  currency: { id: 3, code: "USD", name: "US dollar" },
  image: null,
  is_verified: true,
  is_active: true,
  business_id: null,
  date_joined: "2026-11-01T10:00:00.000Z",
};

function start(
  tokens: TokenPair | null,
  overrides: {
    signIn?: (input: { username: string; password: string }) => Promise<TokenPair>;
    loadUser?: () => Promise<Profile>;
    refresh?: () => Promise<TokenPair>;
  } = {},
) {
  const effects = {
    storeTokens: vi.fn(),
    removeTokens: vi.fn(),
    revokeTokens: vi.fn(),
    navigate: vi.fn(),
    applyUserPreferences: vi.fn(),
  };
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        signIn: fromPromise(({ input }) =>
          (overrides.signIn ?? (async () => ({ access: "a1", refresh: "r1" })))(input),
        ),
        loadUser: fromPromise(() => (overrides.loadUser ?? (async () => user))()),
        refreshTokens: fromPromise(() =>
          (overrides.refresh ?? (async () => ({ access: "a2", refresh: "r2" })))(),
        ),
      },
      actions: {
        storeTokens: (_, params) => effects.storeTokens(params.tokens),
        removeTokens: () => effects.removeTokens(),
        revokeTokens: (_, params) => effects.revokeTokens(params.refresh),
        navigate: (_, params) => effects.navigate(params.to),
        applyUserPreferences: (_, params) => effects.applyUserPreferences(params.user.lang),
      },
    }),
    { input: { tokens } },
  );
  actor.start();
  return { actor, effects };
}

describe("session machine", () => {
  it("starts signed out without tokens and loads nothing", () => {
    const loadUser = vi.fn(async () => user);
    const { actor } = start(null, { loadUser });
    expect(actor.getSnapshot().matches("signedOut")).toBe(true);
    expect(loadUser).not.toHaveBeenCalled();
  });

  it("loads the user when both tokens are stored, then applies the profile's language", async () => {
    const { actor, effects } = start({ access: "a0", refresh: "r0" });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await waitFor(actor, (s) => s.matches({ signedIn: { user: "ready" } }));
    expect(actor.getSnapshot().context.user).toEqual(user);
    expect(effects.applyUserPreferences).toHaveBeenCalledWith("uz");
  });

  it("signs in: stores both tokens, goes to /profile and loads the user", async () => {
    const signIn = vi.fn(async () => ({ access: "a1", refresh: "r1" }));
    const { actor, effects } = start(null, { signIn });
    actor.send({ type: "session.login", username: "user@demo.uz", password: "demo12345" });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await waitFor(actor, (s) => s.matches({ signedIn: { user: "ready" } }));
    expect(signIn).toHaveBeenCalledWith({ username: "user@demo.uz", password: "demo12345" });
    expect(effects.storeTokens).toHaveBeenCalledWith({ access: "a1", refresh: "r1" });
    expect(effects.navigate).toHaveBeenCalledWith("/profile");
  });

  it("keeps the server's code when sign-in is refused", async () => {
    const { actor, effects } = start(null, {
      signIn: async () => {
        throw new RequestFailure("invalid_credentials", 400);
      },
    });
    actor.send({ type: "session.login", username: "user@demo.uz", password: "wrong1" });
    await waitFor(actor, (s) => s.matches("signedOut") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("invalid_credentials");
    expect(effects.storeTokens).not.toHaveBeenCalled();
  });

  it("asks before logging out; cancel keeps the session", async () => {
    const { actor, effects } = start({ access: "a0", refresh: "r0" });
    await waitFor(actor, (s) => s.matches({ signedIn: { user: "ready" } }));
    actor.send({ type: "session.logout" });
    expect(actor.getSnapshot().matches({ signedIn: { user: "confirmingLogout" } })).toBe(true);
    actor.send({ type: "session.logoutCancel" });
    expect(actor.getSnapshot().matches({ signedIn: { user: "ready" } })).toBe(true);
    expect(effects.removeTokens).not.toHaveBeenCalled();
  });

  it("logs out after confirmation: tokens removed, family revoked, user cleared, /?action=login", async () => {
    const { actor, effects } = start({ access: "a0", refresh: "r0" });
    await waitFor(actor, (s) => s.matches({ signedIn: { user: "ready" } }));
    actor.send({ type: "session.logout" });
    actor.send({ type: "session.logoutConfirm" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches("signedOut")).toBe(true);
    expect(snapshot.context).toMatchObject({ tokens: null, user: null });
    expect(effects.revokeTokens).toHaveBeenCalledWith("r0");
    expect(effects.removeTokens).toHaveBeenCalledOnce();
    expect(effects.navigate).toHaveBeenLastCalledWith("/?action=login");
  });

  it("refreshes once however many 401s are reported while refreshing", async () => {
    let release: (pair: TokenPair) => void = () => {};
    const refresh = vi.fn(() => new Promise<TokenPair>((resolve) => (release = resolve)));
    const { actor, effects } = start({ access: "a0", refresh: "r0" }, { refresh });
    await waitFor(actor, (s) => s.matches({ signedIn: { user: "ready" } }));
    for (let i = 0; i < 5; i++) actor.send({ type: "session.unauthorized" });
    release({ access: "a9", refresh: "r9" });
    await waitFor(actor, (s) => s.matches({ signedIn: { token: "valid" } }));
    expect(refresh).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.tokens).toEqual({ access: "a9", refresh: "r9" });
    expect(effects.storeTokens).toHaveBeenCalledWith({ access: "a9", refresh: "r9" });
  });

  it.each([
    ["an answer without the refresh token", async () => ({ access: "a9" }) as TokenPair],
    [
      "a refused refresh",
      async (): Promise<TokenPair> => {
        throw new RequestFailure("token_invalid", 401);
      },
    ],
  ])("ends the session on %s: tokens removed, back to /", async (_, refresh) => {
    const { actor, effects } = start({ access: "a0", refresh: "r0" }, { refresh });
    await waitFor(actor, (s) => s.matches({ signedIn: { user: "ready" } }));
    actor.send({ type: "session.unauthorized" });
    await waitFor(actor, (s) => s.matches("signedOut"));
    expect(effects.removeTokens).toHaveBeenCalledOnce();
    expect(effects.navigate).toHaveBeenLastCalledWith("/");
    expect(actor.getSnapshot().context).toMatchObject({ tokens: null, user: null });
  });
});
