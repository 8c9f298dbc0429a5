import { assign, fromPromise, setup } from "xstate";
import type { AdminUser, AdminUserDetail, Role } from "../sdk";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * One person on /admin/users/:id and what an administrator may do to them. Read top to bottom:
 * - `loading` the person → `ready`, or `failed` with a retry.
 * - `ready.idle`: `user.deactivate`, `user.reactivate` and `user.changeRole` each ask first
 *   (`confirming`, the action kept in `pending`); `user.confirm` runs it (`acting`), then the
 *   page is read again (`refreshing`, the person staying on screen) so the audit entry it made
 *   shows. A refusal (`cannot_be_controlled`, …) returns to `idle` with its code.
 * An action that would change nothing (deactivating the inactive, the same role) is not offered.
 */

export type UserAction =
  | { kind: "deactivate" }
  | { kind: "reactivate" }
  | { kind: "role"; role: Role };

export interface AdminUserContext {
  id: string;
  lang: string;
  detail: AdminUserDetail | null;
  error: FailureCode | null;
  pending: UserAction | null;
}

export type AdminUserEvent =
  | { type: "user.retry" }
  | { type: "user.deactivate" }
  | { type: "user.reactivate" }
  | { type: "user.changeRole"; role: Role }
  | { type: "user.confirm" }
  | { type: "user.cancel" };

export interface UserActionRequest {
  id: string;
  action: UserAction;
}

const mustBeProvided = (name: string) => () => {
  throw new Error(`adminUser: the "${name}" implementation must be provided`);
};

export const adminUserMachine = setup({
  types: {
    context: {} as AdminUserContext,
    events: {} as AdminUserEvent,
    input: {} as { id: string; lang: string },
    tags: {} as "busy",
    children: {} as { load: "load"; act: "act" },
  },
  actors: {
    load: fromPromise<AdminUserDetail, { id: string; lang: string }>(mustBeProvided("load")),
    act: fromPromise<AdminUser, UserActionRequest>(mustBeProvided("act")),
  },
  guards: {
    isActive: ({ context }) => context.detail?.user.status === "active",
    isInactive: ({ context }) => context.detail?.user.status === "inactive",
    isOtherRole: ({ context }, params: { role: Role }) => context.detail?.user.role !== params.role,
  },
}).createMachine({
  id: "adminUser",
  context: ({ input }) => ({ ...input, detail: null, error: null, pending: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ id: context.id, lang: context.lang }),
        onDone: {
          target: "ready",
          actions: assign({ detail: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    failed: { on: { "user.retry": { target: "loading" } } },
    ready: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "user.deactivate": {
              guard: "isActive",
              target: "confirming",
              actions: assign({ pending: { kind: "deactivate" }, error: null }),
            },
            "user.reactivate": {
              guard: "isInactive",
              target: "confirming",
              actions: assign({ pending: { kind: "reactivate" }, error: null }),
            },
            "user.changeRole": {
              guard: { type: "isOtherRole", params: ({ event }) => ({ role: event.role }) },
              target: "confirming",
              actions: assign({
                pending: ({ event }) => ({ kind: "role", role: event.role }),
                error: null,
              }),
            },
          },
        },
        confirming: {
          on: {
            "user.confirm": { target: "acting" },
            "user.cancel": { target: "idle", actions: assign({ pending: null }) },
          },
        },
        acting: {
          tags: ["busy"],
          invoke: {
            id: "act",
            src: "act",
            input: ({ context }) => ({
              id: context.id,
              action: context.pending ?? { kind: "deactivate" },
            }),
            onDone: {
              target: "refreshing",
              actions: assign(({ context, event }) => ({
                pending: null,
                detail: context.detail && { ...context.detail, user: event.output },
              })),
            },
            onError: {
              target: "idle",
              actions: assign({ error: ({ event }) => failureCode(event.error), pending: null }),
            },
          },
        },
        refreshing: {
          invoke: {
            id: "load",
            src: "load",
            input: ({ context }) => ({ id: context.id, lang: context.lang }),
            onDone: { target: "idle", actions: assign({ detail: ({ event }) => event.output }) },
            // The action was done and its answer shown; only the audit list is a step behind.
            onError: { target: "idle" },
          },
        },
      },
    },
  },
});
