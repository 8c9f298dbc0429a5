import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import {
  type OtpAttempt,
  type OtpCodeEvent,
  type OtpCodeInput,
  otpCodeMachine,
  otpCodeMachineOf,
} from "../../machines/otp-code.machine";
import { failureCode, RequestFailure } from "../../machines/request-failure";
import type { ErrorCode, OtpSent, TokenPair } from "../../sdk";
import * as coverage from "./state-coverage";

const sent: OtpSent = {
  user_id: "5b1e7c1a-1111-4222-8333-444455556666",
  channel: "sms",
  destination: "998 90 *** ** 67",
  expires_in: 120,
};
const input: OtpCodeInput = { sent, to: "998901234567" };
const pair: TokenPair = { access: "a", refresh: "r" };

interface Fakes {
  checkCode?: (attempt: OtpAttempt) => Promise<ErrorCode | null>;
  verify?: (attempt: OtpAttempt) => Promise<TokenPair>;
  resend?: (input: OtpCodeInput) => Promise<OtpSent>;
}

const machine = otpCodeMachineOf<TokenPair>();

function start(fakes: Fakes = {}, given: OtpCodeInput = input) {
  const calls = {
    verify: vi.fn<(attempt: OtpAttempt) => void>(),
    resend: vi.fn<(input: OtpCodeInput) => void>(),
  };
  const actor = createActor(
    machine.provide({
      actors: {
        checkCode: fromPromise<ErrorCode | null, OtpAttempt>(async ({ input }) =>
          (fakes.checkCode ?? (async () => null))(input),
        ),
        verify: fromPromise<TokenPair, OtpAttempt>(async ({ input }) => {
          calls.verify(input);
          return (fakes.verify ?? (async () => pair))(input);
        }),
        resend: fromPromise<OtpSent, OtpCodeInput>(async ({ input }) => {
          calls.resend(input);
          return (fakes.resend ?? (async () => ({ ...sent, expires_in: 60 })))(input);
        }),
      },
    }),
    { input: given },
  );
  actor.start();
  return { actor, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("otp code machine", () => {
  it("confirms a code and ends with what the confirmation answered", async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().can({ type: "otp.resend" })).toBe(false);
    actor.send({ type: "otp.submit", code: "123456" });
    await waitFor(actor, (s) => s.status === "done");
    expect(calls.verify).toHaveBeenCalledWith({ sent, code: "123456" });
    expect(actor.getSnapshot().output).toEqual(pair);
  });

  it("never sends a code the contract's rule refuses", async () => {
    const { actor, calls } = start({ checkCode: async () => "invalid_otp" });
    actor.send({ type: "otp.submit", code: "12" });
    await waitFor(actor, (s) => s.matches({ waiting: { entry: "editing" } }));
    expect(actor.getSnapshot().context.error).toBe("invalid_otp");
    expect(calls.verify).not.toHaveBeenCalled();
  });

  it("keeps the clock for a wrong code and lets the person try again", async () => {
    let tries = 0;
    const { actor } = start({
      verify: async () => {
        tries += 1;
        if (tries === 1) throw new RequestFailure("invalid_otp", 400);
        return pair;
      },
    });
    actor.send({ type: "otp.submit", code: "000000" });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("invalid_otp");
    expect(actor.getSnapshot().matches({ waiting: { clock: "running" } })).toBe(true);
    actor.send({ type: "otp.submit", code: "123456" });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().output).toEqual(pair);
  });

  it("stops the clock for an expired or spent code, so a new one may be asked for", async () => {
    const { actor, calls } = start({
      verify: async () => {
        throw new RequestFailure("otp_expired_or_invalid", 400);
      },
    });
    actor.send({ type: "otp.submit", code: "123456" });
    await waitFor(actor, (s) => s.context.error !== null);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.error).toBe("otp_expired_or_invalid");
    expect(snapshot.matches({ waiting: { clock: "expired" } })).toBe(true);
    actor.send({ type: "otp.resend" });
    await waitFor(actor, (s) => s.matches({ waiting: { clock: "running" } }));
    expect(calls.resend).toHaveBeenCalledWith(input);
    expect(actor.getSnapshot().context).toMatchObject({
      sent: { expires_in: 60 },
      resent: true,
      error: null,
    });
  });

  it("offers a new code only once the code's time is over, counted from expires_in", async () => {
    vi.useFakeTimers();
    const { actor } = start({}, { sent: { ...sent, expires_in: 3 }, to: "998901234567" });
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().can({ type: "otp.resend" })).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches({ waiting: { clock: "expired" } })).toBe(true);
    expect(actor.getSnapshot().can({ type: "otp.resend" })).toBe(true);
  });

  it("shows why a new code was refused and stays ready to ask again", async () => {
    vi.useFakeTimers();
    const { actor } = start(
      {
        resend: async () => {
          throw new RequestFailure("otp_already_active", 400);
        },
      },
      { sent: { ...sent, expires_in: 1 }, to: "998901234567" },
    );
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: "otp.resend" });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe("otp_already_active");
    expect(actor.getSnapshot().can({ type: "otp.resend" })).toBe(true);
  });

  it("every state node is entered by a shortest path and checked", () => {
    const done = (id: string, output: unknown) =>
      ({ type: `xstate.done.actor.${id}`, output }) as unknown as OtpCodeEvent;
    const failed = (id: string, code: ErrorCode) =>
      ({
        type: `xstate.error.actor.${id}`,
        error: new RequestFailure(code, 400),
      }) as unknown as OtpCodeEvent;
    const events: OtpCodeEvent[] = [
      { type: "otp.submit", code: "123456" },
      { type: "otp.resend" },
      done("checkCode", null),
      done("checkCode", "invalid_otp"),
      failed("checkCode", "something_went_wrong"),
      done("verify", pair),
      failed("verify", "invalid_otp"),
      failed("verify", "otp_expired_or_invalid"),
      failed("verify", "too_many_attempts"),
      done("countdown", undefined),
      done("resend", { ...sent, expires_in: 60 }),
      failed("resend", "otp_already_active"),
    ];
    const expectations: coverage.StateChecks<typeof otpCodeMachine> = {
      "otpCode.waiting": (s) => expect(s.context.sent.user_id).toBe(sent.user_id),
      "otpCode.waiting.entry": (s) => expect(s.context.verified).toBeNull(),
      "otpCode.waiting.entry.editing": (s) => expect(s.hasTag("verifying")).toBe(false),
      "otpCode.waiting.entry.checking": (s) => expect(s.context.code).toBe("123456"),
      "otpCode.waiting.entry.verifying": (s) => expect(s.hasTag("verifying")).toBe(true),
      "otpCode.waiting.clock": (s) => expect(s.context.to).toBe(input.to),
      "otpCode.waiting.clock.running": (s) => expect(s.can({ type: "otp.resend" })).toBe(false),
      "otpCode.waiting.clock.expired": (s) => expect(s.can({ type: "otp.resend" })).toBe(true),
      "otpCode.waiting.clock.resending": (s) => expect(s.hasTag("resending")).toBe(true),
      "otpCode.verified": (s) => expect(s.context.verified).toEqual(pair),
      "otpCode.ended": (s) => {
        expect(s.context.error).toBe("too_many_attempts");
        expect(s.can({ type: "otp.submit", code: "123456" })).toBe(false);
        expect(s.can({ type: "otp.resend" })).toBe(false);
      },
    };
    // A user of the step whose refusals can end it (a card binding's), so `ended` is reached.
    const ending = otpCodeMachine.provide({
      guards: { isEnded: (_, { error }) => failureCode(error) === "too_many_attempts" },
    });
    const paths = getShortestPaths(ending, {
      events,
      input,
      serializeState: coverage.byTransition,
      filterEvents: (s, event) => !event.type.startsWith("xstate.") || s.can(event),
    });
    const entered = coverage.checkEnteredStates(ending, input, paths, expectations);
    const ids = coverage.allStateIds(otpCodeMachine);
    expect(entered).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
