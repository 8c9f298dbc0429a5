import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { type FlashSalesEvent, flashSalesMachine } from "../../machines/flash-sales.machine";
import {
  type FieldErrors,
  FieldFailure,
  type SaleDraft,
  saleBody,
  saleRuleErrors,
} from "../../machines/offering-draft";
import { RequestFailure } from "../../machines/request-failure";
import type { MyFlashSale, MyOffering } from "../../sdk";
import * as coverage from "./state-coverage";

const hour = 3_600_000;
const NOW = Date.parse("2026-05-01T10:00:00.000Z");

const running: MyFlashSale = {
  id: "f0000000-0000-4000-8000-000000000001",
  price: { amount: 80, currency: "USD" },
  starts_at: new Date(NOW - hour).toISOString(),
  ends_at: new Date(NOW + hour).toISOString(),
  quantity_limit: null,
  sold: 0,
  state: "running",
};

const offering: MyOffering = {
  id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
  kind: "product",
  status: "active",
  titles: { ru: "Ковёр" },
  descriptions: {},
  category: { id: "c0000000-0000-4000-8000-000000000001", slug: "carpets", name: "Carpets" },
  price: { amount: 100, currency: "USD" },
  images: [],
  flash_sales: [running],
  business_status: "accepted",
  created_at: "2026-05-01T10:00:00.000Z",
  updated_at: "2026-05-01T10:00:00.000Z",
};

