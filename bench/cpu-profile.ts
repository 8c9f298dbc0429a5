import type { Thread } from "./trace-analysis";
import type { TraceEvent } from "./trace-events";

/**
 * V8's sampling CPU profile of one thread, as Chromium's trace carries it (a Profile event,
 * then ProfileChunk events with new call-tree nodes, samples and the time between them), and
 * its self time grouped by whatever a caller maps each sample's function to.
 */

export interface CallFrame {
  functionName: string;
  url: string;
  /** 0-based, as V8 reports them; the function's start. */
  lineNumber: number;
  columnNumber: number;
}

export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent: number | undefined;
}

export interface Sample {
  /** Trace microseconds. */
  ts: number;
  node: number;
  /** Until the next sample, microseconds. */
  duration: number;
  /** Where in the node's script it was (1-based), when V8 recorded it (JavaScript only). */
  line?: number;
  column?: number;
}

export interface CpuProfile {
  nodes: Map<number, ProfileNode>;
  samples: Sample[];
}

/** V8's names for samples that are not in a JavaScript function. */
export const PSEUDO_FUNCTIONS = new Set(["(root)", "(program)", "(idle)", "(garbage collector)"]);

interface ChunkData {
  cpuProfile?: {
    nodes?: Array<{ id: number; parent?: number; callFrame: Partial<CallFrame> }>;
    samples?: number[];
  };
  timeDeltas?: number[];
  /** Per sample, the position it was at in its script (1-based; 0 when none). */
  lines?: number[];
  columns?: number[];
}

/** The profile of `thread` in the trace; empty when the trace has none. */
export function readCpuProfile(events: TraceEvent[], thread: Thread): CpuProfile {
  const nodes = new Map<number, ProfileNode>();
  const profile = events.find(
    (event) => event.name === "Profile" && event.pid === thread.pid && event.tid === thread.tid,
  );
  if (!profile) return { nodes, samples: [] };
  const startTime = (profile.args?.data as { startTime?: number } | undefined)?.startTime;
  let ts = startTime ?? profile.ts;
  // The chunks come from V8's profiler thread: the same process and profile id.
  const chunks = events
    .filter((e) => e.name === "ProfileChunk" && e.pid === thread.pid && e.id === profile.id)
    .sort((a, b) => a.ts - b.ts);
  const raw: Array<Omit<Sample, "duration">> = [];
  for (const chunk of chunks) {
    const data = chunk.args?.data as ChunkData | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      nodes.set(node.id, {
        id: node.id,
        parent: node.parent,
        callFrame: {
          functionName: node.callFrame.functionName ?? "",
          url: node.callFrame.url ?? "",
          lineNumber: node.callFrame.lineNumber ?? -1,
          columnNumber: node.callFrame.columnNumber ?? -1,
        },
      });
    }
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((node, index) => {
      ts += deltas[index] ?? 0;
      const line = data?.lines?.[index] ?? 0;
      const column = data?.columns?.[index] ?? 0;
      raw.push(line > 0 ? { ts, node, line, column } : { ts, node });
    });
  }
  // Deltas can be negative now and then: order by time before measuring the gaps.
  raw.sort((a, b) => a.ts - b.ts);
  const samples = raw.map((sample, index) => ({
    ...sample,
    duration: Math.max(0, (raw[index + 1]?.ts ?? sample.ts) - sample.ts),
  }));
  return { nodes, samples };
}

/**
 * The node itself or its nearest caller that `owns` (a native function such as JSON.parse or
 * appendChild has no script: its time is the caller's doing); undefined when none does.
 */
export function nearestOwner(
  profile: CpuProfile,
  node: ProfileNode,
  owns: (frame: CallFrame) => boolean,
): ProfileNode | undefined {
  for (let at: ProfileNode | undefined = node; at; ) {
    if (owns(at.callFrame)) return at;
    at = at.parent === undefined ? undefined : profile.nodes.get(at.parent);
  }
  return undefined;
}

/**
 * Self time (ms) of the samples in [from, to) (trace microseconds) by `keyOf` of each sample
 * and its node, largest first.
 */
export function selfTimeBy(
  profile: CpuProfile,
  keyOf: (node: ProfileNode, sample: Sample) => string,
  from = Number.NEGATIVE_INFINITY,
  to = Number.POSITIVE_INFINITY,
): Array<[string, number]> {
  const totals = new Map<string, number>();
  for (const sample of profile.samples) {
    if (sample.ts < from || sample.ts >= to) continue;
    const node = profile.nodes.get(sample.node);
    const key = node ? keyOf(node, sample) : "(unknown)";
    totals.set(key, (totals.get(key) ?? 0) + sample.duration / 1000);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}
