import { createActor, fromCallback, fromPromise } from "xstate";
import en from "../../locales/en.json";
import fa from "../../locales/fa.json";
import ru from "../../locales/ru.json";
import uz from "../../locales/uz.json";
import { appChildren, appMachine, longLivedActors } from "../../machines/app.machine";
import { lazyApi } from "../../machines/load-sdk";
import type { Messages } from "../../machines/locale.machine";
import { socketMachine } from "../../machines/socket.machine";
import type { Currency, Lang, Profile, TokenPair } from "../../sdk";
import type { AppActors } from "../../src/lib/actors-context";
import { flattenMessages } from "../../src/lib/i18n/load-messages";

export const demoUser: Profile = {
  id: "00000000-0000-4000-8000-000000000002",
  email: "user@demo.uz",
  phone: "998901000002",
  first_name: "Aziza",
  last_name: "Karimova",
  role: "user",
  lang: "en",
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

const CATALOGUES = { en, ru, uz, fa };

/**
 * Every app actor with fake effects, for rendering the real views, started by the app machine
 * as the app starts them (so its wiring runs here too): the session is signed out without
 * tokens, or signs in as `user` when given tokens; the interface is in `locale` (English
 * unless told), with that language's real messages.
 */
export function testActors(
  options: { tokens?: TokenPair | null; user?: Profile; locale?: Lang } = {},
): AppActors {
  const user = options.user ?? demoUser;
  const app = createActor(
    appMachine.provide({
      actors: {
        session: appChildren.session.provide({
          actors: {
            signIn: fromPromise(async () => ({ access: "a", refresh: "r" })),
            loadUser: fromPromise(async () => user),
            updateProfile: fromPromise(async () => user),
            refreshTokens: fromPromise(async () => ({ access: "a", refresh: "r" })),
            takeUrlToken: fromPromise(async () => ""),
            socket: socketMachine.provide({ actors: { connection: fromCallback(() => {}) } }),
          },
        }),
        locale: appChildren.locale.provide({
          actors: {
            loadMessages: fromPromise<Messages, { locale: Lang }>(async ({ input }) =>
              flattenMessages(CATALOGUES[input.locale]),
            ),
          },
        }),
        currency: appChildren.currency.provide({
          actors: {
            loadCurrencies: fromPromise<Currency[], { lang: Lang }>(async () => [
              { id: 3, code: "USD", name: "US dollar", rate: 1 },
              { id: 1, code: "UZS", name: "Uzbek sum", rate: 12650 },
            ]),
          },
        }),
        colorMode: appChildren.colorMode.provide({
          actors: { watchSystem: fromCallback(() => {}) },
        }),
        buildUpdate: appChildren.buildUpdate.provide({
          actors: { fetchLatest: fromPromise(() => new Promise(() => {})) },
        }),
        watchPage: fromCallback(() => {}),
      },
    }),
    {
      input: {
        locale: options.locale ?? "en",
        currency: "USD",
        session: { tokens: options.tokens ?? null },
        colorMode: { preference: "light", systemDark: false },
        buildUpdate: { buildId: "test", lastReloads: {} },
      },
    },
  );
  app.start();
  return {
    ...longLivedActors(app),
    app,
    // Component tests make no API calls; one that tried would fail loudly.
    api: lazyApi(
      "http://bozor.test/api",
      async () => () => Promise.reject(new Error("no API in this test")),
    ),
  };
}
