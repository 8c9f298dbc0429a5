import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import type { FieldErrors } from "../../machines/field-check";
import { FieldFailure } from "../../machines/field-failure";
import type { OtpAttempt, OtpCodeInput } from "../../machines/otp-code.machine";
import {
  emptyDetails,
  type RegistrationDetails,
  type RegistrationEvent,
  type RegistrationInput,
  type RegistrationRequest,
  registrationCodeMachine,
  registrationMachine,
  registrationRequest,
} from "../../machines/registration.machine";
import { RequestFailure } from "../../machines/request-failure";
import type { ErrorCode, OtpSent, TokenPair } from "../../sdk";
import * as coverage from "./state-coverage";

const person: RegistrationDetails = {
  ...emptyDetails,
  first_name: " Dilnoza ",
  last_name: "Yusupova",
  phone: "998901234567",
  password: " secret123 ",
};
const business: RegistrationDetails = {
  ...person,
  email: "shop@example.uz",
  business_name: " Samarqand Non ",
  oked: "0ae5773a-fbca-4b1c-b63e-efb86faeec62",
  tax_id: "305550111",
  region: "samarkand",
  address: " Registon 12 ",
};
const sent: OtpSent = {
  user_id: "5b1e7c1a-1111-4222-8333-444455556666",
  channel: "sms",
  destination: "998 90 *** ** 67",
  expires_in: 120,
};
const pair: TokenPair = { access: "a", refresh: "r" };

interface Fakes {
  check?: (request: RegistrationRequest) => Promise<FieldErrors>;
  register?: (request: RegistrationRequest) => Promise<OtpSent>;
}

function start(kind: RegistrationInput["kind"], fakes: Fakes = {}) {
  const calls = {
    register: vi.fn<(request: RegistrationRequest) => void>(),
    verify: vi.fn<(attempt: OtpAttempt) => void>(),
    signIn: vi.fn<(tokens: TokenPair) => void>(),
  };
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        checkDetails: fromPromise<FieldErrors, RegistrationRequest>(async ({ input }) =>
          (fakes.check ?? (async () => ({})))(input),
        ),
        register: fromPromise<OtpSent, RegistrationRequest>(async ({ input }) => {
          calls.register(input);
          return (fakes.register ?? (async () => sent))(input);
        }),
        code: registrationCodeMachine.provide({
          actors: {
            checkCode: fromPromise<ErrorCode | null, OtpAttempt>(async () => null),
            verify: fromPromise<TokenPair, OtpAttempt>(async ({ input }) => {
              calls.verify(input);
              return pair;
            }),
            resend: fromPromise<OtpSent, OtpCodeInput>(async () => sent),
          },
        }),
      },
      actions: { signIn: (_, tokens) => calls.signIn(tokens) },
    }),
    { input: { kind } },
  );
  actor.start();
  return { actor, calls };
}

describe("registration request", () => {
  it("sends a person's details trimmed, without an empty email, in the interface's language", () => {
    expect(registrationRequest("user", person, "uz")).toEqual({
      kind: "user",
      body: {
        first_name: "Dilnoza",
        last_name: "Yusupova",
        phone: "998901234567",
        password: " secret123 ",
        lang: "uz",
      },
    });
    expect(registrationRequest("user", { ...person, email: " a@b.uz " }, "en").body).toMatchObject({
      email: "a@b.uz",
    });
  });

  it("sends a business's details with its owner's", () => {
    expect(registrationRequest("business", business, "ru")).toEqual({
      kind: "business",
      body: {
        first_name: "Dilnoza",
        last_name: "Yusupova",
        phone: "998901234567",
        password: " secret123 ",
        lang: "ru",
        email: "shop@example.uz",
        business_name: "Samarqand Non",
        oked: business.oked,
        tax_id: "305550111",
        region: "samarkand",
        address: "Registon 12",
      },
    });
  });
});

