import type { TextQuery } from "../text-query";
import type { Postings } from "./postings";
import { fieldWeights } from "./text-terms";

/** What a text search scores: numbered documents, some no longer live. */
export interface ScoredTexts {
  postings: Postings;
  /** How many documents are live. */
  live: number;
  /** A number per document, negative for one no longer live (the offering index's cells); null: all live. */
  liveness: Int32Array | null;
  /**
   * Other documents a word's terms stand for (a category's or a business's name): raises each
   * with the best value of its terms.
   */
  alsoFound?(
    alternatives: TextQuery["words"][number],
    raise: (document: number, value: number) => void,
  ): void;
}

/** Work space, one number per document, zeroed: lent by the caller. */
export interface ScoreBuffers {
  total: Float32Array;
  best: Float32Array;
  covered: Uint8Array;
}

/**
 * The one scoring of a text search (offerings and businesses alike). Per word of the query,
 * a document's best term counts: how well the term stands for the word (text-query.ts) × how
 * much the field it is in counts (title, then a category's or business's name, then the
 * description), weighted by how rare the word is (BM25's inverse document frequency: a word
 * most texts hold tells little); summed over the words. The matches are the documents holding
 * the most words any document holds: every word when any holds all of them, else the most
 * there are, so one unknown word ranks rather than empties the page.
 */
export function scoreWords(
  query: TextQuery,
  texts: ScoredTexts,
  { total, best, covered }: ScoreBuffers,
): { matches: Int32Array; scores: Float32Array } {
  const matched: number[] = [];
  let most = 0;
  for (const alternatives of query.words) {
    const touched: number[] = [];
    const raise = (document: number, value: number) => {
      const now = best[document] ?? 0;
      if (now === 0) touched.push(document);
      if (value > now) best[document] = value;
    };
    const liveness = texts.liveness;
    for (const [term, quality] of alternatives) {
      const postings = texts.postings.get(term);
      if (!postings) continue;
      const data = postings.data;
      const weighted = fieldWeights.map((weight) => quality * weight);
      // Inline, no call per posting: a common word's terms hold tens of thousands.
      for (let i = 0; i < postings.length; i += 1) {
        const posting = data[i] ?? 0;
        const document = posting >> 2;
        if (liveness && (liveness[document] ?? -1) < 0) continue;
        const value = weighted[posting & 3] ?? 0;
        const now = best[document] ?? 0;
        if (now === 0) touched.push(document);
        if (value > now) best[document] = value;
      }
    }
    texts.alsoFound?.(alternatives, raise);
    if (touched.length === 0) continue;
    const n = touched.length;
    const rarity = Math.log(1 + (Math.max(texts.live, n) - n + 0.5) / (n + 0.5));
    for (const document of touched) {
      const count = (covered[document] ?? 0) + 1;
      if (count === 1) matched.push(document);
      covered[document] = count;
      if (count > most) most = count;
      total[document] = (total[document] ?? 0) + rarity * (best[document] ?? 0);
      best[document] = 0;
    }
  }
  return {
    matches: Int32Array.from(matched.filter((document) => covered[document] === most)),
    scores: total,
  };
}
