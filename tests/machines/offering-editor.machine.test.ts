import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { draftOf, FieldFailure, MAX_IMAGES } from "../../machines/offering-draft";
import {
  type EditorEvent,
  type EditorInput,
  offeringEditorMachine,
} from "../../machines/offering-editor.machine";
import { RequestFailure } from "../../machines/request-failure";
import type { Category, MyOffering, MyOfferingCreate, OfferingStatus } from "../../sdk";
import * as coverage from "./state-coverage";

const ID = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const CATEGORY = "c0000000-0000-4000-8000-000000000001";

const categories: Category[] = [
  { id: CATEGORY, parent_id: null, slug: "carpets", kind: "product", name: "Carpets" },
];

const saved: MyOffering = {
  id: ID,
  kind: "product",
  status: "draft",
  titles: { ru: "Ковёр" },
  descriptions: {},
  category: { id: CATEGORY, slug: "carpets", name: "Carpets" },
  price: { amount: 100, currency: "USD" },
  images: ["e0000000-0000-4000-8000-000000000001"],
  flash_sales: [],
  business_status: "accepted",
  created_at: "2026-05-01T10:00:00.000Z",
  updated_at: "2026-05-01T10:00:00.000Z",
};

interface Fakes {
  offering?: MyOffering | null;
  check?: (body: MyOfferingCreate) => Promise<Record<string, never> | Record<string, string>>;
  save?: (input: { id: string | null; body: MyOfferingCreate }) => Promise<MyOffering>;
  changeStatus?: (input: { id: string; status: OfferingStatus }) => Promise<MyOffering>;
  upload?: (file: Blob) => Promise<string>;
}

const input = (overrides: Partial<EditorInput> = {}): EditorInput => ({
  kind: "product",
  id: null,
  businessStatus: "accepted",
  currency: "UZS",
  ...overrides,
});

function start(editorInput: EditorInput, fakes: Fakes = {}) {
  const calls = {
    save: vi.fn<(input: { id: string | null; body: MyOfferingCreate }) => void>(),
    changeStatus: vi.fn<(input: { id: string; status: OfferingStatus }) => void>(),
    remove: vi.fn<(input: { id: string }) => void>(),
    created: vi.fn<(id: string) => void>(),
    deleted: vi.fn(),
  };
  let uploads = 0;
  const actor = createActor(
    offeringEditorMachine.provide({
      actors: {
        load: fromPromise(async () => ({
          offering: fakes.offering === undefined ? null : fakes.offering,
          categories,
        })),
        upload: fromPromise<string, { file: Blob }>(async ({ input: { file } }) => {
          uploads += 1;
          return fakes.upload
            ? fakes.upload(file)
            : `e0000000-0000-4000-8000-00000000010${uploads}`;
        }),
        checkDraft: fromPromise(async ({ input: { body } }) =>
          fakes.check ? fakes.check(body) : {},
        ),
        save: fromPromise<MyOffering, { id: string | null; body: MyOfferingCreate }>(
          async ({ input: call }) => {
            calls.save(call);
            return fakes.save ? fakes.save(call) : { ...saved, titles: call.body.titles };
          },
        ),
        changeStatus: fromPromise<MyOffering, { id: string; status: OfferingStatus }>(
          async ({ input: call }) => {
            calls.changeStatus(call);
            return fakes.changeStatus
              ? fakes.changeStatus(call)
              : { ...(fakes.offering ?? saved), status: call.status };
          },
        ),
        remove: fromPromise<void, { id: string }>(async ({ input: call }) => {
          calls.remove(call);
        }),
      },
      actions: {
        created: (_, params) => calls.created(params.id),
        deleted: () => calls.deleted(),
      },
    }),
    { input: editorInput },
  );
  actor.start();
  return { actor, calls };
}

const ready = (actor: ReturnType<typeof start>["actor"]) =>
  waitFor(actor, (s) => s.matches({ ready: { form: "editing", images: "idle" } }));

const filled = {
  titles: { en: "", ru: "Ковёр", uz: "Gilam", fa: "" },
  category_id: CATEGORY,
  price: 250000,
};

