import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { SynonymGroup, SynonymGroupInput } from "../../../sdk";
import { type ApiAnswer, type ApiCall, callsTo } from "../catalog/fake-api";
import { renderPage } from "../catalog/render-page";

const listPath = /^\/v1\/admin\/search-synonyms\/$/;
const at = "2026-03-01T09:00:00.000Z";

function group(id: string, lang: SynonymGroup["lang"], words: string[]): SynonymGroup {
  return { id, lang, words, created_at: at, updated_at: at };
}

const iphone = group("6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a41", "ru", ["айфон", "iPhone"]);
const tyres = group("6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a42", "fa", ["تایر", "لاستیک"]);

/**
 * The synonym list as the server keeps it: the list answers what is stored (by `language`),
 * writes change it, and `refuse` answers the next write with a code instead.
 */
function fakeServer(initial: SynonymGroup[]) {
  let groups = [...initial];
  let refusal: string | null = null;
  let made = 0;
  const answer = (call: ApiCall): ApiAnswer | undefined => {
    if (call.method === "GET" && listPath.test(call.path)) {
      const language = call.query.get("language");
      const items = groups.filter((g) => !language || g.lang === language);
      return { body: { items, total: items.length, page: 1, page_size: 24 } };
    }
    if (refusal && call.method !== "GET") {
      const detail = refusal;
      refusal = null;
      return { status: 400, body: { detail } };
    }
    const input = call.body as SynonymGroupInput;
    if (call.method === "POST" && listPath.test(call.path)) {
      made += 1;
      const created = group(`6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3b0${made}`, input.lang, input.words);
      groups = [created, ...groups];
      return { status: 201, body: created };
    }
    const id = call.path.split("/").at(-2);
    if (call.method === "PUT") {
      const changed = group(id ?? "", input.lang, input.words);
      groups = [changed, ...groups.filter((g) => g.id !== id)];
      return { body: changed };
    }
    if (call.method === "DELETE") {
      groups = groups.filter((g) => g.id !== id);
      return { status: 204 };
    }
    return undefined;
  };
  return {
    answer,
    refuse(code: string) {
      refusal = code;
    },
  };
}

function open(initial: SynonymGroup[] = [iphone, tyres], locale?: "fa") {
  const server = fakeServer(initial);
  const page = renderPage("/admin/search-synonyms", server.answer, {
    signedIn: true,
    role: "admin",
    locale,
  });
  return { ...page, server };
}

const wordsField = () => screen.getByLabelText("Words, one per line or separated by commas");

