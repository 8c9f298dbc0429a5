import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  type ContactDraft,
  contactFormMachine,
  contactMessageOf,
} from "../../machines/contact-form.machine";
import type { DownloadedFile } from "../../machines/download-file";
import type { FieldErrors } from "../../machines/field-check";
import { FieldFailure } from "../../machines/field-failure";
import { type LeadChange, leadDetailMachine } from "../../machines/lead-detail.machine";
import { type LeadListInput, leadListMachine } from "../../machines/lead-list.machine";
import { createLeadsActors, leadQuery } from "../../machines/leads.actors";
import { lazyApi } from "../../machines/load-sdk";
import { RequestFailure } from "../../machines/request-failure";
import type { ContactMessageSent, Lead, LeadDetail, LeadPage } from "../../sdk";

const LEAD_ID = "3b8f0f2e-7c1a-4d5e-9f60-1a2b3c4d5e6f";

const lead: Lead = {
  id: LEAD_ID,
  source: "contact_form",
  name: "Aziz",
  email: "aziz@example.uz",
  phone: null,
  subject: null,
  message: "Hello there, call me.",
  status: "new",
  assignee: null,
  user_id: null,
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
};

const detail = (status: Lead["status"], next: Lead["status"][]): LeadDetail => ({
  lead: { ...lead, status },
  next_statuses: next,
  notes: [],
  audit: [],
  answers: null,
});

