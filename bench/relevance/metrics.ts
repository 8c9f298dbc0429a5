/** How deep the reciprocal rank looks, and how many answers a shopper reads at a glance. */
export const mrrDepth = 10;
export const hitDepth = 3;

/** 1 when a relevant id is among the first `k` answers, else 0. */
export function hitAt(ranked: readonly string[], relevant: ReadonlySet<string>, k: number): number {
  return ranked.slice(0, k).some((id) => relevant.has(id)) ? 1 : 0;
}

/** 1 / the rank of the first relevant answer among the first `k`; 0 when none is. */
export function reciprocalRankAt(
  ranked: readonly string[],
  relevant: ReadonlySet<string>,
  k: number,
): number {
  const index = ranked.slice(0, k).findIndex((id) => relevant.has(id));
  return index < 0 ? 0 : 1 / (index + 1);
}

/** One query's answer: the ids in the order the search ranked them. */
export interface RankedAnswer {
  ranked: readonly string[];
  relevant: ReadonlySet<string>;
}

export interface Figures {
  queries: number;
  /** Share of queries with a relevant answer in the first 3. */
  hitAt3: number;
  /** Mean reciprocal rank of the first relevant answer within the first 10. */
  mrrAt10: number;
  /** Queries answered with nothing although something relevant exists. */
  empty: number;
}

/** The figures of a group of queries; a group of none scores 0 on everything. */
export function figuresOf(answers: readonly RankedAnswer[]): Figures {
  const queries = answers.length;
  if (queries === 0) return { queries, hitAt3: 0, mrrAt10: 0, empty: 0 };
  let hits = 0;
  let reciprocalRanks = 0;
  let empty = 0;
  for (const { ranked, relevant } of answers) {
    hits += hitAt(ranked, relevant, hitDepth);
    reciprocalRanks += reciprocalRankAt(ranked, relevant, mrrDepth);
    if (ranked.length === 0 && relevant.size > 0) empty += 1;
  }
  return { queries, hitAt3: hits / queries, mrrAt10: reciprocalRanks / queries, empty };
}

/** Issue 21's goal, for every language. */
export const goal = { hitAt3: 0.95, mrrAt10: 0.85 } as const;

/** What keeps `figures` from the goal, in words; empty when it meets it. */
export function shortOfGoal(figures: Figures): string[] {
  const misses: string[] = [];
  if (figures.hitAt3 < goal.hitAt3)
    misses.push(`hit@3 ${figures.hitAt3.toFixed(2)} < ${goal.hitAt3}`);
  if (figures.mrrAt10 < goal.mrrAt10) {
    misses.push(`MRR@10 ${figures.mrrAt10.toFixed(2)} < ${goal.mrrAt10}`);
  }
  if (figures.empty > 0) misses.push(`${figures.empty} empty answer(s)`);
  return misses;
}
