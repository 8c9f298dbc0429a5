import { assign, fromPromise, setup } from "xstate";
import type { Lang, PageContent, PageTitles } from "../sdk";
import type { FieldErrors } from "./field-check";
import { FieldFailure } from "./field-failure";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * An administrator editing one of the site's pages (/admin/pages/:slug). Read top to bottom:
 * - `loading` the page with every language (tag `loading`) → `editing`, or `failed` with its
 *   code until `editor.retry`;
 * - `editing` a draft: `editor.tab` shows a language, `editor.change` edits a title or body
 *   in one language, `editor.icon` picks the icon (or none);
 * - `editor.save` → `checking` against the contract per language: a language that breaks a
 *   rule comes back to `editing` with its codes (`titles.uz`, `bodies.fa`) and its tab shown;
 * - `saving` (tag `busy`) → `editing` with the page as saved (`saved` until the next edit), or
 *   with the server's code beside its field or for the whole form.
 */

export const PAGE_LANGS: readonly Lang[] = ["en", "ru", "uz", "fa"];

export type PageTexts = PageTitles;
export type PageTextField = "titles" | "bodies";

export interface PageDraft {
  titles: PageTexts;
  bodies: PageTexts;
  icon: string | null;
}

export interface PageEditorContext {
  slug: string;
  page: PageContent | null;
  draft: PageDraft;
  /** Per `<field>.<lang>` (`titles.ru`), or per field for the server's codes. */
  errors: FieldErrors;
  error: FailureCode | null;
  lang: Lang;
  saved: boolean;
}

export type PageEditorEvent =
  | { type: "editor.tab"; lang: Lang }
  | { type: "editor.change"; field: PageTextField; lang: Lang; value: string }
  | { type: "editor.icon"; icon: string | null }
  | { type: "editor.save" }
  | { type: "editor.retry" };

const emptyTexts: PageTexts = { en: "", ru: "", uz: "", fa: "" };

export const draftOf = (page: PageContent): PageDraft => ({
  titles: page.titles,
  bodies: page.bodies,
  icon: page.icon,
});

/** Whether the draft differs from the page as saved (the view warns before leaving). */
export function hasChanges({ page, draft }: Pick<PageEditorContext, "page" | "draft">): boolean {
  if (!page) return false;
  return (
    draft.icon !== page.icon ||
    PAGE_LANGS.some(
      (lang) =>
        draft.titles[lang] !== page.titles[lang] || draft.bodies[lang] !== page.bodies[lang],
    )
  );
}

/** The languages with a refused title or body, in tab order. */
export function languagesWithErrors(errors: FieldErrors): Lang[] {
  return PAGE_LANGS.filter((lang) => errors[`titles.${lang}`] || errors[`bodies.${lang}`]);
}

export const pageEditorMachine = setup({
  types: {
    context: {} as PageEditorContext,
    input: {} as { slug: string; lang: Lang },
    events: {} as PageEditorEvent,
    tags: {} as "loading" | "busy",
  },
  actors: {
    load: fromPromise<PageContent, string>(() => {
      throw new Error('pageEditor: the "load" implementation must be provided');
    }),
    check: fromPromise<FieldErrors, PageDraft>(() => {
      throw new Error('pageEditor: the "check" implementation must be provided');
    }),
    save: fromPromise<PageContent, { slug: string; draft: PageDraft }>(() => {
      throw new Error('pageEditor: the "save" implementation must be provided');
    }),
  },
  guards: {
    refused: ({ context }) => Object.values(context.errors).some(Boolean),
  },
}).createMachine({
  id: "pageEditor",
  context: ({ input }) => ({
    slug: input.slug,
    page: null,
    draft: { titles: emptyTexts, bodies: emptyTexts, icon: null },
    errors: {},
    error: null,
    lang: input.lang,
    saved: false,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        src: "load",
        input: ({ context }) => context.slug,
        onDone: {
          target: "editing",
          actions: assign({
            page: ({ event }) => event.output,
            draft: ({ event }) => draftOf(event.output),
            error: null,
          }),
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    failed: {
      on: { "editor.retry": "loading" },
    },
    editing: {
      on: {
        "editor.tab": { actions: assign({ lang: ({ event }) => event.lang }) },
        "editor.change": {
          actions: assign(({ context, event }) => ({
            draft: {
              ...context.draft,
              [event.field]: { ...context.draft[event.field], [event.lang]: event.value },
            },
            errors: { ...context.errors, [`${event.field}.${event.lang}`]: undefined },
            error: null,
            saved: false,
          })),
        },
        "editor.icon": {
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, icon: event.icon },
            errors: { ...context.errors, icon: undefined },
            saved: false,
          })),
        },
        "editor.save": { target: "checking", actions: assign({ error: null, saved: false }) },
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
            actions: assign(({ context, event }) => ({
              errors: event.output,
              lang: languagesWithErrors(event.output)[0] ?? context.lang,
            })),
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
        input: ({ context }) => ({ slug: context.slug, draft: context.draft }),
        onDone: {
          target: "editing",
          actions: assign({
            page: ({ event }) => event.output,
            draft: ({ event }) => draftOf(event.output),
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