describe("registration machine", () => {
  it("registers, takes the code and signs the person in with the answered tokens", async () => {
    const { actor, calls } = start("user");
    actor.send({ type: "registration.submit", details: person, lang: "en" });
    await waitFor(actor, (s) => s.matches("code"));
    expect(calls.register).toHaveBeenCalledWith(registrationRequest("user", person, "en"));
    const code = actor.getSnapshot().children.code;
    expect(code?.getSnapshot().context).toMatchObject({ sent, to: "998901234567" });
    code?.send({ type: "otp.submit", code: "123456" });
    await waitFor(actor, (s) => s.matches("signedIn"));
    expect(calls.verify).toHaveBeenCalledWith({ sent, code: "123456" });
    expect(calls.signIn).toHaveBeenCalledWith(pair);
  });

  it("keeps a form the contract's rules refuse, with each field's code, and sends nothing", async () => {
    const { actor, calls } = start("business", {
      check: async () => ({ tax_id: "tax_id_invalid", phone: "phone_must_be_digits" }),
    });
    actor.send({ type: "registration.submit", details: business, lang: "en" });
    await waitFor(actor, (s) => s.matches("details"));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      tax_id: "tax_id_invalid",
      phone: "phone_must_be_digits",
    });
    expect(calls.register).not.toHaveBeenCalled();
    // Changing a field takes its error away; the others stay until the next try.
    actor.send({ type: "registration.edit", field: "tax_id" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ phone: "phone_must_be_digits" });
  });

  it("shows the server's code beside its field, or for the form", async () => {
    const byField = start("business", {
      register: async () => {
        throw new FieldFailure("invalid_region", 400, "region");
      },
    });
    byField.actor.send({ type: "registration.submit", details: business, lang: "en" });
    await waitFor(byField.actor, (s) => s.matches("details"));
    expect(byField.actor.getSnapshot().context).toMatchObject({
      fieldErrors: { region: "invalid_region" },
      error: null,
    });

    const forForm = start("user", {
      register: async () => {
        throw new RequestFailure("user_already_exists", 400);
      },
    });
    forForm.actor.send({ type: "registration.submit", details: person, lang: "en" });
    await waitFor(forForm.actor, (s) => s.matches("details"));
    expect(forForm.actor.getSnapshot().context).toMatchObject({
      fieldErrors: {},
      error: "user_already_exists",
    });
    // A new try starts clean.
    forForm.actor.send({ type: "registration.submit", details: person, lang: "en" });
    expect(forForm.actor.getSnapshot().context.error).toBeNull();
  });

  it("every state node is entered by a shortest path and checked", () => {
    const events: RegistrationEvent[] = [
      { type: "registration.submit", details: person, lang: "en" },
      { type: "registration.edit", field: "phone" },
      { type: "xstate.done.actor.checkDetails", output: {} } as unknown as RegistrationEvent,
      {
        type: "xstate.done.actor.checkDetails",
        output: { phone: "phone_required" },
      } as unknown as RegistrationEvent,
      {
        type: "xstate.error.actor.checkDetails",
        error: new TypeError("offline"),
      } as unknown as RegistrationEvent,
      { type: "xstate.done.actor.register", output: sent } as unknown as RegistrationEvent,
      {
        type: "xstate.error.actor.register",
        error: new RequestFailure("user_already_exists", 400),
      } as unknown as RegistrationEvent,
      { type: "xstate.done.actor.code", output: pair } as unknown as RegistrationEvent,
    ];
    const input: RegistrationInput = { kind: "user" };
    const expectations: coverage.StateChecks<typeof registrationMachine> = {
      "registration.details": (s) => expect(s.hasTag("busy")).toBe(false),
      "registration.checking": (s) => expect(s.context.request?.kind).toBe("user"),
      "registration.registering": (s) => expect(s.context.fieldErrors).toEqual({}),
      "registration.code": (s) => expect(s.context.sent).toEqual(sent),
      "registration.signedIn": (s) => expect(s.status).toBe("done"),
    };
    const paths = getShortestPaths(registrationMachine, {
      events,
      input,
      serializeState: coverage.byTransition,
      filterEvents: (s, event) => !event.type.startsWith("xstate.") || s.can(event),
    });
    const entered = coverage.checkEnteredStates(registrationMachine, input, paths, expectations);
    const ids = coverage.allStateIds(registrationMachine);
    expect(entered).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
