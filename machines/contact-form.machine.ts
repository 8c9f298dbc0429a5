import { assign, fromPromise, setup } from "xstate";
import type { ContactMessage, ContactMessageSent } from "../sdk";
import type { FieldErrors } from "./field-check";
import { FieldFailure } from "./field-failure";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * The contact form (/contact-us). Read top to bottom:
 * - `editing` a draft; `contact.prefill` (a signed-in person's name and email from the
 *   profile) fills only the fields still empty, so nothing typed is overwritten;
 * - `contact.submit` → `checking` with the contract's rules and the one it cannot state alone
 *   (an email or a phone: `contact_required`); a refused field stays in `editing` with its code;
 * - `sending` → `sent` (the page thanks the person in their language); a refusal returns to
 *   `editing` with its code (beside its field, or for the whole form);
 * - `contact.again` from `sent` starts a new message, keeping who is writing.
 */

export interface ContactDraft {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  consent: boolean;
}

export type ContactTextField = Exclude<keyof ContactDraft, "consent">;

export interface ContactFormContext {
  draft: ContactDraft;
  errors: FieldErrors;
  error: FailureCode | null;
}

export type ContactFormEvent =
  | { type: "contact.prefill"; name: string; email: string }
  | { type: "contact.change"; field: ContactTextField; value: string }
  | { type: "contact.consent"; value: boolean }
  | { type: "contact.submit" }
  | { type: "contact.again" };

export const emptyContactDraft: ContactDraft = {
  name: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
  consent: false,
};

/** The draft as sent: trimmed, optional fields left empty are absent. */
export function contactMessageOf(draft: ContactDraft, lang?: ContactMessage["lang"]) {
  const text = (value: string) => value.trim() || undefined;
  const body: ContactMessage = {
    name: draft.name.trim(),
    message: draft.message.trim(),
    consent: draft.consent as true,
  };
  const email = text(draft.email);
  const phone = text(draft.phone);
  const subject = text(draft.subject);
  return {
    ...body,
    ...(email && { email }),
    ...(phone && { phone }),
    ...(subject && { subject }),
    ...(lang && { lang }),
  };
}

const mustBeProvided = (name: string) => () => {
  throw new Error(`contactForm: the "${name}" implementation must be provided`);
};

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    tags: {} as "busy",
  },
  actors: {
    check: fromPromise<FieldErrors, ContactDraft>(mustBeProvided("check")),
    send: fromPromise<ContactMessageSent, ContactDraft>(mustBeProvided("send")),
  },
}).createMachine({
  id: "contactForm",
  context: { draft: emptyContactDraft, errors: {}, error: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        "contact.prefill": {
          actions: assign({
            draft: ({ context, event }) => ({
              ...context.draft,
              name: context.draft.name || event.name,
              email: context.draft.email || event.email,
            }),
          }),
        },
        "contact.change": {
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, [event.field]: event.value },
            // Either contact answers `contact_required`: typing in one clears it on both.
            errors: { ...context.errors, [event.field]: undefined },
            error: null,
          })),
        },
        "contact.consent": {
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, consent: event.value },
            errors: { ...context.errors, consent: undefined },
          })),
        },
        "contact.submit": { target: "checking", actions: assign({ error: null }) },
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
            target: "editing",
            actions: assign({ errors: ({ event }) => event.output }),
          },
          { target: "sending", actions: assign({ errors: {} }) },
        ],
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    sending: {
      tags: ["busy"],
      invoke: {
        id: "send",
        src: "send",
        input: ({ context }) => context.draft,
        onDone: { target: "sent" },
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
    sent: {
      on: {
        "contact.again": {
          target: "editing",
          actions: assign(({ context }) => ({
            draft: {
              ...emptyContactDraft,
              name: context.draft.name,
              email: context.draft.email,
              phone: context.draft.phone,
            },
            errors: {},
            error: null,
          })),
        },
      },
    },
  },
});
