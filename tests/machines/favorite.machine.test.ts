import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { type FavoriteEvent, favoriteMachine } from "../../machines/favorite.machine";
import { RequestFailure } from "../../machines/request-failure";
import * as coverage from "./state-coverage";

function start(options: {
  saved: boolean;
  signedIn: boolean;
  save?: (saved: boolean) => Promise<void>;
}) {
  const effects = { askToSignIn: vi.fn(), changed: vi.fn(), save: vi.fn() };
  const actor = createActor(
    favoriteMachine.provide({
      actors: {
        save: fromPromise<void, { saved: boolean }>(async ({ input }) => {
          effects.save(input.saved);
          await options.save?.(input.saved);
        }),
      },
      actions: {
        askToSignIn: () => effects.askToSignIn(),
        changed: (_, params) => effects.changed(params.saved),
      },
      guards: { isSignedIn: () => options.signedIn },
    }),
    { input: { saved: options.saved } },
  );
  actor.start();
  return { actor, effects };
}

describe("favorite machine", () => {
  it("sends a visitor to sign in and saves nothing", () => {
    const { actor, effects } = start({ saved: false, signedIn: false });
    actor.send({ type: "favorite.toggle" });
    expect(effects.askToSignIn).toHaveBeenCalledTimes(1);
    expect(effects.save).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.saved).toBe(false);
  });

  it("shows the new state at once while saving, then reports the change", async () => {
    const { actor, effects } = start({ saved: false, signedIn: true });
    actor.send({ type: "favorite.toggle" });
    expect(actor.getSnapshot().context.saved).toBe(true);
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await waitFor(actor, (s) => s.matches("idle"));
    expect(effects.save).toHaveBeenCalledWith(true);
    expect(effects.changed).toHaveBeenCalledWith(true);
  });

  it("removes a saved one", async () => {
    const { actor, effects } = start({ saved: true, signedIn: true });
    actor.send({ type: "favorite.toggle" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(effects.save).toHaveBeenCalledWith(false);
    expect(actor.getSnapshot().context.saved).toBe(false);
  });

  it("puts the old state back with the code when saving is refused", async () => {
    const { actor, effects } = start({
      saved: false,
      signedIn: true,
      save: async () => {
        throw new RequestFailure("offering_not_found", 404);
      },
    });
    actor.send({ type: "favorite.toggle" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(actor.getSnapshot().context).toEqual({ saved: false, error: "offering_not_found" });
    expect(effects.changed).not.toHaveBeenCalled();
  });

  it("ignores presses while saving", async () => {
    const { actor, effects } = start({ saved: false, signedIn: true });
    actor.send({ type: "favorite.toggle" });
    actor.send({ type: "favorite.toggle" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(effects.save).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.saved).toBe(true);
  });

  it("every state is reached by a shortest path and checked", () => {
    const events = [
      { type: "favorite.toggle" },
      { type: "xstate.done.actor.save" },
      { type: "xstate.error.actor.save", error: new RequestFailure("not_authenticated", 401) },
    ] as FavoriteEvent[];
    const machine = favoriteMachine.provide({ guards: { isSignedIn: () => true } });
    const input = { saved: false };
    const expectations: coverage.StateChecks<typeof favoriteMachine> = {
      "favorite.idle": (s) => expect(s.can({ type: "favorite.toggle" })).toBe(true),
      "favorite.saving": (s) => expect(s.hasTag("busy")).toBe(true),
    };
    const paths = getShortestPaths(machine, {
      events,
      input,
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
      filterEvents: (s, event) => !event.type.startsWith("xstate.") || s.can(event),
    });
    const ids = coverage.allStateIds(favoriteMachine);
    expect(coverage.checkEnteredStates(machine, input, paths, expectations)).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
