import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { countdownMachine, secondsLeft } from "../../machines/countdown.machine";

describe("countdown machine", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-05-01T10:00:00.000Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reads the clock every second and stops at zero", () => {
    const now = Date.now();
    const actor = createActor(countdownMachine, { input: { endsAt: now + 3000, now } });
    actor.start();
    expect(secondsLeft(actor.getSnapshot().context)).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(secondsLeft(actor.getSnapshot().context)).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(secondsLeft(actor.getSnapshot().context)).toBe(0);
    expect(actor.getSnapshot().status).toBe("done");
    // Finished: no timer is left running.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("never shows a second early: 2.5 s left read 3, then 2", () => {
    const now = Date.now();
    const actor = createActor(countdownMachine, { input: { endsAt: now + 2500, now } });
    actor.start();
    expect(secondsLeft(actor.getSnapshot().context)).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(secondsLeft(actor.getSnapshot().context)).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("is finished at once for a moment already past, with no timer", () => {
    const now = Date.now();
    const actor = createActor(countdownMachine, { input: { endsAt: now - 1, now } });
    actor.start();
    expect(actor.getSnapshot().matches("finished")).toBe(true);
    expect(secondsLeft(actor.getSnapshot().context)).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("takes the time a tick brings, even after the tab slept", () => {
    const now = Date.now();
    const actor = createActor(countdownMachine, { input: { endsAt: now + 600_000, now } });
    actor.start();
    actor.send({ type: "countdown.tick", now: now + 300_000 });
    expect(secondsLeft(actor.getSnapshot().context)).toBe(300);
    actor.send({ type: "countdown.tick", now: now + 700_000 });
    expect(actor.getSnapshot().matches("finished")).toBe(true);
  });

  it("stops its timer when the view goes away", () => {
    const now = Date.now();
    const actor = createActor(countdownMachine, { input: { endsAt: now + 60_000, now } });
    actor.start();
    expect(vi.getTimerCount()).toBe(1);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