describe("/admin/search-synonyms", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../../src/features/admin-synonyms/AdminSynonymsPage"),
      import("../../../src/app/admin-pages"),
      import("../../../sdk"),
      import("../../../sdk/zod.gen"),
      import("../../../sdk/field-codes.gen"),
    ]);
  }, 30_000);

  it("lists the groups, filtered by language, and is in the admin navigation", async () => {
    const { calls } = open();
    const table = await screen.findByRole("table", { name: "Search synonyms" });
    expect(within(table).getByText("айфон")).toBeTruthy();
    expect(within(table).getByText("لاستیک").getAttribute("dir")).toBe("auto");
    expect(screen.getByText("2 groups")).toBeTruthy();
    const nav = screen.getByRole("link", { name: "Search synonyms" });
    expect(nav.getAttribute("href")).toBe("/admin/search-synonyms");

    fireEvent.change(screen.getByLabelText("Show groups filed under"), { target: { value: "fa" } });
    await waitFor(() => expect(within(table).queryByText("айфон")).toBeNull());
    expect(within(table).getByText("تایر")).toBeTruthy();
    expect(callsTo(calls, "GET", listPath).at(-1)?.query.get("language")).toBe("fa");
    // The language filed for a new group follows the list's.
    expect((screen.getByLabelText("Language of the group") as HTMLSelectElement).value).toBe("fa");
  });

  it("adds a group from words one per line or separated by commas", async () => {
    const { calls } = open();
    await screen.findByText("айфон");
    fireEvent.change(screen.getByLabelText("Language of the group"), { target: { value: "ru" } });
    fireEvent.change(wordsField(), { target: { value: " резина, шины\n\nпокрышки,\n" } });
    fireEvent.click(screen.getByRole("button", { name: "Add group" }));
    expect(await screen.findByText("Saved. Searches use it now.")).toBeTruthy();
    expect(callsTo(calls, "POST", listPath).map((call) => call.body)).toEqual([
      { lang: "ru", words: ["резина", "шины", "покрышки"] },
    ]);
    expect(await screen.findByText("покрышки")).toBeTruthy();
    expect((wordsField() as HTMLTextAreaElement).value).toBe("");
  });

  it("holds the words to the contract before sending, and shows the server's refusal", async () => {
    const { calls, server } = open();
    await screen.findByText("айфон");
    fireEvent.change(wordsField(), { target: { value: "резина" } });
    fireEvent.click(screen.getByRole("button", { name: "Add group" }));
    expect(
      await screen.findByText("Write at least two words: a group joins words that mean the same."),
    ).toBeTruthy();
    expect(wordsField().getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(calls, "POST", listPath)).toEqual([]);

    server.refuse("synonym_words_duplicate");
    fireEvent.change(wordsField(), { target: { value: "Шины\nшины" } });
    fireEvent.click(screen.getByRole("button", { name: "Add group" }));
    const refusal = await screen.findByText(/Two of the words are the same to search/);
    // Beside the words, which describe themselves with it.
    expect(wordsField().getAttribute("aria-describedby")).toContain(
      refusal.closest("div")?.getAttribute("id"),
    );
    expect(callsTo(calls, "POST", listPath)).toHaveLength(1);
    expect(screen.queryByText("Saved. Searches use it now.")).toBeNull();
  });

  it("edits a group picked in the list", async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByRole("button", { name: "Edit: айфон, iPhone" }));
    expect(screen.getByRole("heading", { name: "Edit group" })).toBeTruthy();
    expect((wordsField() as HTMLTextAreaElement).value).toBe("айфон\niPhone");
    expect(document.activeElement).toBe(wordsField());
    fireEvent.change(wordsField(), { target: { value: "айфон\niPhone\nайфончик" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved. Searches use it now.")).toBeTruthy();
    expect(callsTo(calls, "PUT", /search-synonyms/)).toMatchObject([
      {
        path: `/v1/admin/search-synonyms/${iphone.id}/`,
        body: { lang: "ru", words: ["айфон", "iPhone", "айфончик"] },
      },
    ]);
    expect(await screen.findByText("айфончик")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "New group" })).toBeTruthy();
  });

  it("deletes a group only once confirmed", async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByRole("button", { name: "Delete: айфон, iPhone" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Delete this synonym group?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(callsTo(calls, "DELETE", /search-synonyms/)).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Delete: айфон, iPhone" }));
    dialog = await screen.findByRole("alertdialog", { name: "Delete this synonym group?" });
    expect(within(dialog).getByText(/айфон, iPhone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Deleted. Searches no longer use it.")).toBeTruthy();
    expect(callsTo(calls, "DELETE", /search-synonyms/).map((call) => call.path)).toEqual([
      `/v1/admin/search-synonyms/${iphone.id}/`,
    ]);
    await waitFor(() => expect(screen.queryByText("айфон")).toBeNull());
  });

  it("speaks Persian right to left", async () => {
    open([tyres], "fa");
    expect(await screen.findByRole("heading", { level: 1, name: "مترادف‌های جست‌وجو" })).toBeTruthy();
    expect(document.documentElement.getAttribute("dir")).toBe("rtl");
    expect(screen.getByLabelText("زبان گروه")).toBeTruthy();
  });
});
