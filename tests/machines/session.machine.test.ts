import { describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise, type SnapshotFrom, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { RequestFailure } from "../../machines/request-failure";
import { type SessionEvent, sessionMachine } from "../../machines/session.machine";
import { socketMachine } from "../../machines/socket.machine";
import type { Profile, ProfileUpdate, TokenPair } from "../../sdk";
import * as coverage from "./state-coverage";

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
  email_verified: true,
  is_active: true,
  business_id: null,
  business_status: null,
  has_password: true,
  date_joined: "2026-11-01T10:00:00.000Z",
};

interface Overrides {
  signIn?: (input: { username: string; password: string }) => Promise<TokenPair>;
  loadUser?: () => Promise<Profile>;
  updateProfile?: (changes: ProfileUpdate) => Promise<Profile>;
  refresh?: () => Promise<TokenPair>;
  urlToken?: string | null;
  /** The visit's unsaved choices the app kept (a reload earlier in the visit). */
  chosen?: ProfileUpdate | null;
}

function start(tokens: TokenPair | null, overrides: Overrides = {}) {
  const effects = {
    storeTokens: vi.fn(),
    removeTokens: vi.fn(),
    revokeTokens: vi.fn(),
    navigate: vi.fn(),
    applyUserPreferences: vi.fn(),
    keepChoices: vi.fn(),
    socketOpened: vi.fn(),
    socketClosed: vi.fn(),
  };
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        signIn: fromPromise(({ input }) =>
          (overrides.signIn ?? (async () => ({ access: "a1", refresh: "r1" })))(input),
        ),
        loadUser: fromPromise(() => (overrides.loadUser ?? (async () => user))()),
        updateProfile: fromPromise<Profile, ProfileUpdate>(({ input }) =>
          (overrides.updateProfile ?? (async () => user))(input),
        ),
        refreshTokens: fromPromise(() =>
          (overrides.refresh ?? (async () => ({ access: "a2", refresh: "r2" })))(),
        ),
        takeUrlToken: fromPromise(async () => overrides.urlToken ?? ""),
        socket: socketMachine.provide({
          actors: {
            connection: fromCallback(({ input }) => {
              effects.socketOpened(input);
              return () => effects.socketClosed();
            }),
          },
        }),
      },
      actions: {
        storeTokens: (_, params) => effects.storeTokens(params.tokens),
        removeTokens: () => effects.removeTokens(),
        revokeTokens: (_, params) => effects.revokeTokens(params.refresh),
        navigate: (_, params) => effects.navigate(params.to),
        applyUserPreferences: (_, params) => effects.applyUserPreferences(params.user.lang),
        keepChoices: ({ context }) => effects.keepChoices(context.chosen),
      },
      guards: { urlHasToken: () => Boolean(overrides.urlToken) },
    }),
    { input: { tokens, chosen: overrides.chosen ?? null } },
  );
  actor.start();
  return { actor, effects };
}

const ready = { signedIn: { user: { loaded: "ready" } } } as const;

