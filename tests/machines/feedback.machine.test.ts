import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import {
  type FeedbackEvent,
  type FeedbackInput,
  feedbackMachine,
  MAX_COMMENT_LENGTH,
} from "../../machines/feedback.machine";
import { RequestFailure } from "../../machines/request-failure";
import type { ErrorCode, Feedback, FeedbackCreate, FeedbackUpdate } from "../../sdk";
import * as coverage from "./state-coverage";

const OFFERING = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";

const rating: Feedback = {
  id: "0b6a8c1e-2d3f-4a5b-8c7d-9e0f1a2b3c4d",
  kind: "rating",
  rating: 4,
  comment: "Tez yetkazib berishdi",
  author: "Aziza K.",
  is_mine: true,
  offering_id: OFFERING,
  business_id: null,
  created_at: "2026-05-01T10:00:00.000Z",
  updated_at: "2026-05-01T10:00:00.000Z",
};
const like: Feedback = { ...rating, kind: "like", rating: null, comment: null };

interface Fakes {
  create?: (body: FeedbackCreate) => Promise<Feedback>;
  update?: (input: { id: string; changes: FeedbackUpdate }) => Promise<Feedback>;
  remove?: (input: { id: string }) => Promise<void>;
}

function start(
  mine: Feedback | null,
  options: { signedIn?: boolean; refusal?: ErrorCode } & Fakes = {},
) {
  const calls = {
    create: vi.fn<(body: FeedbackCreate) => void>(),
    update: vi.fn<(input: { id: string; changes: FeedbackUpdate }) => void>(),
    remove: vi.fn<(input: { id: string }) => void>(),
    askToSignIn: vi.fn(),
    changed: vi.fn(),
  };
  const actor = createActor(
    feedbackMachine.provide({
      actors: {
        create: fromPromise<Feedback, FeedbackCreate>(async ({ input }) => {
          calls.create(input);
          return (options.create ?? (async () => rating))(input);
        }),
        update: fromPromise<Feedback, { id: string; changes: FeedbackUpdate }>(
          async ({ input }) => {
            calls.update(input);
            return (options.update ?? (async () => rating))(input);
          },
        ),
        remove: fromPromise<void, { id: string }>(async ({ input }) => {
          calls.remove(input);
          await options.remove?.(input);
        }),
      },
      actions: { askToSignIn: () => calls.askToSignIn(), changed: () => calls.changed() },
      guards: { isSignedIn: () => options.signedIn ?? true },
    }),
    { input: { target: { offering_id: OFFERING }, mine, refusal: options.refusal ?? null } },
  );
  actor.start();
  return { actor, calls };
}

