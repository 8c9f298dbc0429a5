import { assign, fromPromise, setup } from "xstate";
import type { AuditEntry, Form, FormDetail, FormDraft } from "../sdk";
import type { DownloadedFile } from "./download-file";
import type { FieldErrors } from "./field-check";
import { FieldFailure } from "./field-failure";
import { blankDraft, draftOf } from "./form-draft";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * The form builder (/form-builder). Read top to bottom:
 * - `loading` the forms → `ready` (or `failed`, `builder.retry`);
 * - in `ready.idle` one draft is edited: `builder.new` a blank one, `builder.open` a form's
 *   (editable at once; `opening` reads what administrators did to it, the audit log's entries);
 *   `builder.edit` replaces it whole (form-draft.ts makes each change);
 * - `builder.save` → `checking` with the contract's rules (FormDraft) → `saving` (create, or
 *   update of the open form) → `idle` with the saved form in the list; a refusal returns with
 *   its code, beside its field when it belongs to one;
 * - `builder.publish` → `publishing` → the list read again (publishing on a page takes another
 *   form off it);
 * - `builder.export` → `downloading` the open form's answers as CSV → `save` (the page's effect).
 */

export interface FormBuilderContext {
  forms: Form[];
  /** The form the draft was opened from; null for a new one. */
  openId: string | null;
  /** What administrators did to the open form, newest first; null until read (or new). */
  audit: AuditEntry[] | null;
  draft: FormDraft;
  errors: FieldErrors;
  error: FailureCode | null;
}

export type FormBuilderEvent =
  | { type: "builder.retry" }
  | { type: "builder.new" }
  | { type: "builder.open"; id: string }
  | { type: "builder.edit"; draft: FormDraft }
  | { type: "builder.save" }
  | { type: "builder.publish"; published: boolean }
  | { type: "builder.export" };

export interface FormSave {
  id: string | null;
  draft: FormDraft;
}

const mustBeProvided = (name: string) => () => {
  throw new Error(`formBuilder: the "${name}" implementation must be provided`);
};

function refusal(error: unknown): Pick<FormBuilderContext, "errors" | "error"> {
  return error instanceof FieldFailure
    ? { errors: { [error.field]: error.code }, error: error.code }
    : { errors: {}, error: failureCode(error) };
}

export const formBuilderMachine = setup({
  types: {
    context: {} as FormBuilderContext,
    events: {} as FormBuilderEvent,
    tags: {} as "busy",
  },
  actors: {
    list: fromPromise<Form[]>(mustBeProvided("list")),
    check: fromPromise<FieldErrors, FormDraft>(mustBeProvided("check")),
    audit: fromPromise<AuditEntry[], { id: string }>(mustBeProvided("audit")),
    save: fromPromise<FormDetail, FormSave>(mustBeProvided("save")),
    publish: fromPromise<FormDetail, { id: string; published: boolean }>(mustBeProvided("publish")),
    download: fromPromise<DownloadedFile, { id: string }>(mustBeProvided("download")),
  },
  actions: {
    save: (_, _file: DownloadedFile) => {},
  },
  guards: {
    isOpen: ({ context }) => context.openId !== null,
  },
}).createMachine({
  id: "formBuilder",
  context: {
    forms: [],
    openId: null,
    audit: null,
    draft: blankDraft(),
    errors: {},
    error: null,
  },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "list",
        src: "list",
        onDone: { target: "ready", actions: assign({ forms: ({ event }) => event.output }) },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    failed: {
      on: { "builder.retry": { target: "loading", actions: assign({ error: null }) } },
    },
    ready: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "builder.new": {
              actions: assign({
                openId: null,
                audit: null,
                draft: blankDraft(),
                errors: {},
                error: null,
              }),
            },
            "builder.open": {
              guard: ({ context, event }) => context.forms.some((f) => f.id === event.id),
              target: "opening",
              actions: assign(({ context, event }) => {
                const form = context.forms.find((f) => f.id === event.id);
                return form
                  ? { openId: form.id, audit: null, draft: draftOf(form), errors: {}, error: null }
                  : {};
              }),
            },
            "builder.edit": {
              actions: assign({ draft: ({ event }) => event.draft, errors: {}, error: null }),
            },
            "builder.save": { target: "checking" },
            "builder.publish": { guard: "isOpen", target: "publishing" },
            "builder.export": { guard: "isOpen", target: "downloading" },
          },
        },
        // The draft is on screen and editable; only saving waits for the entries.
        opening: {
          tags: ["busy"],
          invoke: {
            id: "audit",
            src: "audit",
            input: ({ context }) => ({ id: context.openId ?? "" }),
            onDone: { target: "idle", actions: assign({ audit: ({ event }) => event.output }) },
            onError: {
              target: "idle",
              actions: assign({ error: ({ event }) => failureCode(event.error) }),
            },
          },
          on: {
            "builder.edit": {
              actions: assign({ draft: ({ event }) => event.draft, errors: {}, error: null }),
            },
          },
        },
        checking: {
          tags: ["busy"],
          invoke: {
            id: "check",
            src: "check",
            input: ({ context }) => context.draft,
            onDone: [
              {
                guard: ({ event }) => Object.values(event.output).some(Boolean),
                target: "idle",
                actions: assign({
                  errors: ({ event }) => event.output,
                  error: ({ event }) => Object.values(event.output).find(Boolean) ?? null,
                }),
              },
              { target: "saving" },
            ],
            onError: { target: "idle", actions: assign(({ event }) => refusal(event.error)) },
          },
        },
        saving: {
          tags: ["busy"],
          invoke: {
            id: "save",
            src: "save",
            input: ({ context }) => ({ id: context.openId, draft: context.draft }),
            onDone: {
              target: "idle",
              actions: assign(({ context, event }) => {
                const { audit, ...form } = event.output;
                return {
                  openId: form.id,
                  audit,
                  draft: draftOf(form),
                  forms: [form, ...context.forms.filter((f) => f.id !== form.id)],
                  errors: {},
                  error: null,
                };
              }),
            },
            onError: { target: "idle", actions: assign(({ event }) => refusal(event.error)) },
          },
        },
        publishing: {
          tags: ["busy"],
          invoke: {
            id: "publish",
            src: "publish",
            input: ({ context, event }) => ({
              id: context.openId ?? "",
              published: event.type === "builder.publish" && event.published,
            }),
            onDone: {
              target: "relisting",
              actions: assign({ audit: ({ event }) => event.output.audit }),
            },
            onError: { target: "idle", actions: assign(({ event }) => refusal(event.error)) },
          },
        },
        relisting: {
          tags: ["busy"],
          invoke: {
            id: "relist",
            src: "list",
            onDone: { target: "idle", actions: assign({ forms: ({ event }) => event.output }) },
            onError: {
              target: "idle",
              actions: assign({ error: ({ event }) => failureCode(event.error) }),
            },
          },
        },
        downloading: {
          tags: ["busy"],
          invoke: {
            id: "download",
            src: "download",
            input: ({ context }) => ({ id: context.openId ?? "" }),
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
    },
  },
});
