import { assign, fromPromise, setup } from "xstate";
import type { AdminBlogPost, BlogPostInput, Lang } from "../sdk";
import {
  BLOG_LANGS,
  type BlogDraft,
  bodyOf,
  draftOf,
  emptyDraft,
  localInputOf,
} from "./blog-draft";
import type { FieldErrors } from "./field-check";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * One blog post in the administrators' editor (/admin/blogs/new, /admin/blogs/new/:id):
 * - `loading` the post when it exists → `ready`, or `loadFailed` with a retry.
 * - `ready.editing`: a tab per language (`blog.tab`), each a title and Markdown body; the
 *   cover (`blog.cover.pick` → `uploadingCover`, or `blog.cover.remove`); draft or published
 *   and a publication time (empty: now; later: scheduled).
 * - `blog.save` → `checking` the body against the contract (a code beside each field, the
 *   first tab with one opened) → `saving`; a new post's first save tells the page its id
 *   (`created`).
 * - `blog.delete` (a saved post) → `confirmingDelete` → `deleting` → `deleted`; the page goes
 *   back to the list.
 */

export interface BlogEditorInput {
  /** The post's id, or null for a new one. */
  id: string | null;
  /** The tab opened first: the interface language. */
  lang: Lang;
}

export interface BlogEditorContext {
  id: string | null;
  tab: Lang;
  draft: BlogDraft;
  /** The post as last saved (its state: draft, scheduled, published). */
  post: AdminBlogPost | null;
  fieldErrors: FieldErrors;
  error: FailureCode | null;
  coverError: FailureCode | null;
  /** Saved, and nothing changed since. */
  saved: boolean;
}

export type BlogEditorEvent =
  | { type: "blog.tab"; lang: Lang }
  | { type: "blog.edit"; lang: Lang; field: "title" | "body"; value: string }
  | { type: "blog.status"; status: BlogDraft["status"] }
  | { type: "blog.publishAt"; value: string }
  | { type: "blog.cover.pick"; file: Blob }
  | { type: "blog.cover.remove" }
  | { type: "blog.save" }
  | { type: "blog.delete" }
  | { type: "blog.deleteConfirm" }
  | { type: "blog.deleteCancel" }
  | { type: "blog.retry" };

const mustBeProvided = (name: string) => () => {
  throw new Error(`blogEditor: the "${name}" implementation must be provided`);
};

/** The first language whose tab has a refused field, to open it. */
function tabWithError(errors: FieldErrors): Lang | null {
  return BLOG_LANGS.find((lang) => errors[`${lang}.title`] || errors[`${lang}.body`]) ?? null;
}

const changed = (context: BlogEditorContext, draft: Partial<BlogDraft>) => ({
  draft: { ...context.draft, ...draft },
  saved: false,
  error: null,
});

/**
 * The post as saved. "Now" becomes the time the server chose, so saving again does not move a
 * published post's date to the later now.
 */
const afterSave = (context: BlogEditorContext, post: AdminBlogPost) => ({
  post,
  saved: true,
  draft: context.draft.publishAt
    ? context.draft
    : { ...context.draft, publishAt: localInputOf(post.publish_at) },
});

