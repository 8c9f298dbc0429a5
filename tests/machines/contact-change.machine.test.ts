import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import {
  type ContactChangeEvent,
  type ContactChangeInput,
  type ContactRequest,
  contactChangeMachine,
  contactCodeMachine,
} from "../../machines/contact-change.machine";
import type { OtpAttempt, OtpCodeInput } from "../../machines/otp-code.machine";
import { RequestFailure } from "../../machines/request-failure";
import type { ErrorCode, OtpSent, Profile } from "../../sdk";
import * as coverage from "./state-coverage";

const sent: OtpSent = {
  user_id: "5b1e7c1a-1111-4222-8333-444455556666",
  channel: "email",
  destination: "nodir*****ew@example.uz",
  expires_in: 120,
};
const profile: Profile = {
  id: sent.user_id,
  email: "nodira.new@example.uz",
  phone: "998901234567",
  first_name: "Nodira",
  last_name: "Aliyeva",
  role: "user",
  lang: "en",
  currency: { id: 3, code: "USD", name: "US dollar" },
  image: null,
  is_verified: true,
  email_verified: true,
  is_active: true,
  business_id: null,
  business_status: null,
  has_password: true,
  date_joined: "2026-05-01T10:00:00.000Z",
};

interface Fakes {
  check?: (request: ContactRequest) => Promise<ErrorCode | null>;
  request?: (request: ContactRequest) => Promise<OtpSent>;
}

function start(fakes: Fakes = {}) {
  const calls = {
    request: vi.fn<(request: ContactRequest) => void>(),
    resend: vi.fn<(input: OtpCodeInput) => void>(),
    changed: vi.fn<(user: Profile) => void>(),
  };
  const actor = createActor(
    contactChangeMachine.provide({
      actors: {
        checkContact: fromPromise<ErrorCode | null, ContactRequest>(async ({ input }) =>
          (fakes.check ?? (async () => null))(input),
        ),
        request: fromPromise<OtpSent, ContactRequest>(async ({ input }) => {
          calls.request(input);
          return (fakes.request ?? (async () => sent))(input);
        }),
        code: contactCodeMachine.provide({
          actors: {
            checkCode: fromPromise<ErrorCode | null, OtpAttempt>(async () => null),
            verify: fromPromise<Profile, OtpAttempt>(async () => profile),
            resend: fromPromise<OtpSent, OtpCodeInput>(async ({ input }) => {
              calls.resend(input);
              return sent;
            }),
          },
        }),
      },
      actions: { changed: (_, user) => calls.changed(user) },
    }),
    { input: { kind: "email" } },
  );
  actor.start();
  return { actor, calls };
}

