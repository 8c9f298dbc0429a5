/**
 * The words of the indexed offerings, looked up the way search-terms.ts looks a query word up
 * in search_terms, without the database: a query of words nobody typed before costs the
 * embedded database 20–50 ms in that table's trigram scan, one query at a time.
 *
 * Trigrams are pg_trgm's: a term is split into runs of letters and digits, each padded with
 * two spaces before and one after, and cut into every three consecutive characters;
 * similarity is the shared trigrams over all of both (tests/server/offering-index-vocabulary
 * compares it with pg_trgm's similarity()).
 */

import { maxTermsPerWord, minSimilarity } from "../search-terms";

const wordRuns = /[\p{L}\p{N}]+/gu;

export function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const [run] of text.matchAll(wordRuns)) {
    const letters = [..."  ", ...run, " "];
    for (let i = 0; i + 3 <= letters.length; i += 1) trigrams.add(letters.slice(i, i + 3).join(""));
  }
  return trigrams;
}

export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared += 1;
  const all = a.size + b.size - shared;
  return all === 0 ? 0 : shared / all;
}

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** JavaScript's string order: by UTF-16 unit, which is code point order below U+E000. */
function textOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export class Vocabulary {
  /** Trigram → the terms holding it. */
  private readonly byTrigram = new Map<string, string[]>();
  /** Term → how many trigrams it has. */
  private readonly sizes = new Map<string, number>();
  /** Every term in textOrder, for prefixes; sorted again after additions. */
  private sorted: string[] | null = [];

  get size(): number {
    return this.sizes.size;
  }

  has(term: string): boolean {
    return this.sizes.has(term);
  }

  add(term: string): void {
    if (this.sizes.has(term)) return;
    const trigrams = trigramsOf(term);
    this.sizes.set(term, trigrams.size);
    for (const trigram of trigrams) {
      const terms = this.byTrigram.get(trigram);
      if (terms) terms.push(term);
      else this.byTrigram.set(trigram, [term]);
    }
    this.sorted = null;
  }

  /** Keeps only the terms `keep` says yes to (compacting drops words no offering holds). */
  retain(keep: (term: string) => boolean): void {
    const dropped = [...this.sizes.keys()].filter((term) => !keep(term));
    if (dropped.length === 0) return;
    const gone = new Set(dropped);
    for (const term of dropped) this.sizes.delete(term);
    for (const [trigram, terms] of this.byTrigram) {
      const left = terms.filter((term) => !gone.has(term));
      if (left.length === 0) this.byTrigram.delete(trigram);
      else this.byTrigram.set(trigram, left);
    }
    this.sorted = null;
  }

  /**
   * The known words a query word may stand for, best first, at most 16: words of three
   * letters or more as substrings of terms and by similarity (typos), the term itself first,
   * then those it begins, then the most similar; shorter ones as prefixes, shortest first.
   */
  lookup(word: string): string[] {
    return codePoints(word) >= 3 ? this.similarOrContaining(word) : this.startingWith(word);
  }

  private similarOrContaining(word: string): string[] {
    const trigrams = trigramsOf(word);
    const shared = new Map<string, number>();
    for (const trigram of trigrams) {
      for (const term of this.byTrigram.get(trigram) ?? []) {
        shared.set(term, (shared.get(term) ?? 0) + 1);
      }
    }
    const found: Array<{ term: string; similar: number }> = [];
    for (const [term, count] of shared) {
      const similar = count / (trigrams.size + (this.sizes.get(term) ?? 0) - count);
      if (similar >= minSimilarity || term.includes(word)) found.push({ term, similar });
    }
    // A term can hold the word and share none of its padded trigrams ("bc" inside "abcd" is
    // not " bc"): those are found among the terms holding its inner trigrams.
    for (const term of this.containingInner(word)) {
      if (!shared.has(term)) found.push({ term, similar: similarity(trigrams, trigramsOf(term)) });
    }
    const rank = (term: string) => (term === word ? 2 : term.startsWith(word) ? 1 : 0);
    found.sort(
      (a, b) => rank(b.term) - rank(a.term) || b.similar - a.similar || textOrder(a.term, b.term),
    );
    return found.slice(0, maxTermsPerWord).map((f) => f.term);
  }

  /** Terms holding the word, found through the rarest of its unpadded trigrams. */
  private containingInner(word: string): string[] {
    const letters = [...word];
    let rarest: string[] | null = null;
    for (let i = 0; i + 3 <= letters.length; i += 1) {
      const terms = this.byTrigram.get(letters.slice(i, i + 3).join(""));
      if (!terms) return [];
      if (!rarest || terms.length < rarest.length) rarest = terms;
    }
    return (rarest ?? []).filter((term) => term.includes(word));
  }

  private startingWith(word: string): string[] {
    const sorted = this.sortedTerms();
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] ?? "") < word) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let i = low; i < sorted.length; i += 1) {
      const term = sorted[i] ?? "";
      if (!term.startsWith(word)) break;
      found.push(term);
    }
    found.sort(
      (a, b) =>
        Number(b === word) - Number(a === word) || codePoints(a) - codePoints(b) || textOrder(a, b),
    );
    return found.slice(0, maxTermsPerWord);
  }

  private sortedTerms(): string[] {
    if (!this.sorted) this.sorted = [...this.sizes.keys()].sort(textOrder);
    return this.sorted;
  }
}