describe("the contact form machine", () => {
  const draft: ContactDraft = {
    name: " Aziz ",
    email: "",
    phone: "998901234567",
    subject: " ",
    message: " Hello there! ",
    consent: true,
  };

  it("sends the draft trimmed, optional fields left empty absent", () => {
    expect(contactMessageOf(draft, "uz")).toEqual({
      name: "Aziz",
      phone: "998901234567",
      message: "Hello there!",
      consent: true,
      lang: "uz",
    });
  });

  it("prefills only empty fields, stays in editing on refused fields, and sends once checked", async () => {
    const sent: ContactDraft[] = [];
    let errors: FieldErrors = { email: "contact_required" };
    const actor = createActor(
      contactFormMachine.provide({
        actors: {
          check: fromPromise(async () => errors),
          send: fromPromise(async ({ input }: { input: ContactDraft }) => {
            sent.push(input);
            return { id: LEAD_ID };
          }),
        },
      }),
    ).start();
    actor.send({ type: "contact.change", field: "name", value: "Typed" });
    actor.send({ type: "contact.prefill", name: "Profile Name", email: "me@demo.uz" });
    expect(actor.getSnapshot().context.draft).toMatchObject({ name: "Typed", email: "me@demo.uz" });
    actor.send({ type: "contact.submit" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.errors.email !== undefined);
    expect(sent).toHaveLength(0);
    actor.send({ type: "contact.change", field: "email", value: "x@y.uz" });
    expect(actor.getSnapshot().context.errors.email).toBeUndefined();
    errors = {};
    actor.send({ type: "contact.submit" });
    await waitFor(actor, (s) => s.matches("sent"));
    expect(sent).toHaveLength(1);
    actor.send({ type: "contact.again" });
    expect(actor.getSnapshot().context.draft).toMatchObject({
      name: "Typed",
      email: "x@y.uz",
      message: "",
      consent: false,
    });
  });

  it("puts a refusal of one field beside it, and any other for the whole form", async () => {
    let failure: Error = new FieldFailure("message_too_long", 400, "message");
    const actor = createActor(
      contactFormMachine.provide({
        actors: {
          check: fromPromise<FieldErrors, ContactDraft>(async () => ({})),
          send: fromPromise<ContactMessageSent, ContactDraft>(async () => {
            throw failure;
          }),
        },
      }),
    ).start();
    actor.send({ type: "contact.submit" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.errors.message !== undefined);
    expect(actor.getSnapshot().context.errors.message).toBe("message_too_long");
    failure = new RequestFailure("too_many_attempts", 429);
    actor.send({ type: "contact.submit" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("too_many_attempts");
  });
});

describe("the lead list machine", () => {
  const page = (items: Lead[]): LeadPage => ({
    items,
    total: items.length,
    page: 1,
    page_size: 20,
  });

  it("loads, goes back to page 1 on a new filter, reloads, and exports the same filters", async () => {
    const loads: LeadListInput[] = [];
    const exports: LeadListInput[] = [];
    const saved: DownloadedFile[] = [];
    const file = { blob: new Blob(["x"]), fileName: "bozor-leads-2026-11-01.csv" };
    const actor = createActor(
      leadListMachine.provide({
        actors: {
          list: fromPromise(async ({ input }: { input: LeadListInput }) => {
            loads.push(input);
            return page([lead]);
          }),
          download: fromPromise(async ({ input }: { input: LeadListInput }) => {
            exports.push(input);
            return file;
          }),
        },
        actions: { save: (_, saving: DownloadedFile) => saved.push(saving) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches({ list: "ready" }));
    actor.send({ type: "leads.page", page: 3 });
    await waitFor(actor, (s) => s.matches({ list: "ready" }) && loads.length === 2);
    actor.send({ type: "leads.filter", filters: { status: "won", q: "plov" } });
    await waitFor(actor, (s) => s.matches({ list: "ready" }) && loads.length === 3);
    expect(loads.map((input) => input.page)).toEqual([1, 3, 1]);
    expect(loads[2]?.filters).toMatchObject({ status: "won", q: "plov", source: "" });
    actor.send({ type: "leads.export" });
    expect(actor.getSnapshot().hasTag("exporting")).toBe(true);
    await waitFor(actor, (s) => s.matches({ export: "idle" }) && saved.length === 1);
    expect(exports[0]?.filters).toMatchObject({ status: "won", q: "plov" });
    expect(saved[0]).toBe(file);
    actor.send({ type: "leads.reload" });
    await waitFor(actor, (s) => s.matches({ list: "ready" }) && loads.length === 4);
  });

  it("keeps a failure with its code and retries", async () => {
    let fail = true;
    const actor = createActor(
      leadListMachine.provide({
        actors: {
          list: fromPromise(async () => {
            if (fail) throw new RequestFailure("invalid_filter", 400);
            return page([]);
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches({ list: "failed" }));
    expect(actor.getSnapshot().context.error).toBe("invalid_filter");
    fail = false;
    actor.send({ type: "leads.retry" });
    await waitFor(actor, (s) => s.matches({ list: "ready" }));
  });

  it("asks for the CSV through the download helper, named by the answer", async () => {
    const requests: Request[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      return new Response('\uFEFF"created_at"\r\n', {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": 'attachment; filename="bozor-leads-2026-11-01.csv"',
        },
      });
    };
    const actors = createLeadsActors(lazyApi("http://bozor.test/api", async () => fetch));
    const actor = createActor(actors.download, {
      input: {
        filters: { status: "new", source: "", assignee: "none", q: "  plov " },
        page: 1,
        pageSize: 20,
      },
    }).start();
    const file = await waitFor(actor, (s) => s.status === "done").then((s) => s.output);
    expect(file?.fileName).toBe("bozor-leads-2026-11-01.csv");
    expect(await file?.blob.text()).toContain("created_at");
    const url = new URL(requests[0]?.url ?? "");
    expect(url.pathname).toBe("/api/v1/admin/leads/export/");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: "new",
      assignee: "none",
      q: "plov",
    });
    expect(leadQuery({ status: "", source: "", assignee: "", q: " " })).toEqual({});
  });
});

describe("the lead detail machine", () => {
  it("moves only to a next status, keeps a refusal, adds a note and reports each change", async () => {
    const changes: LeadChange[] = [];
    const changed = vi.fn();
    let refuse = false;
    const actor = createActor(
      leadDetailMachine.provide({
        actors: {
          load: fromPromise(async () => detail("new", ["in_progress", "won", "lost"])),
          change: fromPromise(async ({ input }: { input: { id: string; change: LeadChange } }) => {
            changes.push(input.change);
            if (refuse) throw new RequestFailure("lead_status_transition_invalid", 409);
            return detail("in_progress", ["won", "lost"]);
          }),
        },
        actions: { changed },
      }),
      { input: { id: LEAD_ID } },
    ).start();
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "lead.status", status: "new" });
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    actor.send({ type: "lead.status", status: "in_progress" });
    await waitFor(
      actor,
      (s) => s.matches("ready") && s.context.detail?.lead.status === "in_progress",
    );
    expect(changed).toHaveBeenCalledTimes(1);
    actor.send({ type: "lead.note.add" });
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    actor.send({ type: "lead.note.change", text: "  called back " });
    actor.send({ type: "lead.note.add" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.note === "");
    actor.send({ type: "lead.assign", assigneeId: null });
    await waitFor(actor, (s) => s.matches("ready") && changes.length === 3);
    refuse = true;
    actor.send({ type: "lead.status", status: "won" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("lead_status_transition_invalid");
    expect(changes).toEqual([
      { kind: "status", status: "in_progress" },
      { kind: "note", text: "called back" },
      { kind: "assign", assigneeId: null },
      { kind: "status", status: "won" },
    ]);
    expect(changed).toHaveBeenCalledTimes(3);
  });
});
