import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { RequestFailure } from "../../machines/request-failure";
import { type ResourceEvent, resourceMachine } from "../../machines/resource.machine";
import * as coverage from "./state-coverage";

function start(load: (signal: AbortSignal) => Promise<unknown>) {
  const actor = createActor(
    resourceMachine.provide({ actors: { load: fromPromise(({ signal }) => load(signal)) } }),
  );
  actor.start();
  return actor;
}

describe("resource machine", () => {
  it("loads with the loading tag on, then holds the data", async () => {
    const actor = start(async () => ({ name: "Chorsu" }));
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context).toEqual({ data: { name: "Chorsu" }, error: null });
  });

  it("keeps the server's code on failure and loads again on retry", async () => {
    let attempts = 0;
    const actor = start(async () => {
      attempts += 1;
      if (attempts === 1) throw new RequestFailure("not_authorized_view_business", 403);
      return "second time";
    });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.error).toBe("not_authorized_view_business");
    actor.send({ type: "resource.retry" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context).toEqual({ data: "second time", error: null });
  });

  it("aborts the request when the page goes away", async () => {
    let aborted = false;
    const actor = start(
      (signal) =>
        new Promise(() => {
          signal.addEventListener("abort", () => {
            aborted = true;
          });
        }),
    );
    actor.stop();
    expect(aborted).toBe(true);
  });

  it("every state is reached by a shortest path and checked", () => {
    const events = [
      { type: "xstate.done.actor.load", output: { name: "Chorsu" } },
      { type: "xstate.error.actor.load", error: new RequestFailure("not_found", 404) },
      { type: "resource.retry" },
      { type: "resource.reload" },
    ] as ResourceEvent[];
    const expectations: coverage.StateChecks<typeof resourceMachine> = {
      "resource.loading": (s) => expect(s.hasTag("loading")).toBe(true),
      "resource.ready": (s) => expect(s.context.error).toBeNull(),
      "resource.failed": (s) => expect(s.context.error).toBe("not_found"),
    };
    const paths = getShortestPaths(resourceMachine, {
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
      filterEvents: (s, event) => !event.type.startsWith("xstate.") || s.can(event),
    });
    const ids = coverage.allStateIds(resourceMachine);
    expect(coverage.checkEnteredStates(resourceMachine, undefined, paths, expectations)).toEqual(
      ids,
    );
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
