import { assign, fromPromise, setup } from "xstate";
import type { AdminBusinessPage, BusinessStatus } from "../sdk";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * The companies' verification queue on /admin/companies. Read top to bottom:
 * - `loading` a page of the queue for the filter → `ready`, or `failed` with a retry.
 * - In `ready`, changing the status filter, the search or the page loads again (`loading`),
 *   the last page staying on screen meanwhile; a change while a page is loading replaces that
 *   request (the invoke restarts and the earlier one is aborted).
 * A new filter or search starts again from page 1.
 */

export interface CompanyQueueFilter {
  status: BusinessStatus | null;
  q: string;
  page: number;
}

export interface AdminCompaniesContext {
  filter: CompanyQueueFilter;
  result: AdminBusinessPage | null;
  error: FailureCode | null;
}

export type AdminCompaniesEvent =
  | { type: "companies.status"; status: BusinessStatus | null }
  | { type: "companies.search"; q: string }
  | { type: "companies.page"; page: number }
  | { type: "companies.retry" };

export const COMPANY_PAGE_SIZE = 20;

const mustBeProvided = (name: string) => () => {
  throw new Error(`adminCompanies: the "${name}" implementation must be provided`);
};

export const adminCompaniesMachine = setup({
  types: {
    context: {} as AdminCompaniesContext,
    events: {} as AdminCompaniesEvent,
    tags: {} as "busy",
    children: {} as { list: "list" },
  },
  actors: {
    list: fromPromise<AdminBusinessPage, CompanyQueueFilter & { pageSize: number }>(
      mustBeProvided("list"),
    ),
  },
  guards: {
    isOtherPage: ({ context }, params: { page: number }) =>
      params.page !== context.filter.page &&
      params.page >= 1 &&
      (context.result === null ||
        params.page <= Math.max(1, Math.ceil(context.result.total / COMPANY_PAGE_SIZE))),
  },
}).createMachine({
  id: "adminCompanies",
  context: { filter: { status: null, q: "", page: 1 }, result: null, error: null },
  initial: "loading",
  on: {
    "companies.status": {
      target: ".loading",
      reenter: true,
      actions: assign({
        filter: ({ context, event }) => ({ ...context.filter, status: event.status, page: 1 }),
      }),
    },
    "companies.search": {
      target: ".loading",
      reenter: true,
      actions: assign({
        filter: ({ context, event }) => ({ ...context.filter, q: event.q.trim(), page: 1 }),
      }),
    },
    "companies.page": {
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
        input: ({ context }) => ({ ...context.filter, pageSize: COMPANY_PAGE_SIZE }),
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
    failed: { on: { "companies.retry": { target: "loading" } } },
  },
});
