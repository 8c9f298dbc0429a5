import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { unreadCountOf } from "../../machines/unread-count.actors";
import { type UnreadCountEvent, unreadCountMachine } from "../../machines/unread-count.machine";
import * as coverage from "./state-coverage";

/** The count machine over a server answering `fetched`, and a way to say a count to it. */
function start(fetched: () => Promise<number>) {
  let say: ((unread: number) => void) | null = null;
  const actor = createActor(
    unreadCountMachine.provide({
      actors: {
        fetchCount: fromPromise(fetched),
        listen: fromCallback<UnreadCountEvent>(({ sendBack }) => {
          say = (unread) => sendBack({ type: "unread.set", unread });
        }),
      },
    }),
  ).start();
  return { actor, say: (unread: number) => say?.(unread) };
}

describe("unread count machine", () => {
  it("asks the server for the count, then keeps every count it hears", async () => {
    const { actor, say } = start(async () => 4);
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    await waitFor(actor, (s) => s.matches("known"));
    expect(actor.getSnapshot().context.unread).toBe(4);
    say(5);
    say(0);
    expect(actor.getSnapshot().context.unread).toBe(0);
  });

  it("takes a count heard while asking over the answer, which is older", async () => {
    let answer: (unread: number) => void = () => {};
    const { actor, say } = start(() => new Promise((resolve) => (answer = resolve)));
    say(2);
    answer(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.unread).toBe(2);
  });

  it("shows none when the server cannot be asked, until a count is heard", async () => {
    const { actor, say } = start(async () => {
      throw new TypeError("offline");
    });
    await waitFor(actor, (s) => s.matches("unknown"));
    say(1);
    expect(actor.getSnapshot().matches("known")).toBe(true);
  });

  it("reads the count any message of the server's says, and none from others", () => {
    expect(unreadCountOf({ type: "welcome", unread: 3 })).toBe(3);
    expect(unreadCountOf({ type: "unread", unread: 0 })).toBe(0);
    expect(unreadCountOf({ type: "unread", unread: "1" })).toBeNull();
    expect(unreadCountOf("pong")).toBeNull();
    expect(unreadCountOf(null)).toBeNull();
  });

  it("every state node is entered by a shortest path and checked", () => {
    const events = [
      { type: "unread.set", unread: 2 },
      { type: "xstate.done.actor.fetchCount", output: 3 },
      { type: "xstate.error.actor.fetchCount", error: new TypeError("offline") },
    ] as unknown as UnreadCountEvent[];
    const expectations: coverage.StateChecks<typeof unreadCountMachine> = {
      "unreadCount.loading": (s) => expect(s.context.unread).toBe(0),
      "unreadCount.unknown": (s) => expect(s.context.unread).toBe(0),
      "unreadCount.known": (s) => expect(s.context.unread).toBeGreaterThan(0),
    };
    const paths = getShortestPaths(unreadCountMachine, {
      events,
      serializeState: coverage.byTransition,
      filterEvents: (s, event) => !event.type.startsWith("xstate.") || s.can(event),
    });
    const ids = coverage.allStateIds(unreadCountMachine);
    expect(coverage.checkEnteredStates(unreadCountMachine, undefined, paths, expectations)).toEqual(
      ids,
    );
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
