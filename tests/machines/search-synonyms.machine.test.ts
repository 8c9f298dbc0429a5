import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { RequestFailure } from "../../machines/request-failure";
import { searchSynonymsMachine } from "../../machines/search-synonyms.machine";
import {
  type SynonymListInput,
  type SynonymSave,
  synonymGroupInputOf,
  wordsOf,
} from "../../machines/synonym-draft";
import type { SynonymGroup, SynonymGroupPage } from "../../sdk";

const at = "2026-03-01T09:00:00.000Z";
const group = (n: number, words: string[]): SynonymGroup => ({
  id: `6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a${String(n).padStart(2, "0")}`,
  lang: "ru",
  words,
  created_at: at,
  updated_at: at,
});

/** A list of `total` groups, `pageSize` a page, answered as the server would. */
function pages(groups: SynonymGroup[]) {
  return vi.fn(async (input: SynonymListInput): Promise<SynonymGroupPage> => {
    const start = (input.page - 1) * input.pageSize;
    return {
      items: groups.slice(start, start + input.pageSize),
      total: groups.length,
      page: input.page,
      page_size: input.pageSize,
    };
  });
}

function synonyms(
  list: ReturnType<typeof pages>,
  remove: (id: string) => Promise<void> = async () => {},
) {
  const save = vi.fn(async ({ id, draft }: SynonymSave) => ({
    ...group(99, synonymGroupInputOf(draft).words),
    ...(id && { id }),
  }));
  const actor = createActor(
    searchSynonymsMachine.provide({
      actors: {
        list: fromPromise(({ input }) => list(input)),
        check: fromPromise(async () => ({})),
        save: fromPromise(({ input }) => save(input)),
        remove: fromPromise(({ input }) => remove(input.id)),
      },
    }),
    { input: { lang: "uz" } },
  ).start();
  return { actor, save };
}

describe("the synonym list machine", () => {
  it("reads words one per line or by commas, the Persian comma too", () => {
    expect(wordsOf(" резина, шины\n\nпокрышки ,\n")).toEqual(["резина", "шины", "покрышки"]);
    expect(wordsOf("تایر، لاستیک")).toEqual(["تایر", "لاستیک"]);
    expect(wordsOf(" ,\n ")).toEqual([]);
  });

  it("loads the list again after a save, and starts a new group in the list's language", async () => {
    const list = pages([group(1, ["айфон", "iPhone"])]);
    const { actor, save } = synonyms(list);
    await waitFor(actor, (s) => s.matches({ list: "ready" }));
    actor.send({ type: "synonyms.language", language: "ru" });
    expect(actor.getSnapshot().context.draft.lang).toBe("ru");
    await waitFor(actor, (s) => s.matches({ list: "ready" }));
    actor.send({ type: "synonyms.text", text: "резина, шины" });
    actor.send({ type: "synonyms.save" });
    await waitFor(actor, (s) => s.context.notice === "saved");
    expect(save).toHaveBeenCalledWith({ id: null, draft: { lang: "ru", text: "резина, шины" } });
    expect(actor.getSnapshot().context.draft).toEqual({ lang: "ru", text: "" });
    await waitFor(actor, (s) => s.matches({ list: "ready" }));
    expect(list).toHaveBeenCalledTimes(3);
    expect(list).toHaveBeenLastCalledWith({ language: "ru", page: 1, pageSize: 24 });
  });

  it("goes to the last page there is when a deletion emptied the one shown", async () => {
    const groups = Array.from({ length: 25 }, (_, i) => group(i, [`a${i}`, `b${i}`]));
    const list = pages(groups);
    const { actor } = synonyms(list, async (id) => {
      groups.splice(
        groups.findIndex((g) => g.id === id),
        1,
      );
    });
    actor.send({ type: "synonyms.page", page: 2 });
    await waitFor(actor, (s) => s.matches({ list: "ready" }) && s.context.page === 2);
    const last = actor.getSnapshot().context.data?.items[0];
    if (!last) throw new Error("page 2 has one group");
    actor.send({ type: "synonyms.edit", group: last });
    actor.send({ type: "synonyms.delete", group: last });
    expect(actor.getSnapshot().matches({ editor: "confirmingDelete" })).toBe(true);
    actor.send({ type: "synonyms.deleteConfirm" });
    await waitFor(actor, (s) => s.context.notice === "deleted" && s.matches({ list: "ready" }));
    expect(actor.getSnapshot().context.page).toBe(1);
    expect(actor.getSnapshot().context.data?.items).toHaveLength(24);
    // The group being edited is gone: the form is a new group's again.
    expect(actor.getSnapshot().context.group).toBeNull();
    expect(actor.getSnapshot().context.draft.text).toBe("");
  });

  it("keeps the draft and shows the code when a deletion is refused", async () => {
    const kept = group(1, ["айфон", "iPhone"]);
    const { actor } = synonyms(pages([kept]), async () => {
      throw new RequestFailure("synonym_group_not_found", 404);
    });
    await waitFor(actor, (s) => s.matches({ list: "ready" }));
    actor.send({ type: "synonyms.text", text: "резина" });
    actor.send({ type: "synonyms.delete", group: kept });
    actor.send({ type: "synonyms.deleteConfirm" });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      error: "synonym_group_not_found",
      removing: null,
      draft: { lang: "uz", text: "резина" },
    });
  });
});
