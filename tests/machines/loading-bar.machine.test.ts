import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { LOADING_BAR_TIMINGS, loadingBarMachine } from "../../machines/loading-bar.machine";
import * as coverage from "./state-coverage";

const { throttle, hideDelay, resetDelay } = LOADING_BAR_TIMINGS;

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(loadingBarMachine, { clock });
  let everShown = false;
  actor.subscribe((s) => {
    everShown ||= s.hasTag("visible");
  });
  actor.start();
  const visible = () => actor.getSnapshot().hasTag("visible");
  const send = (...types: Array<"start" | "finish" | "fail">) => {
    for (const type of types) actor.send({ type: `loading.${type}` });
  };
  return { actor, clock, visible, send, everShown: () => everShown };
}

describe("loading bar machine", () => {
  it("never shows work that ends within the throttle", () => {
    const { actor, clock, send, everShown } = start();
    send("start");
    expect(actor.getSnapshot().matches({ loading: "throttled" })).toBe(true);
    clock.increment(throttle - 1);
    send("finish");
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    clock.increment(hideDelay + resetDelay);
    expect(everShown()).toBe(false);
  });

  it("shows slower work once the throttle has passed", () => {
    const { actor, clock, send, visible } = start();
    send("start");
    clock.increment(throttle - 1);
    expect(visible()).toBe(false);
    clock.increment(1);
    expect(visible()).toBe(true);
    expect(actor.getSnapshot().matches("loading")).toBe(true);
  });

  it("shows overlapping requests as one bar that finishes with the last of them", () => {
    const { actor, clock, send, visible } = start();
    send("start", "start");
    clock.increment(throttle);
    send("start", "finish", "finish");
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    expect(actor.getSnapshot().context.pending).toBe(1);
    send("finish");
    expect(actor.getSnapshot().matches("finished")).toBe(true);
    expect(visible()).toBe(true);
  });

  it("ends in error when any work of the round failed, and forgets it next round", () => {
    const { actor, clock, send, visible } = start();
    send("start", "start");
    clock.increment(throttle);
    send("fail", "finish");
    expect(actor.getSnapshot().matches("error")).toBe(true);
    expect(visible()).toBe(true);
    clock.increment(hideDelay + resetDelay);
    send("start");
    clock.increment(throttle);
    send("finish");
    expect(actor.getSnapshot().matches("finished")).toBe(true);
  });

  it.each(["finished", "error"] as const)(
    "%s: stays visible for the hide delay, hidden for the reset delay, then idle",
    (end) => {
      const { actor, clock, send, visible } = start();
      send("start");
      clock.increment(throttle);
      send(end === "error" ? "fail" : "finish");
      clock.increment(hideDelay - 1);
      expect(visible()).toBe(true);
      clock.increment(1);
      expect(visible()).toBe(false);
      expect(actor.getSnapshot().matches(end)).toBe(true);
      clock.increment(resetDelay - 1);
      expect(actor.getSnapshot().matches(end)).toBe(true);
      clock.increment(1);
      expect(actor.getSnapshot().matches("idle")).toBe(true);
    },
  );

  it.each([
    ["while still visible", 0],
    ["after it was hidden", hideDelay],
  ])("shows the bar again at once for new work %s", (_, elapsed) => {
    const { actor, clock, send, visible } = start();
    send("start");
    clock.increment(throttle);
    send("finish");
    clock.increment(elapsed);
    send("start");
    expect(actor.getSnapshot().matches({ loading: "shown" })).toBe(true);
    expect(visible()).toBe(true);
    clock.increment(hideDelay + resetDelay);
    expect(actor.getSnapshot().matches("loading")).toBe(true);
  });

  it("ignores an end without a start", () => {
    const { actor, send } = start();
    send("finish", "fail");
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ pending: 0, failed: false });
  });
});

describe("loading bar machine, every transition by its shortest path", () => {
  // Keyed by where it came from and by what event too, so that every transition is replayed,
  // not only every state; two overlapping pieces of work are enough to show the counting.
  const paths = getShortestPaths(loadingBarMachine, {
    serializeState: coverage.byTransition,
    filterEvents: (s, event) => event.type !== "loading.start" || s.context.pending < 2,
  });

  // One entry per state node, checked whenever a path enters it.
  const stateChecks: coverage.StateChecks<typeof loadingBarMachine> = {
    "loadingBar.idle": (s) => {
      expect(s.context.pending).toBe(0);
      expect(s.hasTag("visible")).toBe(false);
    },
    "loadingBar.loading": (s) => expect(s.context.pending).toBeGreaterThan(0),
    "loadingBar.loading.throttled": (s) => expect(s.hasTag("visible")).toBe(false),
    "loadingBar.loading.shown": (s) => expect(s.hasTag("visible")).toBe(true),
    "loadingBar.finished": (s) => expect(s.context).toEqual({ pending: 0, failed: false }),
    "loadingBar.finished.holding": (s) => expect(s.hasTag("visible")).toBe(true),
    "loadingBar.finished.fading": (s) => expect(s.hasTag("visible")).toBe(false),
    "loadingBar.error": (s) => expect(s.context).toEqual({ pending: 0, failed: true }),
    "loadingBar.error.holding": (s) => expect(s.hasTag("visible")).toBe(true),
    "loadingBar.error.fading": (s) => expect(s.hasTag("visible")).toBe(false),
  };

  // `xstate.after.<delay>.<state id>`: the named delays of the machine.
  const delayOf = (type: string) => {
    const name = type.split(".")[2];
    if (name !== "throttle" && name !== "hideDelay" && name !== "resetDelay") {
      throw new Error(`unknown delay in ${type}`);
    }
    return LOADING_BAR_TIMINGS[name];
  };

  it("reaches and checks every state node", () => {
    const ids = coverage.allStateIds(loadingBarMachine);
    expect(coverage.checkEnteredStates(loadingBarMachine, undefined, paths, stateChecks)).toEqual(
      ids,
    );
    expect(Object.keys(stateChecks).sort()).toEqual(ids);
  });

  it.each(paths.map((path) => [coverage.describePath(path), path] as const))("%s", (_, path) => {
    const { actor, clock } = start();
    for (const { event } of path.steps.slice(1)) {
      if (event.type.startsWith("xstate.after.")) clock.increment(delayOf(event.type));
      else actor.send(event);
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(path.state.value);
    expect(snapshot.context).toEqual(path.state.context);
    coverage.checkActiveStates(loadingBarMachine, snapshot, stateChecks);
  });
});
