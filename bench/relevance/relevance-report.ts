import type { JudgedQuery, QueryCause, QueryLang } from "./judged-query";
import { type Figures, figuresOf, goal, hitAt, hitDepth, shortOfGoal } from "./metrics";

/** One judged query as the search answered it. */
export interface Outcome {
  judged: JudgedQuery;
  /** The answers' ids, best first (at most the first 10). */
  ranked: string[];
  relevant: Set<string>;
  /** What each answer shows: an offering's title in the query's language, a business's name. */
  shown: string[];
  /** Each answer's seller (offerings only). */
  sellers: string[];
  /** Each answer's demo key, `item/variant @ business` or a business's key. */
  keys: string[];
}

export const languageNames: Record<QueryLang, string> = {
  ru: "Russian",
  uz: "Uzbek",
  en: "English",
  fa: "Persian",
};

const causeNames: Record<QueryCause, string> = {
  "unknown-word": "1 unknown word among known ones",
  "title-first": "2 title before description",
  "word-forms": "3 word forms",
  cyrillic: "4 Uzbek and brands in Cyrillic",
  "category-name": "5 category names",
  "missing-word": "6 everyday words missing from the data",
  typo: "7 typos below exact matches",
  "several-sellers": "8 one item from several sellers",
  ordinary: "ordinary queries",
};

function row(cells: string[], widths: number[]): string {
  return cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
    .join("  ");
}

function printTable(header: string[], lines: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  console.log(row(header, widths));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(row(line, widths));
}

function figureCells(label: string, figures: Figures): string[] {
  return [
    label,
    String(figures.queries),
    figures.hitAt3.toFixed(2),
    figures.mrrAt10.toFixed(2),
    String(figures.empty),
  ];
}

const figureHeader = (first: string) => [first, "queries", "hit@3", "MRR@10", "empty"];

function printByLanguage(title: string, outcomes: Outcome[]): void {
  console.log(`\n${title}`);
  const lines = (Object.keys(languageNames) as QueryLang[]).map((lang) =>
    figureCells(languageNames[lang], figuresOf(outcomes.filter((o) => o.judged.lang === lang))),
  );
  printTable(figureHeader("language"), [...lines, figureCells("all", figuresOf(outcomes))]);
}

function printByCause(outcomes: Outcome[]): void {
  console.log("\nBy the cause each query was chosen for (all languages)");
  const lines = (Object.keys(causeNames) as QueryCause[]).map((cause) =>
    figureCells(causeNames[cause], figuresOf(outcomes.filter((o) => o.judged.cause === cause))),
  );
  printTable(figureHeader("cause"), lines);
}

function describeFailure(outcome: Outcome): string {
  const { judged, ranked, relevant, shown, keys } = outcome;
  const synonym = judged.needs === "synonym" ? ", needs a synonym" : "";
  const first = ranked.length === 0 ? "nothing (an empty page)" : `${shown[0]} (${keys[0] ?? "?"})`;
  const at = ranked.findIndex((id) => relevant.has(id));
  const where =
    ranked.length === 0
      ? ""
      : at < 0
        ? "; none relevant in the first 10"
        : `; first relevant at ${at + 1}`;
  return [
    `  ${judged.lang}  «${judged.query}» → ${judged.target} [${judged.cause}${synonym}]`,
    `      expected: ${judged.relevant.join(", ")}`,
    `      first:    ${first}${where}`,
  ].join("\n");
}

function printFailures(outcomes: Outcome[]): void {
  const failing = outcomes.filter((o) => hitAt(o.ranked, o.relevant, hitDepth) === 0);
  console.log(`\nFailing queries: no relevant answer in the first ${hitDepth} (${failing.length})`);
  if (failing.length === 0) console.log("  none");
  for (const outcome of failing) console.log(describeFailure(outcome));
}

/** The metric counts any copy; this shows whether one seller's copies fill the first three. */
function printSellers(outcomes: Outcome[]): void {
  console.log(`\nOne item from several sellers: who sells the first ${hitDepth} answers`);
  for (const { judged, sellers } of outcomes.filter((o) => o.judged.cause === "several-sellers")) {
    const counts = new Map<string, number>();
    for (const seller of sellers.slice(0, hitDepth))
      counts.set(seller, (counts.get(seller) ?? 0) + 1);
    const listed = [...counts].map(([seller, n]) => (n > 1 ? `${seller} ×${n}` : seller));
    console.log(`  ${judged.lang}  «${judged.query}»: ${listed.join(", ") || "nothing"}`);
  }
}

/** The whole report; returns what keeps the search from issue 21's goal (empty: met). */
export function printRelevanceReport(outcomes: Outcome[]): string[] {
  printByLanguage("Every judged query", outcomes);
  printByLanguage(
    'Of which only a synonym can answer (needs: "synonym")',
    outcomes.filter((o) => o.judged.needs === "synonym"),
  );
  printByCause(outcomes);
  printFailures(outcomes);
  printSellers(outcomes);
  const misses = (Object.keys(languageNames) as QueryLang[]).flatMap((lang) =>
    shortOfGoal(figuresOf(outcomes.filter((o) => o.judged.lang === lang))).map(
      (miss) => `${languageNames[lang]}: ${miss}`,
    ),
  );
  console.log(
    `\nGoal in every language: hit@3 ≥ ${goal.hitAt3}, MRR@10 ≥ ${goal.mrrAt10}, no empty answer: ${
      misses.length === 0 ? "met" : `not met\n  ${misses.join("\n  ")}`
    }`,
  );
  return misses;
}