describe("offering editor machine", () => {
  it("starts a new offering empty, in the business's currency", async () => {
    const { actor } = start(input());
    await ready(actor);
    const { draft, offering } = actor.getSnapshot().context;
    expect(offering).toBeNull();
    expect(draft).toMatchObject({ category_id: "", price: null, currency: "UZS", images: [] });
  });

  it("checks the draft first and shows each code beside its field, sending nothing", async () => {
    const { actor, calls } = start(input(), {
      check: async () => ({ titles: "title_required", price: "invalid_price" }),
    });
    await ready(actor);
    actor.send({ type: "editor.edit", change: { price: -1 } });
    actor.send({ type: "editor.save" });
    await ready(actor);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      titles: "title_required",
      price: "invalid_price",
    });
    expect(calls.save).not.toHaveBeenCalled();
    // Changing a field clears its code, and only its own.
    actor.send({ type: "editor.edit", change: { price: 10 } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ titles: "title_required" });
  });

  it("creates a draft, tells the page its id, then saves changes as updates", async () => {
    const { actor, calls } = start(input());
    await ready(actor);
    actor.send({ type: "editor.edit", change: filled });
    actor.send({ type: "editor.save" });
    await waitFor(
      actor,
      (s) => s.context.offering !== null && s.matches({ ready: { form: "editing" } }),
    );
    expect(calls.save).toHaveBeenCalledWith({
      id: null,
      body: {
        kind: "product",
        titles: { ru: "Ковёр", uz: "Gilam" },
        descriptions: {},
        category_id: CATEGORY,
        price: 250000,
        currency: "UZS",
        images: [],
      },
    });
    expect(calls.created).toHaveBeenCalledWith(ID);
    // Nothing changed since: nothing to save.
    expect(actor.getSnapshot().can({ type: "editor.save" })).toBe(false);
    actor.send({ type: "editor.edit", change: { titles: { ...filled.titles, en: "Carpet" } } });
    actor.send({ type: "editor.save" });
    await waitFor(actor, () => calls.save.mock.calls.length === 2);
    expect(calls.save.mock.calls[1]?.[0].id).toBe(ID);
    expect(calls.created).toHaveBeenCalledTimes(1);
  });

  it("puts the server's refusal beside its field, or with the buttons", async () => {
    const failures = [
      new FieldFailure(new RequestFailure("image_not_found", 400), "images"),
      new FieldFailure(new RequestFailure("something_went_wrong", 500), null),
    ];
    const { actor } = start(input(), {
      save: async () => {
        throw failures.shift();
      },
    });
    await ready(actor);
    actor.send({ type: "editor.edit", change: filled });
    actor.send({ type: "editor.save" });
    await waitFor(actor, (s) => s.context.fieldErrors.images === "image_not_found");
    actor.send({ type: "editor.save" });
    await waitFor(actor, (s) => s.context.error === "something_went_wrong");
    expect(actor.getSnapshot().context.offering).toBeNull();
  });

  it("publishes only a saved offering without unsaved changes, of an accepted business", async () => {
    const { actor, calls } = start(input({ id: ID }), { offering: saved });
    await ready(actor);
    actor.send({ type: "editor.edit", change: { price: 5 } });
    expect(actor.getSnapshot().can({ type: "editor.setStatus", status: "active" })).toBe(false);
    actor.send({ type: "editor.edit", change: { price: 100 } });
    actor.send({ type: "editor.setStatus", status: "active" });
    await waitFor(actor, (s) => s.context.offering?.status === "active");
    expect(calls.changeStatus).toHaveBeenCalledWith({ id: ID, status: "active" });
    expect(actor.getSnapshot().can({ type: "editor.setStatus", status: "active" })).toBe(false);
    expect(actor.getSnapshot().can({ type: "editor.setStatus", status: "archived" })).toBe(true);
  });

  it("lets a business that is not accepted keep drafts and archive them, not publish", async () => {
    const pending = { ...saved, business_status: "pending" as const };
    const { actor, calls } = start(input({ id: ID, businessStatus: "pending" }), {
      offering: pending,
    });
    await ready(actor);
    actor.send({ type: "editor.setStatus", status: "active" });
    expect(calls.changeStatus).not.toHaveBeenCalled();
    expect(actor.getSnapshot().can({ type: "editor.setStatus", status: "archived" })).toBe(true);
  });

  it("uploads chosen images one at a time, in order, and never more than the limit", async () => {
    const { actor } = start(input({ id: ID }), { offering: saved });
    await ready(actor);
    const files = Array.from({ length: MAX_IMAGES }, () => new Blob(["x"]));
    actor.send({ type: "editor.addImages", files });
    expect(actor.getSnapshot().context.imageError).toBe("too_many_images");
    expect(actor.getSnapshot().can({ type: "editor.save" })).toBe(false);
    await ready(actor);
    const images = actor.getSnapshot().context.draft.images;
    expect(images).toHaveLength(MAX_IMAGES);
    expect(images[0]).toBe(saved.images[0]);
    expect(images[1]).toBe("e0000000-0000-4000-8000-000000000101");
  });

  it("reorders and removes images", async () => {
    const [a, b, c] = ["a", "b", "c"].map((x) => `e0000000-0000-4000-8000-00000000000${x}`);
    const { actor } = start(input({ id: ID }), {
      offering: { ...saved, images: [a as string, b as string, c as string] },
    });
    await ready(actor);
    actor.send({ type: "editor.moveImage", id: c as string, by: -1 });
    actor.send({ type: "editor.moveImage", id: a as string, by: -1 });
    expect(actor.getSnapshot().context.draft.images).toEqual([a, c, b]);
    actor.send({ type: "editor.removeImage", id: c as string });
    expect(actor.getSnapshot().context.draft.images).toEqual([a, b]);
  });

  it("drops the rest of the queue when an upload is refused, with its code", async () => {
    const { actor } = start(input(), {
      upload: async () => {
        throw new RequestFailure("image_invalid", null);
      },
    });
    await ready(actor);
    actor.send({ type: "editor.addImages", files: [new Blob(["a"]), new Blob(["b"])] });
    await waitFor(actor, (s) => s.context.imageError === "image_invalid");
    await ready(actor);
    expect(actor.getSnapshot().context.queue).toEqual([]);
  });

  it("asks before deleting; cancel keeps it", async () => {
    const { actor, calls } = start(input({ id: ID }), { offering: saved });
    await ready(actor);
    actor.send({ type: "editor.delete" });
    actor.send({ type: "editor.deleteCancel" });
    expect(calls.remove).not.toHaveBeenCalled();
    actor.send({ type: "editor.delete" });
    actor.send({ type: "editor.deleteConfirm" });
    await waitFor(actor, (s) => s.status === "done");
    expect(calls.remove).toHaveBeenCalledWith({ id: ID });
    expect(calls.deleted).toHaveBeenCalledTimes(1);
  });

  it("takes a sale's change to the offering without losing the draft", async () => {
    const { actor } = start(input({ id: ID }), { offering: saved });
    await ready(actor);
    actor.send({ type: "editor.edit", change: { price: 90 } });
    const withSale = { ...saved, flash_sales: [] };
    actor.send({ type: "editor.offeringChanged", offering: withSale });
    expect(actor.getSnapshot().context.offering).toBe(withSale);
    expect(actor.getSnapshot().context.draft.price).toBe(90);
  });

  it("every state node is entered by a shortest path and checked", () => {
    const events: EditorEvent[] = [
      { type: "editor.retry" },
      { type: "editor.edit", change: filled },
      { type: "editor.addImages", files: [new Blob(["x"])] },
      { type: "editor.save" },
      { type: "editor.setStatus", status: "archived" },
      { type: "editor.delete" },
      { type: "editor.deleteConfirm" },
      { type: "editor.deleteCancel" },
      { type: "xstate.done.actor.load", output: { offering: saved, categories } },
      { type: "xstate.done.actor.load", output: { offering: null, categories } },
      { type: "xstate.error.actor.load", error: new RequestFailure("offering_not_found", 404) },
      { type: "xstate.done.actor.upload", output: "e1" },
      { type: "xstate.done.actor.checkDraft", output: {} },
      { type: "xstate.done.actor.save", output: saved },
      { type: "xstate.done.actor.changeStatus", output: { ...saved, status: "archived" } },
      { type: "xstate.done.actor.remove" },
    ] as unknown as EditorEvent[];
    const expectations: coverage.StateChecks<typeof offeringEditorMachine> = {
      "offeringEditor.loading": (s) => expect(s.hasTag("busy")).toBe(true),
      "offeringEditor.loadFailed": (s) => expect(s.context.error).toBe("offering_not_found"),
      "offeringEditor.ready": (s) => expect(s.context.categories).toEqual(categories),
      "offeringEditor.ready.images": (s) => expect(s.context.draft).toBeDefined(),
      "offeringEditor.ready.images.idle": (s) => expect(s.context.queue).toEqual([]),
      "offeringEditor.ready.images.uploading": (s) => expect(s.context.queue).toHaveLength(1),
      "offeringEditor.ready.form": (s) => expect(s.context.draft).toBeDefined(),
      "offeringEditor.ready.form.editing": (s) =>
        expect(s.context.nextStatus === null || s.context.offering !== null).toBe(true),
      "offeringEditor.ready.form.checking": (s) => expect(s.context.fieldErrors).toEqual({}),
      "offeringEditor.ready.form.saving": (s) => {
        expect(s.context.fieldErrors).toEqual({});
        expect(s.hasTag("busy")).toBe(true);
      },
      "offeringEditor.ready.form.changingStatus": (s) =>
        expect(s.context.nextStatus).toBe("archived"),
      "offeringEditor.ready.form.confirmingDelete": (s) =>
        expect(s.can({ type: "editor.deleteConfirm" })).toBe(true),
      "offeringEditor.ready.form.deleting": (s) => expect(s.context.offering).not.toBeNull(),
      "offeringEditor.deleted": (s) => expect(s.status).toBe("done"),
    };
    const inputs = [input(), input({ id: ID })];
    const entered = inputs.flatMap((editorInput) => {
      const paths = getShortestPaths(offeringEditorMachine, {
        events,
        input: editorInput,
        serializeState: coverage.byTransition,
        // Each change once, so the paths stay few: a draft filled in, one image added.
        filterEvents: (s, event) => {
          if (event.type === "editor.edit") return s.context.draft.category_id === "";
          if (event.type === "editor.addImages") {
            return s.context.draft.images.length === 0 && s.context.queue.length === 0;
          }
          return s.can(event);
        },
      });
      return coverage.checkEnteredStates(offeringEditorMachine, editorInput, paths, expectations);
    });
    const ids = coverage.allStateIds(offeringEditorMachine);
    expect([...new Set(entered)].sort()).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});

// The draft the editor starts from is the saved offering's, every language present.
it("draftOf fills the languages a saved offering has not", () => {
  expect(draftOf(saved).titles).toEqual({ en: "", ru: "Ковёр", uz: "", fa: "" });
});
