import { assign, fromPromise, setup } from "xstate";
import type { AdminCategory, CategoryNames, Lang } from "../sdk";
import { CONTENT_LANGS } from "./content-langs";
import type { FieldErrors } from "./field-check";
import { FieldFailure } from "./field-failure";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * An administrator editing one category (/admin/categories/:id). Read top to bottom:
 * - `loading` the category with its names in every language (tag `loading`) → `editing`, or
 *   `failed` with its code (`category_not_found` for an id the tree does not have) until
 *   `category.retry`;
 * - `editing` a draft: `category.name` changes one language's name, `category.position` the
 *   order among its siblings (as typed), `category.icon` the icon or none;
 * - `category.save` → `checking` against the contract (per language, so `names.fa` is marked
 *   where it is) → back to `editing` with the codes, or `saving` (tag `busy`) → `editing` with
 *   the category as saved (`saved` until the next change), or with the server's code beside
 *   its field or for the whole form.
 */

export interface CategoryDraft {
  names: CategoryNames;
  /** As typed: the check turns it into the contract's integer or `category_position_invalid`. */
  position: string;
  icon: string | null;
}

export interface CategoryEditorContext {
  id: string;
  category: AdminCategory | null;
  draft: CategoryDraft;
  errors: FieldErrors;
  error: FailureCode | null;
  saved: boolean;
}

export type CategoryEditorEvent =
  | { type: "category.name"; lang: Lang; value: string }
  | { type: "category.position"; value: string }
  | { type: "category.icon"; icon: string | null }
  | { type: "category.save" }
  | { type: "category.retry" };

const noNames: CategoryNames = { uz: "", ru: "", en: "", fa: "" };

/** The draft of a category as loaded: a language the seed left out starts empty. */
export const categoryDraftOf = (category: AdminCategory): CategoryDraft => ({
  names: {
    uz: category.names.uz ?? "",
    ru: category.names.ru ?? "",
    en: category.names.en ?? "",
    fa: category.names.fa ?? "",
  },
  position: String(category.position),
  icon: category.icon,
});

/** Whether the draft differs from the category as saved. */
export function categoryChanged({
  category,
  draft,
}: Pick<CategoryEditorContext, "category" | "draft">): boolean {
  if (!category) return false;
  const saved = categoryDraftOf(category);
  return (
    draft.icon !== saved.icon ||
    draft.position !== saved.position ||
    CONTENT_LANGS.some((lang) => draft.names[lang] !== saved.names[lang])
  );
}

export interface CategorySave {
  id: string;
  draft: CategoryDraft;
}

const mustBeProvided = (name: string) => () => {
  throw new Error(`categoryEditor: the "${name}" implementation must be provided`);
};

export const categoryEditorMachine = setup({
  types: {
    context: {} as CategoryEditorContext,
    input: {} as { id: string },
    events: {} as CategoryEditorEvent,
    tags: {} as "loading" | "busy",
  },
  actors: {
    load: fromPromise<AdminCategory, string>(mustBeProvided("load")),
    check: fromPromise<FieldErrors, CategoryDraft>(mustBeProvided("check")),
    save: fromPromise<AdminCategory, CategorySave>(mustBeProvided("save")),
  },
}).createMachine({
  id: "categoryEditor",
  context: ({ input }) => ({
    id: input.id,
    category: null,
    draft: { names: noNames, position: "0", icon: null },
    errors: {},
    error: null,
    saved: false,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        src: "load",
        input: ({ context }) => context.id,
        onDone: {
          target: "editing",
          actions: assign({
            category: ({ event }) => event.output,
            draft: ({ event }) => categoryDraftOf(event.output),
            error: null,
          }),
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    failed: { on: { "category.retry": "loading" } },
    editing: {
      on: {
        "category.name": {
          actions: assign(({ context, event }) => ({
            draft: {
              ...context.draft,
              names: { ...context.draft.names, [event.lang]: event.value },
            },
            errors: { ...context.errors, [`names.${event.lang}`]: undefined, names: undefined },
            error: null,
            saved: false,
          })),
        },
        "category.position": {
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, position: event.value },
            errors: { ...context.errors, position: undefined },
            error: null,
            saved: false,
          })),
        },
        "category.icon": {
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, icon: event.icon },
            errors: { ...context.errors, icon: undefined },
            error: null,
            saved: false,
          })),
        },
        "category.save": { target: "checking", actions: assign({ error: null, saved: false }) },
      },
    },
    checking: {
      tags: ["busy"],
      invoke: {
        src: "check",
        input: ({ context }) => context.draft,
        onDone: [
          {
            guard: ({ event }) => Object.values(event.output).some(Boolean),
            target: "editing",
            actions: assign({ errors: ({ event }) => event.output }),
          },
          { target: "saving", actions: assign({ errors: {} }) },
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
        input: ({ context }) => ({ id: context.id, draft: context.draft }),
        onDone: {
          target: "editing",
          actions: assign({
            category: ({ event }) => event.output,
            draft: ({ event }) => categoryDraftOf(event.output),
            saved: true,
          }),
        },
        onError: {
          target: "editing",
          actions: assign(({ event }) =>
            event.error instanceof FieldFailure
              ? { errors: { [event.error.field]: event.error.code } }
              : { error: failureCode(event.error) },
          ),
        },
      },
    },
  },
});
