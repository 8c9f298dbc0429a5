import { assign, fromPromise, setup } from "xstate";
import type { BannerDecision, BannerDetail } from "../sdk";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * An administrator's decision on one pending banner request, in the queue's row:
 * `idle` → `banner.approve` → `deciding`; or `banner.rejectStart` → `rejecting`, where a
 * reason is typed (required, as the server says: the business reads it) → `banner.rejectConfirm`
 * → `deciding`; `banner.rejectCancel` goes back. `deciding` → `idle` with the page's `decided`
 * effect (the queue reloads); a refusal (someone decided first: `status_invalid`) is shown.
 */

export interface BannerDecisionContext {
  id: string;
  reason: string;
  error: FailureCode | null;
  decision: BannerDecision | null;
}

export type BannerDecisionEvent =
  | { type: "banner.approve" }
  | { type: "banner.rejectStart" }
  | { type: "banner.reason"; value: string }
  | { type: "banner.rejectConfirm" }
  | { type: "banner.rejectCancel" };

const mustBeProvided = () => {
  throw new Error('bannerDecision: the "decide" implementation must be provided');
};

export const bannerDecisionMachine = setup({
  types: {
    context: {} as BannerDecisionContext,
    events: {} as BannerDecisionEvent,
    input: {} as { id: string },
    tags: {} as "busy",
  },
  actors: {
    decide: fromPromise<BannerDetail, { id: string; decision: BannerDecision }>(mustBeProvided),
  },
  actions: {
    decided: () => {},
  },
  guards: {
    hasReason: ({ context }) => context.reason.trim() !== "",
  },
}).createMachine({
  id: "bannerDecision",
  context: ({ input }) => ({ id: input.id, reason: "", error: null, decision: null }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "banner.approve": {
          target: "deciding",
          actions: assign({ decision: { action: "approve" }, error: null }),
        },
        "banner.rejectStart": { target: "rejecting", actions: assign({ error: null }) },
      },
    },
    rejecting: {
      on: {
        "banner.reason": { actions: assign({ reason: ({ event }) => event.value, error: null }) },
        "banner.rejectConfirm": [
          {
            guard: "hasReason",
            target: "deciding",
            actions: assign({
              decision: ({ context }) => ({ action: "reject", reason: context.reason.trim() }),
            }),
          },
          { actions: assign({ error: "reason_required" }) },
        ],
        "banner.rejectCancel": { target: "idle", actions: assign({ reason: "", error: null }) },
      },
    },
    deciding: {
      tags: ["busy"],
      invoke: {
        src: "decide",
        input: ({ context }) => ({
          id: context.id,
          decision: context.decision as BannerDecision,
        }),
        onDone: { target: "idle", actions: [assign({ reason: "" }), "decided"] },
        onError: {
          target: "idle",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
  },
});
