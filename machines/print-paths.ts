import type { AnyStateMachine, EventObject, StateValue } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { buildUpdateMachine } from "./build-update.machine";
import { colorModeMachine } from "./color-mode.machine";
import { countdownMachine } from "./countdown.machine";
import { currencyMachine } from "./currency.machine";
import { favoriteMachine } from "./favorite.machine";
import { feedbackMachine } from "./feedback.machine";
import { loadingBarMachine } from "./loading-bar.machine";
import { localeMachine } from "./locale.machine";
import { RequestFailure } from "./request-failure";
import { resourceMachine } from "./resource.machine";
import { searchMachine } from "./search.machine";
import { sessionMachine } from "./session.machine";
import { CLOSE_SESSION_ENDED, CLOSE_TOKEN_EXPIRED, socketMachine } from "./socket.machine";
import { toastsMachine } from "./toasts.machine";

/**
 * `npm run machines:paths`: every machine's states and the shortest event path to each, so a
 * developer can see the flows without opening the visualizer. Invoked actors and delays do not
 * run here: their done, error and timer events are listed as events like any other.
 */

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const refused = new RequestFailure("token_invalid", 401);
const user = { id: "u1", lang: "ru" };
const pair = { access: "a", refresh: "r" };

type SampleEvent = EventObject & Record<string, unknown>;

interface Entry {
  machine: AnyStateMachine;
  input?: unknown;
  events?: SampleEvent[];
}

const entries: Record<string, Entry> = {
  session: {
    machine: sessionMachine.provide({ guards: { urlHasToken: () => false } }),
    input: { tokens: null },
    events: [
      { type: "session.login", username: "user@demo.uz", password: "demo12345" },
      done("signIn", pair),
      failed("signIn", refused),
      done("loadUser", user),
      failed("loadUser", refused),
      { type: "session.retryUser" },
      { type: "session.update", changes: { lang: "en" } },
      done("updateProfile", user),
      { type: "session.reloadUser" },
      done("reloadUser", user),
      { type: "session.logout" },
      { type: "session.logoutCancel" },
      { type: "session.logoutConfirm" },
      { type: "session.unauthorized" },
      done("refreshTokens", pair),
      failed("refreshTokens", refused),
      { type: "session.rejected" },
    ],
  },
  socket: {
    machine: socketMachine.provide({
      actions: { requestToken: () => {} },
      guards: { tokenUsable: ({ context }) => context.token !== "expired" },
    }),
    input: { userId: "u1", token: "expired" },
    events: [
      { type: "socket.token", token: "fresh" },
      { type: "socket.opened" },
      { type: "socket.closed" },
      { type: "socket.closed", code: CLOSE_TOKEN_EXPIRED },
      { type: "socket.closed", code: CLOSE_SESSION_ENDED },
      { type: "xstate.after.reconnect.socket.closed" },
    ],
  },
  colorMode: {
    machine: colorModeMachine,
    input: { preference: "system", systemDark: false },
    events: [
      { type: "colorMode.set", preference: "light" },
      { type: "colorMode.set", preference: "dark" },
      { type: "colorMode.set", preference: "system" },
    ],
  },
  buildUpdate: {
    machine: buildUpdateMachine,
    input: { buildId: "b1", lastReloads: {} },
    events: [
      { type: "buildUpdate.check" },
      done("fetchLatest", { id: "b2", path: "/", at: 20_000 }),
      done("fetchLatest", { id: "b1", path: "/", at: 20_000 }),
      { type: "buildUpdate.chunkFailed", path: "/", at: 20_000 },
    ],
  },
  loadingBar: { machine: loadingBarMachine },
  toasts: {
    machine: toastsMachine,
    events: [{ type: "toast.show", toast: { tone: "info", title: { text: "Salom" } } }],
  },
  locale: {
    machine: localeMachine,
    input: { locale: "ru" },
    events: [
      done("loadMessages", {}),
      failed("loadMessages", new Error("offline")),
      { type: "locale.retry" },
    ],
  },
  currency: {
    machine: currencyMachine,
    input: { code: "USD", lang: "ru" },
    events: [
      done("loadCurrencies", []),
      failed("loadCurrencies", refused),
      { type: "currency.retry" },
      { type: "currency.lang", lang: "uz" },
      { type: "currency.set", code: "UZS" },
    ],
  },
  resource: {
    machine: resourceMachine,
    events: [done("load", {}), failed("load", refused), { type: "resource.retry" }],
  },
  favorite: {
    machine: favoriteMachine.provide({ guards: { isSignedIn: () => true } }),
    input: { saved: false },
    events: [{ type: "favorite.toggle" }, done("save", undefined), failed("save", refused)],
  },
  feedback: {
    machine: feedbackMachine.provide({ guards: { isSignedIn: () => true } }),
    input: { target: { offering_id: "o1" }, mine: null },
    events: [
      { type: "feedback.rate", rating: 5, comment: "" },
      { type: "feedback.like" },
      done("create", { id: "f1", kind: "rating" }),
      done("like", { id: "f1", kind: "like" }),
      { type: "feedback.edit" },
      done("update", { id: "f1", kind: "rating" }),
      { type: "feedback.cancel" },
      { type: "feedback.remove" },
      { type: "feedback.removeConfirm" },
      done("remove", undefined),
    ],
  },
  search: {
    machine: searchMachine,
    input: { request: { list: "offerings", query: { q: "plov" } } },
    events: [
      done("search", { list: "offerings", page: {} }),
      failed("search", refused),
      { type: "search.retry" },
      { type: "search.request", request: { list: "offerings", query: { q: "somsa" } } },
    ],
  },
  countdown: {
    machine: countdownMachine,
    input: { endsAt: 2000, now: 0 },
    events: [{ type: "countdown.tick", now: 2000 }],
  },
};

function label(value: StateValue): string {
  if (typeof value === "string") return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${label(child)}`))
    .join(" + ");
}

for (const [name, { machine, input, events }] of Object.entries(entries)) {
  const paths = getShortestPaths(machine, {
    input,
    ...(events ? { events } : {}),
    // One path per state: the context (counters, queues) would make the graph endless.
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
  console.log(`\n${name}: ${paths.length} states`);
  for (const path of paths.sort((a, b) => a.weight - b.weight)) {
    const steps = path.steps.slice(1).map((step) => step.event.type);
    console.log(`  ${label(path.state.value).padEnd(44)} ← ${steps.join(" → ") || "(start)"}`);
  }
}
