import type { LocalizedText } from "../../../db/schema";
import { searchTextOf } from "../../../shared/search-text";
import { formsOf, wordsOf } from "./word-forms";

/**
 * Where a word was found, kept in a posting's two low bits: a word in the title says what the
 * item is; in its category's or business's name, what kind of item or who sells it; in the
 * description, maybe only something it mentions ("goes well with bread").
 */
export const titleField = 3;
export const nameField = 2;
export const descriptionField = 1;

/** How much a match in each field counts, by field number (0 unused). */
export const fieldWeights = [0, 0.35, 0.7, 1];

/** A word as written is its own term; its other forms (formsOf) are kept apart, marked so. */
export function formTerm(form: string): string {
  return `~${form}`;
}

export function isFormTerm(term: string): boolean {
  return term.startsWith("~");
}

/**
 * Adds the terms of a text (every language's) found in `field` to `terms`, a term → the best
 * field it was found in.
 */
export function addTextTerms(
  terms: Map<string, number>,
  text: LocalizedText | string | null | undefined,
  field: number,
): void {
  for (const word of wordsOf(searchTextOf(text))) {
    if ((terms.get(word) ?? 0) < field) terms.set(word, field);
    for (const form of formsOf(word)) {
      const term = formTerm(form);
      if ((terms.get(term) ?? 0) < field) terms.set(term, field);
    }
  }
}

/** The terms of a text in one field, as a list of [term, field]. */
export function textTerms(
  texts: Array<[LocalizedText | string | null | undefined, number]>,
): Array<[string, number]> {
  const terms = new Map<string, number>();
  for (const [text, field] of texts) addTextTerms(terms, text, field);
  return [...terms];
}
