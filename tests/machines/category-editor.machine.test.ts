import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { createCategoryEditorActors } from "../../machines/categories.actors";
import {
  type CategoryDraft,
  type CategorySave,
  categoryChanged,
  categoryEditorMachine,
} from "../../machines/category-editor.machine";
import type { FieldErrors } from "../../machines/field-check";
import { FieldFailure } from "../../machines/field-failure";
import { lazyApi } from "../../machines/load-sdk";
import { RequestFailure } from "../../machines/request-failure";
import type { AdminCategory } from "../../sdk";

const category: AdminCategory = {
  id: "3f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
  parent_id: null,
  slug: "furniture",
  kind: "product",
  // A seed may leave a language out: the draft starts it empty.
  names: { en: "Furniture", ru: "Мебель", uz: "Mebel" },
  position: 4,
  icon: null,
};

const savedFrom = ({ draft }: CategorySave): AdminCategory => ({
  ...category,
  names: draft.names,
  position: Number(draft.position),
  icon: draft.icon,
});

function editor(
  actors: Partial<{
    load: () => Promise<AdminCategory>;
    check: (draft: CategoryDraft) => Promise<FieldErrors>;
    save: (input: CategorySave) => Promise<AdminCategory>;
  }> = {},
) {
  const save = vi.fn(actors.save ?? (async (input: CategorySave) => savedFrom(input)));
  const actor = createActor(
    categoryEditorMachine.provide({
      actors: {
        load: fromPromise(actors.load ?? (async () => category)),
        check: fromPromise(({ input }) => (actors.check ?? (async () => ({})))(input)),
        save: fromPromise(({ input }) => save(input)),
      },
    }),
    { input: { id: category.id } },
  ).start();
  return { actor, save };
}

describe("the category editor machine", () => {
  it("loads a category, changes its names, position and icon, and saves them", async () => {
    const { actor, save } = editor();
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.draft).toEqual({
      names: { en: "Furniture", ru: "Мебель", uz: "Mebel", fa: "" },
      position: "4",
      icon: null,
    });
    expect(categoryChanged(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: "category.name", lang: "fa", value: "مبلمان" });
    actor.send({ type: "category.position", value: "1" });
    actor.send({ type: "category.icon", icon: "mdi:sofa-outline" });
    expect(categoryChanged(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: "category.save" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await waitFor(actor, (s) => s.matches("editing") && s.context.saved);
    expect(save).toHaveBeenCalledWith({
      id: category.id,
      draft: {
        names: { en: "Furniture", ru: "Мебель", uz: "Mebel", fa: "مبلمان" },
        position: "1",
        icon: "mdi:sofa-outline",
      },
    });
    const { context } = actor.getSnapshot();
    expect(context.category).toMatchObject({ position: 1, icon: "mdi:sofa-outline" });
    expect(categoryChanged(context)).toBe(false);
    // The next change clears "saved".
    actor.send({ type: "category.icon", icon: null });
    expect(actor.getSnapshot().context.saved).toBe(false);
  });

  it("keeps a refused draft and its codes without saving; a change clears its field's code", async () => {
    const { actor, save } = editor({
      check: async () => ({ "names.fa": "title_required", position: "category_position_invalid" }),
    });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "category.save" });
    await waitFor(actor, (s) => s.matches("editing") && Object.keys(s.context.errors).length > 0);
    expect(save).not.toHaveBeenCalled();
    actor.send({ type: "category.name", lang: "fa", value: "مبلمان" });
    expect(actor.getSnapshot().context.errors).toMatchObject({
      "names.fa": undefined,
      position: "category_position_invalid",
    });
  });

  it("shows the server's refusal beside its field, or for the whole form", async () => {
    const { actor } = editor({
      save: async () => {
        throw new FieldFailure("icon_invalid", 400, "icon");
      },
    });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "category.icon", icon: "mdi:gone" });
    actor.send({ type: "category.save" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.errors.icon !== undefined);
    expect(actor.getSnapshot().context.errors.icon).toBe("icon_invalid");
    expect(actor.getSnapshot().context.draft.icon).toBe("mdi:gone");

    const offline = editor({
      save: async () => {
        throw new RequestFailure("network_error", null);
      },
    });
    await waitFor(offline.actor, (s) => s.matches("editing"));
    offline.actor.send({ type: "category.save" });
    await waitFor(offline.actor, (s) => s.matches("editing") && s.context.error !== null);
    expect(offline.actor.getSnapshot().context.error).toBe("network_error");
  });

  it("fails to load with its code and tries again", async () => {
    let calls = 0;
    const { actor } = editor({
      load: async () => {
        calls += 1;
        if (calls === 1) throw new RequestFailure("category_not_found", 404);
        return category;
      },
    });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.error).toBe("category_not_found");
    actor.send({ type: "category.retry" });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.category).toEqual(category);
  });
});

