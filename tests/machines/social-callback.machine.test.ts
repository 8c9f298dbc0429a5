import { describe, expect, it, vi } from "vitest";
import { createActor, type EventFromLogic, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { RequestFailure } from "../../machines/request-failure";
import {
  type SocialCallbackInput,
  socialCallbackMachine,
} from "../../machines/social-callback.machine";
import type { SocialCallback, SocialSignIn } from "../../sdk";
import * as coverage from "./state-coverage";

const answer: SocialCallbackInput = {
  code: "provider-code",
  state: "state-123",
  iss: "https://accounts.google.com",
  error: null,
};
const signedIn: SocialSignIn = {
  access: "access-token",
  refresh: "refresh-token",
  next: "/favorites",
  created: true,
};

function run(
  input: SocialCallbackInput,
  complete?: (body: SocialCallback) => Promise<SocialSignIn>,
  signedInAlready = false,
) {
  const calls = {
    complete: vi.fn<(body: SocialCallback) => void>(),
    adopt: vi.fn<(signedIn: SocialSignIn) => void>(),
    forgetAnswer: vi.fn(),
  };
  const actor = createActor(
    socialCallbackMachine.provide({
      actors: {
        complete: fromPromise<SocialSignIn, SocialCallback>(async ({ input: body }) => {
          calls.complete(body);
          return (complete ?? (async () => signedIn))(body);
        }),
      },
      actions: {
        forgetAnswer: () => calls.forgetAnswer(),
        adopt: (_, params) => calls.adopt(params.signedIn),
      },
      guards: { isSignedIn: () => signedInAlready },
    }),
    { input },
  );
  actor.start();
  return { actor, calls };
}

describe("social callback machine", () => {
  it("completes the provider's answer and hands the session its tokens and next", async () => {
    const { actor, calls } = run(answer);
    expect(calls.forgetAnswer).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await waitFor(actor, (s) => s.matches("signedIn"));
    expect(calls.complete).toHaveBeenCalledWith({
      code: "provider-code",
      state: "state-123",
      iss: "https://accounts.google.com",
    });
    expect(calls.adopt).toHaveBeenCalledWith(signedIn);
  });

  it("sends no iss when the provider gave none", async () => {
    const { actor, calls } = run({ ...answer, iss: null });
    await waitFor(actor, (s) => s.matches("signedIn"));
    expect(calls.complete).toHaveBeenCalledWith({ code: "provider-code", state: "state-123" });
  });

  it("says the person cancelled when the provider answers access_denied, and asks nothing", () => {
    const { actor, calls } = run({ code: null, state: "s", iss: null, error: "access_denied" });
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe("sign_in_cancelled");
    expect(calls.complete).not.toHaveBeenCalled();
    expect(calls.forgetAnswer).toHaveBeenCalledTimes(1);
  });

  it("fails without a request on another provider error or a missing code or state", () => {
    const refused = run({ code: null, state: "s", iss: null, error: "server_error" });
    expect(refused.actor.getSnapshot().context.failure).toBe("something_went_wrong");
    for (const input of [
      { ...answer, code: null },
      { ...answer, state: null },
      { ...answer, code: "" },
    ]) {
      const { actor, calls } = run(input);
      expect(actor.getSnapshot().matches("failed")).toBe(true);
      expect(actor.getSnapshot().context.failure).toBe("token_invalid");
      expect(calls.complete).not.toHaveBeenCalled();
    }
  });

  it("keeps the server's code when it refuses", async () => {
    for (const code of ["token_invalid", "email_not_verified", "user_not_active"] as const) {
      const { actor, calls } = run(answer, async () => {
        throw new RequestFailure(code, code === "user_not_active" ? 403 : 400);
      });
      await waitFor(actor, (s) => s.matches("failed"));
      expect(actor.getSnapshot().context.failure).toBe(code);
      expect(calls.adopt).not.toHaveBeenCalled();
    }
    const offline = run(answer, async () => {
      throw new TypeError("Failed to fetch");
    });
    await waitFor(offline.actor, (s) => s.matches("failed"));
    expect(offline.actor.getSnapshot().context.failure).toBe("network_error");
  });

  it("uses nothing of the answer for a person already signed in", () => {
    const { actor, calls } = run(answer, undefined, true);
    expect(actor.getSnapshot().matches("signedIn")).toBe(true);
    expect(actor.getSnapshot().context.next).toBeNull();
    expect(calls.complete).not.toHaveBeenCalled();
    expect(calls.adopt).not.toHaveBeenCalled();
    expect(calls.forgetAnswer).toHaveBeenCalledTimes(1);
  });

  it("every state node is entered by a shortest path and checked", () => {
    // The machine takes no events of its own: only its request's answers move it.
    const events = [
      { type: "xstate.done.actor.complete", output: signedIn },
      { type: "xstate.error.actor.complete", error: new RequestFailure("token_invalid", 400) },
    ] as unknown as EventFromLogic<typeof socialCallbackMachine>[];
    const inputs: SocialCallbackInput[] = [
      answer,
      { ...answer, code: null },
      { code: null, state: null, iss: null, error: "access_denied" },
      { code: null, state: null, iss: null, error: "temporarily_unavailable" },
    ];
    const expectations: coverage.StateChecks<typeof socialCallbackMachine> = {
      "socialCallback.reading": (s) => expect(s.context.failure).toBeNull(),
      "socialCallback.completing": (s) => {
        expect(s.context.code).toBe("provider-code");
        expect(s.hasTag("busy")).toBe(true);
      },
      "socialCallback.signedIn": (s) => {
        expect(s.context.failure).toBeNull();
        expect(s.context.next).toBe("/favorites");
        expect(s.status).toBe("done");
      },
      "socialCallback.failed": (s) => {
        expect(s.context.failure).not.toBeNull();
        expect(s.status).toBe("done");
      },
    };
    const entered = inputs.flatMap((input) => {
      const paths = getShortestPaths(socialCallbackMachine, {
        events,
        input,
        serializeState: coverage.byTransition,
        filterEvents: (s, event) => s.can(event),
      });
      return coverage.checkEnteredStates(socialCallbackMachine, input, paths, expectations);
    });
    const ids = coverage.allStateIds(socialCallbackMachine);
    expect([...new Set(entered)].sort()).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
