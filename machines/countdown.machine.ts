import { assign, fromCallback, setup } from "xstate";

/**
 * The time left until a moment (a flash sale's end): `running` while there is some, reading
 * the clock once a second, then `finished`, where the ticking stops for good. The clock is the
 * `ticker` actor, so tests drive time with fake timers or with `countdown.tick` events.
 */

export const TICK_MS = 1000;

export interface CountdownInput {
  /** The moment counted down to, in epoch milliseconds. */
  endsAt: number;
  /** The clock when the countdown starts, in epoch milliseconds. */
  now: number;
}

export type CountdownContext = CountdownInput;

export type CountdownEvent = { type: "countdown.tick"; now: number };

/**
 * Whole seconds left, rounded up: the display reaches 00:00 exactly when the moment comes,
 * never a second early.
 */
export function secondsLeft({ endsAt, now }: CountdownContext): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    input: {} as CountdownInput,
  },
  actors: {
    ticker: fromCallback<CountdownEvent>(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: "countdown.tick", now: Date.now() }), TICK_MS);
      return () => clearInterval(id);
    }),
  },
  guards: {
    isOver: ({ context }) => context.endsAt <= context.now,
  },
}).createMachine({
  id: "countdown",
  context: ({ input }) => ({ endsAt: input.endsAt, now: input.now }),
  initial: "running",
  states: {
    running: {
      always: { guard: "isOver", target: "finished" },
      invoke: { src: "ticker" },
      on: {
        "countdown.tick": { actions: assign({ now: ({ event }) => event.now }) },
      },
    },
    finished: { type: "final" },
  },
});