export const blogEditorMachine = setup({
  types: {
    input: {} as BlogEditorInput,
    context: {} as BlogEditorContext,
    events: {} as BlogEditorEvent,
    tags: {} as "busy",
  },
  actors: {
    load: fromPromise<AdminBlogPost, { id: string }>(mustBeProvided("load")),
    upload: fromPromise<string, { file: Blob }>(mustBeProvided("upload")),
    check: fromPromise<FieldErrors, { body: BlogPostInput }>(mustBeProvided("check")),
    save: fromPromise<AdminBlogPost, { id: string | null; body: BlogPostInput }>(
      mustBeProvided("save"),
    ),
    remove: fromPromise<void, { id: string }>(mustBeProvided("remove")),
  },
  actions: {
    created: (_, _params: { id: string }) => {},
    deleted: () => {},
  },
  guards: {
    isNew: ({ context }) => context.id === null,
    isSaved: ({ context }) => context.id !== null,
    hasFieldErrors: (_, errors: FieldErrors) => Object.keys(errors).length > 0,
  },
}).createMachine({
  id: "blogEditor",
  context: ({ input }) => ({
    id: input.id,
    tab: input.lang,
    draft: emptyDraft(),
    post: null,
    fieldErrors: {},
    error: null,
    coverError: null,
    saved: false,
  }),
  initial: "start",
  states: {
    start: {
      always: [{ guard: "isNew", target: "ready" }, { target: "loading" }],
    },
    loading: {
      tags: ["busy"],
      invoke: {
        src: "load",
        input: ({ context }) => ({ id: context.id ?? "" }),
        onDone: {
          target: "ready",
          actions: assign(({ event }) => ({
            post: event.output,
            draft: draftOf(event.output),
            error: null,
            saved: true,
          })),
        },
        onError: {
          target: "loadFailed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    loadFailed: { on: { "blog.retry": { target: "loading" } } },
    ready: {
      initial: "editing",
      on: {
        "blog.tab": { actions: assign({ tab: ({ event }) => event.lang }) },
        "blog.edit": {
          actions: assign(({ context, event }) => {
            const translations = {
              ...context.draft.translations,
              [event.lang]: {
                ...context.draft.translations[event.lang],
                [event.field]: event.value,
              },
            };
            const {
              [`${event.lang}.${event.field}`]: _cleared,
              translations: _all,
              ...rest
            } = context.fieldErrors;
            return { ...changed(context, { translations }), fieldErrors: rest };
          }),
        },
        "blog.status": {
          actions: assign(({ context, event }) => changed(context, { status: event.status })),
        },
        "blog.publishAt": {
          actions: assign(({ context, event }) => {
            const { publish_at: _cleared, ...rest } = context.fieldErrors;
            return { ...changed(context, { publishAt: event.value }), fieldErrors: rest };
          }),
        },
      },
      states: {
        editing: {
          on: {
            "blog.cover.pick": { target: "uploadingCover", actions: assign({ coverError: null }) },
            "blog.cover.remove": {
              actions: assign(({ context }) => changed(context, { cover: null })),
            },
            "blog.save": { target: "checking", actions: assign({ error: null }) },
            "blog.delete": { guard: "isSaved", target: "confirmingDelete" },
          },
        },
        uploadingCover: {
          tags: ["busy"],
          invoke: {
            src: "upload",
            input: ({ event }) => ({
              file: event.type === "blog.cover.pick" ? event.file : new Blob(),
            }),
            onDone: {
              target: "editing",
              actions: assign(({ context, event }) => changed(context, { cover: event.output })),
            },
            onError: {
              target: "editing",
              actions: assign({ coverError: ({ event }) => failureCode(event.error) }),
            },
          },
        },
        checking: {
          tags: ["busy"],
          invoke: {
            src: "check",
            input: ({ context }) => ({ body: bodyOf(context.draft) }),
            onDone: [
              {
                guard: { type: "hasFieldErrors", params: ({ event }) => event.output },
                target: "editing",
                actions: assign(({ context, event }) => ({
                  fieldErrors: event.output,
                  tab: tabWithError(event.output) ?? context.tab,
                })),
              },
              { target: "saving", actions: assign({ fieldErrors: {} }) },
            ],
            onError: {
              target: "editing",
              actions: assign({ error: ({ event }) => failureCode(event.error) }),
            },
          },
        },
        saving: {
          tags: ["busy"],
          invoke: {
            src: "save",
            input: ({ context }) => ({ id: context.id, body: bodyOf(context.draft) }),
            onDone: [
              {
                guard: "isNew",
                target: "editing",
                actions: [
                  assign(({ context, event }) => ({
                    id: event.output.id,
                    ...afterSave(context, event.output),
                  })),
                  { type: "created", params: ({ event }) => ({ id: event.output.id }) },
                ],
              },
              {
                target: "editing",
                actions: assign(({ context, event }) => afterSave(context, event.output)),
              },
            ],
            onError: {
              target: "editing",
              actions: assign({ error: ({ event }) => failureCode(event.error) }),
            },
          },
        },
        confirmingDelete: {
          on: {
            "blog.deleteConfirm": { target: "deleting" },
            "blog.deleteCancel": { target: "editing" },
          },
        },
        deleting: {
          tags: ["busy"],
          invoke: {
            src: "remove",
            input: ({ context }) => ({ id: context.id ?? "" }),
            onDone: { target: "#blogEditor.deleted" },
            onError: {
              target: "editing",
              actions: assign({ error: ({ event }) => failureCode(event.error) }),
            },
          },
        },
      },
    },
    deleted: { type: "final", entry: "deleted" },
  },
});
