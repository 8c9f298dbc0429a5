import { assign, fromPromise, setup } from "xstate";
import type { Lang, TranslationRow } from "../sdk";
import type { FieldErrors } from "./field-check";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * One message in one language being edited (a cell of /translations):
 * - `editing` → `translation.save` → `checking` the contract's rules of the text (empty, too
 *   long: no request for those) → `saving`, where the server checks the rest (ICU syntax, the
 *   English message's placeholders, the language's plural categories) and stores it, or
 *   answers the code of the rule broken: back to `editing` with it, the old text unchanged.
 * - `translation.reset` (only with an override) → `saving` the way back to the bundled text.
 * - Either success → `saved` with the message as it is now (`saved`, the page's effect, puts
 *   it in the table); typing again edits on.
 */

export interface TranslationEditInput {
  row: TranslationRow;
  lang: Lang;
}

export interface TranslationEditContext extends TranslationEditInput {
  /** The text as typed. */
  text: string;
  /** Going back to the bundled text rather than saving `text`. */
  resetting: boolean;
  error: FailureCode | null;
}

export interface TranslationDraft {
  lang: Lang;
  key: string;
  text: string;
}

/** What is written: the text as the message's override, or null to go back to the bundled one. */
export interface TranslationWrite {
  lang: Lang;
  key: string;
  text: string | null;
}

export type TranslationEditEvent =
  | { type: "translation.change"; text: string }
  | { type: "translation.save" }
  | { type: "translation.reset" };

const mustBeProvided = (name: string) => () => {
  throw new Error(`translationEdit: the "${name}" implementation must be provided`);
};

const draftOf = ({ lang, row, text, resetting }: TranslationEditContext): TranslationWrite => ({
  lang,
  key: row.key,
  text: resetting ? null : text,
});

export const translationEditMachine = setup({
  types: {
    context: {} as TranslationEditContext,
    events: {} as TranslationEditEvent,
    input: {} as TranslationEditInput,
    tags: {} as "busy",
  },
  actors: {
    check: fromPromise<FieldErrors, TranslationDraft>(mustBeProvided("check")),
    write: fromPromise<TranslationRow, TranslationWrite>(mustBeProvided("write")),
  },
  actions: {
    saved: (_, _row: TranslationRow) => {},
  },
  guards: {
    hasOverride: ({ context }) => context.row.messages[context.lang].override !== null,
    refused: (_, errors: FieldErrors) => Object.keys(errors).length > 0,
  },
}).createMachine({
  id: "translationEdit",
  context: ({ input }) => ({
    ...input,
    text: input.row.messages[input.lang].text ?? "",
    resetting: false,
    error: null,
  }),
  initial: "editing",
  on: {
    "translation.change": {
      target: ".editing",
      actions: assign({ text: ({ event }) => event.text, error: null }),
    },
  },
  states: {
    editing: {
      on: {
        "translation.save": { target: "checking", actions: assign({ resetting: false }) },
        "translation.reset": {
          guard: "hasOverride",
          target: "saving",
          actions: assign({ resetting: true }),
        },
      },
    },
    checking: {
      tags: ["busy"],
      invoke: {
        id: "check",
        src: "check",
        input: ({ context }) => ({ lang: context.lang, key: context.row.key, text: context.text }),
        onDone: [
          {
            guard: { type: "refused", params: ({ event }) => event.output },
            target: "editing",
            actions: assign({
              error: ({ event }) => Object.values(event.output)[0] ?? "validation_error",
            }),
          },
          { target: "saving" },
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
        id: "write",
        src: "write",
        input: ({ context }) => draftOf(context),
        onDone: {
          target: "saved",
          actions: [
            assign(({ context, event }) => ({
              row: event.output,
              text: event.output.messages[context.lang].text ?? "",
              error: null,
            })),
            { type: "saved", params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    saved: {
      on: {
        "translation.reset": {
          guard: "hasOverride",
          target: "saving",
          actions: assign({ resetting: true }),
        },
      },
    },
  },
});
