import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ActorRefFrom, createActor, fromPromise, waitFor } from "xstate";
import { cardBindingMachine, cardCodeMachine } from "../../machines/card-binding.machine";
import type { CardEntry } from "../../machines/card-rules";
import { secondsLeft } from "../../machines/countdown.machine";
import type { OtpAttempt, OtpCodeInput } from "../../machines/otp-code.machine";
import { paymentCardsMachine } from "../../machines/payment-cards.machine";
import { RequestFailure } from "../../machines/request-failure";
import type { CardBindingStarted, ErrorCode, PaymentCard } from "../../sdk";
import { card, started } from "./payments-fixtures";

const UZCARD: CardEntry = { number: "8600110000000012", expiry: "1230" };

interface Fakes {
  start?: (entry: CardEntry) => Promise<CardBindingStarted>;
  verify?: (attempt: OtpAttempt<CardBindingStarted>) => Promise<PaymentCard>;
  resend?: (input: OtpCodeInput<CardBindingStarted>) => Promise<CardBindingStarted>;
}

/** The binding machine with the sandbox's behaviour: 111111 confirms, any other code is wrong. */
function bindingWith(fakes: Fakes = {}) {
  const calls = {
    start: vi.fn<(entry: CardEntry) => void>(),
    verify: vi.fn<(code: string) => void>(),
    resend: vi.fn<() => void>(),
  };
  const logic = cardBindingMachine.provide({
    actors: {
      start: fromPromise<CardBindingStarted, CardEntry>(async ({ input }) => {
        calls.start(input);
        return (fakes.start ?? (async () => started))(input);
      }),
      code: cardCodeMachine.provide({
        actors: {
          checkCode: fromPromise<ErrorCode | null, OtpAttempt<CardBindingStarted>>(
            async ({ input }) => (/^\d{6}$/.test(input.code) ? null : "STPIMS-ERR-098"),
          ),
          verify: fromPromise<PaymentCard, OtpAttempt<CardBindingStarted>>(async ({ input }) => {
            calls.verify(input.code);
            if (fakes.verify) return fakes.verify(input);
            if (input.code !== "111111") throw new RequestFailure("STPIMS-ERR-098", 400);
            return card;
          }),
          resend: fromPromise<CardBindingStarted, OtpCodeInput<CardBindingStarted>>(
            async ({ input }) => {
              calls.resend();
              return (fakes.resend ?? (async () => ({ ...started, expires_in: 60 })))(input);
            },
          ),
        },
      }),
    },
  });
  return { logic, calls };
}

type Binding = ActorRefFrom<typeof cardBindingMachine>;

function codeStep(actor: Binding) {
  const code = actor.getSnapshot().children.code;
  if (!code) throw new Error("the code step is not running");
  return code;
}

