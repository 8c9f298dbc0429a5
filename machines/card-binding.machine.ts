import { assign, fromPromise, setup } from "xstate";
import type { CardBindingStarted, ErrorCode, PaymentCard } from "../sdk";
import { type CardEntry, type CardErrors, cardErrors } from "./card-rules";
import { otpCodeMachineOf } from "./otp-code.machine";
import { type FailureCode, failureCode } from "./request-failure";

/**
 * Adding a UzCard or Humo card. Read top to bottom:
 * - `form`: the number and the expiry (`MMYY`) typed. Sending them is `checking` them by the
 *   card rules (card-rules.ts: the codes the server would answer), so a card that must be
 *   refused is never sent; a broken rule returns here beside its field.
 * - `starting`: the binding starts and the card's bank sends an SMS code to the card's phone. A
 *   refusal returns to `form`: beside its field when it is one field's, otherwise for the form
 *   (`card_already_exists`, `card_already_active`: the card is another account's, a processor's
 *   `STPIMS-ERR-nnn`, a network failure).
 * - `code`: the one-time code step (otp-code.machine.ts), sent to the phone the answer masked,
 *   its lifetime `expires_in`, after which a new code may be asked for. A wrong code
 *   (`STPIMS-ERR-098`) is tried again; five wrong codes (`too_many_attempts`) or a binding gone
 *   (`card_binding_expired`) end the step. `binding.restart` goes back to `form` with the card
 *   as typed, to start a new binding.
 * - `bound`: the code confirmed; the machine ends with the card.
 */

export interface CardBindingContext {
  entry: CardEntry;
  errors: CardErrors;
  error: FailureCode | null;
  started: CardBindingStarted | null;
  card: PaymentCard | null;
}

export type CardBindingEvent =
  | { type: "binding.edit"; change: Partial<CardEntry> }
  | { type: "binding.submit" }
  | { type: "binding.restart" };

const mustBeProvided = (name: string) => () => {
  throw new Error(`cardBinding: the "${name}" implementation must be provided`);
};

// The server's refusals that belong beside a field (the same codes card-rules.ts answers).
const FIELD_OF_CODE: Partial<Record<ErrorCode, keyof CardEntry>> = {
  card_number_invalid: "number",
  expiration_month_invalid: "expiry",
  expiration_year_expired: "expiry",
};

function refusalOf(error: unknown): Pick<CardBindingContext, "errors" | "error"> {
  const code = failureCode(error);
  const field = code === "network_error" ? undefined : FIELD_OF_CODE[code];
  return field ? { errors: { [field]: code }, error: null } : { errors: {}, error: code };
}

/**
 * The code step of a binding: it confirms into the bound card. Its refusals, as the server
 * answers them (docs/payments.md, Cards): a code past its time is answered as a wrong one
 * (`STPIMS-ERR-098`; the clock says when a new one may be asked for), so none spends the code;
 * the fifth wrong code (`too_many_attempts`) and a binding gone (`card_binding_expired`: its
 * ten minutes are over, or it was finished) end it.
 */
export const cardCodeMachine = otpCodeMachineOf<PaymentCard, CardBindingStarted>().provide({
  guards: {
    isSpent: () => false,
    isEnded: (_, { error, step }) => {
      const code = failureCode(error);
      return code === "card_binding_expired" || (step === "verify" && code === "too_many_attempts");
    },
  },
});

export const cardBindingMachine = setup({
  types: {
    context: {} as CardBindingContext,
    events: {} as CardBindingEvent,
    output: {} as PaymentCard,
    tags: {} as "busy",
    children: {} as { start: "start"; code: "code" },
  },
  actors: {
    start: fromPromise<CardBindingStarted, CardEntry>(mustBeProvided("start")),
    code: cardCodeMachine,
  },
  actions: {
    // The moment matters: a card is good through the last day of its expiry month.
    checkEntry: assign({
      errors: ({ context }) => cardErrors(context.entry, new Date()),
      error: null,
    }),
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
  },
}).createMachine({
  id: "cardBinding",
  context: {
    entry: { number: "", expiry: "" },
    errors: {},
    error: null,
    started: null,
    card: null,
  },
  initial: "form",
  states: {
    form: {
      on: {
        "binding.edit": {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            for (const field of Object.keys(event.change) as (keyof CardEntry)[]) {
              delete errors[field];
            }
            return { entry: { ...context.entry, ...event.change }, errors };
          }),
        },
        "binding.submit": { target: "checking", actions: "checkEntry" },
      },
    },
    checking: {
      always: [{ guard: "hasErrors", target: "form" }, { target: "starting" }],
    },
    starting: {
      tags: ["busy"],
      invoke: {
        id: "start",
        src: "start",
        input: ({ context }) => context.entry,
        onDone: { target: "code", actions: assign({ started: ({ event }) => event.output }) },
        onError: { target: "form", actions: assign(({ event }) => refusalOf(event.error)) },
      },
    },
    code: {
      invoke: {
        id: "code",
        src: "code",
        input: ({ context }) => {
          const started = context.started as CardBindingStarted;
          return { sent: started, to: started.phone };
        },
        onDone: { target: "bound", actions: assign({ card: ({ event }) => event.output }) },
      },
      on: {
        "binding.restart": { target: "form", actions: assign({ started: null, error: null }) },
      },
    },
    bound: {
      type: "final",
    },
  },
  // `bound` is reached from the code step's answer alone, which it keeps.
  output: ({ context }) => context.card as PaymentCard,
});
