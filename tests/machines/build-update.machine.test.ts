import { describe, expect, it, vi } from "vitest";
import {
  createActor,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  SimulatedClock,
  waitFor,
} from "xstate";
import { getShortestPaths } from "xstate/graph";
import {
  BUILD_UPDATE_TIMINGS,
  type BuildUpdateEvent,
  type BuildUpdateInput,
  buildUpdateMachine,
  type LatestBuild,
  type ReloadTimes,
} from "../../machines/build-update.machine";
import * as coverage from "./state-coverage";

const HOUR = BUILD_UPDATE_TIMINGS.checkInterval;

function start(input: BuildUpdateInput) {
  const effects = {
    storeReloads: vi.fn<(lastReloads: ReloadTimes) => void>(),
    reload: vi.fn(),
    warn: vi.fn<(message: string) => void>(),
  };
  // Each check waits here until the test answers it.
  const server = {
    checks: 0,
    answer: (_build: LatestBuild) => {},
    fail: (_error: unknown) => {},
  };
  const clock = new SimulatedClock();
  const actor = createActor(
    buildUpdateMachine.provide({
      actors: {
        fetchLatest: fromPromise<LatestBuild, void>(
          () =>
            new Promise((resolve, reject) => {
              server.checks++;
              server.answer = resolve;
              server.fail = reject;
            }),
        ),
      },
      actions: {
        storeReloads: (_, params) => effects.storeReloads(params.lastReloads),
        reload: () => effects.reload(),
        warn: (_, params) => effects.warn(params.message),
      },
    }),
    { input, clock },
  );
  actor.start();
  const settled = () => waitFor(actor, (s) => !s.matches("checking"));
  return { actor, effects, server, clock, settled };
}

/** What the app keeps in sessionStorage across the reload: the last `storeReloads`. */
function storedReloads({ effects }: ReturnType<typeof start>): ReloadTimes {
  const stored = effects.storeReloads.mock.lastCall?.[0];
  if (!stored) throw new Error("nothing was stored");
  return stored;
}