async function typeCard(actor: Binding, entry: CardEntry = UZCARD) {
  actor.send({ type: "binding.edit", change: entry });
  actor.send({ type: "binding.submit" });
  await waitFor(actor, (s) => s.matches("code") || s.matches("form"));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
  vi.setSystemTime(new Date(2026, 10, 26, 12, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("binding a card", () => {
  it("sends nothing for a card the rules refuse, each code beside its field", async () => {
    const { logic, calls } = bindingWith();
    const actor = createActor(logic).start();
    await typeCard(actor, { number: "8600110000000013", expiry: "0123" });
    expect(actor.getSnapshot().matches("form")).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({
      number: "card_number_invalid",
      expiry: "expiration_year_expired",
    });
    expect(calls.start).not.toHaveBeenCalled();
    // Typing again clears that field's code, and only that field's.
    actor.send({ type: "binding.edit", change: { number: UZCARD.number } });
    expect(actor.getSnapshot().context.errors).toEqual({ expiry: "expiration_year_expired" });
  });

  it("puts the server's refusal beside its field, or for the form", async () => {
    let refusal: ErrorCode = "expiration_year_expired";
    const { logic } = bindingWith({
      start: async () => {
        throw new RequestFailure(refusal, 400);
      },
    });
    const actor = createActor(logic).start();
    await typeCard(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      errors: { expiry: "expiration_year_expired" },
      error: null,
    });
    refusal = "card_already_active";
    await typeCard(actor);
    expect(actor.getSnapshot().context).toMatchObject({ errors: {}, error: "card_already_active" });
  });

  it("takes a wrong code, keeps the clock, then binds with the right one", async () => {
    const { logic, calls } = bindingWith();
    const actor = createActor(logic).start();
    await typeCard(actor);
    expect(calls.start).toHaveBeenCalledWith(UZCARD);
    const code = codeStep(actor);
    // The code went to the phone the processor masked.
    expect(code.getSnapshot().context.to).toBe(started.phone);

    code.send({ type: "otp.submit", code: "123456" });
    await waitFor(code, (s) => s.context.error !== null);
    expect(code.getSnapshot().context.error).toBe("STPIMS-ERR-098");
    expect(code.getSnapshot().matches({ waiting: { clock: "running" } })).toBe(true);

    code.send({ type: "otp.submit", code: "111111" });
    await waitFor(actor, (s) => s.status === "done");
    expect(calls.verify.mock.calls.map(([sent]) => sent)).toEqual(["123456", "111111"]);
    expect(actor.getSnapshot().output).toEqual(card);
  });

  it("counts the code's time down in seconds and offers a new code only when it is over", async () => {
    const { logic, calls } = bindingWith();
    const actor = createActor(logic).start();
    await typeCard(actor);
    const code = codeStep(actor);
    const clock = () => {
      const countdown = code.getSnapshot().children.countdown;
      return countdown ? secondsLeft(countdown.getSnapshot().context) : null;
    };
    expect(clock()).toBe(120);
    vi.advanceTimersByTime(61_000);
    expect(clock()).toBe(59);
    expect(code.getSnapshot().can({ type: "otp.resend" })).toBe(false);
    vi.advanceTimersByTime(59_000);
    expect(code.getSnapshot().matches({ waiting: { clock: "expired" } })).toBe(true);

    code.send({ type: "otp.resend" });
    await waitFor(code, (s) => s.matches({ waiting: { clock: "running" } }));
    expect(calls.resend).toHaveBeenCalledTimes(1);
    expect(code.getSnapshot().context.resent).toBe(true);
    expect(clock()).toBe(60);
  });

  it("ends the step when the binding is gone, whether confirming or asking for a new code", async () => {
    const { logic } = bindingWith({
      verify: async () => {
        throw new RequestFailure("card_binding_expired", 404);
      },
    });
    const actor = createActor(logic).start();
    await typeCard(actor);
    const code = codeStep(actor);
    code.send({ type: "otp.submit", code: "111111" });
    await waitFor(code, (s) => s.matches("ended"));
    expect(code.getSnapshot().context.error).toBe("card_binding_expired");
  });

  it("ends the step after five wrong codes, and starts again from the card as typed", async () => {
    const { logic, calls } = bindingWith({
      verify: async () => {
        throw new RequestFailure("too_many_attempts", 429);
      },
    });
    const actor = createActor(logic).start();
    await typeCard(actor);
    const code = codeStep(actor);
    code.send({ type: "otp.submit", code: "000000" });
    await waitFor(code, (s) => s.matches("ended"));
    expect(code.getSnapshot().context.error).toBe("too_many_attempts");
    expect(code.getSnapshot().can({ type: "otp.submit", code: "111111" })).toBe(false);

    actor.send({ type: "binding.restart" });
    expect(actor.getSnapshot().matches("form")).toBe(true);
    expect(actor.getSnapshot().context.entry).toEqual(UZCARD);
    actor.send({ type: "binding.submit" });
    await waitFor(actor, (s) => s.matches("code"));
    expect(calls.start).toHaveBeenCalledTimes(2);
  });

  it("ends the step when a binding asked for a new code is gone", async () => {
    const { logic } = bindingWith({
      resend: async () => {
        throw new RequestFailure("card_binding_expired", 404);
      },
    });
    const actor = createActor(logic).start();
    await typeCard(actor);
    const code = codeStep(actor);
    vi.advanceTimersByTime(120_000);
    code.send({ type: "otp.resend" });
    await waitFor(code, (s) => s.matches("ended"));
    expect(code.getSnapshot().context.error).toBe("card_binding_expired");
  });
});

describe("the cards list", () => {
  it("adds the bound card and reads the list again (the first card becomes the default)", async () => {
    const { logic } = bindingWith();
    let listed: PaymentCard[] = [];
    const actor = createActor(
      paymentCardsMachine.provide({
        actors: {
          list: fromPromise(async () => listed),
          binding: logic,
          makeDefault: fromPromise(async () => listed),
          remove: fromPromise(async () => {}),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    actor.send({ type: "cards.add" });
    const binding = actor.getSnapshot().children.binding;
    if (!binding) throw new Error("no binding");
    await typeCard(binding);
    listed = [card];
    codeStep(binding).send({ type: "otp.submit", code: "111111" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }) && s.context.cards.length === 1);
    expect(actor.getSnapshot().context.added).toEqual(card);
    expect(actor.getSnapshot().children.binding).toBeUndefined();
  });

  it("removes a card only once confirmed, and never makes the default card default again", async () => {
    const removed = vi.fn<(id: string) => void>();
    const actor = createActor(
      paymentCardsMachine.provide({
        actors: {
          list: fromPromise(async () => [card]),
          binding: bindingWith().logic,
          makeDefault: fromPromise(async () => [card]),
          remove: fromPromise<void, { id: string }>(async ({ input }) => removed(input.id)),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    expect(actor.getSnapshot().can({ type: "cards.makeDefault", id: card.id })).toBe(false);
    actor.send({ type: "cards.remove", id: card.id });
    actor.send({ type: "cards.removeCancel" });
    expect(removed).not.toHaveBeenCalled();
    actor.send({ type: "cards.remove", id: card.id });
    actor.send({ type: "cards.removeConfirm" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    expect(removed).toHaveBeenCalledWith(card.id);
  });
});
