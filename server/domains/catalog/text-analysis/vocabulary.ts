/**
 * The words of the indexed offerings, looked up the way repository/search-terms.ts looks a
 * query word up in search_terms, without the database: a query of words nobody typed before
 * costs the embedded database 20–50 ms in that table's trigram scan, one query at a time.
 *
 * Trigrams are pg_trgm's: a term is split into runs of letters and digits, each padded with
 * two spaces before and one after, and cut into every three consecutive characters;
 * similarity is the shared trigrams over all of both (tests/server/offering-index-vocabulary
 * compares it with pg_trgm's similarity()).
 */

import { similarity, trigramsOf } from "./trigrams";

// Known words one query word may stand for: itself, longer words containing it, near misses.
const maxTermsPerWord = 16;
// Near misses: 0.35 keeps "smartfn" → "smartfon" and "ремнт" → "ремонт", not unrelated words.
const minSimilarity = 0.35;

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** JavaScript's string order: by UTF-16 unit, which is code point order below U+E000. */
function textOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The best `count` of `items` by `compare` (best first), in one pass: a candidate is checked
 * with `usable` only when it would enter them, since that may cost a look at postings.
 */
export function best<T>(
  items: Iterable<T>,
  compare: (a: T, b: T) => number,
  count: number,
  usable: (item: T) => boolean,
): T[] {
  const kept: T[] = [];
  for (const item of items) {
    const worst = kept[kept.length - 1];
    if (kept.length === count && worst !== undefined && compare(item, worst) >= 0) continue;
    if (!usable(item)) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(kept[middle] as T, item) <= 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

export class Vocabulary {
  /** Trigram → the terms holding it. */
  private readonly byTrigram = new Map<string, string[]>();
  /** Term → how many trigrams it has. */
  private readonly sizes = new Map<string, number>();
  /** Every term in textOrder, for prefixes… */
  private sorted: string[] = [];
  /** …but those added since it was last needed, merged in then. */
  private added: string[] = [];

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
    this.added.push(term);
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
    this.sorted = this.sorted.filter((term) => !gone.has(term));
    this.added = this.added.filter((term) => !gone.has(term));
  }

  /**
   * The known words a query word may stand for, best first, at most 16, among those `usable`
   * says yes to: words of three letters or more as substrings of terms and by similarity
   * (typos), the term itself first, then those it begins, then the most similar; shorter ones
   * as prefixes, shortest first.
   */
  lookup(word: string, usable: (term: string) => boolean = () => true): string[] {
    return codePoints(word) >= 3
      ? this.similarOrContaining(word, usable)
      : this.startingWith(word, usable);
  }

  private similarOrContaining(word: string, usable: (term: string) => boolean): string[] {
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
    const order = (a: { term: string; similar: number }, b: { term: string; similar: number }) =>
      rank(b.term) - rank(a.term) || b.similar - a.similar || textOrder(a.term, b.term);
    return best(found, order, maxTermsPerWord, (f) => usable(f.term)).map((f) => f.term);
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

  private startingWith(word: string, usable: (term: string) => boolean): string[] {
    const sorted = this.sortedTerms();
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] ?? "") < word) low = middle + 1;
      else high = middle;
    }
    function* prefixed() {
      for (let i = low; i < sorted.length; i += 1) {
        const term = sorted[i] ?? "";
        if (!term.startsWith(word)) return;
        yield term;
      }
    }
    const order = (a: string, b: string) =>
      Number(b === word) - Number(a === word) || codePoints(a) - codePoints(b) || textOrder(a, b);
    return best(prefixed(), order, maxTermsPerWord, usable);
  }

  private sortedTerms(): string[] {
    if (this.added.length > 0) {
      // A few new words merged into many sorted ones: one pass, not a sort of them all.
      const added = this.added.sort(textOrder);
      const merged: string[] = [];
      let i = 0;
      let j = 0;
      while (i < this.sorted.length || j < added.length) {
        const a = this.sorted[i];
        const b = added[j];
        if (b === undefined || (a !== undefined && textOrder(a, b) <= 0)) {
          merged.push(a as string);
          i += 1;
        } else {
          merged.push(b);
          j += 1;
        }
      }
      this.sorted = merged;
      this.added = [];
    }
    return this.sorted;
  }
}
