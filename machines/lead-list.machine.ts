import { assign, fromPromise, setup } from "xstate";
import type { LeadPage, LeadSource, LeadStatus } from "../sdk";
import type { DownloadedFile } from "./download-file";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * The administrators' list of leads (/admin/leads), two regions side by side:
 * - `list`: `loading` → `ready` or `failed` (with a retry). A new filter goes back to page 1;
 *   the last page stays on screen while the next loads. `leads.reload` (after a lead changed
 *   in its panel) loads the same page again.
 * - `export`: `idle` → `leads.export` → `downloading` the CSV of the same filters through the
 *   download helper (download-file.ts) → `save` (the page's effect) → `idle`; a refusal
 *   returns to `idle` with its code.
 */

export interface LeadFilters {
  status: LeadStatus | "";
  source: LeadSource | "";
  /** An administrator's id, `none`, or "" for anyone. */
  assignee: string;
  q: string;
}

export interface LeadListInput {
  filters: LeadFilters;
  page: number;
  pageSize: number;
}

export interface LeadListContext extends LeadListInput {
  data: LeadPage | null;
  error: FailureCode | null;
  exportError: FailureCode | null;
}

export type LeadListEvent =
  | { type: "leads.filter"; filters: Partial<LeadFilters> }
  | { type: "leads.page"; page: number }
  | { type: "leads.reload" }
  | { type: "leads.retry" }
  | { type: "leads.export" };

export const noLeadFilters: LeadFilters = { status: "", source: "", assignee: "", q: "" };

export const LEADS_PAGE_SIZE = 20;

const mustBeProvided = (name: string) => () => {
  throw new Error(`leadList: the "${name}" implementation must be provided`);
};

const inputOf = ({ filters, page, pageSize }: LeadListContext): LeadListInput => ({
  filters,
  page,
  pageSize,
});

export const leadListMachine = setup({
  types: {
    context: {} as LeadListContext,
    events: {} as LeadListEvent,
    tags: {} as "loading" | "exporting",
  },
  actors: {
    list: fromPromise<LeadPage, LeadListInput>(mustBeProvided("list")),
    download: fromPromise<DownloadedFile, LeadListInput>(mustBeProvided("download")),
  },
  actions: {
    save: (_, _file: DownloadedFile) => {},
  },
}).createMachine({
  id: "leadList",
  context: {
    filters: noLeadFilters,
    page: 1,
    pageSize: LEADS_PAGE_SIZE,
    data: null,
    error: null,
    exportError: null,
  },
  type: "parallel",
  states: {
    list: {
      initial: "loading",
      on: {
        "leads.filter": {
          target: ".loading",
          actions: assign(({ context, event }) => ({
            filters: { ...context.filters, ...event.filters },
            page: 1,
          })),
        },
        "leads.page": {
          target: ".loading",
          actions: assign({ page: ({ event }) => Math.max(1, event.page) }),
        },
        "leads.reload": { target: ".loading" },
      },
      states: {
        loading: {
          tags: ["loading"],
          invoke: {
            id: "list",
            src: "list",
            input: ({ context }) => inputOf(context),
            onDone: {
              target: "ready",
              actions: assign({ data: ({ event }) => event.output, error: null }),
            },
            onError: {
              target: "failed",
              actions: assign({ error: ({ event }) => failureCode(event.error) }),
            },
          },
        },
        ready: {},
        failed: { on: { "leads.retry": { target: "loading" } } },
      },
    },
    export: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "leads.export": { target: "downloading", actions: assign({ exportError: null }) },
          },
        },
        downloading: {
          tags: ["exporting"],
          invoke: {
            id: "download",
            src: "download",
            input: ({ context }) => inputOf(context),
            onDone: {
              target: "idle",
              actions: { type: "save", params: ({ event }) => event.output },
            },
            onError: {
              target: "idle",
              actions: assign({ exportError: ({ event }) => failureCode(event.error) }),
            },
          },
        },
      },
    },
  },
});