describe("session machine", () => {
  it("starts signed out without tokens and loads nothing", () => {
    const loadUser = vi.fn(async () => user);
    const { actor } = start(null, { loadUser });
    expect(actor.getSnapshot().matches("signedOut")).toBe(true);
    expect(loadUser).not.toHaveBeenCalled();
  });

  it("loads the user when both tokens are stored, applies its language, opens its socket", async () => {
    const { actor, effects } = start({ access: "a0", refresh: "r0" });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await waitFor(actor, (s) => s.matches(ready));
    expect(actor.getSnapshot().context.user).toEqual(user);
    expect(effects.applyUserPreferences).toHaveBeenCalledWith("uz");
    expect(effects.socketOpened).toHaveBeenCalledWith({ userId: user.id, token: "a0" });
  });

  it("signs in: stores both tokens, goes to /profile and loads the user", async () => {
    const signIn = vi.fn(async () => ({ access: "a1", refresh: "r1" }));
    const { actor, effects } = start(null, { signIn });
    actor.send({ type: "session.login", username: "user@demo.uz", password: "demo12345" });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await waitFor(actor, (s) => s.matches(ready));
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

  it("updates the profile with the loading flag on, then applies the new language", async () => {
    let finish: (profile: Profile) => void = () => {};
    const updateProfile = () => new Promise<Profile>((resolve) => (finish = resolve));
    const { actor, effects } = start({ access: "a0", refresh: "r0" }, { updateProfile });
    await waitFor(actor, (s) => s.matches(ready));
    actor.send({ type: "session.update", changes: { lang: "fa" } });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    finish({ ...user, lang: "fa" });
    await waitFor(actor, (s) => s.matches(ready));
    expect(actor.getSnapshot().hasTag("loading")).toBe(false);
    expect(actor.getSnapshot().context.user?.lang).toBe("fa");
    expect(effects.applyUserPreferences).toHaveBeenLastCalledWith("fa");
  });

  it("asks before logging out; cancel keeps the session", async () => {
    const { actor, effects } = start({ access: "a0", refresh: "r0" });
    await waitFor(actor, (s) => s.matches(ready));
    actor.send({ type: "session.logout" });
    expect(
      actor.getSnapshot().matches({ signedIn: { user: { loaded: "confirmingLogout" } } }),
    ).toBe(true);
    actor.send({ type: "session.logoutCancel" });
    expect(actor.getSnapshot().matches(ready)).toBe(true);
    expect(effects.removeTokens).not.toHaveBeenCalled();
  });

  it("asks before logging out while a page's fresh profile is still on its way", async () => {
    const { actor } = start(
      { access: "a0", refresh: "r0" },
      {
        loadUser: vi
          .fn()
          .mockResolvedValueOnce(user)
          .mockReturnValue(new Promise(() => {})),
      },
    );
    await waitFor(actor, (s) => s.matches(ready));
    actor.send({ type: "session.reloadUser" });
    actor.send({ type: "session.logout" });
    expect(
      actor.getSnapshot().matches({ signedIn: { user: { loaded: "confirmingLogout" } } }),
    ).toBe(true);
    actor.send({ type: "session.logoutCancel" });
    expect(actor.getSnapshot().matches(ready)).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(user);
  });

  it("logs out after confirmation: tokens removed, family revoked, socket closed, /?action=login", async () => {
    const { actor, effects } = start({ access: "a0", refresh: "r0" });
    await waitFor(actor, (s) => s.matches(ready));
    actor.send({ type: "session.logout" });
    actor.send({ type: "session.logoutConfirm" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches("signedOut")).toBe(true);
    expect(snapshot.context).toMatchObject({ tokens: null, user: null });
    expect(effects.revokeTokens).toHaveBeenCalledWith("r0");
    expect(effects.removeTokens).toHaveBeenCalledOnce();
    expect(effects.socketClosed).toHaveBeenCalledOnce();
    expect(effects.navigate).toHaveBeenLastCalledWith("/?action=login");
  });

  it("refreshes once however many 401s are reported while refreshing", async () => {
    let release: (pair: TokenPair) => void = () => {};
    const refresh = vi.fn(() => new Promise<TokenPair>((resolve) => (release = resolve)));
    const { actor, effects } = start({ access: "a0", refresh: "r0" }, { refresh });
    await waitFor(actor, (s) => s.matches(ready));
    for (let i = 0; i < 5; i++) actor.send({ type: "session.unauthorized" });
    release({ access: "a9", refresh: "r9" });
    await waitFor(actor, (s) => s.matches({ signedIn: { token: "valid" } }));
    expect(refresh).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.tokens).toEqual({ access: "a9", refresh: "r9" });
    expect(effects.storeTokens).toHaveBeenCalledWith({ access: "a9", refresh: "r9" });
  });

  it("adopts a ?token= from the page URL instead of refreshing", async () => {
    const refresh = vi.fn(async () => ({ access: "a2", refresh: "r2" }));
    const { actor, effects } = start({ access: "a0", refresh: "r0" }, { refresh, urlToken: "u1" });
    await waitFor(actor, (s) => s.matches(ready));
    actor.send({ type: "session.unauthorized" });
    await waitFor(actor, (s) => s.matches({ signedIn: { token: "valid" } }));
    expect(refresh).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.tokens).toEqual({ access: "u1", refresh: "r0" });
    expect(effects.storeTokens).toHaveBeenLastCalledWith({ access: "u1", refresh: "r0" });
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
    await waitFor(actor, (s) => s.matches(ready));
    actor.send({ type: "session.unauthorized" });
    await waitFor(actor, (s) => s.matches("signedOut"));
    expect(effects.removeTokens).toHaveBeenCalledOnce();
    expect(effects.navigate).toHaveBeenLastCalledWith("/");
    expect(actor.getSnapshot().context).toMatchObject({ tokens: null, user: null });
  });

  it("keeps the session when the refresh cannot reach the server", async () => {
    const { actor, effects } = start(
      { access: "a0", refresh: "r0" },
      {
        refresh: async () => {
          throw new TypeError("Failed to fetch");
        },
      },
    );
    await waitFor(actor, (s) => s.matches(ready));
    actor.send({ type: "session.unauthorized" });
    await waitFor(actor, (s) => s.matches({ signedIn: { token: "valid" } }));
    expect(actor.getSnapshot().context.tokens).toEqual({ access: "a0", refresh: "r0" });
    expect(effects.removeTokens).not.toHaveBeenCalled();
  });

  it("refreshes when the socket reports an expired token and hands it the new one", async () => {
    const refresh = vi.fn(async () => ({ access: "a5", refresh: "r5" }));
    const { actor } = start({ access: "a0", refresh: "r0" }, { refresh });
    await waitFor(actor, (s) => s.matches(ready));
    const socket = actor.getSnapshot().children.socket;
    actor.send({ type: "socket.tokenExpired" });
    await waitFor(actor, (s) => s.matches({ signedIn: { token: "valid" } }));
    expect(refresh).toHaveBeenCalledOnce();
    const socketState = socket?.getSnapshot() as SnapshotFrom<typeof socketMachine> | undefined;
    expect(socketState?.context.token).toBe("a5");
  });

  it("ends the session when a retried request is refused again", async () => {
    const { actor, effects } = start({ access: "a0", refresh: "r0" });
    await waitFor(actor, (s) => s.matches(ready));
    actor.send({ type: "session.rejected" });
    expect(actor.getSnapshot().matches("signedOut")).toBe(true);
    expect(effects.navigate).toHaveBeenLastCalledWith("/");
  });
});

describe("session machine paths", () => {
  const tokens = { access: "a1", refresh: "r1" };
  const failure = new RequestFailure("something_went_wrong", 500);
  const events: SessionEvent[] = [
    { type: "session.login", username: "user@demo.uz", password: "demo12345" },
    { type: "xstate.done.actor.signIn", output: tokens } as unknown as SessionEvent,
    { type: "xstate.error.actor.signIn", error: failure } as unknown as SessionEvent,
    { type: "xstate.done.actor.loadUser", output: user } as unknown as SessionEvent,
    { type: "xstate.error.actor.loadUser", error: failure } as unknown as SessionEvent,
    { type: "session.retryUser" },
    { type: "session.update", changes: { lang: "en" } },
    { type: "session.choose", changes: { lang: "en" } },
    { type: "xstate.done.actor.saveChoices", output: user } as unknown as SessionEvent,
    { type: "xstate.done.actor.updateProfile", output: user } as unknown as SessionEvent,
    { type: "session.reloadUser" },
    { type: "xstate.done.actor.reloadUser", output: user } as unknown as SessionEvent,
    { type: "session.logout" },
    { type: "session.logoutCancel" },
    { type: "session.logoutConfirm" },
    { type: "session.unauthorized" },
    { type: "xstate.done.actor.refreshTokens", output: tokens } as unknown as SessionEvent,
    { type: "xstate.done.actor.refreshTokens", output: { access: "a" } } as unknown as SessionEvent,
    { type: "xstate.done.actor.takeUrlToken", output: "u1" } as unknown as SessionEvent,
    { type: "session.rejected" },
    { type: "socket.tokenExpired" },
  ];

  const input = { tokens: null };

  // What must hold in each state node, wherever a path enters it.
  const expectations: coverage.StateChecks<typeof sessionMachine> = {
    "session.starting": (s) =>
      expect(s.context).toEqual({
        tokens: null,
        user: null,
        error: null,
        update: null,
        queuedUpdate: null,
        chosen: null,
        arrived: null,
      }),
    "session.signedOut": (s) => expect(s.context.tokens).toBeNull(),
    "session.signingIn": (s) => expect(s.hasTag("loading")).toBe(true),
    "session.signedIn": (s) => expect(s.context.tokens).not.toBeNull(),
    "session.signedIn.user": (s) => expect(s.context.tokens).not.toBeNull(),
    "session.signedIn.user.loading": (s) => expect(s.hasTag("loading")).toBe(true),
    "session.signedIn.user.failed": (s) => expect(s.context.error).toBe("something_went_wrong"),
    "session.signedIn.user.loaded": (s) => expect(s.context.user).toEqual(user),
    // Transient: the profile has arrived and is not yet the user, so pages still wait.
    "session.signedIn.user.arrived": (s) =>
      expect(s.context).toMatchObject({ arrived: user, user: null }),
    "session.signedIn.user.savingChoices": (s) => {
      expect(s.hasTag("loading")).toBe(true);
      expect(s.context.update).toEqual({ lang: "en" });
    },
    "session.signedIn.user.loaded.ready": (s) =>
      expect(s.can({ type: "session.logout" })).toBe(true),
    "session.signedIn.user.loaded.updating": (s) => expect(s.hasTag("loading")).toBe(true),
    "session.signedIn.user.loaded.reloading": (s) => expect(s.context.user).toEqual(user),
    "session.signedIn.user.loaded.confirmingLogout": (s) =>
      expect(s.can({ type: "session.logoutConfirm" })).toBe(true),
    "session.signedIn.token": (s) => expect(s.context.tokens).not.toBeNull(),
    "session.signedIn.token.valid": (s) =>
      expect(s.can({ type: "session.unauthorized" })).toBe(true),
    "session.signedIn.token.refreshing": (s) => expect(s.context.tokens?.refresh).toBeTruthy(),
    "session.signedIn.token.adoptingUrlToken": (s) =>
      expect(s.context.tokens?.refresh).toBeTruthy(),
    // Transient: entered, then left at once for signedOut.
    "session.expired": (s) => expect(s.context).toMatchObject({ tokens: null, user: null }),
    "session.signingOut": (s) =>
      expect(s.context).toEqual({
        tokens: null,
        user: null,
        error: null,
        update: null,
        queuedUpdate: null,
        chosen: null,
        arrived: null,
      }),
  };

  // Explores every transition: seconds of work, more on a busy machine.
  it("every state node is entered by a shortest path and checked", { timeout: 60_000 }, () => {
    const reached = new Set<string>();
    for (const urlHasToken of [false, true]) {
      const machine = sessionMachine.provide({ guards: { urlHasToken: () => urlHasToken } });
      const paths = getShortestPaths(machine, {
        events,
        input,
        // Keyed by transition: `expired` and `signingOut` lead to a signedOut reached anyway.
        serializeState: coverage.byTransition,
        // Actors answer only in the state that started them.
        // A choice is made once, signed out (the tests above cover it elsewhere): every
        // other state would otherwise be explored again with it in the context.
        filterEvents: (s, event) =>
          event.type === "session.choose"
            ? s.matches("signedOut") && s.context.chosen === null
            : !event.type.startsWith("xstate.") || s.can(event),
      });
      const entered = coverage.checkEnteredStates(machine, input, paths, expectations);
      for (const id of entered) reached.add(id);
    }
    const ids = coverage.allStateIds(sessionMachine);
    expect([...reached].sort()).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});

describe("profile changes that overlap", () => {
  function deferred() {
    let resolve: (profile: Profile) => void = () => {};
    const promise = new Promise<Profile>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  }

  it("queues changes asked for while saving, merged, and saves them next", async () => {
    const sent: ProfileUpdate[] = [];
    const answers = [deferred(), deferred()];
    const { actor } = start(
      { access: "a", refresh: "r" },
      {
        updateProfile: (changes) => {
          sent.push(changes);
          return (answers[sent.length - 1] ?? deferred()).promise;
        },
      },
    );
    await waitFor(actor, (s) => s.matches(ready));
    actor.send({ type: "session.update", changes: { lang: "fa" } });
    actor.send({ type: "session.update", changes: { currency: 2 } });
    actor.send({ type: "session.update", changes: { lang: "en" } });
    answers[0]?.resolve({ ...user, lang: "fa" });
    await waitFor(actor, () => sent.length === 2);
    expect(sent).toEqual([{ lang: "fa" }, { currency: 2, lang: "en" }]);
    answers[1]?.resolve({ ...user, lang: "en" });
    await waitFor(actor, (s) => s.matches(ready));
    expect(actor.getSnapshot().context).toMatchObject({ update: null, queuedUpdate: null });
    expect(actor.getSnapshot().context.user?.lang).toBe("en");
  });

  it("lets a change made while the profile reloads supersede the reload", async () => {
    const sent: ProfileUpdate[] = [];
    const { actor } = start(
      { access: "a", refresh: "r" },
      {
        loadUser: async () => user,
        updateProfile: async (changes) => {
          sent.push(changes);
          return { ...user, lang: "ru" };
        },
      },
    );
    await waitFor(actor, (s) => s.matches(ready));
    actor.send({ type: "session.reloadUser" });
    expect(actor.getSnapshot().matches({ signedIn: { user: { loaded: "reloading" } } })).toBe(true);
    actor.send({ type: "session.update", changes: { lang: "ru" } });
    await waitFor(actor, (s) => s.matches(ready));
    expect(sent).toEqual([{ lang: "ru" }]);
    expect(actor.getSnapshot().context.user?.lang).toBe("ru");
  });
});

describe("returning after sign-in", () => {
  async function signInWith(next: string | undefined) {
    const { actor, effects } = start(null);
    actor.send({ type: "session.login", username: "user@demo.uz", password: "demo12345", next });
    await waitFor(actor, (s) => s.matches(ready));
    return { actor, effects };
  }

  it("goes back to the page the person was sent from, with its query", async () => {
    const { actor, effects } = await signInWith("/search/products/42?tab=feedback");
    expect(effects.navigate).toHaveBeenCalledWith("/search/products/42?tab=feedback");
    expect(effects.navigate).not.toHaveBeenCalledWith("/profile");
    expect(actor.getSnapshot().context.next).toBeUndefined();
  });

  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "search/products",
    "/\t/evil.example",
    "",
  ])("ignores %j, which is not a path of this site, and goes to /profile", async (next) => {
    const { effects } = await signInWith(next);
    expect(effects.navigate).toHaveBeenCalledWith("/profile");
    expect(effects.navigate).toHaveBeenCalledTimes(1);
  });

  it("takes `next` from the attempt that succeeds, not from an earlier refused one", async () => {
    let attempts = 0;
    const { actor, effects } = start(null, {
      signIn: async () => {
        attempts += 1;
        if (attempts === 1) throw new RequestFailure("invalid_credentials", 400);
        return { access: "a1", refresh: "r1" };
      },
    });
    actor.send({ type: "session.login", username: "u", password: "wrong1", next: "/favorites" });
    await waitFor(actor, (s) => s.matches("signedOut") && s.context.error !== null);
    actor.send({ type: "session.login", username: "u", password: "demo12345" });
    await waitFor(actor, (s) => s.matches(ready));
    expect(effects.navigate).toHaveBeenCalledWith("/profile");
  });
});

describe("language and currency chosen on this visit", () => {
  // The server answers the profile with the changes applied, like PATCH /api/v1/profile/.
  const saving = () =>
    vi.fn(async (changes: ProfileUpdate) => ({
      ...user,
      ...(changes.lang ? { lang: changes.lang } : {}),
      ...(changes.currency ? { currency: { id: changes.currency, code: "UZS", name: "sum" } } : {}),
    }));
  const login = { type: "session.login", username: "user@demo.uz", password: "demo12345" } as const;

  it("saves a language chosen before signing in to the profile first, so it is the one applied", async () => {
    const save = saving();
    let saved: () => void = () => {};
    const updateProfile = vi.fn(
      (changes: ProfileUpdate) =>
        new Promise<Profile>((resolve) => {
          saved = () => void save(changes).then(resolve);
        }),
    );
    const { actor, effects } = start(null, { updateProfile });
    actor.send({ type: "session.choose", changes: { lang: "en" } });
    actor.send(login);
    await waitFor(actor, (s) => s.matches({ signedIn: { user: "savingChoices" } }));
    // The profile's own language (uz) is not applied while the choice is being saved, and
    // pages wait for the user meanwhile.
    expect(effects.applyUserPreferences).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.user).toBeNull();
    saved();
    await waitFor(actor, (s) => s.matches(ready));
    expect(updateProfile).toHaveBeenCalledTimes(1);
    expect(updateProfile).toHaveBeenCalledWith({ lang: "en" });
    expect(effects.applyUserPreferences.mock.calls).toEqual([["en"]]);
    expect(actor.getSnapshot().context).toMatchObject({ chosen: null, update: null });
  });

  it("hands the app each unsaved choice to keep, and nothing once the profile took it", async () => {
    const { actor, effects } = start(null, { updateProfile: saving() });
    actor.send({ type: "session.choose", changes: { lang: "en" } });
    actor.send({ type: "session.choose", changes: { currency: 1 } });
    expect(effects.keepChoices.mock.calls).toEqual([
      [{ lang: "en" }],
      [{ lang: "en", currency: 1 }],
    ]);
    actor.send(login);
    await waitFor(actor, (s) => s.matches(ready));
    expect(effects.keepChoices).toHaveBeenLastCalledWith(null);
  });

  it("saves a choice kept from earlier in the visit (a reload) before the profile applies", async () => {
    const updateProfile = saving();
    const { actor, effects } = start(null, { updateProfile, chosen: { lang: "en" } });
    actor.send(login);
    await waitFor(actor, (s) => s.matches(ready));
    expect(updateProfile.mock.calls).toEqual([[{ lang: "en" }]]);
    expect(effects.applyUserPreferences.mock.calls).toEqual([["en"]]);
  });

  it("saves a currency chosen while the user loads, merged with the language", async () => {
    const updateProfile = saving();
    let finishLoading: (profile: Profile) => void = () => {};
    const { actor } = start(
      { access: "a0", refresh: "r0" },
      {
        updateProfile,
        loadUser: () =>
          new Promise<Profile>((resolve) => {
            finishLoading = resolve;
          }),
      },
    );
    actor.send({ type: "session.choose", changes: { lang: "ru" } });
    actor.send({ type: "session.choose", changes: { currency: 1 } });
    finishLoading(user);
    await waitFor(actor, (s) => s.matches(ready));
    expect(updateProfile.mock.calls).toEqual([[{ lang: "ru", currency: 1 }]]);
  });

  it("saves nothing when the choice is what the profile already has", async () => {
    const updateProfile = saving();
    const { actor, effects } = start(null, { updateProfile });
    actor.send({ type: "session.choose", changes: { lang: "uz", currency: 3 } });
    actor.send(login);
    await waitFor(actor, (s) => s.matches(ready));
    expect(updateProfile).not.toHaveBeenCalled();
    expect(effects.applyUserPreferences.mock.calls).toEqual([["uz"]]);
  });

  it("sends only what differs from the profile", async () => {
    const updateProfile = saving();
    const { actor } = start(null, { updateProfile });
    actor.send({ type: "session.choose", changes: { lang: "fa", currency: 3 } });
    actor.send(login);
    await waitFor(actor, (s) => s.matches(ready));
    expect(updateProfile.mock.calls).toEqual([[{ lang: "fa" }]]);
  });

  it("loads the profile as it is and applies its own language when saving the choice is refused", async () => {
    const loadUser = vi.fn(async () => user);
    const { actor, effects } = start(null, {
      loadUser,
      updateProfile: async () => {
        throw new RequestFailure("something_went_wrong", 500);
      },
    });
    actor.send({ type: "session.choose", changes: { lang: "en" } });
    actor.send(login);
    await waitFor(actor, (s) => s.matches(ready));
    expect(loadUser).toHaveBeenCalledTimes(2);
    expect(effects.applyUserPreferences.mock.calls).toEqual([["uz"]]);
    expect(actor.getSnapshot().context).toMatchObject({ user, chosen: null, update: null });
  });

  it("saves a choice made while signed in as a profile change; the profile's own value is no change", async () => {
    const updateProfile = saving();
    const { actor } = start({ access: "a0", refresh: "r0" }, { updateProfile });
    await waitFor(actor, (s) => s.matches(ready));
    // Applying the profile's language echoes it back as a choice: nothing to save.
    actor.send({ type: "session.choose", changes: { lang: "uz" } });
    expect(actor.getSnapshot().matches(ready)).toBe(true);
    actor.send({ type: "session.choose", changes: { lang: "en" } });
    await waitFor(actor, (s) => s.matches(ready) && s.context.user?.lang === "en");
    expect(updateProfile.mock.calls).toEqual([[{ lang: "en" }]]);
  });

  it("forgets the choices of an earlier sign-in on this visit once saved", async () => {
    const updateProfile = saving();
    const { actor } = start(null, { updateProfile });
    actor.send({ type: "session.choose", changes: { lang: "en" } });
    actor.send(login);
    await waitFor(actor, (s) => s.matches(ready));
    actor.send({ type: "session.logout" });
    actor.send({ type: "session.logoutConfirm" });
    expect(actor.getSnapshot().context.chosen).toBeNull();
    actor.send(login);
    await waitFor(actor, (s) => s.matches(ready));
    expect(updateProfile).toHaveBeenCalledTimes(1);
  });
});