describe("build update machine", () => {
  it("checks once an hour and reloads when the build changed", async () => {
    const { actor, effects, server, clock, settled } = start({ buildId: "b1", lastReloads: {} });
    clock.increment(HOUR - 1);
    expect(server.checks).toBe(0);
    clock.increment(1);
    expect(actor.getSnapshot().matches("checking")).toBe(true);
    server.answer({ id: "b2", path: "/shop", at: 1_000 });
    await settled();
    expect(actor.getSnapshot().matches("reloading")).toBe(true);
    expect(effects.storeReloads).toHaveBeenCalledExactlyOnceWith({ "/shop": 1_000 });
    expect(effects.reload).toHaveBeenCalledOnce();
    expect(effects.storeReloads.mock.invocationCallOrder[0]).toBeLessThan(
      effects.reload.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it("keeps waiting on the same build, and checks again an hour later", async () => {
    const { actor, effects, server, clock, settled } = start({ buildId: "b1", lastReloads: {} });
    clock.increment(HOUR);
    server.answer({ id: "b1", path: "/shop", at: 1_000 });
    await settled();
    expect(actor.getSnapshot().matches("waiting")).toBe(true);
    expect(effects.reload).not.toHaveBeenCalled();
    clock.increment(HOUR);
    expect(server.checks).toBe(2);
  });

  it("checks when the tab becomes visible, and waits again when the check fails", async () => {
    const { actor, effects, server, settled } = start({ buildId: "b1", lastReloads: {} });
    actor.send({ type: "buildUpdate.check" });
    actor.send({ type: "buildUpdate.check" });
    expect(server.checks).toBe(1);
    server.fail(new Error("offline"));
    await settled();
    expect(actor.getSnapshot().matches("waiting")).toBe(true);
    expect(effects.reload).not.toHaveBeenCalled();
  });

  it("reloads on a chunk failure, even in the middle of a check", () => {
    const { actor, effects } = start({ buildId: "b1", lastReloads: {} });
    actor.send({ type: "buildUpdate.check" });
    actor.send({ type: "buildUpdate.chunkFailed", path: "/admin", at: 50_000 });
    expect(actor.getSnapshot().matches("reloading")).toBe(true);
    expect(actor.getSnapshot().children.fetchLatest).toBeUndefined();
    expect(effects.storeReloads).toHaveBeenCalledExactlyOnceWith({ "/admin": 50_000 });
    expect(effects.reload).toHaveBeenCalledOnce();
  });

  it("reloads a path at most once per 10 s across reloads, other paths freely", () => {
    const first = start({ buildId: "b1", lastReloads: {} });
    first.actor.send({ type: "buildUpdate.chunkFailed", path: "/shop", at: 100_000 });
    expect(first.effects.reload).toHaveBeenCalledOnce();

    // The page came back with what it stored; the chunk is still missing.
    const second = start({ buildId: "b1", lastReloads: storedReloads(first) });
    second.actor.send({ type: "buildUpdate.chunkFailed", path: "/shop", at: 109_999 });
    expect(second.actor.getSnapshot().matches("waiting")).toBe(true);
    expect(second.effects.reload).not.toHaveBeenCalled();
    expect(second.effects.storeReloads).not.toHaveBeenCalled();
    expect(second.effects.warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining("/shop"));

    second.actor.send({ type: "buildUpdate.chunkFailed", path: "/cart", at: 109_999 });
    expect(second.actor.getSnapshot().matches("reloading")).toBe(true);
    expect(second.effects.storeReloads).toHaveBeenCalledExactlyOnceWith({
      "/shop": 100_000,
      "/cart": 109_999,
    });

    const third = start({ buildId: "b1", lastReloads: storedReloads(second) });
    third.actor.send({ type: "buildUpdate.chunkFailed", path: "/shop", at: 110_000 });
    expect(third.actor.getSnapshot().matches("reloading")).toBe(true);
    expect(third.effects.reload).toHaveBeenCalledOnce();
  });

  it("applies the same guard to a new build found by a check", async () => {
    const { actor, effects, server, settled } = start({
      buildId: "b1",
      lastReloads: { "/shop": 100_000 },
    });
    actor.send({ type: "buildUpdate.check" });
    server.answer({ id: "b2", path: "/shop", at: 105_000 });
    await settled();
    expect(actor.getSnapshot().matches("waiting")).toBe(true);
    expect(effects.warn).toHaveBeenCalledOnce();
    expect(effects.reload).not.toHaveBeenCalled();
  });
});

describe("build update machine, every transition by its shortest path", () => {
  const input: BuildUpdateInput = { buildId: "b1", lastReloads: { "/shop": 100_000 } };
  const latest = (output: LatestBuild): DoneActorEvent<LatestBuild, "fetchLatest"> => ({
    type: "xstate.done.actor.fetchLatest",
    output,
    actorId: "fetchLatest",
  });
  const failed: ErrorActorEvent<Error, "fetchLatest"> = {
    type: "xstate.error.actor.fetchLatest",
    error: new Error("offline"),
    actorId: "fetchLatest",
  };
  // Given a list, the graph sends exactly these, so the timer's and the invoked actor's
  // events are listed with the machine's own (and typed as those, which the graph accepts).
  const events = [
    { type: "xstate.after.checkInterval.buildUpdate.waiting" },
    { type: "buildUpdate.check" },
    { type: "buildUpdate.chunkFailed", path: "/shop", at: 105_000 },
    { type: "buildUpdate.chunkFailed", path: "/shop", at: 110_000 },
    { type: "buildUpdate.chunkFailed", path: "/cart", at: 105_000 },
    latest({ id: "b1", path: "/shop", at: 105_000 }),
    latest({ id: "b2", path: "/shop", at: 105_000 }),
    latest({ id: "b2", path: "/shop", at: 110_000 }),
    failed,
  ] as BuildUpdateEvent[];
  const paths = getShortestPaths(buildUpdateMachine, {
    input,
    events,
    // Keyed by where it came from and by what event too, so that every transition is
    // replayed, not only every state: a check's answer often leads where a chunk failure does.
    serializeState: coverage.byTransition,
    // Timers and actors answer only in the state that started them.
    filterEvents: (s, event) => !event.type.startsWith("xstate.") || s.can(event),
    // A done actor takes no more events; the pure transition function does not know that.
    stopWhen: (s) => s.status === "done",
  });

  // One entry per state node, checked whenever a path enters it.
  const stateChecks: coverage.StateChecks<typeof buildUpdateMachine> = {
    "buildUpdate.waiting": (s) => {
      expect(s.context.attempt).toBeNull();
      expect(s.children.fetchLatest).toBeUndefined();
    },
    "buildUpdate.checking": (s) => expect(s.children.fetchLatest).toBeDefined(),
    "buildUpdate.attemptingReload": (s) => expect(s.context.attempt).not.toBeNull(),
    "buildUpdate.reloading": (s) => {
      const { path, at } = s.context.attempt ?? { path: "", at: 0 };
      expect(s.context.lastReloads[path]).toBe(at);
      expect(at - (input.lastReloads[path] ?? 0)).toBeGreaterThanOrEqual(
        BUILD_UPDATE_TIMINGS.reloadGuard,
      );
      expect(s.status).toBe("done");
    },
  };

  it("reaches and checks every state node", () => {
    const ids = coverage.allStateIds(buildUpdateMachine);
    expect(coverage.checkEnteredStates(buildUpdateMachine, input, paths, stateChecks)).toEqual(ids);
    expect(Object.keys(stateChecks).sort()).toEqual(ids);
  });

  it.each(paths.map((path) => [coverage.describePath(path), path] as const))(
    "%s",
    async (_, path) => {
      const { actor, effects, server, clock, settled } = start(input);
      for (const { event } of path.steps.slice(1)) {
        const answer = event as BuildUpdateEvent | DoneActorEvent<LatestBuild> | ErrorActorEvent;
        if (answer.type.startsWith("xstate.after.")) {
          clock.increment(HOUR);
        } else if ("output" in answer) {
          server.answer(answer.output);
          await settled();
        } else if ("error" in answer) {
          server.fail(answer.error);
          await settled();
        } else {
          actor.send(event);
        }
      }
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      expect(snapshot.context).toEqual(path.state.context);
      expect(effects.reload).toHaveBeenCalledTimes(snapshot.matches("reloading") ? 1 : 0);
      coverage.checkActiveStates(buildUpdateMachine, snapshot, stateChecks);
    },
  );
});
