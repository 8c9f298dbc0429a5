import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { draftOf, updateOf } from "../../machines/business-draft";
import {
  type BusinessEditorEvent,
  businessEditorMachine,
} from "../../machines/business-editor.machine";
import { createBusinessEditorActors } from "../../machines/profile.actors";
import { RequestFailure } from "../../machines/request-failure";
import type { MyBusiness, MyBusinessUpdate } from "../../sdk";
import * as coverage from "./state-coverage";

const business: MyBusiness = {
  id: "00000000-0000-4000-8000-0000000000b1",
  names: { ru: "Свежий рынок Чорсу", uz: "Chorsu Fresh bozori" },
  descriptions: { ru: "Свежие фрукты." },
  status: "accepted",
  status_reason: null,
  history: [{ status: "accepted", reason: null, at: "2026-11-01T10:00:00.000Z" }],
  oked: { id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b", code: "47.11", name: "Retail" },
  tax_id: "301234567",
  phone: "998901000003",
  email: "business@demo.uz",
  region: "tashkent-city",
  address: "Bunyodkor ko‘chasi 1",
  working_hours: [{ day: 1, opens: "06:00", closes: "24:00" }],
  links: [{ kind: "telegram", url: "https://t.me/chorsu_fresh" }],
  logo: null,
  created_at: "2026-11-01T10:00:00.000Z",
};

// The contract's own checks (generated zod schemas), as the app runs them.
const { check } = createBusinessEditorActors(() => {
  throw new Error("no SDK in these tests");
});

function start(
  options: {
    business?: MyBusiness;
    save?: (update: MyBusinessUpdate) => Promise<MyBusiness>;
    uploadLogo?: () => Promise<string>;
  } = {},
) {
  const loaded = options.business ?? business;
  const save = vi.fn(
    options.save ??
      (async (update: MyBusinessUpdate) =>
        ({ ...loaded, ...update, status: loaded.status }) as MyBusiness),
  );
  const businessSaved = vi.fn();
  const actor = createActor(
    businessEditorMachine.provide({
      actions: { businessSaved },
      actors: {
        load: fromPromise(async () => loaded),
        check,
        save: fromPromise(({ input }) => save(input)),
        uploadLogo: fromPromise(
          options.uploadLogo ?? (async () => "a1b2c3d4-0000-4000-8000-000000000001"),
        ),
      },
    }),
  );
  actor.start();
  return { actor, save, businessSaved };
}

const ready = (actor: ReturnType<typeof start>["actor"]) =>
  waitFor(actor, (s) => s.matches("ready") && !s.hasTag("busy"));

describe("business draft", () => {
  it("makes no update of an untouched draft, and shows midnight as 00:00", () => {
    const draft = draftOf(business);
    expect(updateOf(business, draft)).toEqual({});
    expect(draft.hours[1]).toEqual({ open: true, opens: "06:00", closes: "00:00" });
    expect(draft.hours[2]?.open).toBe(false);
  });

  it("sends only what changed, texts trimmed, blanks as none", () => {
    const draft = draftOf(business);
    const changed = {
      ...draft,
      descriptions: { ...draft.descriptions, en: "  Fresh fruit.  ", ru: "" },
      email: "",
      hours: { ...draft.hours, 2: { open: true, opens: "09:00", closes: "18:00" } },
      links: { ...draft.links, website: "https://chorsu.uz" },
    };
    expect(updateOf(business, changed)).toEqual({
      descriptions: { en: "Fresh fruit." },
      email: null,
      working_hours: [
        { day: 1, opens: "06:00", closes: "24:00" },
        { day: 2, opens: "09:00", closes: "18:00" },
      ],
      links: [
        { kind: "website", url: "https://chorsu.uz" },
        { kind: "telegram", url: "https://t.me/chorsu_fresh" },
      ],
    });
  });
});

describe("business editor machine", () => {
  it("saves a description change of an accepted business without asking", async () => {
    const { actor, save, businessSaved } = start();
    await ready(actor);
    const draft = draftOf(business);
    actor.send({
      type: "business.change",
      changes: { descriptions: { ...draft.descriptions, en: "Fresh fruit." } },
    });
    actor.send({ type: "business.save" });
    await waitFor(actor, (s) => s.context.saved);
    expect(businessSaved).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({
      descriptions: { ru: "Свежие фрукты.", en: "Fresh fruit." },
    });
  });

  it("asks before a name change sends an accepted business back to verification", async () => {
    const { actor, save } = start();
    await ready(actor);
    const draft = draftOf(business);
    actor.send({ type: "business.change", changes: { names: { ...draft.names, en: "Chorsu" } } });
    actor.send({ type: "business.save" });
    await waitFor(actor, (s) => s.matches("confirming"));
    expect(save).not.toHaveBeenCalled();
    actor.send({ type: "business.cancel" });
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    actor.send({ type: "business.save" });
    await waitFor(actor, (s) => s.matches("confirming"));
    actor.send({ type: "business.confirm" });
    await waitFor(actor, (s) => s.context.saved);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("does not ask for a pending business", async () => {
    const { actor, save } = start({ business: { ...business, status: "pending" } });
    await ready(actor);
    actor.send({ type: "business.change", changes: { tax_id: "123456789" } });
    actor.send({ type: "business.save" });
    await waitFor(actor, (s) => s.context.saved);
    expect(save).toHaveBeenCalledWith({ tax_id: "123456789" });
  });

  it("has nothing to save when nothing differs", async () => {
    const { actor } = start();
    await ready(actor);
    expect(actor.getSnapshot().matches({ ready: "pristine" })).toBe(true);
    expect(actor.getSnapshot().can({ type: "business.save" })).toBe(false);
    // A change and its undoing: dirty, then pristine again.
    actor.send({ type: "business.change", changes: { tax_id: "123456789" } });
    expect(actor.getSnapshot().matches({ ready: "dirty" })).toBe(true);
    actor.send({ type: "business.change", changes: { tax_id: business.tax_id } });
    expect(actor.getSnapshot().matches({ ready: "pristine" })).toBe(true);
  });

  it("refuses broken fields with the contract's codes, field by field, sending nothing", async () => {
    const { actor, save } = start();
    await ready(actor);
    const draft = draftOf(business);
    actor.send({
      type: "business.change",
      changes: {
        names: { ru: "", uz: "", en: "x".repeat(10_000), fa: "" },
        descriptions: { ...draft.descriptions, fa: "x".repeat(5001) },
        tax_id: "12345",
        phone: "99890abc",
        email: "not-an-email",
        address: "x".repeat(301),
        hours: { ...draft.hours, 3: { open: true, opens: "18:00", closes: "09:00" } },
        links: { ...draft.links, website: "javascript:alert(1)" },
      },
    });
    actor.send({ type: "business.save" });
    await ready(actor);
    expect(actor.getSnapshot().context.errors).toEqual({
      "names.en": "title_too_long",
      "descriptions.fa": "description_too_long",
      tax_id: "tax_id_invalid",
      phone: "phone_must_be_digits",
      email: "invalid_email",
      address: "address_too_long",
      "hours.3": "working_hours_invalid",
      "links.website": "link_invalid",
    });
    expect(save).not.toHaveBeenCalled();
    // Changing a field clears its errors only.
    actor.send({ type: "business.change", changes: { tax_id: "123456789" } });
    expect(actor.getSnapshot().context.errors.tax_id).toBeUndefined();
    expect(actor.getSnapshot().context.errors.phone).toBe("phone_must_be_digits");
  });

  it("refuses a business without a name in any language", async () => {
    const { actor } = start({ business: { ...business, status: "pending" } });
    await ready(actor);
    actor.send({
      type: "business.change",
      changes: { names: { ru: " ", uz: "", en: "", fa: "" } },
    });
    actor.send({ type: "business.save" });
    await ready(actor);
    expect(actor.getSnapshot().context.errors).toEqual({ names: "title_required" });
  });

  it("shows the server's refusal beside its field", async () => {
    const { actor } = start({
      business: { ...business, status: "pending" },
      save: async () => {
        throw new RequestFailure("oked_not_found", 404);
      },
    });
    await ready(actor);
    actor.send({
      type: "business.change",
      changes: { oked: "7a1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b" },
    });
    actor.send({ type: "business.save" });
    await waitFor(actor, (s) => s.context.errors.oked !== undefined);
    expect(actor.getSnapshot().context.errors).toEqual({ oked: "oked_not_found" });
  });

  it("uploads a chosen logo into the draft, saved with the rest", async () => {
    const { actor, save } = start();
    await ready(actor);
    actor.send({ type: "business.logo", file: new Blob(["x"], { type: "image/png" }) });
    await ready(actor);
    expect(actor.getSnapshot().context.draft?.logo).toBe("a1b2c3d4-0000-4000-8000-000000000001");
    actor.send({ type: "business.save" });
    await waitFor(actor, (s) => s.context.saved);
    expect(save).toHaveBeenCalledWith({ logo: "a1b2c3d4-0000-4000-8000-000000000001" });
  });

  it("shows a refused logo beside it", async () => {
    const { actor } = start({
      uploadLogo: async () => {
        throw new RequestFailure("image_invalid", null);
      },
    });
    await ready(actor);
    actor.send({ type: "business.logo", file: new Blob(["x"], { type: "text/plain" }) });
    await waitFor(actor, (s) => s.context.errors.logo !== undefined);
    expect(actor.getSnapshot().context.errors.logo).toBe("image_invalid");
  });

  it("offers no form for a blocked business", async () => {
    const { actor } = start({
      business: { ...business, status: "blocked", status_reason: "Counterfeit goods." },
    });
    await waitFor(actor, (s) => s.matches("locked"));
    expect(actor.getSnapshot().can({ type: "business.change", changes: { tax_id: "1" } })).toBe(
      false,
    );
  });

  it("every state node is entered by a shortest path and checked", () => {
    const draft = draftOf(business);
    const renamed = { names: { ...draft.names, en: "Chorsu" } };
    const events: BusinessEditorEvent[] = [
      { type: "business.change", changes: renamed },
      { type: "business.logo", file: new Blob(["x"]) },
      { type: "business.save" },
      { type: "business.confirm" },
      { type: "business.cancel" },
      { type: "business.reset" },
      { type: "business.retry" },
      { type: "xstate.done.actor.load", output: business } as never,
      { type: "xstate.done.actor.load", output: { ...business, status: "blocked" } } as never,
      {
        type: "xstate.error.actor.load",
        error: new RequestFailure("network_error", null),
      } as never,
      { type: "xstate.done.actor.check", output: {} } as never,
      {
        type: "xstate.done.actor.uploadLogo",
        output: "a1b2c3d4-0000-4000-8000-000000000001",
      } as never,
      { type: "xstate.done.actor.save", output: business } as never,
    ];
    const paths = getShortestPaths(businessEditorMachine, {
      events,
      serializeState: coverage.byTransition,
      filterEvents: (s, event) => !event.type.startsWith("xstate.") || s.can(event),
    });
    const expectations: coverage.StateChecks<typeof businessEditorMachine> = {
      "businessEditor.loading": (s) => expect(s.hasTag("busy")).toBe(true),
      "businessEditor.failed": (s) => expect(s.context.error).toBe("network_error"),
      "businessEditor.loaded": (s) => expect(s.context.business).not.toBeNull(),
      "businessEditor.locked": (s) => expect(s.context.business?.status).toBe("blocked"),
      "businessEditor.ready": (s) => expect(s.context.draft).not.toBeNull(),
      "businessEditor.ready.settling": (s) => expect(s.context.business).not.toBeNull(),
      "businessEditor.ready.pristine": (s) => expect(s.can({ type: "business.save" })).toBe(false),
      "businessEditor.ready.dirty": (s) => expect(s.can({ type: "business.save" })).toBe(true),
      "businessEditor.uploadingLogo": (s) => expect(s.context.logoFile).not.toBeNull(),
      "businessEditor.checking": (s) => expect(s.hasTag("busy")).toBe(true),
      "businessEditor.confirming": (s) => expect(s.context.draft?.names.en).toBe("Chorsu"),
      "businessEditor.saving": (s) => expect(s.hasTag("busy")).toBe(true),
    };
    const entered = coverage.checkEnteredStates(
      businessEditorMachine,
      undefined,
      paths,
      expectations,
    );
    const ids = coverage.allStateIds(businessEditorMachine);
    expect(entered).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
