import type { LocalizedText } from "../../../db/schema";
import { normalizeQuery } from "../../../shared/search-text";
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
 * A catalogue repeats its texts (variants of one item, one business's descriptions): a
 * text's words and a word's form terms are worked out once, not once per offering, which was
 * most of the index's build at 100,000 offerings. Bounded: made-up texts must not hold memory.
 */
const maxRemembered = 100_000;
const wordsOfText = new Map<string, string[]>();
const formTermsOfWord = new Map<string, string[]>();

function remembered<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= maxRemembered) cache.clear();
    value = make();
    cache.set(key, value);
  }
  return value;
}

/**
 * Adds the terms of a text (every language's) found in `field` to `terms`, a term → the best
 * field it was found in. Each language's text is normalized on its own, which splits into the
 * same words as normalizing them joined (searchTextOf).
 */
export function addTextTerms(
  terms: Map<string, number>,
  text: LocalizedText | string | null | undefined,
  field: number,
): void {
  if (!text) return;
  for (const value of typeof text === "string" ? [text] : Object.values(text)) {
    if (!value) continue;
    const words = remembered(wordsOfText, value, () => wordsOf(normalizeQuery(value)));
    for (const word of words) {
      if ((terms.get(word) ?? 0) < field) terms.set(word, field);
      const forms = remembered(formTermsOfWord, word, () => formsOf(word).map(formTerm));
      for (const term of forms) if ((terms.get(term) ?? 0) < field) terms.set(term, field);
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
