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
  const { matches, scores } = scoreWords(
    query,
    {
      postings: index.postings,
      live: index.size,
      liveness: cells,
      alsoFound(alternatives, raise) {
        // Per category and per business number, the best value of the word's terms: typed
        // arrays, read once per live slot below (a Map there cost more than the whole search).
        let byCategory: Float32Array | null = null;
        let byBusiness: Float32Array | null = null;
        const named = fieldWeights[nameField] ?? 0;
        for (const [term, quality] of alternatives) {
          const value = quality * named;
          for (const category of index.categoryTerms.get(term) ?? []) {
            byCategory ??= new Float32Array(index.categories.values.length);
            if (value > (byCategory[category] ?? 0)) byCategory[category] = value;
          }
          for (const business of index.businessTerms.get(term) ?? []) {
            byBusiness ??= new Float32Array(index.businesses.values.length);
            if (value > (byBusiness[business] ?? 0)) byBusiness[business] = value;
          }
        }
        // Only the slots of the categories and businesses named (dead ones skipped).
        const visit = (values: Float32Array | null, lists: typeof index.slotsByCategory) => {
          if (!values) return;
          values.forEach((value, number) => {
            if (value <= 0) return;
            for (const slot of lists[number]?.view() ?? []) {
              if ((cells[slot] ?? -1) >= 0) raise(slot, value);
            }
          });
        };
        visit(byCategory, index.slotsByCategory);
        visit(byBusiness, index.slotsByBusiness);
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
