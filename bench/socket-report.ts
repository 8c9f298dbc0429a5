import { type Spread, spreadOf } from "./percentiles";
import type { Connected, Delivery } from "./socket-clients";
import type { InstanceMemory } from "./socket-instance";

export interface SocketRun {
  /** Column heading: the database and how many instances. */
  label: string;
  instances: number;
  sockets: number;
  connected: Connected;
  /** Per instance, after a full garbage collection, before and after the sockets opened. */
  memoryBefore: InstanceMemory[];
  memoryAfter: InstanceMemory[];
  /** At a steady rate. */
  steady: Delivery;
  /** A wave of create calls at once, then the next. */
  waves: Delivery;
  /** All at once. */
  burst: Delivery;
}

export const deliveryGoalP95 = 50;

const ms = (value: number) => (Number.isNaN(value) ? "—" : `${value.toFixed(1)}`);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const spread = ({ p50, p95, p99, max }: Spread) =>
  `${ms(p50)} / ${ms(p95)} / ${ms(p99)} / ${ms(max)} ms`;

function total(memory: InstanceMemory[], key: keyof InstanceMemory): number {
  return memory.reduce((sum, m) => sum + m[key], 0);
}

function verdict(delivery: Delivery): string {
  if (delivery.lost + delivery.refused > 0) return "FAIL (not all delivered)";
  return spreadOf(delivery.deliveryMs).p95 <= deliveryGoalP95 ? "PASS" : "FAIL";
}

function deliveryRows(name: string, pick: (run: SocketRun) => Delivery, runs: SocketRun[]) {
  return [
    [
      `${name}: delivery p50 / p95 / p99 / max`,
      ...runs.map((r) => spread(spreadOf(pick(r).deliveryMs))),
    ],
    [
      `${name}: create call answered p50 / p95 / p99 / max`,
      ...runs.map((r) => spread(spreadOf(pick(r).answerMs))),
    ],
    [
      `${name}: delivered / lost / refused`,
      ...runs.map((r) => {
        const d = pick(r);
        return `${d.deliveryMs.length} / ${d.lost} / ${d.refused}`;
      }),
    ],
    [
      `${name}: wall time, notifications a second`,
      ...runs.map((r) => {
        const d = pick(r);
        return `${d.wallSeconds.toFixed(1)} s, ${(d.sent / d.wallSeconds).toFixed(0)}/s`;
      }),
    ],
    [`${name}: goal p95 ≤ ${deliveryGoalP95} ms`, ...runs.map((r) => verdict(pick(r)))],
  ];
}

/** One column per run (database), one row per figure. */
export function printSocketReport(runs: SocketRun[]): void {
  const perSocket = (r: SocketRun, key: keyof InstanceMemory) =>
    kb(
      (total(r.memoryAfter, key) - total(r.memoryBefore, key)) /
        Math.max(1, r.connected.held.length),
    );
  const rows: string[][] = [
    ["", ...runs.map((r) => r.label)],
    ["sockets connected", ...runs.map((r) => `${r.connected.held.length} / ${r.sockets}`)],
    ["refused handshakes", ...runs.map((r) => String(r.connected.failures.length))],
    [
      "connecting all, 50 handshakes at a time",
      ...runs.map((r) => `${r.connected.wallSeconds.toFixed(1)} s`),
    ],
    [
      "handshake to welcome p50 / p95 / p99 / max",
      ...runs.map((r) => spread(spreadOf(r.connected.connectMs))),
    ],
    [
      "RSS before → after (all instances)",
      ...runs.map(
        (r) => `${mb(total(r.memoryBefore, "rss"))} → ${mb(total(r.memoryAfter, "rss"))}`,
      ),
    ],
    [
      "heap used before → after",
      ...runs.map(
        (r) => `${mb(total(r.memoryBefore, "heapUsed"))} → ${mb(total(r.memoryAfter, "heapUsed"))}`,
      ),
    ],
    [
      "external before → after",
      ...runs.map(
        (r) => `${mb(total(r.memoryBefore, "external"))} → ${mb(total(r.memoryAfter, "external"))}`,
      ),
    ],
    [
      "per socket: RSS / heap / external",
      ...runs.map(
        (r) => `${perSocket(r, "rss")} / ${perSocket(r, "heapUsed")} / ${perSocket(r, "external")}`,
      ),
    ],
    ...deliveryRows("steady", (r) => r.steady, runs),
    ...deliveryRows("waves", (r) => r.waves, runs),
    ...deliveryRows("burst", (r) => r.burst, runs),
  ];
  const widths = (rows[0] ?? []).map((_, i) =>
    Math.max(...rows.map((row) => (row[i] ?? "").length)),
  );
  console.log("");
  rows.forEach((row, index) => {
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("   ")
        .trimEnd(),
    );
    if (index === 0) console.log(widths.map((w) => "-".repeat(w)).join("   "));
  });
}
