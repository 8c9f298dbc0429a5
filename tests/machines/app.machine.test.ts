import { describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import { appChildren, appMachine } from "../../machines/app.machine";
import type { LatestBuild } from "../../machines/build-update.machine";
import type { Messages } from "../../machines/locale.machine";
import { socketMachine } from "../../machines/socket.machine";
import type {
  Currency,
  Lang,
  Notification,
  NotificationMessage,
  NotificationType,
  Profile,
  ProfileUpdate,
  TokenPair,
} from "../../sdk";

const user: Profile = {
  id: "8d0d3a5e-2f7b-4c61-9a55-1c0b8f1b2a11",
  email: "user@demo.uz",
  phone: "998901000002",
  first_name: "Aziza",
  last_name: "Karimova",
  role: "user",
  lang: "uz",
  currency: { id: 1, code: "UZS", name: "so‘m" },
  image: null,
  is_verified: true,
  email_verified: true,
  is_active: true,
  business_id: null,
  business_status: null,
  has_password: true,
  date_joined: "2026-11-01T10:00:00.000Z",
};

const currencies: Currency[] = [
  { id: 1, code: "UZS", name: "so‘m", rate: 12650 },
  { id: 3, code: "USD", name: "US dollar", rate: 1 },
];

/** The app machine over fake effects: what each child was asked to do is recorded. */
function start(tokens: TokenPair | null, locale: Lang = "ru") {
  const calls = {
    loadUser: vi.fn(async () => user),
    updateProfile: vi.fn(async (_changes: ProfileUpdate) => user),
    loadCurrencies: vi.fn(async (_lang: Lang) => currencies),
    fetchLatest: vi.fn(() => new Promise<LatestBuild>(() => {})),
  };
  let pageEvents: ((event: { type: "app.pageShown" }) => void) | null = null;
  const app = createActor(
    appMachine.provide({
      actors: {
        session: appChildren.session.provide({
          actors: {
            signIn: fromPromise(async () => ({ access: "a1", refresh: "r1" })),
            loadUser: fromPromise(() => calls.loadUser()),
            updateProfile: fromPromise<Profile, ProfileUpdate>(({ input }) =>
              calls.updateProfile(input),
            ),
            refreshTokens: fromPromise(async () => ({ access: "a2", refresh: "r2" })),
            takeUrlToken: fromPromise(async () => ""),
            socket: socketMachine.provide({ actors: { connection: fromCallback(() => {}) } }),
          },
        }),
        locale: appChildren.locale.provide({
          actors: {
            loadMessages: fromPromise<Messages, { locale: Lang }>(async () => ({
              greeting: "salom",
            })),
          },
        }),
        currency: appChildren.currency.provide({
          actors: {
            loadCurrencies: fromPromise<Currency[], { lang: Lang }>(({ input }) =>
              calls.loadCurrencies(input.lang),
            ),
          },
        }),
        buildUpdate: appChildren.buildUpdate.provide({
          actors: { fetchLatest: fromPromise(() => calls.fetchLatest()) },
        }),
        colorMode: appChildren.colorMode.provide({
          actors: { watchSystem: fromCallback(() => {}) },
        }),
        watchPage: fromCallback(({ sendBack }) => {
          pageEvents = sendBack;
        }),
      },
    }),
    {
      input: {
        locale,
        currency: "USD",
        session: { tokens },
        colorMode: { preference: "light", systemDark: false },
        buildUpdate: { buildId: "b1", lastReloads: {} },
      },
    },
  );
  app.start();
  const children = app.getSnapshot().children;
  return { app, children, calls, pageShown: () => pageEvents?.({ type: "app.pageShown" }) };
}

function notificationMessage(
  type: NotificationType,
  params: Notification["params"],
  unread = 1,
): NotificationMessage {
  return {
    type: "notification",
    notification: {
      id: "8d0d3a5e-2f7b-4c61-9a55-1c0b8f1b2a11",
      type,
      params,
      read: false,
      created_at: "2026-11-26T10:00:00.000Z",
    },
    unread,
  };
}

describe("app machine", () => {
  it("applies a signed-in profile's language and currency, then loads the profile in it", async () => {
    const { children, calls } = start({ access: "a0", refresh: "r0" });
    const session = children.session;
    if (!session) throw new Error("no session");
    await waitFor(session, (s) => s.matches({ signedIn: { user: { loaded: "ready" } } }));
    await waitFor(session, () => calls.loadUser.mock.calls.length === 2);
    expect(children.locale?.getSnapshot().context.locale).toBe("uz");
    expect(children.currency?.getSnapshot().context.code).toBe("UZS");
    // The currency list is loaded again with names in the profile's language.
    expect(calls.loadCurrencies.mock.calls.map(([lang]) => lang)).toEqual(["ru", "uz"]);
    // What the profile already says is no change to save.
    expect(calls.updateProfile).not.toHaveBeenCalled();
  });

  it("does not load the profile again when it is in the language shown", async () => {
    const { children, calls } = start({ access: "a0", refresh: "r0" }, "uz");
    const session = children.session;
    if (!session) throw new Error("no session");
    await waitFor(session, (s) => s.matches({ signedIn: { user: { loaded: "ready" } } }));
    expect(calls.loadUser).toHaveBeenCalledOnce();
    expect(children.currency?.getSnapshot().context.code).toBe("UZS");
  });

  it("hands a language and a currency picked while signed out to the session to keep", async () => {
    const { children, calls } = start(null);
    const currency = children.currency;
    if (!currency) throw new Error("no currency");
    await waitFor(currency, (s) => s.matches("ready"));
    children.locale?.send({ type: "locale.set", locale: "en" });
    children.currency?.send({ type: "currency.set", code: "UZS" });
    expect(children.session?.getSnapshot().context.chosen).toEqual({ lang: "en", currency: 1 });
    expect(calls.loadCurrencies.mock.calls.map(([lang]) => lang)).toEqual(["ru", "en"]);
  });

  it("shows a notification from the socket as a toast, and nothing else it sends", () => {
    const { app, children } = start(null);
    const like = notificationMessage("like_received", {
      target_kind: "business",
      target_id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
      target_title: "Ракам",
      target_title_uz: "Raqam",
      author_name: "Bobur A.",
    });
    app.send({ type: "app.socketMessage", message: "pong" });
    app.send({ type: "app.socketMessage", message: { type: "notification", title: "Salom" } });
    app.send({ type: "app.socketMessage", message: like });
    // The view renders its title and body in the language on screen when it shows them.
    expect(children.toasts?.getSnapshot().context.toasts).toEqual([
      expect.objectContaining({
        tone: "info",
        icon: "bell",
        title: { notification: like.notification, part: "title" },
        description: { notification: like.notification, part: "body" },
      }),
    ]);
  });

  it("tells its listeners what the socket says and what the notification calls answered", () => {
    const { app } = start(null);
    const heard: unknown[] = [];
    app.on("socketMessage", ({ message }) => heard.push(message));
    app.on("unreadCounted", ({ unread }) => heard.push(unread));
    const welcome = { type: "welcome", unread: 2 };
    const note = notificationMessage("message", { title: "x" }, 3);
    app.send({ type: "app.socketMessage", message: welcome });
    app.send({ type: "app.socketMessage", message: note });
    app.send({ type: "app.socketMessage", message: "pong" });
    app.send({ type: "app.unreadCounted", unread: 0 });
    expect(heard).toEqual([welcome, note, "pong", 0]);
  });

  it("checks for a new build when the tab is shown again, and reloads on a failed chunk", () => {
    const { app, children, calls, pageShown } = start(null);
    pageShown();
    expect(calls.fetchLatest).toHaveBeenCalledOnce();
    app.send({ type: "app.chunkFailed", path: "/", at: 50_000 });
    expect(children.buildUpdate?.getSnapshot().value).toBe("reloading");
  });

  it("drives the loading bar with the work it is told of", () => {
    const { app, children } = start(null);
    app.send({ type: "loading.start" });
    expect(children.loadingBar?.getSnapshot().context.pending).toBeGreaterThan(0);
  });
});
