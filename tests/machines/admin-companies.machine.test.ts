import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  adminCompaniesMachine,
  COMPANY_PAGE_SIZE,
  type CompanyQueueFilter,
} from "../../machines/admin-companies.machine";
import { adminCompanyMachine, type Decision } from "../../machines/admin-company.machine";
import { RequestFailure } from "../../machines/request-failure";
import type { AdminBusiness, AdminBusinessPage, BusinessStatus } from "../../sdk";

const queue = (total: number): AdminBusinessPage => ({
  items: [],
  total,
  page: 1,
  page_size: COMPANY_PAGE_SIZE,
  pending_count: 3,
});

const business = (status: BusinessStatus): AdminBusiness => ({
  id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
  names: { ru: "Non" },
  descriptions: {},
  status,
  status_reason: null,
  tax_id: "123456789",
  oked: { id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4c", code: "62.01", name: "IT" },
  region: null,
  address: null,
  phone: "998901234567",
  email: null,
  links: [],
  working_hours: [],
  logo: null,
  owner: { id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4d", name: "Malika", email: null, phone: null },
  created_at: "2026-01-01T00:00:00.000Z",
  offering_count: 0,
  history: [],
  audit: [],
});

describe("admin companies machine (the queue)", () => {
  it("loads page 1 of everything, then each filter, search and page; a new filter goes back to page 1", async () => {
    const list = vi.fn(async (_filter: CompanyQueueFilter) => queue(45));
    const actor = createActor(
      adminCompaniesMachine.provide({ actors: { list: fromPromise(({ input }) => list(input)) } }),
    ).start();
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "companies.page", page: 3 });
    await waitFor(actor, (s) => s.matches("ready"));
    // Past the last page, or the page shown: nothing to load.
    actor.send({ type: "companies.page", page: 4 });
    actor.send({ type: "companies.page", page: 3 });
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    actor.send({ type: "companies.status", status: "pending" });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "companies.search", q: "  non  " });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(list.mock.calls.map(([filter]) => filter)).toEqual([
      { status: null, q: "", page: 1, pageSize: COMPANY_PAGE_SIZE },
      { status: null, q: "", page: 3, pageSize: COMPANY_PAGE_SIZE },
      { status: "pending", q: "", page: 1, pageSize: COMPANY_PAGE_SIZE },
      { status: "pending", q: "non", page: 1, pageSize: COMPANY_PAGE_SIZE },
    ]);
    expect(actor.getSnapshot().context.result?.pending_count).toBe(3);
  });

  it("keeps a failure for a retry", async () => {
    let fail = true;
    const actor = createActor(
      adminCompaniesMachine.provide({
        actors: {
          list: fromPromise(async () => {
            if (fail) throw new RequestFailure("invalid_filter", 400);
            return queue(1);
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.error).toBe("invalid_filter");
    fail = false;
    actor.send({ type: "companies.retry" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

function companyActor(status: BusinessStatus, decide: (d: Decision) => Promise<AdminBusiness>) {
  const load = vi.fn(async () => business(status));
  const actor = createActor(
    adminCompanyMachine.provide({
      actors: {
        load: fromPromise(load),
        decide: fromPromise(({ input }) => decide(input)),
      },
    }),
    { input: { id: business(status).id, lang: "fa" } },
  ).start();
  return { actor, load };
}

describe("admin company machine (the decision)", () => {
  it.each([
    ["pending", ["accept", "reject", "block"]],
    ["accepted", ["block"]],
    ["rejected", ["accept", "block"]],
    ["blocked", ["unblock"]],
  ] as const)("offers for a %s business only what the server allows", async (status, allowed) => {
    const { actor } = companyActor(status, async () => business(status));
    await waitFor(actor, (s) => s.matches("ready"));
    const can = (["accept", "reject", "block", "unblock"] as const).filter((action) =>
      actor.getSnapshot().can({ type: "company.decide", action }),
    );
    expect(can).toEqual(allowed);
  });

  it("confirms an acceptance, then sends it in the page's language", async () => {
    const decide = vi.fn(async () => ({ ...business("accepted") }));
    const { actor } = companyActor("pending", decide);
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "company.decide", action: "accept" });
    expect(actor.getSnapshot().matches({ ready: "confirming" })).toBe(true);
    actor.send({ type: "company.cancel" });
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
    actor.send({ type: "company.decide", action: "accept" });
    actor.send({ type: "company.confirm" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    expect(decide).toHaveBeenCalledWith({
      id: business("pending").id,
      action: "accept",
      reason: "",
      lang: "fa",
    });
    expect(actor.getSnapshot().context).toMatchObject({
      decided: "accept",
      business: { status: "accepted" },
    });
  });

  it("asks a rejection's reason and refuses a blank one", async () => {
    const decide = vi.fn(async () => business("rejected"));
    const { actor } = companyActor("pending", decide);
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "company.decide", action: "reject" });
    expect(actor.getSnapshot().matches({ ready: "askingReason" })).toBe(true);
    actor.send({ type: "company.reason", reason: "   " });
    actor.send({ type: "company.confirm" });
    expect(actor.getSnapshot().context.error).toBe("reason_required");
    expect(decide).not.toHaveBeenCalled();
    actor.send({ type: "company.reason", reason: " Unreadable. " });
    actor.send({ type: "company.confirm" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    expect(decide).toHaveBeenCalledWith(
      expect.objectContaining({ action: "reject", reason: "Unreadable." }),
    );
    expect(actor.getSnapshot().context.decided).toBe("reject");
  });

  it("reads the business again when someone decided first", async () => {
    const { actor, load } = companyActor("pending", async () => {
      throw new RequestFailure("status_invalid", 409);
    });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "company.decide", action: "block" });
    actor.send({ type: "company.reason", reason: "Fraud" });
    actor.send({ type: "company.confirm" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }) && load.mock.calls.length === 2);
    expect(actor.getSnapshot().context.error).toBe("status_invalid");
  });

  it("keeps another refusal beside the buttons, and a failed load for a retry", async () => {
    const { actor } = companyActor("blocked", async () => {
      throw new RequestFailure("network_error", null);
    });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "company.decide", action: "unblock" });
    actor.send({ type: "company.confirm" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("network_error");

    let fail = true;
    const failing = createActor(
      adminCompanyMachine.provide({
        actors: {
          load: fromPromise(async () => {
            if (fail) throw new RequestFailure("business_not_found", 404);
            return business("pending");
          }),
        },
      }),
      { input: { id: "x", lang: "en" } },
    ).start();
    await waitFor(failing, (s) => s.matches("failed"));
    expect(failing.getSnapshot().context.error).toBe("business_not_found");
    fail = false;
    failing.send({ type: "company.retry" });
    await waitFor(failing, (s) => s.matches("ready"));
  });
});
