import { assign, fromPromise, not, setup } from "xstate";
import type { ErrorCode, Feedback, FeedbackCreate, FeedbackUpdate } from "../sdk";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * The caller's own feedback on one offering or business: one each, a rating (1–5 stars with an
 * optional comment) or a like. Read top to bottom:
 * - `refused`: none yet, and the server's rule says this caller may not leave any (`refusal`,
 *   the item's `feedback_refusal`: its owner, or a business not accepted). No form is offered;
 *   the view says why. The rule is the server's: this machine only reads its answer.
 * - `composing`: none yet. Rating or liking as a visitor asks them to sign in (`askToSignIn`);
 *   a rating without stars or with too long a comment stays here with the code the server
 *   would answer (`invalid_rating`, `comment_too_long`), so nothing is sent that must fail.
 * - `creating` / `liking` → `showing` the saved feedback; a refusal returns with its code.
 * - `showing` → `editing` (a rating's stars and comment) → `updating` → `showing`.
 * - Removing a rating asks first (`confirmingRemove`); a like is undone at once.
 * - `changed` tells the page the list and the rating summary are out of date.
 */

export const MAX_COMMENT_LENGTH = 2000;

export type FeedbackTarget = { offering_id: string } | { business_id: string };

export interface FeedbackInput {
  target: FeedbackTarget;
  mine: Feedback | null;
  /** Why the caller may not rate or like the item (the server's code), null when they may. */
  refusal: ErrorCode | null;
}

export interface FeedbackDraft {
  rating: number | null;
  comment: string;
}

export interface FeedbackContext extends FeedbackInput {
  draft: FeedbackDraft | null;
  error: FailureCode | null;
}

export type FeedbackEvent =
  | ({ type: "feedback.rate" } & FeedbackDraft)
  | { type: "feedback.like" }
  | { type: "feedback.edit" }
  | { type: "feedback.cancel" }
  | { type: "feedback.remove" }
  | { type: "feedback.removeConfirm" }
  | { type: "feedback.removeCancel" };

const mustBeProvided = (name: string) => () => {
  throw new Error(`feedback: the "${name}" implementation must be provided`);
};

/** Plain text as typed, without the blank edges; an empty comment is no comment. */
function commentOf(draft: FeedbackDraft | null): string | null {
  const comment = draft?.comment.trim() ?? "";
  return comment === "" ? null : comment;
}

function newRating({ target, draft }: FeedbackContext): FeedbackCreate {
  const comment = commentOf(draft);
  return {
    ...target,
    kind: "rating",
    rating: draft?.rating ?? 0,
    ...(comment === null ? {} : { comment }),
  };
}

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as FeedbackInput,
    tags: {} as "busy",
  },
  actors: {
    create: fromPromise<Feedback, FeedbackCreate>(mustBeProvided("create")),
    update: fromPromise<Feedback, { id: string; changes: FeedbackUpdate }>(
      mustBeProvided("update"),
    ),
    remove: fromPromise<void, { id: string }>(mustBeProvided("remove")),
  },
  actions: {
    askToSignIn: () => {},
    changed: () => {},
  },
  guards: {
    // The session knows; the app provides this. Unprovided, everyone is a visitor.
    isSignedIn: () => false,
    hasMine: ({ context }) => context.mine !== null,
    isRefused: ({ context }) => context.refusal !== null,
    isLike: ({ context }) => context.mine?.kind === "like",
    isRatingInvalid: (_, params: { rating: number | null }) =>
      params.rating === null ||
      !Number.isInteger(params.rating) ||
      params.rating < 1 ||
      params.rating > 5,
    isCommentTooLong: (_, params: { comment: string }) =>
      params.comment.trim().length > MAX_COMMENT_LENGTH,
  },
}).createMachine({
  id: "feedback",
  context: ({ input }) => ({
    target: input.target,
    mine: input.mine,
    refusal: input.refusal,
    draft: null,
    error: null,
  }),
  initial: "starting",
  states: {
    starting: {
      always: [
        // Feedback left before the rule applied can still be seen, changed and removed.
        { guard: "hasMine", target: "showing" },
        { guard: "isRefused", target: "refused" },
        { target: "composing" },
      ],
    },
    refused: {},
    composing: {
      on: {
        "feedback.rate": [
          { guard: not("isSignedIn"), actions: "askToSignIn" },
          {
            guard: { type: "isRatingInvalid", params: ({ event }) => ({ rating: event.rating }) },
            actions: assign({ error: "invalid_rating" }),
          },
          {
            guard: {
              type: "isCommentTooLong",
              params: ({ event }) => ({ comment: event.comment }),
            },
            actions: assign({ error: "comment_too_long" }),
          },
          {
            target: "creating",
            actions: assign({
              draft: ({ event }) => ({ rating: event.rating, comment: event.comment }),
              error: null,
            }),
          },
        ],
        "feedback.like": [
          { guard: not("isSignedIn"), actions: "askToSignIn" },
          { target: "liking", actions: assign({ error: null }) },
        ],
      },
    },
    creating: {
      tags: ["busy"],
      invoke: {
        id: "create",
        src: "create",
        input: ({ context }) => newRating(context),
        onDone: {
          target: "showing",
          actions: [assign({ mine: ({ event }) => event.output, draft: null }), "changed"],
        },
        onError: {
          target: "composing",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    liking: {
      tags: ["busy"],
      invoke: {
        id: "like",
        src: "create",
        input: ({ context }) => ({ ...context.target, kind: "like" as const }),
        onDone: {
          target: "showing",
          actions: [assign({ mine: ({ event }) => event.output }), "changed"],
        },
        onError: {
          target: "composing",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    showing: {
      on: {
        "feedback.edit": {
          guard: not("isLike"),
          target: "editing",
          actions: assign({ error: null }),
        },
        "feedback.remove": [
          { guard: "isLike", target: "removing", actions: assign({ error: null }) },
          { target: "confirmingRemove", actions: assign({ error: null }) },
        ],
      },
    },
    editing: {
      on: {
        "feedback.rate": [
          {
            guard: { type: "isRatingInvalid", params: ({ event }) => ({ rating: event.rating }) },
            actions: assign({ error: "invalid_rating" }),
          },
          {
            guard: {
              type: "isCommentTooLong",
              params: ({ event }) => ({ comment: event.comment }),
            },
            actions: assign({ error: "comment_too_long" }),
          },
          {
            target: "updating",
            actions: assign({
              draft: ({ event }) => ({ rating: event.rating, comment: event.comment }),
              error: null,
            }),
          },
        ],
        "feedback.cancel": { target: "showing", actions: assign({ error: null }) },
      },
    },
    updating: {
      tags: ["busy"],
      invoke: {
        id: "update",
        src: "update",
        input: ({ context }) => ({
          id: context.mine?.id ?? "",
          changes: { rating: context.draft?.rating ?? 0, comment: commentOf(context.draft) },
        }),
        onDone: {
          target: "showing",
          actions: [assign({ mine: ({ event }) => event.output, draft: null }), "changed"],
        },
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    confirmingRemove: {
      on: {
        "feedback.removeConfirm": { target: "removing" },
        "feedback.removeCancel": { target: "showing" },
      },
    },
    removing: {
      tags: ["busy"],
      invoke: {
        id: "remove",
        src: "remove",
        input: ({ context }) => ({ id: context.mine?.id ?? "" }),
        onDone: {
          target: "starting",
          actions: [assign({ mine: null, draft: null }), "changed"],
        },
        onError: {
          target: "showing",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
  },
});
