import type { Lang, SynonymGroup, SynonymGroupInput } from "../sdk";

/** A synonym group as its form holds it: the words as one text, one per line or by commas. */
export interface SynonymDraft {
  lang: Lang;
  text: string;
}

/** Which page of the list to load. */
export interface SynonymListInput {
  /** "" for every language. */
  language: Lang | "";
  page: number;
  pageSize: number;
}

/** A draft to save: a new group's (id null) or a change to one. */
export interface SynonymSave {
  id: string | null;
  draft: SynonymDraft;
}

// A new line or a comma ends a word; Persian is typed with the Arabic comma.
const SEPARATORS = /[\n,،]+/;

/** The words of a draft's text, trimmed, blank ones left out. */
export function wordsOf(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map((word) => word.trim())
    .filter((word) => word !== "");
}

/** The request body of a draft. */
export const synonymGroupInputOf = (draft: SynonymDraft): SynonymGroupInput => ({
  lang: draft.lang,
  words: wordsOf(draft.text),
});

/** A saved group back in its form, a word a line. */
export const synonymDraftOf = (group: SynonymGroup): SynonymDraft => ({
  lang: group.lang,
  text: group.words.join("\n"),
});
