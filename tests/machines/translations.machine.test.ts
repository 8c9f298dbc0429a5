import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { DownloadedFile } from "../../machines/download-file";
import type { FieldErrors } from "../../machines/field-check";
import { lazyApi } from "../../machines/load-sdk";
import { loadMessageOverrides, withOverrides } from "../../machines/message-overrides";
import { RequestFailure } from "../../machines/request-failure";
import {
  type TranslationDraft,
  type TranslationWrite,
  translationEditMachine,
} from "../../machines/translation-edit.machine";
import {
  type TranslationListInput,
  translationTableMachine,
} from "../../machines/translation-table.machine";
import {
  createTranslationEditActors,
  createTranslationTableActors,
  translationFileOf,
  translationQuery,
} from "../../machines/translations.actors";
import type { TranslationImportResult, TranslationPage, TranslationRow } from "../../sdk";

const cell = (text: string | null, override: string | null = null) => ({
  text: override ?? text,
  bundled: text,
  override,
});

const row = (key: string, uz: string | null = null): TranslationRow => ({
  key,
  messages: {
    en: cell("Try again"),
    ru: cell("Повторить"),
    uz: cell("Qayta urinish", uz),
    fa: cell("دوباره تلاش کنید"),
  },
});

const page = (rows: TranslationRow[], pageNumber = 1): TranslationPage => ({
  items: rows,
  total: rows.length,
  page: pageNumber,
  page_size: 48,
});

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
const apiOver = (fetch: Fetch) => lazyApi("http://bozor.test/api", async () => fetch);
const jsonAnswer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

describe("the translation table machine", () => {
  function tableWith(overrides: {
    list?: (input: TranslationListInput) => Promise<TranslationPage>;
    importFile?: () => Promise<TranslationImportResult>;
  }) {
    const asked: TranslationListInput[] = [];
    const saved: DownloadedFile[] = [];
    const actor = createActor(
      translationTableMachine.provide({
        actors: {
          list: fromPromise(async ({ input }: { input: TranslationListInput }) => {
            asked.push(input);
            return (overrides.list ?? (async () => page([row("common.retry")])))(input);
          }),
          download: fromPromise(async () => ({ blob: new Blob(["{}"]), fileName: "t.json" })),
          importFile: fromPromise(
            overrides.importFile ?? (async () => ({ imported: 1, errors: [] })),
          ),
        },
        actions: { save: (_, file) => saved.push(file) },
      }),
    ).start();
    return { actor, asked, saved };
  }

  it("filters from page 1, keeps the page on screen while the next loads, and puts a saved row in place", async () => {
    const { actor, asked } = tableWith({});
    await waitFor(actor, (s) => s.matches({ list: "ready" }));
    actor.send({ type: "translations.page", page: 3 });
    expect(actor.getSnapshot().context.data?.items).toHaveLength(1);
    await waitFor(actor, (s) => s.matches({ list: "ready" }));
    actor.send({ type: "translations.filter", filters: { filter: "missing", lang: "uz" } });
    await waitFor(actor, (s) => s.matches({ list: "ready" }));
    expect(asked.map(({ page: p, filters }) => [p, filters.filter, filters.lang])).toEqual([
      [1, "", ""],
      [3, "", ""],
      [1, "missing", "uz"],
    ]);
    actor.send({ type: "translations.rowChanged", row: row("common.retry", "Yana") });
    expect(actor.getSnapshot().context.data?.items[0]?.messages.uz.text).toBe("Yana");
  });

  it("keeps a failure for a retry", async () => {
    let fail = true;
    const { actor } = tableWith({
      list: async () => {
        if (fail) throw new RequestFailure("invalid_filter", 400);
        return page([]);
      },
    });
    await waitFor(actor, (s) => s.matches({ list: "failed" }));
    expect(actor.getSnapshot().context.error).toBe("invalid_filter");
    fail = false;
    actor.send({ type: "translations.retry" });
    await waitFor(actor, (s) => s.matches({ list: "ready" }));
  });

  it("reloads the list after an import that saved something, and not after a refused one", async () => {
    let result: TranslationImportResult = {
      imported: 0,
      errors: [{ lang: "ru", key: "nav.blog", code: "translation_syntax_invalid" }],
    };
    const { actor, asked } = tableWith({ importFile: async () => result });
    await waitFor(actor, (s) => s.matches({ list: "ready" }));
    actor.send({ type: "translations.import", file: new Blob(["{}"]) });
    await waitFor(actor, (s) => s.matches({ import: "idle" }) && s.context.importResult !== null);
    expect(actor.getSnapshot().context.importResult?.errors).toHaveLength(1);
    expect(asked).toHaveLength(1);

    result = { imported: 2, errors: [] };
    actor.send({ type: "translations.import", file: new Blob(["{}"]) });
    await waitFor(actor, (s) => s.context.importResult?.imported === 2);
    await waitFor(actor, (s) => s.matches({ list: "ready" }) && asked.length === 2);
  });

  it("hands the exported file to the page's save", async () => {
    const { actor, saved } = tableWith({});
    actor.send({ type: "translations.export", scope: "all" });
    await waitFor(actor, () => saved.length === 1);
    expect(saved[0]?.fileName).toBe("t.json");
  });
});

