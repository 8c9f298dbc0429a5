import { type CpuProfile, selfTimeBy } from "./cpu-profile";
import type { ProfileNames } from "./frame-names";
import { byArea } from "./owner-areas";
import {
  ACTIVITIES,
  blockingTime,
  type MainThreadSummary,
  type Navigation,
} from "./trace-analysis";

/** One analysed load of a page: what bench/profile.ts prints for the median run. */
export interface PageLoad {
  navigation: Navigation;
  summary: MainThreadSummary;
  profile: CpuProfile;
}

const TOP_OWNERS = 20;
const TOP_FUNCTIONS = 25;
const TOP_LINES = 15;

const ms = (value: number) => `${Math.round(value)} ms`;
const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);

function table(rows: string[][], rightAligned: Set<number>): string[] {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) =>
        rightAligned.has(column)
          ? padLeft(cell, widths[column] ?? 0)
          : pad(cell, widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd(),
  );
}

/** The top `count` entries of a self-time list with their share of `total`. */
function shares(entries: Array<[string, number]>, total: number, count: number): string[] {
  const rows = entries
    .slice(0, count)
    .map(([name, time]) => [name, ms(time), `${((100 * time) / total).toFixed(1)}%`]);
  return table(rows, new Set([1, 2]));
}

export function reportPageLoad(load: PageLoad, names: ProfileNames): string[] {
  const { navigation, summary, profile } = load;
  const lines: string[] = [];
  const from = navigation.start;
  const to = navigation.start + navigation.end * 1000;
  const fcp =
    navigation.fcp === undefined ? "none (TBT from navigation start)" : ms(navigation.fcp);
  lines.push(
    `  TBT ${ms(summary.totalBlockingTime)}   longest task ${ms(summary.longest?.duration ?? 0)}   ` +
      `busy ${ms(summary.busy)} in ${summary.taskCount} tasks   FCP ${fcp}   trace end ${ms(navigation.end)}`,
  );

  lines.push(
    "",
    `  Tasks over 50 ms (start: ms from navigation start; blocking: their part of TBT):`,
  );
  const taskRows = summary.longTasks.map((task) => {
    const parts = ACTIVITIES.map((activity) => [activity, task.activities[activity]] as const)
      .filter(([, time]) => time >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([activity, time]) => `${activity} ${Math.round(time)}`);
    const owners = selfTimeBy(
      profile,
      (node) => names.owner(node),
      from + task.start * 1000,
      from + (task.start + task.duration) * 1000,
    )
      .filter(([owner]) => owner !== "(idle)")
      .slice(0, 4)
      .map(([owner, time]) => `${owner} ${Math.round(time)}`);
    const script = task.scriptUrl ? new URL(task.scriptUrl).pathname : "";
    return [
      ms(task.start),
      ms(task.duration),
      ms(blockingTime(task, navigation.fcp ?? 0, navigation.end)),
      parts.join(", "),
      `${script}${script && owners.length ? "; " : ""}${owners.join(", ")}`,
    ];
  });
  lines.push(
    ...table(
      [
        ["start", "duration", "blocking", "consisted of (ms)", "script; profile by owner (ms)"],
        ...taskRows,
      ],
      new Set([0, 1, 2]),
    ).map((line) => `    ${line}`),
  );

  lines.push("", "  Main-thread self time by activity (all tasks):");
  const activityEntries = ACTIVITIES.map(
    (activity) => [activity, summary.activities[activity]] as [string, number],
  )
    .filter(([, time]) => time > 0)
    .sort((a, b) => b[1] - a[1]);
  lines.push(
    ...shares(activityEntries, summary.busy, ACTIVITIES.length).map((line) => `    ${line}`),
  );

  if (profile.samples.length === 0) {
    lines.push("", "  (no CPU profile in this trace)");
    return lines;
  }
  const owners = selfTimeBy(profile, (node) => names.owner(node), from, to);
  const idle = owners.find(([owner]) => owner === "(idle)")?.[1] ?? 0;
  const busyOwners = owners.filter(([owner]) => owner !== "(idle)");
  const sampled = busyOwners.reduce((sum, [, time]) => sum + time, 0);
  lines.push(
    "",
    `  CPU profile self time by owner (top ${TOP_OWNERS}; ${ms(sampled)} sampled busy, ${ms(idle)} idle not counted):`,
  );
  lines.push(...shares(busyOwners, sampled, TOP_OWNERS).map((line) => `    ${line}`));

  lines.push("", "  The same by area:");
  const areas = byArea(busyOwners);
  lines.push(...shares(areas, sampled, areas.length).map((line) => `    ${line}`));

  const functions = selfTimeBy(profile, (node) => names.function(node), from, to).filter(
    ([name]) => name !== "(idle)",
  );
  lines.push("", `  Top ${TOP_FUNCTIONS} functions by self time:`);
  lines.push(...shares(functions, sampled, TOP_FUNCTIONS).map((line) => `    ${line}`));

  // Self time by the line that was running: a builtin V8 runs as part of its caller
  // (Intl.NumberFormat.supportedLocalesOf, say) shows as the line that calls it.
  const sourceLines = selfTimeBy(
    profile,
    (node, sample) => names.line(node, sample),
    from,
    to,
  ).filter(([name]) => name !== "(idle)" && name !== "(program)");
  lines.push("", `  Top ${TOP_LINES} source lines by self time (without (program)):`);
  lines.push(...shares(sourceLines, sampled, TOP_LINES).map((line) => `    ${line}`));
  return lines;
}
