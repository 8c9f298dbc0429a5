import { assign, fromPromise, raise, setup } from "xstate";
import type { Lang, SynonymGroup, SynonymGroupPage } from "../sdk";
import type { FieldErrors } from "./field-check";
import { FieldFailure } from "./field-failure";
import { type FailureCode, failureCode } from "./request-failure";
import {
  type SynonymDraft,
  type SynonymListInput,
  type SynonymSave,
  synonymDraftOf,
} from "./synonym-draft";

/**
 * The search's synonym list (/admin/search-synonyms), two regions side by side:
 * - `list`: `loading` → `ready` or `failed` (`synonyms.retry`). `synonyms.language` filters
 *   (back to page 1; a new group not begun yet takes that language), `synonyms.page` turns the
 *   page; the last page stays on screen while the next loads. After a save or a deletion the
 *   same page loads again (`synonyms.reload`), or the last page there still is, when a
 *   deletion emptied it.
 * - `editor`: `editing` a draft, a new group's or, after `synonyms.edit`, one of the list's
 *   (`synonyms.new` starts a new one again). `synonyms.save` → `checking` against the contract
 *   → `saving` → `editing` a new group (`notice: "saved"`), or back with the code beside its
 *   field or for the whole form. `synonyms.delete` a group → `confirmingDelete` →
 *   `synonyms.deleteConfirm` → `deleting` → `editing` (`notice: "deleted"`; the draft starts
 *   afresh if it was that group's), or `synonyms.deleteCancel`.
 */

export const SYNONYMS_PAGE_SIZE = 24;

export interface SearchSynonymsContext extends SynonymListInput {
  data: SynonymGroupPage | null;
  listError: FailureCode | null;
  draft: SynonymDraft;
  /** The group the draft changes; null while adding one. */
  group: SynonymGroup | null;
  errors: FieldErrors;
  error: FailureCode | null;
  /** The group asked to be deleted, while confirming and deleting. */
  removing: SynonymGroup | null;
  notice: "saved" | "deleted" | null;
}

export type SearchSynonymsEvent =
  | { type: "synonyms.language"; language: Lang | "" }
  | { type: "synonyms.page"; page: number }
  | { type: "synonyms.reload" }
  | { type: "synonyms.retry" }
  | { type: "synonyms.edit"; group: SynonymGroup }
  | { type: "synonyms.new" }
  | { type: "synonyms.draftLang"; lang: Lang }
  | { type: "synonyms.text"; text: string }
  | { type: "synonyms.save" }
  | { type: "synonyms.delete"; group: SynonymGroup }
  | { type: "synonyms.deleteConfirm" }
  | { type: "synonyms.deleteCancel" };

const mustBeProvided = (name: string) => () => {
  throw new Error(`searchSynonyms: the "${name}" implementation must be provided`);
};

const lastPage = (page: SynonymGroupPage) => Math.max(1, Math.ceil(page.total / page.page_size));

/** A new group's draft: in the language the list shows, else the one it was in. */
const freshDraft = (context: SearchSynonymsContext) => ({
  draft: { lang: context.language || context.draft.lang, text: "" },
  group: null,
  errors: {},
  error: null,
});

