import { describe, expect, it, vi } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { getShortestPaths } from "xstate/graph";
import {
  DEFAULT_TIMEOUT_MS,
  lastPathSegment,
  SERVER_ERROR_TIMEOUT_MS,
  type ToastsEvent,
  toastForFailure,
  toastsMachine,
} from "../../machines/toasts.machine";
import * as coverage from "./state-coverage";

function start() {
  const clock = new SimulatedClock();
  const effects = { reloadPage: vi.fn(), copyText: vi.fn() };
  const actor = createActor(
    toastsMachine.provide({
      actions: {
        reloadPage: () => effects.reloadPage(),
        copyText: (_, { text }) => effects.copyText(text),
      },
    }),
    { clock },
  );
  actor.start();
  const toasts = () => actor.getSnapshot().context.toasts;
  return { actor, clock, effects, toasts };
}

const serverError = {
  status: 500,
  detail: "something_went_wrong",
  path: "/api/v1/profile/info/?lang=ru",
  body: '{"detail":"something_went_wrong"}',
};

describe("toast rules for failed requests", () => {
  it("takes the last path segment without the query string", () => {
    expect(lastPathSegment("/api/v1/profile/info/?lang=ru")).toBe("info");
    expect(lastPathSegment("/api/v1/image/42")).toBe("42");
  });

  it("500: Error, message plus path segment, 10 s, Reload, Close and Copy", () => {
    expect(toastForFailure(serverError)).toEqual({
      tone: "danger",
      icon: "alert",
      title: { id: "error" },
      description: { id: "errors.something_went_wrong", suffix: "info" },
      timeout: SERVER_ERROR_TIMEOUT_MS,
      actions: ["reload", "close", "copy"],
      copyText: serverError.body,
    });
  });

  it.each([400, 403])("%i: red, the locale's error title, the detail's translation", (status) => {
    const toast = toastForFailure({ status, detail: "invalid_email", path: "/x/", body: "" });
    expect(toast).toMatchObject({
      tone: "danger",
      title: { id: "error" },
      description: { id: "errors.invalid_email" },
    });
    expect(toast?.timeout).toBeUndefined();
  });

  it.each([401, 404, 409, 429])("%i is left to the caller", (status) => {
    expect(toastForFailure({ status, detail: "not_found", path: "/x/", body: "" })).toBeNull();
  });
});

describe("toasts machine", () => {
  it("closes a toast after the default 5000 ms", () => {
    const { actor, clock, toasts } = start();
    actor.send({ type: "toast.show", toast: { tone: "info", title: { text: "Hello" } } });
    expect(toasts()).toHaveLength(1);
    clock.increment(DEFAULT_TIMEOUT_MS - 1);
    expect(toasts()).toHaveLength(1);
    clock.increment(1);
    expect(toasts()).toHaveLength(0);
  });

  it("keeps a 500 toast for 10 s and runs its actions", () => {
    const { actor, clock, effects, toasts } = start();
    actor.send({ type: "toast.httpError", failure: serverError });
    const [toast] = toasts();
    expect(toast?.timeout).toBe(SERVER_ERROR_TIMEOUT_MS);
    actor.send({ type: "toast.act", id: toast?.id ?? "", action: "copy" });
    expect(effects.copyText).toHaveBeenCalledWith(serverError.body);
    actor.send({ type: "toast.act", id: toast?.id ?? "", action: "reload" });
    expect(effects.reloadPage).toHaveBeenCalledOnce();
    clock.increment(DEFAULT_TIMEOUT_MS);
    expect(toasts()).toHaveLength(1);
    actor.send({ type: "toast.act", id: toast?.id ?? "", action: "close" });
    expect(toasts()).toHaveLength(0);
  });

  it("queues toasts and dismisses one without touching the others' timers", () => {
    const { actor, clock, toasts } = start();
    actor.send({ type: "toast.show", toast: { tone: "info", title: { text: "a" } } });
    clock.increment(1000);
    actor.send({ type: "toast.show", toast: { tone: "info", title: { text: "b" } } });
    actor.send({ type: "toast.dismiss", id: toasts()[0]?.id ?? "" });
    expect(toasts().map((t) => t.title)).toEqual([{ text: "b" }]);
    clock.increment(DEFAULT_TIMEOUT_MS - 1);
    expect(toasts()).toHaveLength(1);
    clock.increment(1);
    expect(toasts()).toHaveLength(0);
  });

  it("shows nothing for a status the rules leave to the caller", () => {
    const { actor, toasts } = start();
    actor.send({ type: "toast.httpError", failure: { ...serverError, status: 404 } });
    expect(toasts()).toEqual([]);
  });

  it("every state is reached by a shortest path and checked", () => {
    const events: ToastsEvent[] = [
      { type: "toast.show", toast: { tone: "info", title: { text: "x" } } },
      { type: "toast.httpError", failure: serverError },
    ];
    const expectations: coverage.StateChecks<typeof toastsMachine> = {
      "toasts.active": (s) => expect(s.can({ type: "toast.dismiss", id: "toast-1" })).toBe(true),
    };
    const paths = getShortestPaths(toastsMachine, {
      events,
      // The queue grows without end; states differ by their value alone.
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const ids = coverage.allStateIds(toastsMachine);
    expect(coverage.checkEnteredStates(toastsMachine, undefined, paths, expectations)).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
