import type { Measurement } from "./measure";

// NaN: no response arrived within the scenario's time.
const ms = (value: number) => (Number.isNaN(value) ? "—" : `${value.toFixed(1)} ms`);

function row(cells: string[], widths: number[]): string {
  return cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
    .join("  ");
}

function verdict(m: Measurement): string {
  return m.failed > 0 ? "FAIL (errors)" : m.p95 <= m.goalP95 ? "PASS" : "FAIL";
}

function printTable(header: string[], lines: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  console.log(row(header, widths));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(row(line, widths));
}

/** A plain-text table: one line per scenario, its goal and whether the p95 met it. */
export function printReport(title: string, measurements: Measurement[]): void {
  const header = [
    "scenario",
    "requests",
    "req/s",
    "p50",
    "p95",
    "p99",
    "max",
    "errors",
    "goal p95",
    "result",
  ];
  const lines = measurements.map((m) => [
    m.name,
    String(m.requests),
    m.perSecond.toFixed(0),
    ms(m.p50),
    ms(m.p95),
    ms(m.p99),
    ms(m.max),
    String(m.failed),
    `≤ ${m.goalP95} ms`,
    verdict(m),
  ]);
  console.log(`\n${title}`);
  printTable(header, lines);
}

const sideColumns = ["req/s", "p50", "p95", "p99", "max", "errors", "result"];

function sideCells(m: Measurement | undefined): string[] {
  if (!m) return sideColumns.map(() => "—");
  return [
    m.perSecond.toFixed(0),
    ms(m.p50),
    ms(m.p95),
    ms(m.p99),
    ms(m.max),
    String(m.failed),
    verdict(m),
  ];
}

/**
 * Two runs of the same scenarios (the embedded database and PostgreSQL) in one table, a
 * scenario per line: its goal, then each run's figures side by side.
 */
export function printSideBySide(
  [leftTitle, left]: [string, Measurement[]],
  [rightTitle, right]: [string, Measurement[]],
): void {
  const header = ["scenario", "goal p95", ...sideColumns, "|", ...sideColumns];
  const lines = left.map((m, i) => {
    const other = right[i]?.name === m.name ? right[i] : right.find((r) => r.name === m.name);
    return [m.name, `≤ ${m.goalP95} ms`, ...sideCells(m), "|", ...sideCells(other)];
  });
  console.log(`\nLeft of | : ${leftTitle}\nRight of |: ${rightTitle}\n`);
  printTable(header, lines);
}
