import { assign, fromPromise, setup } from "xstate";
import type { AdminUserPage, AdminUserStatus, Role } from "../sdk";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * The people's table on /admin/users. Read top to bottom:
 * - `loading` a page of people for the filter → `ready`, or `failed` with a retry.
 * - Changing the role or status filter, the search or the page loads again (`loading`), the
 *   last page staying on screen meanwhile; a change while a page is loading replaces that
 *   request (the invoke restarts and the earlier one is aborted).
 * A new filter or search starts again from page 1.
 */

export interface UserTableFilter {
  q: string;
  role: Role | null;
  status: AdminUserStatus | null;
  page: number;
}

export interface AdminUsersContext {
  filter: UserTableFilter;
  result: AdminUserPage | null;
  error: FailureCode | null;
}

export type AdminUsersEvent =
  | { type: "users.search"; q: string }
  | { type: "users.role"; role: Role | null }
  | { type: "users.status"; status: AdminUserStatus | null }
  | { type: "users.page"; page: number }
  | { type: "users.retry" };

export type UserListRequest = UserTableFilter & { pageSize: number };

export const USER_PAGE_SIZE = 20;

export const adminUsersMachine = setup({
  types: {
    context: {} as AdminUsersContext,
    events: {} as AdminUsersEvent,
    tags: {} as "busy",
    children: {} as { list: "list" },
  },
  actors: {
    list: fromPromise<AdminUserPage, UserListRequest>(() => {
      throw new Error('adminUsers: the "list" implementation must be provided');
    }),
  },
  guards: {
    isOtherPage: ({ context }, params: { page: number }) =>
      params.page !== context.filter.page &&
      params.page >= 1 &&
      (context.result === null ||
        params.page <= Math.max(1, Math.ceil(context.result.total / USER_PAGE_SIZE))),
  },
}).createMachine({
  id: "adminUsers",
  context: { filter: { q: "", role: null, status: null, page: 1 }, result: null, error: null },
  initial: "loading",
  on: {
    "users.search": {
      target: ".loading",
      reenter: true,
      actions: assign({
        filter: ({ context, event }) => ({ ...context.filter, q: event.q.trim(), page: 1 }),
      }),
    },
    "users.role": {
      target: ".loading",
      reenter: true,
      actions: assign({
        filter: ({ context, event }) => ({ ...context.filter, role: event.role, page: 1 }),
      }),
    },
    "users.status": {
      target: ".loading",
      reenter: true,
      actions: assign({
        filter: ({ context, event }) => ({ ...context.filter, status: event.status, page: 1 }),
      }),
    },
    "users.page": {
      guard: { type: "isOtherPage", params: ({ event }) => ({ page: event.page }) },
      target: ".loading",
      reenter: true,
      actions: assign({
        filter: ({ context, event }) => ({ ...context.filter, page: event.page }),
      }),
    },
  },
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "list",
        src: "list",
        input: ({ context }) => ({ ...context.filter, pageSize: USER_PAGE_SIZE }),
        onDone: {
          target: "ready",
          actions: assign({ result: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    ready: {},
    failed: { on: { "users.retry": { target: "loading" } } },
  },
});
