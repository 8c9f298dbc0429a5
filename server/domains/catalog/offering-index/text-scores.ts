import { scoreWords } from "../text-analysis/score-words";
import { fieldWeights, nameField } from "../text-analysis/text-terms";
import type { TextQuery } from "../text-query";
import type { OfferingIndex } from "./offering-index";

// The index's scratch buffers the scoring uses (index-search.ts uses 2 for the chosen).
const scratchForCoverage = 0;
const scoresForTotal = 0;
const scoresForWord = 1;

/** The matches of a text query, best first when sorted by relevance. */
export interface TextMatches {
  /** The slots matching the most words any offering matches (each once). */
  slots: Int32Array;
  /** Slot → its score (0 for the others); valid until the next search. */
  scores: Float32Array;
}

/**
 * The offerings' side of scoreWords: slots are documents, and a word of a category's name (or
 * its parent's) or of a business's name finds every live offering in it or of it.
 */
export function scoreText(index: OfferingIndex, query: TextQuery): TextMatches {
  const cells = index.cell.data;
  const isLive = (slot: number) => (cells[slot] ?? -1) >= 0;
  const { matches, scores } = scoreWords(
    query,
    {
      postings: index.postings,
      count: index.slotCount,
      live: index.size,
      isLive,
      alsoFound(alternatives, raise) {
        const byCategory = new Map<number, number>();
        const byBusiness = new Map<number, number>();
        const named = fieldWeights[nameField] ?? 0;
        for (const [term, quality] of alternatives) {
          for (const category of index.categoryTerms.get(term) ?? []) {
            byCategory.set(category, Math.max(byCategory.get(category) ?? 0, quality * named));
          }
          for (const business of index.businessTerms.get(term) ?? []) {
            byBusiness.set(business, Math.max(byBusiness.get(business) ?? 0, quality * named));
          }
        }
        if (byCategory.size === 0 && byBusiness.size === 0) return;
        const categories = index.category.data;
        const businesses = index.business.data;
        for (let slot = 0; slot < index.slotCount; slot += 1) {
          if (!isLive(slot)) continue;
          const value = Math.max(
            byCategory.get(categories[slot] ?? -1) ?? 0,
            byBusiness.get(businesses[slot] ?? -1) ?? 0,
          );
          if (value > 0) raise(slot, value);
        }
      },
    },
    {
      total: index.scores(scoresForTotal),
      best: index.scores(scoresForWord),
      covered: index.scratch(scratchForCoverage),
    },
  );
  return { slots: matches, scores };
}
