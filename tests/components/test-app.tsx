import { createActor, fromCallback, fromPromise } from "xstate";
import en from "../../locales/en.json";
import fa from "../../locales/fa.json";
import ru from "../../locales/ru.json";
import uz from "../../locales/uz.json";
import { buildUpdateMachine } from "../../machines/build-update.machine";
import { colorModeMachine } from "../../machines/color-mode.machine";
import { currencyMachine } from "../../machines/currency.machine";
import { lazyApi } from "../../machines/load-sdk";
import { loadingBarMachine } from "../../machines/loading-bar.machine";
import { localeMachine, type Messages } from "../../machines/locale.machine";
import { sessionMachine } from "../../machines/session.machine";
import { socketMachine } from "../../machines/socket.machine";
import { toastsMachine } from "../../machines/toasts.machine";
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
  is_active: true,
  business_id: null,
  date_joined: "2026-11-01T10:00:00.000Z",
};

const CATALOGUES = { en, ru, uz, fa };

/**
 * Every app actor with fake effects, for rendering the real views: the session is signed out
 * without tokens, or signs in as `user` when given tokens; the interface is in `locale`
 * (English unless told), with that language's real messages.
 */
export function testActors(
  options: { tokens?: TokenPair | null; user?: Profile; locale?: Lang } = {},
): AppActors {
  const user = options.user ?? demoUser;
  const lang = options.locale ?? "en";
  const session = createActor(
    sessionMachine.provide({
      actors: {
        signIn: fromPromise(async () => ({ access: "a", refresh: "r" })),
        loadUser: fromPromise(async () => user),
        updateProfile: fromPromise(async () => user),
        refreshTokens: fromPromise(async () => ({ access: "a", refresh: "r" })),
        takeUrlToken: fromPromise(async () => ""),
        socket: socketMachine.provide({ actors: { connection: fromCallback(() => {}) } }),
      },
    }),
    { input: { tokens: options.tokens ?? null } },
  );
  const locale = createActor(
    localeMachine.provide({
      actors: {
        loadMessages: fromPromise<Messages, { locale: Lang }>(async ({ input }) =>
          flattenMessages(CATALOGUES[input.locale]),
        ),
      },
    }),
    { input: { locale: lang } },
  );
  const currency = createActor(
    currencyMachine.provide({
      actors: {
        loadCurrencies: fromPromise<Currency[], { lang: Lang }>(async () => [
          { id: 3, code: "USD", name: "US dollar", rate: 1 },
          { id: 1, code: "UZS", name: "Uzbek sum", rate: 12650 },
        ]),
      },
    }),
    { input: { code: "USD", lang: "en" } },
  );
  const colorMode = createActor(
    colorModeMachine.provide({ actors: { watchSystem: fromCallback(() => {}) } }),
    { input: { preference: "light", systemDark: false } },
  );
  const buildUpdate = createActor(
    buildUpdateMachine.provide({
      actors: { fetchLatest: fromPromise(() => new Promise(() => {})) },
    }),
    { input: { buildId: "test", lastReloads: {} } },
  );
  const actors: AppActors = {
    session,
    locale,
    currency,
    colorMode,
    buildUpdate,
    toasts: createActor(toastsMachine),
    loadingBar: createActor(loadingBarMachine),
    // Component tests make no API calls; one that tried would fail loudly.
    api: lazyApi(
      "http://bozor.test/api",
      async () => () => Promise.reject(new Error("no API in this test")),
    ),
  };
  for (const actor of [
    locale,
    currency,
    colorMode,
    buildUpdate,
    actors.toasts,
    actors.loadingBar,
    session,
  ]) {
    actor.start();
  }
  return actors;
}
