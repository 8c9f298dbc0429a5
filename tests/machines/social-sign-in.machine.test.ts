import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { RequestFailure } from "../../machines/request-failure";
import {
  type SocialSignInEvent,
  type SocialSignInInput,
  socialSignInMachine,
} from "../../machines/social-sign-in.machine";
import type { SocialProvider, SocialStart } from "../../sdk";
import * as coverage from "./state-coverage";

const providers: SocialProvider[] = [
  { id: "google", name: "Google" },
  { id: "local", name: "Bozor test ID" },
];
const authorizationUrl = "http://127.0.0.1:8080/oidc/auth?client_id=bozor&state=s";

interface Fakes {
  list?: () => Promise<SocialProvider[]>;
  start?: (body: SocialStart) => Promise<string>;
}

function run(input: SocialSignInInput, fakes: Fakes = {}) {
  const calls = {
    start: vi.fn<(body: SocialStart) => void>(),
    openProvider: vi.fn<(url: string) => void>(),
  };
  const actor = createActor(
    socialSignInMachine.provide({
      actors: {
        listProviders: fromPromise(() => (fakes.list ?? (async () => providers))()),
        start: fromPromise<string, SocialStart>(async ({ input: body }) => {
          calls.start(body);
          return (fakes.start ?? (async () => authorizationUrl))(body);
        }),
      },
      actions: { openProvider: (_, { url }) => calls.openProvider(url) },
    }),
    { input },
  );
  actor.start();
  return { actor, calls };
}

describe("social sign-in machine", () => {
  it("offers the server's providers and sends the browser to the one pressed", async () => {
    const { actor, calls } = run({ next: "/favorites", lang: "uz" });
    await waitFor(actor, (s) => s.matches("choosing"));
    expect(actor.getSnapshot().context.providers).toEqual(providers);
    actor.send({ type: "social.start", provider: "local" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(actor.getSnapshot().context.chosen).toBe("local");
    await waitFor(actor, (s) => s.matches("leaving"));
    expect(calls.start).toHaveBeenCalledWith({ provider: "local", next: "/favorites", lang: "uz" });
    expect(calls.openProvider).toHaveBeenCalledWith(authorizationUrl);
  });

  it("starts without a next when the dialog has none", async () => {
    const { actor, calls } = run({ next: null, lang: "fa" });
    await waitFor(actor, (s) => s.matches("choosing"));
    actor.send({ type: "social.start", provider: "google" });
    await waitFor(actor, (s) => s.matches("leaving"));
    expect(calls.start).toHaveBeenCalledWith({ provider: "google", lang: "fa" });
  });

  it("shows nothing when the server offers no provider or cannot be asked", async () => {
    const none = run({ next: null, lang: "ru" }, { list: async () => [] });
    await waitFor(none.actor, (s) => s.matches("unavailable"));
    const failing = run(
      { next: null, lang: "ru" },
      {
        list: async () => {
          throw new TypeError("Failed to fetch");
        },
      },
    );
    await waitFor(failing.actor, (s) => s.matches("unavailable"));
    expect(failing.actor.getSnapshot().status).toBe("done");
  });

  it("ignores a provider it was not offered", async () => {
    const { actor, calls } = run({ next: null, lang: "ru" });
    await waitFor(actor, (s) => s.matches("choosing"));
    actor.send({ type: "social.start", provider: "facebook" });
    expect(actor.getSnapshot().matches("choosing")).toBe(true);
    expect(calls.start).not.toHaveBeenCalled();
  });

  it("comes back with the server's code when it refuses to start, and may try again", async () => {
    let refuse = true;
    const { actor, calls } = run(
      { next: null, lang: "en" },
      {
        start: async () => {
          if (refuse) throw new RequestFailure("provider_not_supported", 400);
          return authorizationUrl;
        },
      },
    );
    await waitFor(actor, (s) => s.matches("choosing"));
    actor.send({ type: "social.start", provider: "google" });
    await waitFor(actor, (s) => s.matches("choosing") && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      error: "provider_not_supported",
      chosen: null,
    });
    expect(calls.openProvider).not.toHaveBeenCalled();
    refuse = false;
    actor.send({ type: "social.start", provider: "google" });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches("leaving"));
  });

  it("every state node is entered by a shortest path and checked", () => {
    const events: SocialSignInEvent[] = [
      { type: "social.start", provider: "local" },
      {
        type: "xstate.done.actor.listProviders",
        output: providers,
      } as unknown as SocialSignInEvent,
      { type: "xstate.done.actor.listProviders", output: [] } as unknown as SocialSignInEvent,
      { type: "xstate.done.actor.start", output: authorizationUrl } as unknown as SocialSignInEvent,
      {
        type: "xstate.error.actor.start",
        error: new RequestFailure("too_many_attempts", 429),
      } as unknown as SocialSignInEvent,
    ];
    const input: SocialSignInInput = { next: "/favorites", lang: "ru" };
    const expectations: coverage.StateChecks<typeof socialSignInMachine> = {
      "socialSignIn.loading": (s) => expect(s.context.providers).toEqual([]),
      "socialSignIn.unavailable": (s) => {
        expect(s.context.providers).toEqual([]);
        expect(s.status).toBe("done");
      },
      "socialSignIn.choosing": (s) => {
        expect(s.context.providers).toEqual(providers);
        expect(s.context.chosen).toBeNull();
      },
      "socialSignIn.starting": (s) => {
        expect(s.context.chosen).toBe("local");
        expect(s.hasTag("busy")).toBe(true);
      },
      "socialSignIn.leaving": (s) => {
        expect(s.context.error).toBeNull();
        expect(s.hasTag("busy")).toBe(true);
      },
    };
    const paths = getShortestPaths(socialSignInMachine, {
      events,
      input,
      serializeState: coverage.byTransition,
      filterEvents: (s, event) => !event.type.startsWith("xstate.") || s.can(event),
    });
    const entered = coverage.checkEnteredStates(socialSignInMachine, input, paths, expectations);
    const ids = coverage.allStateIds(socialSignInMachine);
    expect(entered).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
