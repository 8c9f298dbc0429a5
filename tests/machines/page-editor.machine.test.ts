import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { FieldErrors } from "../../machines/field-check";
import { FieldFailure } from "../../machines/field-failure";
import { iconPickerMachine, SEARCH_DELAY_MS } from "../../machines/icon-picker.machine";
import { createIconPickerActors } from "../../machines/icons.actors";
import { lazyApi } from "../../machines/load-sdk";
import { hasChanges, type PageDraft, pageEditorMachine } from "../../machines/page-editor.machine";
import { RequestFailure } from "../../machines/request-failure";
import { createPageEditorActors } from "../../machines/site-pages.actors";
import type { IconSearch, PageContent } from "../../sdk";

const page: PageContent = {
  slug: "about-us",
  icon: "mdi:storefront-outline",
  titles: { en: "About us", ru: "О нас", uz: "Biz haqimizda", fa: "درباره ما" },
  bodies: { en: "## Bozor", ru: "## Bozor", uz: "## Bozor", fa: "## Bozor" },
  updated_at: "2026-11-01T10:00:00.000Z",
  updated_by: null,
};

const saved = (draft: PageDraft): PageContent => ({
  ...page,
  ...draft,
  updated_at: "2026-11-27T10:00:00.000Z",
  updated_by: { id: "a1", name: "Admin" },
});

function editor(
  actors: Partial<{
    load: () => Promise<PageContent>;
    check: (draft: PageDraft) => Promise<FieldErrors>;
    save: (input: { slug: string; draft: PageDraft }) => Promise<PageContent>;
  }> = {},
) {
  const save = vi.fn(actors.save ?? (async ({ draft }) => saved(draft)));
  const actor = createActor(
    pageEditorMachine.provide({
      actors: {
        load: fromPromise(actors.load ?? (async () => page)),
        check: fromPromise(({ input }) => (actors.check ?? (async () => ({})))(input)),
        save: fromPromise(({ input }) => save(input)),
      },
    }),
    { input: { slug: "about-us", lang: "ru" } },
  ).start();
  return { actor, save };
}

describe("the page editor machine", () => {
  it("loads the page, edits a language, and saves all four", async () => {
    const { actor, save } = editor();
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await waitFor(actor, (s) => s.matches("editing"));
    expect(hasChanges(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: "editor.tab", lang: "fa" });
    actor.send({ type: "editor.change", field: "titles", lang: "fa", value: "دربارهٔ Bozor" });
    actor.send({ type: "editor.icon", icon: "mdi:information-outline" });
    expect(actor.getSnapshot().context.lang).toBe("fa");
    expect(hasChanges(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: "editor.save" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    const done = await waitFor(actor, (s) => s.matches("editing") && s.context.saved);
    expect(save).toHaveBeenCalledWith({
      slug: "about-us",
      draft: {
        titles: { ...page.titles, fa: "دربارهٔ Bozor" },
        bodies: page.bodies,
        icon: "mdi:information-outline",
      },
    });
    expect(done.context.page?.updated_by?.name).toBe("Admin");
    expect(hasChanges(done.context)).toBe(false);
    actor.send({ type: "editor.change", field: "bodies", lang: "en", value: "New" });
    expect(actor.getSnapshot().context.saved).toBe(false);
  });

  it("opens the first language the check refused, and sends nothing", async () => {
    const { actor, save } = editor({
      check: async () => ({ "titles.uz": "title_required", "bodies.fa": "page_body_too_long" }),
    });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "editor.save" });
    const refused = await waitFor(
      actor,
      (s) => s.matches("editing") && Object.keys(s.context.errors).length > 0,
    );
    expect(refused.context.lang).toBe("uz");
    expect(save).not.toHaveBeenCalled();
    actor.send({ type: "editor.change", field: "titles", lang: "uz", value: "Biz" });
    expect(actor.getSnapshot().context.errors["titles.uz"]).toBeUndefined();
    expect(actor.getSnapshot().context.errors["bodies.fa"]).toBe("page_body_too_long");
  });

  it("shows the server's refusal beside its field, or for the whole form", async () => {
    const failures = [
      new FieldFailure("icon_invalid", 400, "icon"),
      new RequestFailure("page_not_found", 404),
    ];
    const { actor } = editor({
      save: async () => Promise.reject(failures.shift()),
    });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "editor.save" });
    const field = await waitFor(actor, (s) => s.matches("editing") && "icon" in s.context.errors);
    expect(field.context.errors.icon).toBe("icon_invalid");
    actor.send({ type: "editor.icon", icon: null });
    actor.send({ type: "editor.save" });
    const form = await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
    expect(form.context.error).toBe("page_not_found");
  });

  it("keeps a failed load's code until retried", async () => {
    const loads = [
      Promise.reject(new RequestFailure("page_not_found", 404)),
      Promise.resolve(page),
    ];
    const { actor } = editor({ load: () => loads.shift() ?? Promise.resolve(page) });
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.error).toBe("page_not_found");
    actor.send({ type: "editor.retry" });
    await waitFor(actor, (s) => s.matches("editing"));
  });
});

