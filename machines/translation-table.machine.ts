import { assign, fromPromise, raise, setup } from "xstate";
import type {
  Lang,
  TranslationFilter,
  TranslationImportResult,
  TranslationPage,
  TranslationRow,
} from "../sdk";
import type { DownloadedFile } from "./download-file";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * The administrators' table of interface messages (/translations), three regions side by side:
 * - `list`: `loading` → `ready` or `failed` (with a retry). A new search or filter goes back
 *   to page 1; the last page stays on screen while the next loads. A message saved in its
 *   editor replaces its row at once (`translations.rowChanged`), without a reload.
 * - `export`: `idle` → `translations.export` → `downloading` the JSON file → `save` (the page's
 *   effect) → `idle`; a refusal returns to `idle` with its code.
 * - `import`: `idle` → `translations.import` (a file the person chose) → `importing`: read,
 *   sent, and answered with what was saved or every entry refused (nothing saved then); a
 *   file that saved anything reloads the list.
 */

export interface TranslationFilters {
  /** Looked for in the key and in the text in every language. */
  q: string;
  filter: TranslationFilter | "";
  /** The language the filter looks at, or "" for any. */
  lang: Lang | "";
}

export type ExportScope = "overrides" | "all";

export interface TranslationListInput {
  filters: TranslationFilters;
  page: number;
  pageSize: number;
}

export interface TranslationTableContext extends TranslationListInput {
  data: TranslationPage | null;
  error: FailureCode | null;
  exportError: FailureCode | null;
  importResult: TranslationImportResult | null;
  importError: FailureCode | null;
}

export type TranslationTableEvent =
  | { type: "translations.filter"; filters: Partial<TranslationFilters> }
  | { type: "translations.page"; page: number }
  | { type: "translations.retry" }
  | { type: "translations.reload" }
  | { type: "translations.rowChanged"; row: TranslationRow }
  | { type: "translations.export"; scope: ExportScope }
  | { type: "translations.import"; file: Blob };

export const noTranslationFilters: TranslationFilters = { q: "", filter: "", lang: "" };

/** The contract's largest page: a screen of keys, four languages each. */
export const TRANSLATIONS_PAGE_SIZE = 48;

const mustBeProvided = (name: string) => () => {
  throw new Error(`translationTable: the "${name}" implementation must be provided`);
};

const inputOf = ({ filters, page, pageSize }: TranslationTableContext): TranslationListInput => ({
  filters,
  page,
  pageSize,
});

export const translationTableMachine = setup({
  types: {
    context: {} as TranslationTableContext,
    events: {} as TranslationTableEvent,
    tags: {} as "loading" | "exporting" | "importing",
  },
  actors: {
    list: fromPromise<TranslationPage, TranslationListInput>(mustBeProvided("list")),
    download: fromPromise<DownloadedFile, { scope: ExportScope }>(mustBeProvided("download")),
    importFile: fromPromise<TranslationImportResult, { file: Blob }>(mustBeProvided("importFile")),
  },
  actions: {
    save: (_, _file: DownloadedFile) => {},
  },
  guards: {
    savedSome: (_, result: TranslationImportResult) => result.imported > 0,
  },
}).createMachine({
  id: "translationTable",
  context: {
    filters: noTranslationFilters,
    page: 1,
    pageSize: TRANSLATIONS_PAGE_SIZE,
    data: null,
    error: null,
    exportError: null,
    importResult: null,
    importError: null,
  },
  type: "parallel",
  states: {
    list: {
      initial: "loading",
      on: {
        "translations.filter": {
          target: ".loading",
          actions: assign(({ context, event }) => ({
            filters: { ...context.filters, ...event.filters },
            page: 1,
          })),
        },
        "translations.page": {
          target: ".loading",
          actions: assign({ page: ({ event }) => Math.max(1, event.page) }),
        },
        "translations.reload": { target: ".loading" },
        "translations.rowChanged": {
          actions: assign({
            data: ({ context, event }) =>
              context.data && {
                ...context.data,
                items: context.data.items.map((row) =>
                  row.key === event.row.key ? event.row : row,
                ),
              },
          }),
        },
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
        failed: { on: { "translations.retry": { target: "loading" } } },
      },
    },
    export: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "translations.export": {
              target: "downloading",
              actions: assign({ exportError: null }),
            },
          },
        },
        downloading: {
          tags: ["exporting"],
          invoke: {
            id: "download",
            src: "download",
            input: ({ event }) => ({
              scope: event.type === "translations.export" ? event.scope : "overrides",
            }),
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
    import: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "translations.import": {
              target: "importing",
              actions: assign({ importResult: null, importError: null }),
            },
          },
        },
        importing: {
          tags: ["importing"],
          invoke: {
            id: "importFile",
            src: "importFile",
            input: ({ event }) => ({
              file: event.type === "translations.import" ? event.file : new Blob(),
            }),
            onDone: [
              {
                guard: { type: "savedSome", params: ({ event }) => event.output },
                target: "idle",
                actions: [
                  assign({ importResult: ({ event }) => event.output }),
                  // The list (a sibling region) loads its page again, with the new texts.
                  raise({ type: "translations.reload" }),
                ],
              },
              { target: "idle", actions: assign({ importResult: ({ event }) => event.output }) },
            ],
            onError: {
              target: "idle",
              actions: assign({ importError: ({ event }) => failureCode(event.error) }),
            },
          },
        },
      },
    },
  },
});
