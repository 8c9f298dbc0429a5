import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { RequestFailure } from "../../machines/request-failure";
import {
  type SearchEvent,
  type SearchRequest,
  type SearchResults,
  searchMachine,
} from "../../machines/search.machine";
import * as coverage from "./state-coverage";

const first: SearchRequest = { list: "offerings", query: { kind: "product", q: "plov", page: 1 } };
const second: SearchRequest = { list: "offerings", query: { kind: "product", q: "plov", page: 2 } };

function resultsFor(request: SearchRequest): SearchResults {
  return {
    list: "offerings",
    page: {
      items: [],
      total: 30,
      page: request.query.page ?? 1,
      page_size: 24,
      facets: { categories: [], regions: [] },
    },
  };
}

function start(search: (request: SearchRequest, signal: AbortSignal) => Promise<SearchResults>) {
  const actor = createActor(
    searchMachine.provide({
      actors: { search: fromPromise(({ input, signal }) => search(input, signal)) },
    }),
    { input: { request: first } },
  );
  actor.start();
  return actor;
}

describe("search machine", () => {
  it("searches for the request it starts with, tagged loading, then holds the results", async () => {
    const asked: SearchRequest[] = [];
    const actor = start(async (request) => {
      asked.push(request);
      return resultsFor(request);
    });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(asked).toEqual([first]);
    expect(actor.getSnapshot().context.results).toEqual(resultsFor(first));
  });

  it("replaces a search in flight, aborting it, and keeps the last results meanwhile", async () => {
    const aborted: SearchRequest[] = [];
    let answer = true;
    const actor = start(
      (request, signal) =>
        new Promise((resolve) => {
          signal.addEventListener("abort", () => aborted.push(request));
          if (answer) resolve(resultsFor(request));
        }),
    );
    await waitFor(actor, (s) => s.matches("ready"));
    answer = false;
    actor.send({ type: "search.request", request: second });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    expect(actor.getSnapshot().context.results).toEqual(resultsFor(first));
    answer = true;
    actor.send({ type: "search.request", request: { ...second, query: { q: "somsa" } } });
    expect(aborted).toEqual([second]);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.request).toEqual({ ...second, query: { q: "somsa" } });
  });

  it("does not search again for the request it already has", async () => {
    let calls = 0;
    const actor = start(async (request) => {
      calls += 1;
      return resultsFor(request);
    });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "search.request", request: { ...first, query: { ...first.query } } });
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(calls).toBe(1);
  });

  it("keeps the server's code on failure and searches again on retry", async () => {
    let attempts = 0;
    const actor = start(async (request) => {
      attempts += 1;
      if (attempts === 1) throw new RequestFailure("invalid_category", 400);
      return resultsFor(request);
    });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.error).toBe("invalid_category");
    actor.send({ type: "search.retry" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("leaves a failure for a new request", async () => {
    const actor = start(async (request) => {
      if (request === first) throw new RequestFailure("invalid_region", 400);
      return resultsFor(request);
    });
    await waitFor(actor, (s) => s.matches("failed"));
    actor.send({ type: "search.request", request: second });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.results).toEqual(resultsFor(second));
  });

  it("every state is reached by a shortest path and checked", () => {
    const events = [
      { type: "xstate.done.actor.search", output: resultsFor(first) },
      { type: "xstate.error.actor.search", error: new RequestFailure("invalid_sort", 400) },
      { type: "search.retry" },
      { type: "search.request", request: second },
    ] as SearchEvent[];
    const expectations: coverage.StateChecks<typeof searchMachine> = {
      "search.loading": (s) => expect(s.hasTag("loading")).toBe(true),
      "search.ready": (s) => {
        expect(s.context.results).toEqual(resultsFor(first));
        expect(s.context.error).toBeNull();
      },
      "search.failed": (s) => expect(s.context.error).toBe("invalid_sort"),
    };
    const paths = getShortestPaths(searchMachine, {
      input: { request: first },
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
      filterEvents: (s, event) => !event.type.startsWith("xstate.") || s.can(event),
    });
    const ids = coverage.allStateIds(searchMachine);
    expect(
      coverage.checkEnteredStates(searchMachine, { request: first }, paths, expectations),
    ).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
