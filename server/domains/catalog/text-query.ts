import { stopWords } from "./text-analysis/stop-words";
import type { Synonyms } from "./text-analysis/synonyms";
import { formTerm } from "./text-analysis/text-terms";
import { similarity, trigramsOf } from "./text-analysis/trigrams";
import { formsOf, wordsOf } from "./text-analysis/word-forms";

/**
 * What a search query looks for: each of its words as the terms that may stand for it, each
 * with how well it does (1: the word as typed). The search scores a text by the best term of
 * each word it holds (search-scoring.ts).
 */
export interface TextQuery {
  words: Array<Array<[term: string, quality: number]>>;
}

// Enough for any real query; it bounds the work a 200-character string of one-letter words asks.
const maxWords = 12;

/**
 * How well each kind of term stands for a query word: as typed; another form of it (a word
 * form, the other script); a synonym from the administrators' list; a longer word it begins
 * (typing is not done yet); a near miss (a typo), by its trigram similarity. An exact match
 * beats a near one.
 */
export const quality = {
  typed: 1,
  form: 0.9,
  synonym: 0.85,
  prefix: 0.6,
  /** A near miss scores this much at most, less the less similar it is. */
  nearMiss: 0.55,
};

function put(terms: Map<string, number>, term: string, value: number): void {
  if ((terms.get(term) ?? 0) < value) terms.set(term, value);
}

/**
 * The text query of a normalized query text; null when it has no words. `lookUp` finds the
 * known words a word may stand for (longer words holding it, near misses: Vocabulary.lookup).
 * Stop words are dropped when the query has others.
 */
export function textQueryOf(
  normalized: string,
  lookUp: (word: string) => string[],
  synonyms: Synonyms,
): TextQuery | null {
  const all = [...new Set(wordsOf(normalized))].slice(0, maxWords);
  if (all.length === 0) return null;
  const meaningful = all.filter((word) => !stopWords.has(word));
  const words = meaningful.length > 0 ? meaningful : all;
  return { words: words.map((word) => alternativesOf(word, lookUp, synonyms)) };
}

/**
 * A word as written (`itself`) and in its other forms (`forms`): each form as a word some text
 * holds as written, and as the form of a text's word (formTerm), the word itself included.
 */
function putWithForms(terms: Map<string, number>, word: string, itself: number, forms: number) {
  put(terms, word, itself);
  put(terms, formTerm(word), forms);
  for (const form of formsOf(word)) {
    put(terms, form, forms);
    put(terms, formTerm(form), forms);
  }
}

function alternativesOf(
  word: string,
  lookUp: (word: string) => string[],
  synonyms: Synonyms,
): Array<[string, number]> {
  const terms = new Map<string, number>();
  putWithForms(terms, word, quality.typed, quality.form);
  // A synonym counts in every form, as the word itself does: a text may say "qovuni".
  for (const synonym of synonyms.of(word)) {
    putWithForms(terms, synonym, quality.synonym, quality.synonym);
  }
  const trigrams = trigramsOf(word);
  for (const known of lookUp(word)) {
    if (known === word) continue;
    const near = known.startsWith(word)
      ? quality.prefix
      : quality.nearMiss * similarity(trigrams, trigramsOf(known)) ** 0.5;
    put(terms, known, near);
  }
  // Sorted so that the same query makes the same cache key.
  return [...terms].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
