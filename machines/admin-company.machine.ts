import { assign, fromPromise, setup } from "xstate";
import type { AdminBusiness, AdminBusinessAction, BusinessStatus } from "../sdk";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * One company on /admin/companies/:id, and the administrator's decision on it. Read top to
 * bottom:
 * - `loading` → `ready`, or `failed` with a retry.
 * - `ready.idle`: `company.decide` with an action the business's status allows (the server's
 *   own table, ACTIONS_FROM) opens `confirming` (accept, unblock) or `askingReason` (reject,
 *   block: the owner is told why, so a blank reason is refused here with `reason_required`).
 * - `deciding` sends it; the answer is the business as it now is (history and audit entries
 *   included) and `decided` names what was done. A refusal (another administrator decided
 *   first: `status_invalid`) returns to `idle` with its code, and the business is read again.
 */

/** The statuses each decision may be taken from (the server answers `status_invalid` otherwise). */
export const ACTIONS_FROM: Record<AdminBusinessAction, readonly BusinessStatus[]> = {
  accept: ["pending", "rejected"],
  reject: ["pending"],
  block: ["pending", "accepted", "rejected"],
  unblock: ["blocked"],
};

export const NEEDS_REASON: ReadonlySet<AdminBusinessAction> = new Set(["reject", "block"]);

export interface Decision {
  id: string;
  action: AdminBusinessAction;
  reason: string;
  lang: string;
}

export interface AdminCompanyContext {
  id: string;
  lang: string;
  business: AdminBusiness | null;
  action: AdminBusinessAction | null;
  reason: string;
  error: FailureCode | null;
  /** The last decision taken, until the next one starts (the page says it was saved). */
  decided: AdminBusinessAction | null;
}

export type AdminCompanyEvent =
  | { type: "company.retry" }
  | { type: "company.decide"; action: AdminBusinessAction }
  | { type: "company.reason"; reason: string }
  | { type: "company.confirm" }
  | { type: "company.cancel" };

const mustBeProvided = (name: string) => () => {
  throw new Error(`adminCompany: the "${name}" implementation must be provided`);
};

export const adminCompanyMachine = setup({
  types: {
    context: {} as AdminCompanyContext,
    events: {} as AdminCompanyEvent,
    input: {} as { id: string; lang: string },
    tags: {} as "busy",
    children: {} as { load: "load"; decide: "decide" },
  },
  actors: {
    load: fromPromise<AdminBusiness, { id: string }>(mustBeProvided("load")),
    decide: fromPromise<AdminBusiness, Decision>(mustBeProvided("decide")),
  },
  actions: {
    startDecision: assign((_, params: { action: AdminBusinessAction }) => ({
      action: params.action,
      reason: "",
      error: null,
      decided: null,
    })),
  },
  guards: {
    isDecisionRefused: (_, params: { error: unknown }) =>
      failureCode(params.error) === "status_invalid",
    isAllowed: ({ context }, params: { action: AdminBusinessAction }) =>
      context.business !== null && ACTIONS_FROM[params.action].includes(context.business.status),
    mayDecideWithReason: ({ context }, params: { action: AdminBusinessAction }) =>
      NEEDS_REASON.has(params.action) &&
      context.business !== null &&
      ACTIONS_FROM[params.action].includes(context.business.status),
    hasReason: ({ context }) => context.reason.trim() !== "",
  },
}).createMachine({
  id: "adminCompany",
  context: ({ input }) => ({
    id: input.id,
    lang: input.lang,
    business: null,
    action: null,
    reason: "",
    error: null,
    decided: null,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: "ready",
          actions: assign({ business: ({ event }) => event.output }),
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    failed: { on: { "company.retry": { target: "loading", actions: assign({ error: null }) } } },
    ready: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "company.decide": [
              {
                guard: {
                  type: "mayDecideWithReason",
                  params: ({ event }) => ({ action: event.action }),
                },
                target: "askingReason",
                actions: {
                  type: "startDecision",
                  params: ({ event }) => ({ action: event.action }),
                },
              },
              {
                guard: { type: "isAllowed", params: ({ event }) => ({ action: event.action }) },
                target: "confirming",
                actions: {
                  type: "startDecision",
                  params: ({ event }) => ({ action: event.action }),
                },
              },
            ],
          },
        },
        askingReason: {
          on: {
            "company.reason": { actions: assign({ reason: ({ event }) => event.reason }) },
            "company.confirm": [
              { guard: "hasReason", target: "deciding" },
              { actions: assign({ error: "reason_required" }) },
            ],
            "company.cancel": { target: "idle", actions: assign({ action: null, error: null }) },
          },
        },
        confirming: {
          on: {
            "company.confirm": { target: "deciding" },
            "company.cancel": { target: "idle", actions: assign({ action: null }) },
          },
        },
        deciding: {
          tags: ["busy"],
          invoke: {
            id: "decide",
            src: "decide",
            input: ({ context }) => ({
              id: context.id,
              action: context.action ?? "accept",
              reason: context.reason.trim(),
              lang: context.lang,
            }),
            onDone: {
              target: "idle",
              actions: assign(({ context, event }) => ({
                business: event.output,
                decided: context.action,
                action: null,
                reason: "",
                error: null,
              })),
            },
            onError: [
              {
                // Someone decided first: what it is now matters more than what it was.
                guard: {
                  type: "isDecisionRefused",
                  params: ({ event }) => ({ error: event.error }),
                },
                target: "#adminCompany.reloading",
                actions: assign({ error: "status_invalid", action: null }),
              },
              {
                target: "idle",
                actions: assign({ error: ({ event }) => failureCode(event.error), action: null }),
              },
            ],
          },
        },
      },
    },
    reloading: {
      tags: ["busy"],
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: "ready", actions: assign({ business: ({ event }) => event.output }) },
        onError: { target: "ready" },
      },
    },
  },
});