/** A `datetime-local` value for `offset` ms from NOW, in the test's time zone. */
function local(offset: number): string {
  const date = new Date(NOW + offset);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const sale = (change: Partial<SaleDraft> = {}): SaleDraft => ({
  price: 70,
  starts_at: local(2 * hour),
  ends_at: local(3 * hour),
  quantity_limit: 5,
  ...change,
});

describe("a sale's rules that compare it with its offering and the clock", () => {
  it("takes a sale below the price, after the others, ending later", () => {
    expect(saleRuleErrors(sale(), offering, NOW)).toEqual({});
  });

  it.each<[string, Partial<SaleDraft>, FieldErrors]>([
    ["at the price", { price: 100 }, { price: "sale_price_not_below_price" }],
    ["ending before it starts", { ends_at: local(hour) }, { ends_at: "sale_dates_invalid" }],
    [
      "over already",
      { starts_at: local(-3 * hour), ends_at: local(-2 * hour) },
      { ends_at: "sale_ends_in_past" },
    ],
    ["over another sale", { starts_at: local(0) }, { starts_at: "sale_overlaps" }],
    [
      "above the price and backwards",
      { price: 150, starts_at: local(3 * hour), ends_at: local(2 * hour) },
      { price: "sale_price_not_below_price", ends_at: "sale_dates_invalid" },
    ],
  ])("names each broken rule beside its field: %s", (_, change, errors) => {
    expect(saleRuleErrors(sale(change), offering, NOW)).toEqual(errors);
  });

  it("sends the dates as instants and leaves out a missing limit", () => {
    const body = saleBody(sale({ quantity_limit: null }));
    expect(body).toEqual({
      price: 70,
      starts_at: new Date(NOW + 2 * hour).toISOString(),
      ends_at: new Date(NOW + 3 * hour).toISOString(),
    });
  });
});

function start(options: { check?: FieldErrors; create?: () => Promise<MyOffering> } = {}) {
  const calls = {
    create: vi.fn<(input: { offeringId: string; sale: SaleDraft }) => void>(),
    remove: vi.fn<(input: { id: string }) => void>(),
    changed: vi.fn<(offering: MyOffering) => void>(),
  };
  const actor = createActor(
    flashSalesMachine.provide({
      actors: {
        check: fromPromise(async () => options.check ?? {}),
        create: fromPromise<MyOffering, { offeringId: string; sale: SaleDraft }>(
          async ({ input }) => {
            calls.create(input);
            return options.create ? options.create() : offering;
          },
        ),
        remove: fromPromise<MyOffering, { id: string }>(async ({ input }) => {
          calls.remove(input);
          return { ...offering, flash_sales: [] };
        }),
      },
      actions: { changed: (_, params) => calls.changed(params.offering) },
    }),
    { input: { offering } },
  );
  actor.start();
  return { actor, calls };
}

const editing = (actor: ReturnType<typeof start>["actor"]) =>
  waitFor(actor, (s) => s.matches("editing"));

describe("flash sales machine", () => {
  it("checks a sale first and shows the codes beside their fields, sending nothing", async () => {
    const { actor, calls } = start({ check: { price: "sale_price_not_below_price" } });
    actor.send({ type: "sale.edit", change: sale({ price: 120 }) });
    actor.send({ type: "sale.submit" });
    await editing(actor);
    expect(actor.getSnapshot().context.errors).toEqual({ price: "sale_price_not_below_price" });
    expect(calls.create).not.toHaveBeenCalled();
    actor.send({ type: "sale.edit", change: { price: 60 } });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it("adds a sale, clears the form and hands the offering to the editor", async () => {
    const { actor, calls } = start();
    actor.send({ type: "sale.edit", change: sale() });
    actor.send({ type: "sale.submit" });
    await waitFor(actor, () => calls.changed.mock.calls.length === 1);
    expect(calls.create).toHaveBeenCalledWith({ offeringId: offering.id, sale: sale() });
    expect(actor.getSnapshot().context.sale.price).toBeNull();
  });

  it("puts the server's refusal beside its field", async () => {
    const { actor } = start({
      create: async () => {
        throw new FieldFailure(new RequestFailure("sale_overlaps", 400), "starts_at");
      },
    });
    actor.send({ type: "sale.edit", change: sale() });
    actor.send({ type: "sale.submit" });
    await waitFor(actor, (s) => s.context.errors.starts_at === "sale_overlaps");
    expect(actor.getSnapshot().context.sale.price).toBe(70);
  });

  it("asks before removing a sale; cancel keeps it", async () => {
    const { actor, calls } = start();
    actor.send({ type: "sale.remove", id: running.id });
    actor.send({ type: "sale.removeCancel" });
    expect(actor.getSnapshot().context.toRemove).toBeNull();
    actor.send({ type: "sale.remove", id: running.id });
    actor.send({ type: "sale.removeConfirm" });
    await editing(actor);
    expect(calls.remove).toHaveBeenCalledWith({ id: running.id });
    expect(calls.changed).toHaveBeenCalledWith({ ...offering, flash_sales: [] });
  });

  it("every state node is entered by a shortest path and checked", () => {
    const events = [
      { type: "sale.edit", change: sale() },
      { type: "sale.submit" },
      { type: "sale.remove", id: running.id },
      { type: "sale.removeConfirm" },
      { type: "sale.removeCancel" },
      { type: "xstate.done.actor.check", output: {} },
      { type: "xstate.done.actor.create", output: offering },
      { type: "xstate.done.actor.remove", output: offering },
    ] as unknown as FlashSalesEvent[];
    const expectations: coverage.StateChecks<typeof flashSalesMachine> = {
      "flashSales.editing": (s) => expect(s.context.toRemove).toBeNull(),
      "flashSales.checking": (s) => expect(s.context.errors).toEqual({}),
      "flashSales.creating": (s) => expect(s.hasTag("busy")).toBe(true),
      "flashSales.confirmingRemove": (s) => expect(s.context.toRemove).toBe(running.id),
      "flashSales.removing": (s) => expect(s.context.toRemove).toBe(running.id),
    };
    const paths = getShortestPaths(flashSalesMachine, {
      events,
      input: { offering },
      serializeState: coverage.byTransition,
      filterEvents: (s, event) => s.can(event),
    });
    const entered = coverage.checkEnteredStates(
      flashSalesMachine,
      { offering },
      paths,
      expectations,
    );
    const ids = coverage.allStateIds(flashSalesMachine);
    expect(entered).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
