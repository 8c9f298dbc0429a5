import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { customPeriodProblem, periodKey } from "../../machines/admin-period";
import { adminPeriodMachine } from "../../machines/admin-period.machine";

describe("a custom period's checks", () => {
  it("answers the server's codes for what it would refuse", () => {
    expect(customPeriodProblem("", "2020-01-01")).toBe("period_incomplete");
    expect(customPeriodProblem("2020-02-30", "2020-03-01")).toBe("invalid_date");
    expect(customPeriodProblem("2020-01-02", "2020-01-01")).toBe("period_reversed");
    expect(customPeriodProblem("2020-01-01", "2021-01-01")).toBe("period_too_long");
    expect(customPeriodProblem("2020-01-01", "2020-12-31")).toBeNull();
    expect(customPeriodProblem("2020-01-01", "2020-01-01")).toBeNull();
  });
});

describe("the period picker", () => {
  it("starts on 30 days and applies a preset at once", () => {
    const actor = createActor(adminPeriodMachine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe("preset");
    expect(actor.getSnapshot().context.period).toEqual({ days: 30 });
    actor.send({ type: "period.preset", days: 7 });
    expect(actor.getSnapshot().context.period).toEqual({ days: 7 });
  });

  it("applies custom dates only when the server would accept them", () => {
    const actor = createActor(adminPeriodMachine, { input: {} }).start();
    actor.send({ type: "period.custom" });
    expect(actor.getSnapshot().value).toBe("custom");
    actor.send({ type: "period.edit", from: "2020-03-10", to: "2020-03-01" });
    actor.send({ type: "period.apply" });
    expect(actor.getSnapshot().context).toMatchObject({
      period: { days: 30 },
      problem: "period_reversed",
    });
    // Editing clears the problem; a valid period is applied.
    actor.send({ type: "period.edit", to: "2020-03-31" });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: "period.apply" });
    expect(actor.getSnapshot().context.period).toEqual({ from: "2020-03-10", to: "2020-03-31" });
    // Back to a preset: the custom dates stay for the next time.
    actor.send({ type: "period.preset", days: 90 });
    expect(actor.getSnapshot().value).toBe("preset");
    expect(actor.getSnapshot().context).toMatchObject({ period: { days: 90 }, from: "2020-03-10" });
  });

  it("opens on a custom period it is given", () => {
    const actor = createActor(adminPeriodMachine, {
      input: { period: { from: "2020-01-01", to: "2020-01-31" } },
    }).start();
    expect(actor.getSnapshot().value).toBe("custom");
    expect(actor.getSnapshot().context).toMatchObject({ from: "2020-01-01", to: "2020-01-31" });
  });

  it("keys each period apart", () => {
    expect(periodKey({ days: 7 })).not.toBe(periodKey({ days: 30 }));
    expect(periodKey({ from: "2020-01-01", to: "2020-01-02" })).toBe("2020-01-01..2020-01-02");
  });
});