describe("the page editor's effects", () => {
  const noFetch = async (): Promise<Response> => {
    throw new Error("no request expected");
  };

  it("checks each language with the contract's rules", async () => {
    const { check } = createPageEditorActors(lazyApi("http://bozor.test/api", async () => noFetch));
    const draft: PageDraft = {
      titles: { ...page.titles, uz: "  ", en: "t".repeat(121) },
      bodies: { ...page.bodies, fa: "", ru: "b".repeat(20_001) },
      icon: null,
    };
    const errors = await createActor(check, { input: draft }).start();
    const result = await waitFor(errors, (s) => s.status === "done");
    expect(Object.fromEntries(Object.entries(result.output ?? {}).filter(([, c]) => c))).toEqual({
      "titles.en": "title_too_long",
      "titles.uz": "title_required",
      "bodies.ru": "page_body_too_long",
      "bodies.fa": "page_body_required",
    });
  });

  it("places the server's code of one field beside it", async () => {
    const fetch = async () => Response.json({ detail: "icon_invalid" }, { status: 400 });
    const { save } = createPageEditorActors(lazyApi("http://bozor.test/api", async () => fetch));
    const actor = createActor(save, {
      input: {
        slug: "about-us",
        draft: { titles: page.titles, bodies: page.bodies, icon: "mdi:x" },
      },
    });
    const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    const error = await failure;
    expect(error).toBeInstanceOf(FieldFailure);
    expect(error).toMatchObject({ code: "icon_invalid", field: "icon" });
  });
});

describe("the icon picker machine", () => {
  afterEach(() => vi.useRealTimers());

  it("lists the collection, then searches once the typing pauses", async () => {
    vi.useFakeTimers();
    const search = vi.fn(
      async ({ query }: { collection: string; query: string }): Promise<IconSearch> => ({
        prefix: "mdi",
        total: query ? 1 : 7000,
        names: query ? ["cart-plus"] : ["ab-testing", "abacus"],
      }),
    );
    const actor = createActor(
      iconPickerMachine.provide({ actors: { search: fromPromise(({ input }) => search(input)) } }),
      { input: { collection: "mdi" } },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches("shown")).toBe(true));
    expect(actor.getSnapshot().context).toMatchObject({
      total: 7000,
      names: ["ab-testing", "abacus"],
    });
    actor.send({ type: "picker.search", query: "car" });
    actor.send({ type: "picker.search", query: "cart plus " });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1);
    expect(search).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(actor.getSnapshot().matches("shown")).toBe(true));
    expect(search).toHaveBeenLastCalledWith({ collection: "mdi", query: "cart plus" });
    expect(search).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.names).toEqual(["cart-plus"]);
  });

  it("keeps a failure's code and asks again on retry", async () => {
    const answers = [
      Promise.reject(new RequestFailure("network_error", null)),
      Promise.resolve({ prefix: "mdi", total: 0, names: [] }),
    ];
    const actor = createActor(
      iconPickerMachine.provide({
        actors: { search: fromPromise(() => answers.shift() ?? Promise.reject(new Error())) },
      }),
      { input: { collection: "mdi" } },
    ).start();
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.error).toBe("network_error");
    actor.send({ type: "picker.retry" });
    await waitFor(actor, (s) => s.matches("shown"));
  });

  it("searches with searchIcons, the words in q", async () => {
    const urls: string[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      urls.push((input instanceof Request ? input : new Request(input)).url);
      return Response.json({ prefix: "mdi", total: 1, names: ["cart-plus"] });
    };
    const { search } = createIconPickerActors(lazyApi("http://bozor.test/api", async () => fetch));
    const actor = createActor(search, { input: { collection: "mdi", query: "cart plus" } }).start();
    const done = await waitFor(actor, (s) => s.status === "done");
    expect(done.output?.names).toEqual(["cart-plus"]);
    const url = new URL(urls[0] ?? "");
    expect(url.pathname).toBe("/api/v1/icons/mdi/search/");
    expect(url.searchParams.get("q")).toBe("cart plus");
  });
});
