import { assign, fromPromise, setup } from "xstate";
import type { PeriodQuery } from "./admin-period";
import type { DownloadedFile } from "./download-file";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * The finance page's "Export CSV": `idle` → `ledger.export` → `exporting` (the download helper,
 * download-file.ts, names the file from the answer: bozor-finance-<from>-<to>.csv) → `save`
 * (the page's effect) → `idle`. A refusal returns to `idle` with its code for the page to show.
 */

export interface LedgerExportContext {
  error: FailureCode | null;
}

export type LedgerExportEvent = { type: "ledger.export"; period: PeriodQuery };

export const ledgerExportMachine = setup({
  types: {
    context: {} as LedgerExportContext,
    events: {} as LedgerExportEvent,
    tags: {} as "busy",
  },
  actors: {
    download: fromPromise<DownloadedFile, PeriodQuery>(() => {
      throw new Error('ledgerExport: the "download" implementation must be provided');
    }),
  },
  actions: {
    save: (_, _file: DownloadedFile) => {},
  },
}).createMachine({
  id: "ledgerExport",
  context: { error: null },
  initial: "idle",
  states: {
    idle: {
      on: { "ledger.export": { target: "exporting", actions: assign({ error: null }) } },
    },
    exporting: {
      tags: ["busy"],
      invoke: {
        id: "download",
        src: "download",
        input: ({ event }) => (event as LedgerExportEvent).period,
        onDone: {
          target: "idle",
          actions: { type: "save", params: ({ event }) => event.output },
        },
        onError: {
          target: "idle",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
  },
});
