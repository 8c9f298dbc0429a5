import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import {
  type MyOfferingsEvent,
  type MyOfferingsRequest,
  myOfferingsMachine,
} from "../../machines/my-offerings.machine";
import { RequestFailure } from "../../machines/request-failure";
import type { MyOfferingPage } from "../../sdk";
import * as coverage from "./state-coverage";

const first: MyOfferingsRequest = { kind: "product", page: 1, lang: "en" };
const drafts: MyOfferingsRequest = { kind: "product", status: "draft", page: 1, lang: "en" };

const page = (total: number): MyOfferingPage => ({
  items: [],
  total,
  counts: { draft: total, active: 0, archived: 0 },
  page: 1,
  page_size: 24,
});

describe("my offerings machine", () => {
  it("loads the request it is given, a new one replacing the one in flight", async () => {
    const list = vi.fn(async (request: MyOfferingsRequest) =>
      page(request.status === "draft" ? 2 : 5),
    );
    const actor = createActor(
      myOfferingsMachine.provide({
        actors: { list: fromPromise(({ input }) => list(input)) },
      }),
      { input: { request: first } },
    );
    actor.start();
    actor.send({ type: "list.request", request: drafts });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.page?.total).toBe(2);
    // The same request again is no reason to fetch.
    actor.send({ type: "list.request", request: { ...drafts } });
    expect(list).toHaveBeenCalledTimes(2);
  });

  it("keeps a failure with its code until retried", async () => {
    let fail = true;
    const actor = createActor(
      myOfferingsMachine.provide({
        actors: {
          list: fromPromise(async () => {
            if (fail) throw new RequestFailure("business_not_found", 404);
            return page(1);
          }),
        },
      }),
      { input: { request: first } },
    );
    actor.start();
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.error).toBe("business_not_found");
    fail = false;
    actor.send({ type: "list.retry" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("every state node is entered by a shortest path and checked", () => {
    const events = [
      { type: "list.request", request: drafts },
      { type: "list.retry" },
      { type: "xstate.done.actor.list", output: page(1) },
      { type: "xstate.error.actor.list", error: new RequestFailure("invalid_page", 400) },
    ] as unknown as MyOfferingsEvent[];
    const expectations: coverage.StateChecks<typeof myOfferingsMachine> = {
      "myOfferings.loading": (s) => expect(s.hasTag("loading")).toBe(true),
      "myOfferings.ready": (s) => expect(s.context.page).not.toBeNull(),
      "myOfferings.failed": (s) => expect(s.context.error).toBe("invalid_page"),
    };
    const paths = getShortestPaths(myOfferingsMachine, {
      events,
      input: { request: first },
      serializeState: coverage.byTransition,
      filterEvents: (s, event) => s.can(event),
    });
    const entered = coverage.checkEnteredStates(
      myOfferingsMachine,
      { request: first },
      paths,
      expectations,
    );
    const ids = coverage.allStateIds(myOfferingsMachine);
    expect(entered).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