export const searchSynonymsMachine = setup({
  types: {
    context: {} as SearchSynonymsContext,
    events: {} as SearchSynonymsEvent,
    /** The language a new group starts in (the interface's). */
    input: {} as { lang: Lang },
    tags: {} as "loading" | "busy",
  },
  actors: {
    list: fromPromise<SynonymGroupPage, SynonymListInput>(mustBeProvided("list")),
    check: fromPromise<FieldErrors, SynonymDraft>(mustBeProvided("check")),
    save: fromPromise<SynonymGroup, SynonymSave>(mustBeProvided("save")),
    remove: fromPromise<void, { id: string }>(mustBeProvided("remove")),
  },
  guards: {
    refused: (_, errors: FieldErrors) => Object.values(errors).some(Boolean),
    pageGone: (_, page: SynonymGroupPage) => page.items.length === 0 && lastPage(page) < page.page,
  },
}).createMachine({
  id: "searchSynonyms",
  context: ({ input }) => ({
    language: "",
    page: 1,
    pageSize: SYNONYMS_PAGE_SIZE,
    data: null,
    listError: null,
    draft: { lang: input.lang, text: "" },
    group: null,
    errors: {},
    error: null,
    removing: null,
    notice: null,
  }),
  type: "parallel",
  states: {
    list: {
      initial: "loading",
      on: {
        "synonyms.language": {
          target: ".loading",
          actions: assign({
            language: ({ event }) => event.language,
            page: 1,
            // A new group not begun yet is filed where the administrator is looking.
            draft: ({ context, event }) =>
              event.language && context.group === null && context.draft.text === ""
                ? { ...context.draft, lang: event.language }
                : context.draft,
          }),
        },
        "synonyms.page": {
          target: ".loading",
          actions: assign({ page: ({ event }) => Math.max(1, event.page) }),
        },
        "synonyms.reload": { target: ".loading" },
      },
      states: {
        loading: {
          tags: ["loading"],
          invoke: {
            src: "list",
            input: ({ context }) => ({
              language: context.language,
              page: context.page,
              pageSize: context.pageSize,
            }),
            onDone: [
              {
                guard: { type: "pageGone", params: ({ event }) => event.output },
                target: "loading",
                reenter: true,
                actions: assign({ page: ({ event }) => lastPage(event.output) }),
              },
              {
                target: "ready",
                actions: assign({ data: ({ event }) => event.output, listError: null }),
              },
            ],
            onError: {
              target: "failed",
              actions: assign({ listError: ({ event }) => failureCode(event.error) }),
            },
          },
        },
        ready: {},
        failed: { on: { "synonyms.retry": "loading" } },
      },
    },
    editor: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "synonyms.edit": {
              actions: assign(({ event }) => ({
                group: event.group,
                draft: synonymDraftOf(event.group),
                errors: {},
                error: null,
                notice: null,
              })),
            },
            "synonyms.new": {
              actions: assign(({ context }) => ({ ...freshDraft(context), notice: null })),
            },
            "synonyms.draftLang": {
              actions: assign(({ context, event }) => ({
                draft: { ...context.draft, lang: event.lang },
                errors: { ...context.errors, lang: undefined },
                error: null,
                notice: null,
              })),
            },
            "synonyms.text": {
              actions: assign(({ context, event }) => ({
                draft: { ...context.draft, text: event.text },
                errors: { ...context.errors, words: undefined },
                error: null,
                notice: null,
              })),
            },
            "synonyms.save": { target: "checking", actions: assign({ error: null, notice: null }) },
            "synonyms.delete": {
              target: "confirmingDelete",
              actions: assign({ removing: ({ event }) => event.group, error: null, notice: null }),
            },
          },
        },
        checking: {
          tags: ["busy"],
          invoke: {
            src: "check",
            input: ({ context }) => context.draft,
            onDone: [
              {
                guard: { type: "refused", params: ({ event }) => event.output },
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
            input: ({ context }) => ({ id: context.group?.id ?? null, draft: context.draft }),
            onDone: {
              target: "editing",
              actions: [
                assign(({ context }) => ({ ...freshDraft(context), notice: "saved" as const })),
                raise({ type: "synonyms.reload" }),
              ],
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
        confirmingDelete: {
          on: {
            "synonyms.deleteConfirm": "deleting",
            "synonyms.deleteCancel": { target: "editing", actions: assign({ removing: null }) },
          },
        },
        deleting: {
          tags: ["busy"],
          invoke: {
            src: "remove",
            input: ({ context }) => ({ id: context.removing?.id ?? "" }),
            onDone: {
              target: "editing",
              actions: [
                assign(({ context }) => ({
                  ...(context.group?.id === context.removing?.id ? freshDraft(context) : {}),
                  removing: null,
                  notice: "deleted" as const,
                })),
                raise({ type: "synonyms.reload" }),
              ],
            },
            onError: {
              target: "editing",
              actions: assign({
                removing: null,
                error: ({ event }) => failureCode(event.error),
              }),
            },
          },
        },
      },
    },
  },
});
