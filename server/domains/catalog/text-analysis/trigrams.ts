/**
 * pg_trgm's trigrams and similarity, computed in the server: a term is split into runs of
 * letters and digits, each padded with two spaces before and one after, and cut into every
 * three consecutive characters; similarity is the shared trigrams over all of both.
 */
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
