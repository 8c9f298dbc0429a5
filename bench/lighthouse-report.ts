import { type Audit, CATEGORIES, type MainThread } from "./lighthouse-audit";

/** What bench:lighthouse prints of a page's runs, and what fails it. */

export const SCORE_GOAL = 95;
/** Total Blocking Time our pages must stay under, in ms (Lighthouse's, at 4× CPU). */
export const TBT_GOAL = 200;

export interface PageRuns {
  /** The short name of the table; the block above it names the path. */
  label: string;
  path: string;
  audits: Audit[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

interface Summary {
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** The run whose performance score was the median gives the metrics… */
  middle: Audit;
  /** …but TBT, the goal's own figure, is the median of every run's. */
  tbt: number;
}

function summarize(page: PageRuns): Summary {
  const score = (category: (typeof CATEGORIES)[number]) =>
    median(page.audits.map((a) => a.scores[category]));
  const scores = { performance: score("performance"), accessibility: score("accessibility") };
  const middle = page.audits.find((a) => a.scores.performance === scores.performance);
  if (!middle) throw new Error(`${page.path}: no runs`);
  return { scores, middle, tbt: median(page.audits.map((a) => a.main.tbt)) };
}

/** Why the page fails its goals; nothing when it meets them. */
export function failures(page: PageRuns): string[] {
  const { scores, tbt } = summarize(page);
  const failed = CATEGORIES.filter((c) => scores[c] < SCORE_GOAL).map((c) => `${c} ${scores[c]}`);
  if (tbt >= TBT_GOAL) failed.push(`TBT ${tbt} ms`);
  return failed;
}

/** A page's block: scores of every run, the median run's metrics, its main thread. */
export function printPage(page: PageRuns, goals: boolean): void {
  const { scores, middle, tbt } = summarize(page);
  const fail = (bad: boolean) => (goals && bad ? " FAIL" : "");
  const line = CATEGORIES.map((category) => {
    const runs = page.audits.map((a) => a.scores[category]).join(", ");
    return `${category} ${scores[category]} (${runs})${fail(scores[category] < SCORE_GOAL)}`;
  });
  const metrics = Object.entries(middle.metrics).map(([name, value]) => `${name} ${value}`);
  const { longestTask, longTasks, busy, bootup } = middle.main;
  const tbts = page.audits.map((a) => a.main.tbt).join(", ");
  console.log(`${page.path}${goals ? "" : "  (reference)"}`);
  console.log(`  ${line.join("   ")}`);
  console.log(`  ${metrics.join(", ")}`);
  console.log(
    `  TBT ${tbt} ms (${tbts})${fail(tbt >= TBT_GOAL)}, longest task ${longestTask} ms, ` +
      `${longTasks} long task(s), main thread busy ${busy} ms, JS bootup ${bootup} ms`,
  );
}

/** Ours against the reference: a ratio, or the difference when the reference's is 0. */
function against(ours: number, reference: number): string {
  if (reference <= 0) return `${ours} (+${ours})`;
  return `${ours} (${(ours / reference).toFixed(1)}×)`;
}

const COLUMNS = [
  ["page", 20],
  ["perf", 5],
  ["TBT ms", 13],
  ["longest ms", 11],
  ["busy ms", 14],
  ["bootup ms", 14],
] as const;

function row(cells: string[]): string {
  return cells
    .map((cell, i) => {
      const width = COLUMNS[i]?.[1] ?? 0;
      return i === 0 ? cell.padEnd(width) : cell.padStart(width);
    })
    .join(" ");
}

/** The table that lets a slow machine and a fast one compare: our figures over the reference's. */
export function printComparison(reference: PageRuns, pages: PageRuns[]): void {
  const ref = summarize(reference);
  const figures = (s: Summary): MainThread => ({ ...s.middle.main, tbt: s.tbt });
  const base = figures(ref);
  console.log("\nBeside the reference (TBT: median of the runs; the rest: the median-score run)");
  console.log(row(COLUMNS.map(([name]) => name)));
  console.log(
    row([
      reference.label,
      String(ref.scores.performance),
      String(base.tbt),
      String(base.longestTask),
      String(base.busy),
      String(base.bootup),
    ]),
  );
  for (const page of pages) {
    const summary = summarize(page);
    const ours = figures(summary);
    console.log(
      row([
        page.label,
        String(summary.scores.performance),
        against(ours.tbt, base.tbt),
        String(ours.longestTask),
        against(ours.busy, base.busy),
        against(ours.bootup, base.bootup),
      ]),
    );
  }
}
