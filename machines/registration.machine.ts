import { assign, fromPromise, setup } from "xstate";
import type { BusinessRegistration, Lang, OtpSent, TokenPair, UserRegistration } from "../sdk";
import type { FieldErrors } from "./field-check";
import { FieldFailure } from "./field-failure";
import { otpCodeMachineOf } from "./otp-code.machine";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * Signing up, as a person (`/register-user`) or a business and its owner (`/register-business`).
 * Read top to bottom:
 * - `details`: the form. Sending it → `checking`: the contract's rules for each field (the
 *   codes the server would answer), so a form that must fail is never sent; a field that
 *   breaks one returns here with its code beside it.
 * - `registering`: the account is created and a code goes to its phone. A refusal returns to
 *   `details`: beside its field when the code is one field's (field-check.ts `placeFailure`),
 *   for the form otherwise (`user_already_exists`, a network failure).
 * - `code`: the one-time code step (otp-code.machine.ts). Its confirmation answers a token
 *   pair, with which the person is signed in (`signIn`: the session's `session.adopt`, which
 *   goes to /profile) → `signedIn`.
 */

export type RegistrationKind = "user" | "business";

/** The form's fields as typed. A person's registration leaves the business's empty. */
export interface RegistrationDetails {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  password: string;
  business_name: string;
  oked: string;
  tax_id: string;
  region: string;
  address: string;
}

export type RegistrationRequest =
  | { kind: "user"; body: UserRegistration }
  | { kind: "business"; body: BusinessRegistration };

export interface RegistrationInput {
  kind: RegistrationKind;
}

export interface RegistrationContext extends RegistrationInput {
  request: RegistrationRequest | null;
  fieldErrors: FieldErrors;
  error: FailureCode | null;
  sent: OtpSent | null;
}

export type RegistrationEvent =
  | { type: "registration.submit"; details: RegistrationDetails; lang: Lang }
  /** The person changed a field: its error, now out of date, goes. */
  | { type: "registration.edit"; field: keyof RegistrationDetails };

export const emptyDetails: RegistrationDetails = {
  first_name: "",
  last_name: "",
  phone: "",
  email: "",
  password: "",
  business_name: "",
  oked: "",
  tax_id: "",
  region: "",
  address: "",
};

/**
 * The request a form's details make: texts without their blank edges (a password as typed),
 * an email left empty absent for a person (it is optional there), the interface's language.
 */
export function registrationRequest(
  kind: RegistrationKind,
  details: RegistrationDetails,
  lang: Lang,
): RegistrationRequest {
  const person = {
    first_name: details.first_name.trim(),
    last_name: details.last_name.trim(),
    phone: details.phone,
    password: details.password,
    lang,
  };
  const email = details.email.trim();
  if (kind === "user") {
    return { kind, body: email === "" ? person : { ...person, email } };
  }
  return {
    kind,
    body: {
      ...person,
      email,
      business_name: details.business_name.trim(),
      oked: details.oked,
      tax_id: details.tax_id,
      region: details.region,
      address: details.address.trim(),
    },
  };
}

const mustBeProvided = (name: string) => () => {
  throw new Error(`registration: the "${name}" implementation must be provided`);
};

/** The code step of a registration: its confirmation signs the person in. */
export const registrationCodeMachine = otpCodeMachineOf<TokenPair>();

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    tags: {} as "busy",
    children: {} as { checkDetails: "checkDetails"; register: "register"; code: "code" },
  },
  actors: {
    checkDetails: fromPromise<FieldErrors, RegistrationRequest>(mustBeProvided("checkDetails")),
    register: fromPromise<OtpSent, RegistrationRequest>(mustBeProvided("register")),
    code: registrationCodeMachine,
  },
  actions: {
    signIn: (_, _tokens: TokenPair) => {},
  },
  guards: {
    hasFieldErrors: (_, params: { errors: FieldErrors }) => Object.keys(params.errors).length > 0,
  },
}).createMachine({
  id: "registration",
  context: ({ input }) => ({
    kind: input.kind,
    request: null,
    fieldErrors: {},
    error: null,
    sent: null,
  }),
  initial: "details",
  states: {
    details: {
      on: {
        "registration.submit": {
          target: "checking",
          actions: assign({
            request: ({ context, event }) =>
              registrationRequest(context.kind, event.details, event.lang),
            fieldErrors: {},
            error: null,
          }),
        },
        "registration.edit": {
          actions: assign({
            fieldErrors: ({ context, event }) => {
              const { [event.field]: _gone, ...rest } = context.fieldErrors;
              return rest;
            },
          }),
        },
      },
    },
    checking: {
      tags: ["busy"],
      invoke: {
        id: "checkDetails",
        src: "checkDetails",
        input: ({ context }) => context.request as RegistrationRequest,
        onDone: [
          {
            guard: { type: "hasFieldErrors", params: ({ event }) => ({ errors: event.output }) },
            target: "details",
            actions: assign({ fieldErrors: ({ event }) => event.output }),
          },
          { target: "registering" },
        ],
        onError: {
          target: "details",
          actions: assign({ error: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    registering: {
      tags: ["busy"],
      invoke: {
        id: "register",
        src: "register",
        input: ({ context }) => context.request as RegistrationRequest,
        onDone: {
          target: "code",
          actions: assign({ sent: ({ event }) => event.output }),
        },
        onError: {
          target: "details",
          actions: assign(({ event }) =>
            event.error instanceof FieldFailure
              ? { fieldErrors: { [event.error.field]: event.error.code } }
              : { error: failureCode(event.error) },
          ),
        },
      },
    },
    code: {
      invoke: {
        id: "code",
        src: "code",
        input: ({ context }) => ({
          sent: context.sent as OtpSent,
          to: context.request?.body.phone ?? "",
        }),
        onDone: {
          target: "signedIn",
          actions: { type: "signIn", params: ({ event }) => event.output },
        },
      },
    },
    signedIn: { type: "final" },
  },
});