describe("contact change machine", () => {
  it("sends a code to the new email and hands the confirmed profile to the session", async () => {
    const { actor, calls } = start();
    actor.send({ type: "contact.start" });
    actor.send({ type: "contact.submit", value: "  nodira.new@example.uz " });
    await waitFor(actor, (s) => s.matches("code"));
    expect(calls.request).toHaveBeenCalledWith({ kind: "email", value: "nodira.new@example.uz" });
    const code = actor.getSnapshot().children.code;
    expect(code?.getSnapshot().context).toMatchObject({ sent, to: "nodira.new@example.uz" });
    code?.send({ type: "otp.submit", code: "123456" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(calls.changed).toHaveBeenCalledWith(profile);
    expect(actor.getSnapshot().context.done).toBe(true);
  });

  it("keeps the form with the contract's code for a malformed value, sending nothing", async () => {
    const { actor, calls } = start({ check: async () => "invalid_email" });
    actor.send({ type: "contact.start" });
    actor.send({ type: "contact.submit", value: "not-an-email" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("invalid_email");
    expect(calls.request).not.toHaveBeenCalled();
  });

  it.each(["contact_unchanged", "user_already_exists", "otp_already_active"] as const)(
    "shows the server's %s and changes nothing",
    async (refusal) => {
      const { actor, calls } = start({
        request: async () => {
          throw new RequestFailure(refusal, 400);
        },
      });
      actor.send({ type: "contact.start" });
      actor.send({ type: "contact.submit", value: "taken@example.uz" });
      await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe(refusal);
      expect(calls.changed).not.toHaveBeenCalled();
    },
  );

  it("gives up at any step before the code is confirmed", async () => {
    const { actor, calls } = start();
    actor.send({ type: "contact.start" });
    actor.send({ type: "contact.cancel" });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    actor.send({ type: "contact.start" });
    actor.send({ type: "contact.submit", value: "nodira.new@example.uz" });
    await waitFor(actor, (s) => s.matches("code"));
    actor.send({ type: "contact.cancel" });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(actor.getSnapshot().children.code).toBeUndefined();
    expect(calls.changed).not.toHaveBeenCalled();
  });

  it("confirms the current email: its code is asked for at once and the view says confirmed", async () => {
    const { actor, calls } = start();
    actor.send({ type: "contact.confirm", value: "nodira@example.uz" });
    expect(actor.getSnapshot().context).toMatchObject({ confirming: true, error: null });
    await waitFor(actor, (s) => s.matches("code"));
    expect(calls.request).toHaveBeenCalledWith({ kind: "email", value: "nodira@example.uz" });
    actor.getSnapshot().children.code?.send({ type: "otp.submit", code: "123456" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(calls.changed).toHaveBeenCalledWith(profile);
    expect(actor.getSnapshot().context).toMatchObject({ done: true, confirming: true });
    // A change started afterwards is a change again.
    actor.send({ type: "contact.start" });
    expect(actor.getSnapshot().context).toMatchObject({ done: false, confirming: false });
  });

  it("shows a refused confirmation beside the address, with no form to fill", async () => {
    const { actor, calls } = start({
      request: async () => {
        throw new RequestFailure("otp_already_active", 400);
      },
    });
    actor.send({ type: "contact.confirm", value: "nodira@example.uz" });
    await waitFor(actor, (s) => s.matches("idle") && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      error: "otp_already_active",
      confirming: true,
      done: false,
    });
    expect(calls.changed).not.toHaveBeenCalled();
  });

  it("every state node is entered by a shortest path and checked", () => {
    const events: ContactChangeEvent[] = [
      { type: "contact.start" },
      { type: "contact.confirm", value: "nodira@example.uz" },
      { type: "contact.submit", value: "nodira.new@example.uz" },
      { type: "contact.cancel" },
      { type: "xstate.done.actor.checkContact", output: null } as unknown as ContactChangeEvent,
      {
        type: "xstate.done.actor.checkContact",
        output: "invalid_email",
      } as unknown as ContactChangeEvent,
      {
        type: "xstate.error.actor.checkContact",
        error: new TypeError("offline"),
      } as unknown as ContactChangeEvent,
      { type: "xstate.done.actor.request", output: sent } as unknown as ContactChangeEvent,
      {
        type: "xstate.error.actor.request",
        error: new RequestFailure("otp_already_active", 400),
      } as unknown as ContactChangeEvent,
      { type: "xstate.done.actor.code", output: profile } as unknown as ContactChangeEvent,
    ];
    const input: ContactChangeInput = { kind: "email" };
    const expectations: coverage.StateChecks<typeof contactChangeMachine> = {
      "contactChange.idle": (s) => expect(s.context.sent).toBeNull(),
      "contactChange.editing": (s) => expect(s.context.done).toBe(false),
      "contactChange.checking": (s) => expect(s.context.value).toBe("nodira.new@example.uz"),
      "contactChange.requesting": (s) => {
        expect(s.hasTag("busy")).toBe(true);
        // Confirming asks for the current address, never an empty one.
        expect(s.context.value).not.toBe("");
      },
      "contactChange.code": (s) => expect(s.context.sent).toEqual(sent),
    };
    const paths = getShortestPaths(contactChangeMachine, {
      events,
      input,
      serializeState: coverage.byTransition,
      filterEvents: (s, event) => !event.type.startsWith("xstate.") || s.can(event),
    });
    const entered = coverage.checkEnteredStates(contactChangeMachine, input, paths, expectations);
    const ids = coverage.allStateIds(contactChangeMachine);
    expect(entered).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
