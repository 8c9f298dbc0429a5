import { describe, expect, it } from "vitest";
import { figuresOf, hitAt, reciprocalRankAt, shortOfGoal } from "../../bench/relevance/metrics";

const relevant = new Set(["b", "x"]);

describe("hit@k", () => {
  it("counts a relevant answer within the first k, and only there", () => {
    expect(hitAt(["a", "b", "c"], relevant, 3)).toBe(1);
    expect(hitAt(["a", "c", "d", "b"], relevant, 3)).toBe(0);
    expect(hitAt(["x"], relevant, 3)).toBe(1);
  });

  it("is 0 for an empty answer", () => {
    expect(hitAt([], relevant, 3)).toBe(0);
  });
});

describe("reciprocal rank within the first k", () => {
  it("is one over the rank of the first relevant answer", () => {
    expect(reciprocalRankAt(["b", "x"], relevant, 10)).toBe(1);
    expect(reciprocalRankAt(["a", "b"], relevant, 10)).toBe(0.5);
    expect(reciprocalRankAt(["a", "c", "d", "x", "b"], relevant, 10)).toBe(0.25);
  });

  it("is 0 when the first relevant answer comes after k", () => {
    const ranked = ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10", "b"];
    expect(reciprocalRankAt(ranked, relevant, 10)).toBe(0);
    expect(reciprocalRankAt(ranked, relevant, 11)).toBeCloseTo(1 / 11);
  });
});

describe("the figures of a group of queries", () => {
  it("averages hit@3 and MRR@10 over the queries and counts the empty answers", () => {
    const figures = figuresOf([
      { ranked: ["b"], relevant },
      { ranked: ["a", "c", "d", "x"], relevant },
      { ranked: [], relevant },
      { ranked: ["a", "x"], relevant },
    ]);
    expect(figures.queries).toBe(4);
    expect(figures.hitAt3).toBe(0.5);
    expect(figures.mrrAt10).toBeCloseTo((1 + 0.25 + 0 + 0.5) / 4);
    expect(figures.empty).toBe(1);
  });

  it("scores an empty group as zero without dividing by zero", () => {
    expect(figuresOf([])).toEqual({ queries: 0, hitAt3: 0, mrrAt10: 0, empty: 0 });
  });

  it("says what keeps the figures from the goal", () => {
    expect(shortOfGoal({ queries: 20, hitAt3: 0.95, mrrAt10: 0.85, empty: 0 })).toEqual([]);
    expect(shortOfGoal({ queries: 20, hitAt3: 0.9, mrrAt10: 0.84, empty: 2 })).toEqual([
      "hit@3 0.90 < 0.95",
      "MRR@10 0.84 < 0.85",
      "2 empty answer(s)",
    ]);
  });
});