describe("the category editor's effects", () => {
  const noFetch = async (): Promise<Response> => {
    throw new Error("no request expected");
  };

  it("checks each language's name and the position with the contract's rules", async () => {
    const { check } = createCategoryEditorActors(
      lazyApi("http://bozor.test/api", async () => noFetch),
    );
    const draft: CategoryDraft = {
      names: { en: "e".repeat(201), ru: "Мебель", uz: "  ", fa: "مبلمان" },
      position: "1.5",
      icon: null,
    };
    const actor = createActor(check, { input: draft }).start();
    const result = await waitFor(actor, (s) => s.status === "done");
    expect(Object.fromEntries(Object.entries(result.output ?? {}).filter(([, c]) => c))).toEqual({
      "names.en": "title_too_long",
      "names.uz": "title_required",
      position: "category_position_invalid",
    });
  });

  it("loads one category from the tree, or answers category_not_found", async () => {
    const fetch = async () => Response.json([category]);
    const { load } = createCategoryEditorActors(
      lazyApi("http://bozor.test/api", async () => fetch),
    );
    const found = await waitFor(createActor(load, { input: category.id }).start(), (s) =>
      Boolean(s.output),
    );
    expect(found.output).toEqual(category);
    const missing = createActor(load, { input: "0f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b" });
    const failure = new Promise((resolve) => missing.subscribe({ error: resolve }));
    missing.start();
    expect(await failure).toMatchObject({ code: "category_not_found" });
  });

  it("sends the position as a number and places the server's code beside its field", async () => {
    const sent: unknown[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(await new Request(input, init).json());
      return Response.json({ detail: "category_position_invalid" }, { status: 400 });
    };
    const { save } = createCategoryEditorActors(
      lazyApi("http://bozor.test/api", async () => fetch),
    );
    const actor = createActor(save, {
      input: {
        id: category.id,
        draft: { names: { en: "a", ru: "b", uz: "c", fa: "d" }, position: " 7 ", icon: "mdi:sofa" },
      },
    });
    const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    const error = await failure;
    expect(sent).toEqual([
      { names: { en: "a", ru: "b", uz: "c", fa: "d" }, position: 7, icon: "mdi:sofa" },
    ]);
    expect(error).toBeInstanceOf(FieldFailure);
    expect(error).toMatchObject({ code: "category_position_invalid", field: "position" });
  });
});

describe("the banner editor's icon", () => {
  it("is picked in the form and sent with the banner; a banner without one sends null", async () => {
    const { bannerEditorMachine } = await import("../../machines/banner-editor.machine");
    const { bannerDraftOf, bannerFormOf, emptyBannerForm } = await import(
      "../../machines/banner-draft"
    );
    expect(bannerDraftOf(emptyBannerForm()).icon).toBeNull();
    const actor = createActor(bannerEditorMachine, { input: { mode: "admin", id: null } }).start();
    actor.send({ type: "banner.icon", icon: "mdi:sofa" });
    const { form } = actor.getSnapshot().context;
    expect(bannerDraftOf(form)).toMatchObject({ icon: "mdi:sofa" });
    const stored = {
      ...bannerDraftOf(form),
      id: category.id,
      titles: {},
      texts: {},
      position: 0,
      status: "approved" as const,
      reject_reason: null,
      business: null,
      impressions: 0,
      clicks: 0,
      created_at: "2026-11-27T10:00:00.000Z",
      updated_at: "2026-11-27T10:00:00.000Z",
    };
    expect(bannerFormOf(stored).icon).toBe("mdi:sofa");
    expect(bannerFormOf({ ...stored, icon: undefined }).icon).toBeNull();
  });
});