describe("feedback machine", () => {
  it("shows the caller's feedback when there is one, the form otherwise", () => {
    expect(start(rating).actor.getSnapshot().matches("showing")).toBe(true);
    expect(start(null).actor.getSnapshot().matches("composing")).toBe(true);
  });

  it("offers nothing to a caller the server's rule refuses, and sends nothing", () => {
    const { actor, calls } = start(null, { refusal: "feedback_own_business" });
    expect(actor.getSnapshot().matches("refused")).toBe(true);
    actor.send({ type: "feedback.rate", rating: 5, comment: "" });
    actor.send({ type: "feedback.like" });
    expect(actor.getSnapshot().matches("refused")).toBe(true);
    expect(actor.getSnapshot().context.refusal).toBe("feedback_own_business");
    expect(calls.create).not.toHaveBeenCalled();
    expect(calls.askToSignIn).not.toHaveBeenCalled();
  });

  it("shows feedback left before the rule applied; once removed, offers no form", async () => {
    const { actor, calls } = start(like, { refusal: "feedback_own_business" });
    expect(actor.getSnapshot().matches("showing")).toBe(true);
    actor.send({ type: "feedback.remove" });
    await waitFor(actor, (s) => !s.hasTag("busy"));
    expect(calls.remove).toHaveBeenCalledWith({ id: like.id });
    expect(actor.getSnapshot().matches("refused")).toBe(true);
  });

  it("sends a visitor to sign in, for a rating and for a like, and sends nothing", () => {
    const { actor, calls } = start(null, { signedIn: false });
    actor.send({ type: "feedback.rate", rating: 5, comment: "" });
    actor.send({ type: "feedback.like" });
    expect(calls.askToSignIn).toHaveBeenCalledTimes(2);
    expect(calls.create).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches("composing")).toBe(true);
  });

  it.each([null, 0, 6, 2.5])("refuses %s stars with invalid_rating, sending nothing", (stars) => {
    const { actor, calls } = start(null);
    actor.send({ type: "feedback.rate", rating: stars, comment: "Yaxshi" });
    expect(actor.getSnapshot().context.error).toBe("invalid_rating");
    expect(calls.create).not.toHaveBeenCalled();
  });

  it("refuses a comment over 2000 characters with comment_too_long", () => {
    const { actor, calls } = start(null);
    actor.send({ type: "feedback.rate", rating: 5, comment: "a".repeat(MAX_COMMENT_LENGTH + 1) });
    expect(actor.getSnapshot().context.error).toBe("comment_too_long");
    expect(calls.create).not.toHaveBeenCalled();
  });

  it("accepts exactly 2000 characters, counted without the blank edges", async () => {
    const { actor, calls } = start(null);
    const comment = `  ${"a".repeat(MAX_COMMENT_LENGTH)}\n`;
    actor.send({ type: "feedback.rate", rating: 5, comment });
    await waitFor(actor, (s) => s.matches("showing"));
    expect(calls.create).toHaveBeenCalledWith({
      offering_id: OFFERING,
      kind: "rating",
      rating: 5,
      comment: "a".repeat(MAX_COMMENT_LENGTH),
    });
  });

  it("creates a rating without a comment when none was typed, then reports the change", async () => {
    const { actor, calls } = start(null);
    actor.send({ type: "feedback.rate", rating: 4, comment: "   " });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await waitFor(actor, (s) => s.matches("showing"));
    expect(calls.create).toHaveBeenCalledWith({ offering_id: OFFERING, kind: "rating", rating: 4 });
    expect(actor.getSnapshot().context.mine).toEqual(rating);
    expect(calls.changed).toHaveBeenCalledTimes(1);
  });

  it("likes, and undoes a like without asking", async () => {
    const { actor, calls } = start(null, { create: async () => like });
    actor.send({ type: "feedback.like" });
    await waitFor(actor, (s) => s.matches("showing"));
    expect(calls.create).toHaveBeenCalledWith({ offering_id: OFFERING, kind: "like" });
    actor.send({ type: "feedback.remove" });
    await waitFor(actor, (s) => s.matches("composing"));
    expect(calls.remove).toHaveBeenCalledWith({ id: like.id });
    expect(actor.getSnapshot().context.mine).toBeNull();
  });

  it("keeps the server's code when the feedback already exists", async () => {
    const { actor } = start(null, {
      create: async () => {
        throw new RequestFailure("feedback_exists_offering", 400);
      },
    });
    actor.send({ type: "feedback.rate", rating: 3, comment: "" });
    await waitFor(actor, (s) => s.matches("composing") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("feedback_exists_offering");
  });

  it("edits a rating: new stars, the comment cleared to null", async () => {
    const { actor, calls } = start(rating, {
      update: async ({ changes }) => ({ ...rating, rating: changes.rating ?? 0, comment: null }),
    });
    actor.send({ type: "feedback.edit" });
    actor.send({ type: "feedback.rate", rating: 2, comment: "" });
    await waitFor(actor, (s) => s.matches("showing"));
    expect(calls.update).toHaveBeenCalledWith({
      id: rating.id,
      changes: { rating: 2, comment: null },
    });
    expect(actor.getSnapshot().context.mine?.rating).toBe(2);
  });

  it("asks before removing a rating; cancel keeps it", async () => {
    const { actor, calls } = start(rating);
    actor.send({ type: "feedback.remove" });
    expect(actor.getSnapshot().matches("confirmingRemove")).toBe(true);
    actor.send({ type: "feedback.removeCancel" });
    expect(actor.getSnapshot().matches("showing")).toBe(true);
    actor.send({ type: "feedback.remove" });
    actor.send({ type: "feedback.removeConfirm" });
    await waitFor(actor, (s) => s.matches("composing"));
    expect(calls.remove).toHaveBeenCalledWith({ id: rating.id });
    expect(calls.changed).toHaveBeenCalledTimes(1);
  });

  it("every state node is entered by a shortest path and checked", () => {
    const events: FeedbackEvent[] = [
      { type: "feedback.rate", rating: 4, comment: "" },
      { type: "feedback.rate", rating: null, comment: "" },
      { type: "feedback.like" },
      { type: "feedback.edit" },
      { type: "feedback.cancel" },
      { type: "feedback.remove" },
      { type: "feedback.removeConfirm" },
      { type: "feedback.removeCancel" },
      { type: "xstate.done.actor.create", output: rating } as unknown as FeedbackEvent,
      { type: "xstate.done.actor.like", output: like } as unknown as FeedbackEvent,
      { type: "xstate.done.actor.update", output: rating } as unknown as FeedbackEvent,
      { type: "xstate.done.actor.remove" } as unknown as FeedbackEvent,
      {
        type: "xstate.error.actor.create",
        error: new RequestFailure("feedback_exists_offering", 400),
      } as unknown as FeedbackEvent,
    ];
    const machine = feedbackMachine.provide({ guards: { isSignedIn: () => true } });
    // Free to give feedback from the start, and refused once one's own is removed.
    const inputs: FeedbackInput[] = [
      { target: { offering_id: OFFERING }, mine: null, refusal: null },
      { target: { offering_id: OFFERING }, mine: like, refusal: "feedback_own_business" },
    ];
    const expectations: coverage.StateChecks<typeof feedbackMachine> = {
      "feedback.starting": (s) => expect(s.context.draft).toBeNull(),
      "feedback.refused": (s) => {
        expect(s.context.mine).toBeNull();
        expect(s.context.refusal).not.toBeNull();
      },
      "feedback.composing": (s) => expect(s.context.mine).toBeNull(),
      "feedback.creating": (s) => expect(s.context.draft?.rating).toBe(4),
      "feedback.liking": (s) => expect(s.hasTag("busy")).toBe(true),
      "feedback.showing": (s) => expect(s.context.mine).not.toBeNull(),
      "feedback.editing": (s) => expect(s.context.mine?.kind).toBe("rating"),
      "feedback.updating": (s) => expect(s.hasTag("busy")).toBe(true),
      "feedback.confirmingRemove": (s) =>
        expect(s.can({ type: "feedback.removeConfirm" })).toBe(true),
      "feedback.removing": (s) => expect(s.hasTag("busy")).toBe(true),
    };
    const entered = inputs.flatMap((input) => {
      const paths = getShortestPaths(machine, {
        events,
        input,
        serializeState: coverage.byTransition,
        filterEvents: (s, event) => !event.type.startsWith("xstate.") || s.can(event),
      });
      return coverage.checkEnteredStates(machine, input, paths, expectations);
    });
    const ids = coverage.allStateIds(feedbackMachine);
    expect([...new Set(entered)].sort()).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
