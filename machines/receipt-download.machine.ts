import { assign, fromPromise, setup } from "xstate";
import type { DownloadedFile } from "./download-file";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * A payment's receipt (a PDF) downloaded and saved, one at a time for the whole list:
 * `idle` → `receipt.download` → `downloading` (the download helper, download-file.ts) → `save`
 * (the page's effect: an object URL and a link's click) → `idle`. A refusal returns to `idle`
 * with its code and the payment it was for, so the page says it beside that payment.
 */

export interface ReceiptRequest {
  paymentId: string;
  /** The file's name without its extension (the receipt's number); the answer gives the rest. */
  name: string;
}

export interface ReceiptDownloadContext {
  /** The receipt on its way, or the one whose download failed last. */
  request: ReceiptRequest | null;
  error: FailureCode | null;
}

export type ReceiptDownloadEvent = { type: "receipt.download" } & ReceiptRequest;

export const receiptDownloadMachine = setup({
  types: {
    context: {} as ReceiptDownloadContext,
    events: {} as ReceiptDownloadEvent,
    tags: {} as "busy",
  },
  actors: {
    download: fromPromise<DownloadedFile, ReceiptRequest>(() => {
      throw new Error('receiptDownload: the "download" implementation must be provided');
    }),
  },
  actions: {
    save: (_, _file: DownloadedFile) => {},
  },
}).createMachine({
  id: "receiptDownload",
  context: { request: null, error: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "receipt.download": {
          target: "downloading",
          actions: assign({
            request: ({ event }) => ({ paymentId: event.paymentId, name: event.name }),
            error: null,
          }),
        },
      },
    },
    downloading: {
      tags: ["busy"],
      invoke: {
        id: "download",
        src: "download",
        input: ({ context }) => context.request as ReceiptRequest,
        onDone: {
          target: "idle",
          actions: [
            { type: "save", params: ({ event }) => event.output },
            assign({ request: null }),
          ],
        },
        onError: {
          target: "idle",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
  },
});