describe("the translation edit machine", () => {
  function editorWith(write: (input: TranslationWrite) => Promise<TranslationRow>, errors = {}) {
    const writes: TranslationWrite[] = [];
    const savedRows: TranslationRow[] = [];
    const actor = createActor(
      translationEditMachine.provide({
        actors: {
          check: fromPromise(async (): Promise<FieldErrors> => errors),
          write: fromPromise(async ({ input }: { input: TranslationWrite }) => {
            writes.push(input);
            return write(input);
          }),
        },
        actions: { saved: (_, saved) => savedRows.push(saved) },
      }),
      { input: { row: row("common.retry"), lang: "uz" } },
    ).start();
    return { actor, writes, savedRows };
  }

  it("starts from the text shown, saves the text typed and reports the saved row", async () => {
    const { actor, writes, savedRows } = editorWith(async (input) =>
      row(input.key, input.text ?? null),
    );
    expect(actor.getSnapshot().context.text).toBe("Qayta urinish");
    expect(actor.getSnapshot().can({ type: "translation.reset" })).toBe(false);
    actor.send({ type: "translation.change", text: "Yana urinish" });
    actor.send({ type: "translation.save" });
    await waitFor(actor, (s) => s.matches("saved"));
    expect(writes).toEqual([{ lang: "uz", key: "common.retry", text: "Yana urinish" }]);
    expect(savedRows[0]?.messages.uz.override).toBe("Yana urinish");
    // Now there is an override: it can go back to the bundled text.
    actor.send({ type: "translation.reset" });
    await waitFor(actor, (s) => s.matches("saved") && writes.length === 2);
    expect(writes[1]).toEqual({ lang: "uz", key: "common.retry", text: null });
    expect(actor.getSnapshot().context.text).toBe("Qayta urinish");
  });

  it("keeps the server's refusal beside the text, and typing clears it", async () => {
    const { actor, savedRows } = editorWith(async () => {
      throw new RequestFailure("translation_placeholders_differ", 400);
    });
    actor.send({ type: "translation.change", text: "Yana" });
    actor.send({ type: "translation.save" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("translation_placeholders_differ");
    expect(actor.getSnapshot().context.text).toBe("Yana");
    expect(savedRows).toEqual([]);
    actor.send({ type: "translation.change", text: "Yana!" });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("sends nothing the contract's rules refuse", async () => {
    const { actor, writes } = editorWith(async (input) => row(input.key), {
      text: "translation_text_required",
    });
    actor.send({ type: "translation.change", text: "" });
    actor.send({ type: "translation.save" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("translation_text_required");
    expect(writes).toEqual([]);
  });
});

describe("the translations actors", () => {
  it("check a text with the contract's own rules", async () => {
    const { check } = createTranslationEditActors(apiOver(fetch));
    const run = (input: TranslationDraft) =>
      waitFor(createActor(check, { input }).start(), (s) => s.status === "done").then(
        (s) => s.output,
      );
    expect(await run({ lang: "uz", key: "common.retry", text: "" })).toEqual({
      text: "translation_text_required",
    });
    expect(await run({ lang: "uz", key: "common.retry", text: "x".repeat(5001) })).toEqual({
      text: "translation_text_too_long",
    });
    expect(await run({ lang: "uz", key: "common.retry", text: "Yana" })).toEqual({});
  });

  it("ask for a page with only the filters set, and save the export as the server names it", async () => {
    const requests: Request[] = [];
    const fetchStub: Fetch = async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      if (request.url.includes("/export/")) {
        return jsonAnswer({ uz: { "nav.blog": "Blog" } }, 200, {
          "content-disposition": 'attachment; filename="bozor-translations-2026-11-27.json"',
        });
      }
      return jsonAnswer(page([]));
    };
    const actors = createTranslationTableActors(apiOver(fetchStub));
    const list = createActor(actors.list, {
      input: { filters: { q: "  blog ", filter: "", lang: "fa" }, page: 2, pageSize: 48 },
    }).start();
    await waitFor(list, (s) => s.status === "done");
    expect(Object.fromEntries(new URL(requests[0]?.url ?? "").searchParams)).toEqual({
      q: "blog",
      language: "fa",
      page: "2",
      page_size: "48",
    });
    const download = createActor(actors.download, { input: { scope: "overrides" } }).start();
    const file = await waitFor(download, (s) => s.status === "done").then((s) => s.output);
    expect(file?.fileName).toBe("bozor-translations-2026-11-27.json");
    expect(JSON.parse((await file?.blob.text()) ?? "")).toEqual({ uz: { "nav.blog": "Blog" } });
    expect(translationQuery({ q: " ", filter: "", lang: "" })).toEqual({});
  });

  it("refuse a file that is not JSON of the export's shape before sending it", async () => {
    await expect(translationFileOf(new Blob(["not json"]))).rejects.toMatchObject({
      code: "translation_file_invalid",
    });
    await expect(translationFileOf(new Blob(["[1]"]))).rejects.toMatchObject({
      code: "translation_file_invalid",
    });
    expect(await translationFileOf(new Blob(['{"uz":{"a.b":"c"}}']))).toEqual({
      uz: { "a.b": "c" },
    });
  });
});

describe("a visitor's message overrides", () => {
  it("are merged over the bundled messages, and an unanswered request leaves them as they are", async () => {
    const ast = [{ type: 0, value: "Yana" }];
    const answered = await loadMessageOverrides(
      apiOver(async () => jsonAnswer({ "common.retry": ast })),
      "uz",
    );
    const bundled = { "common.retry": "Qayta urinish", "common.loading": "Yuklanmoqda" };
    expect(withOverrides(bundled, answered)).toEqual({
      "common.retry": ast,
      "common.loading": "Yuklanmoqda",
    });
    const offline = await loadMessageOverrides(
      apiOver(async () => {
        throw new TypeError("Failed to fetch");
      }),
      "uz",
    );
    expect(offline).toEqual({});
    const failed = await loadMessageOverrides(
      apiOver(async () => jsonAnswer({ detail: "something_went_wrong" }, 500)),
      "uz",
    );
    expect(withOverrides(bundled, failed)).toEqual(bundled);
  });
});
