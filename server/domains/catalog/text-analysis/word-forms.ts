import { stemmer as englishStem } from "@orama/stemmers/english";
import { stemmer as russianStem } from "@orama/stemmers/russian";
import { isCyrillic, uzbekLatinOf } from "./cyrillic-uzbek";
import { persianForms } from "./persian-stem";
import { uzbekForms } from "./uzbek-stem";

const arabicScript = /[\u0600-\u06ff]/;
const latinLetter = /[a-z]/;

// A catalogue's texts repeat their words: the stemmers run once per word, not per use.
const known = new Map<string, string[]>();
const maxKnown = 200_000;

/**
 * The forms a word is also known by, besides itself, chosen by its script rather than by the
 * language it was written in: a query's language is unknown, and Uzbek comes in Latin and in
 * Cyrillic. Texts and queries both go through this, so they meet on any shared form.
 * - Cyrillic: Snowball's Russian stem; the Uzbek Latin spelling and its Uzbek forms
 *   («чойнак» meets "choynak", «ремонт» meets "remont").
 * - Latin: the Uzbek forms and Snowball's English (Porter 2) stem.
 * - Arabic script: the Persian forms.
 * Digits and anything else: none.
 */
export function formsOf(word: string): string[] {
  let forms = known.get(word);
  if (!forms) {
    // Bounded: a flood of made-up words must not hold memory.
    if (known.size >= maxKnown) known.clear();
    forms = formsOfNew(word);
    known.set(word, forms);
  }
  return forms;
}

function formsOfNew(word: string): string[] {
  const forms = new Set<string>();
  if (isCyrillic(word)) {
    forms.add(russianStem(word));
    const latin = uzbekLatinOf(word);
    forms.add(latin);
    for (const form of uzbekForms(latin)) forms.add(form);
  } else if (latinLetter.test(word)) {
    for (const form of uzbekForms(word)) forms.add(form);
    forms.add(englishStem(word));
  } else if (arabicScript.test(word)) {
    for (const form of persianForms(word)) forms.add(form);
  }
  forms.delete(word);
  forms.delete("");
  return [...forms];
}

const wordRuns = /[\p{L}\p{N}]+/gu;

/** The words of a text already normalized (normalizeSearchText): runs of letters and digits. */
export function wordsOf(normalized: string): string[] {
  return normalized.match(wordRuns) ?? [];
}
