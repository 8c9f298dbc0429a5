import { assign, fromPromise, setup } from "xstate";
import type { FormSubmissionSent, PublicForm } from "../sdk";
import type { FieldErrors } from "./field-check";
import { answerErrors, emptyValue, type FormValue, type FormValues } from "./form-answer-rules";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * A visitor filling in a form made with the form builder (on /contact-us, /for-business or
 * /forms/{slug}). Read top to bottom:
 * - `editing` the values; a change clears that field's refusal;
 * - `form.submit` checks the definition's rules at once (form-answer-rules.ts): a broken one
 *   stays in `editing`, its code beside its field;
 * - `sending` → `sent` (the page thanks them); the server's refusal (the judge: the same rules,
 *   on the stored definition) returns to `editing` with its code for the whole form;
 * - `form.again` from `sent` starts afresh.
 */

export interface FormAnswersInput {
  form: PublicForm;
}

export interface FormAnswersContext {
  form: PublicForm;
  values: FormValues;
  errors: FieldErrors;
  error: FailureCode | null;
}

export type FormAnswersEvent =
  | { type: "form.change"; name: string; value: FormValue }
  | { type: "form.submit" }
  | { type: "form.again" };

export interface FormAnswersSend {
  form: PublicForm;
  values: FormValues;
}

export function emptyValues(form: PublicForm): FormValues {
  return Object.fromEntries(form.definition.fields.map((field) => [field.name, emptyValue(field)]));
}

const mustBeProvided = (name: string) => () => {
  throw new Error(`formAnswers: the "${name}" implementation must be provided`);
};

export const formAnswersMachine = setup({
  types: {
    input: {} as FormAnswersInput,
    context: {} as FormAnswersContext,
    events: {} as FormAnswersEvent,
    tags: {} as "busy",
  },
  actors: {
    send: fromPromise<FormSubmissionSent, FormAnswersSend>(mustBeProvided("send")),
  },
  guards: {
    breaksARule: ({ context }) =>
      Object.values(answerErrors(context.form.definition, context.values)).some(Boolean),
  },
}).createMachine({
  id: "formAnswers",
  context: ({ input }) => ({
    form: input.form,
    values: emptyValues(input.form),
    errors: {},
    error: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "form.change": {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.name]: event.value },
            errors: { ...context.errors, [event.name]: undefined },
            error: null,
          })),
        },
        "form.submit": [
          {
            guard: "breaksARule",
            actions: assign({
              errors: ({ context }) => answerErrors(context.form.definition, context.values),
              error: null,
            }),
          },
          { target: "sending", actions: assign({ errors: {}, error: null }) },
        ],
      },
    },
    sending: {
      tags: ["busy"],
      invoke: {
        id: "send",
        src: "send",
        input: ({ context }) => ({ form: context.form, values: context.values }),
        onDone: { target: "sent" },
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    sent: {
      on: {
        "form.again": {
          target: "editing",
          actions: assign(({ context }) => ({
            values: emptyValues(context.form),
            errors: {},
            error: null,
          })),
        },
      },
    },
  },
});
