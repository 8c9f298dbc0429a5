import { normalizeQuery } from "../../../shared/search-text";
import { formsOf, wordsOf } from "./word-forms";

/** A group of words that mean the same to a shopper, as the administrators keep them. */
export interface SynonymGroup {
  words: string[];
}

/**
 * The synonym list, looked up by any form of a word: «резина» finds the group
 * {резина, шины, покрышки} and so the texts saying «шины». A phrase in a group stands for each
 * of its words.
 */
export class Synonyms {
  /** A word or one of its forms → the words of every group holding it. */
  private readonly byKey = new Map<string, Set<string>>();

  constructor(groups: SynonymGroup[]) {
    for (const group of groups) {
      const words = [...new Set(group.words.flatMap((word) => wordsOf(normalizeQuery(word))))];
      for (const word of words) {
        for (const key of [word, ...formsOf(word)]) {
          const known = this.byKey.get(key) ?? new Set<string>();
          for (const other of words) known.add(other);
          this.byKey.set(key, known);
        }
      }
    }
  }

  /** The words meaning what `word` (normalized) means, itself excluded. */
  of(word: string): string[] {
    const found = new Set<string>();
    for (const key of [word, ...formsOf(word)]) {
      for (const other of this.byKey.get(key) ?? []) found.add(other);
    }
    found.delete(word);
    return [...found];
  }
}
