import { assign, fromPromise, setup } from "xstate";
import type { LeadDetail, LeadStatus } from "../sdk";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * One lead in the administrators' panel: `loading` → `ready` (or `failed`, with a retry).
 * From `ready` one change at a time — a status the lead's `next_statuses` allows, an assignee,
 * a note — goes `saving` → `ready` with the lead as the server answers it (the audit entry
 * included) and the page's `changed` effect (the list shows the new status); a refusal
 * returns to `ready` with its code. The server decides which statuses are next: the panel
 * offers only those (`canMoveTo`).
 */

export type LeadChange =
  | { kind: "status"; status: LeadStatus }
  | { kind: "assign"; assigneeId: string | null }
  | { kind: "note"; text: string };

export interface LeadDetailContext {
  id: string;
  detail: LeadDetail | null;
  note: string;
  error: FailureCode | null;
  pending: LeadChange | null;
}

export type LeadDetailEvent =
  | { type: "lead.status"; status: LeadStatus }
  | { type: "lead.assign"; assigneeId: string | null }
  | { type: "lead.note.change"; text: string }
  | { type: "lead.note.add" }
  | { type: "lead.retry" };

const mustBeProvided = (name: string) => () => {
  throw new Error(`leadDetail: the "${name}" implementation must be provided`);
};

export const leadDetailMachine = setup({
  types: {
    context: {} as LeadDetailContext,
    events: {} as LeadDetailEvent,
    input: {} as { id: string },
    tags: {} as "busy",
  },
  actors: {
    load: fromPromise<LeadDetail, { id: string }>(mustBeProvided("load")),
    change: fromPromise<LeadDetail, { id: string; change: LeadChange }>(mustBeProvided("change")),
  },
  actions: {
    changed: () => {},
  },
  guards: {
    canMoveTo: ({ context, event }) =>
      event.type === "lead.status" &&
      (context.detail?.next_statuses.includes(event.status) ?? false),
    hasNote: ({ context }) => context.note.trim() !== "",
  },
}).createMachine({
  id: "leadDetail",
  context: ({ input }) => ({ id: input.id, detail: null, note: "", error: null, pending: null }),
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
          actions: assign({ detail: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    failed: { on: { "lead.retry": { target: "loading" } } },
    ready: {
      on: {
        "lead.status": {
          guard: "canMoveTo",
          target: "saving",
          actions: assign({
            pending: ({ event }) => ({ kind: "status", status: event.status }),
            error: null,
          }),
        },
        "lead.assign": {
          target: "saving",
          actions: assign({
            pending: ({ event }) => ({ kind: "assign", assigneeId: event.assigneeId }),
            error: null,
          }),
        },
        "lead.note.change": { actions: assign({ note: ({ event }) => event.text }) },
        "lead.note.add": {
          guard: "hasNote",
          target: "saving",
          actions: assign({
            pending: ({ context }) => ({ kind: "note", text: context.note.trim() }),
            error: null,
          }),
        },
      },
    },
    saving: {
      tags: ["busy"],
      on: { "lead.note.change": { actions: assign({ note: ({ event }) => event.text }) } },
      invoke: {
        id: "change",
        src: "change",
        input: ({ context }) => ({ id: context.id, change: context.pending as LeadChange }),
        onDone: {
          target: "ready",
          actions: [
            assign(({ context, event }) => ({
              detail: event.output,
              note: context.pending?.kind === "note" ? "" : context.note,
              pending: null,
            })),
            "changed",
          ],
        },
        onError: {
          target: "ready",
          actions: assign({ error: ({ event }) => failureCode(event.error), pending: null }),
        },
      },
    },
  },
});
