import type { TraceEvent } from "./trace-events";

/**
 * The renderer main thread of one page load, read from Chromium's performance trace: its
 * top-level tasks, what each consisted of, and Total Blocking Time as Lighthouse computes it.
 * Pure functions over the trace's events; times in the results are milliseconds from the
 * navigation's start.
 */

export interface Thread {
  pid: number;
  tid: number;
}

export interface Navigation {
  thread: Thread;
  url: string;
  /** navigationStart, in trace microseconds. */
  start: number;
  /** First contentful paint, ms from start; absent when the trace has none. */
  fcp: number | undefined;
  /** The last main-thread event's end, ms from start. */
  end: number;
}

export const ACTIVITIES = [
  "script evaluate",
  "script compile",
  "script run",
  "style",
  "layout",
  "paint/composite",
  "GC",
  "HTML parse",
  "loading & IPC",
  "other",
] as const;
export type Activity = (typeof ACTIVITIES)[number];

export interface Task {
  /** ms from navigation start. */
  start: number;
  duration: number;
  /** Self time of the task's events by what they are, ms; sums to the duration. */
  activities: Record<Activity, number>;
  /** The script the task ran most of (by the script events' own durations), when any. */
  scriptUrl: string | undefined;
}

/** A complete event: X events as they are, B/E pairs joined. */
interface Span {
  name: string;
  ts: number;
  dur: number;
  args: Record<string, unknown> | undefined;
}

/** The scheduler's task events; the outermost on the thread is one top-level task. */
const TASK_NAMES = new Set([
  "RunTask",
  "ThreadControllerImpl::RunTask",
  "ThreadControllerImpl::DoWork",
  "TaskQueueManager::ProcessTaskFromWorkQueue",
]);

const ACTIVITY_OF: Record<string, Activity> = {
  EvaluateScript: "script evaluate",
  "v8.evaluateModule": "script evaluate",
  "v8.run": "script evaluate",
  "v8.compile": "script compile",
  "v8.compileModule": "script compile",
  "v8.compileLazy": "script compile",
  "V8.CompileLazy": "script compile",
  "V8.CompileCode": "script compile",
  "v8.produceCache": "script compile",
  "v8.produceModuleCache": "script compile",
  CacheScript: "script compile",
  FunctionCall: "script run",
  TimerFire: "script run",
  RunMicrotasks: "script run",
  EventDispatch: "script run",
  FireAnimationFrame: "script run",
  FireIdleCallback: "script run",
  XHRReadyStateChange: "script run",
  XHRLoad: "script run",
  "v8.callFunction": "script run",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  ParseAuthorStyleSheet: "style",
  Layout: "layout",
  PrePaint: "paint/composite",
  Paint: "paint/composite",
  PaintImage: "paint/composite",
  Layerize: "paint/composite",
  UpdateLayer: "paint/composite",
  UpdateLayerTree: "paint/composite",
  CompositeLayers: "paint/composite",
  Commit: "paint/composite",
  "Decode Image": "paint/composite",
  MinorGC: "GC",
  MajorGC: "GC",
  ParseHTML: "HTML parse",
};

const LOADING =
  /^(Receive mojo (message|reply)$|DocumentLoader::|NavigationBodyLoader::|CommitLoad$|ResourceRequestSender::|MojoURLLoaderClient::|ThrottlingURLLoader::|BackgroundJSStreamManager::|ResourceFetcher::|ResourceLoader::)/;

/** The activity an event stands for, or undefined: then it is part of its parent's. */
export function activityOf(name: string): Activity | undefined {
  const named = ACTIVITY_OF[name];
  if (named) return named;
  if (/^(V8\.GC|BlinkGC\.|CppGC\.|ThreadState::)/.test(name)) return "GC";
  // Chromium's own side of a load: committing the navigation, feeding the parser, messages
  // from the browser process and the network (the page's code shows as its own events).
  if (LOADING.test(name)) return "loading & IPC";
  return undefined;
}

const sameThread = (event: TraceEvent, thread: Thread) =>
  event.pid === thread.pid && event.tid === thread.tid;

interface NavigationData {
  documentLoaderURL?: string;
  isLoadingMainFrame?: boolean;
  navigationId?: string;
}

const navigationData = (event: TraceEvent) => (event.args?.data ?? {}) as NavigationData;

/** The renderer main thread that loaded `url` (or the first http(s) page), and its marks. */
export function findNavigation(events: TraceEvent[], url?: string): Navigation {
  const start = events.find((event) => {
    if (event.name !== "navigationStart") return false;
    const data = navigationData(event);
    const loaded = data.documentLoaderURL ?? "";
    return (
      data.isLoadingMainFrame === true &&
      (url === undefined ? /^https?:/.test(loaded) : loaded === url)
    );
  });
  if (!start) throw new Error(`the trace has no navigation to ${url ?? "a web page"}`);
  const thread = { pid: start.pid, tid: start.tid };
  const { navigationId, documentLoaderURL } = navigationData(start);
  const paint = events.find(
    (event) =>
      event.name === "firstContentfulPaint" &&
      sameThread(event, thread) &&
      event.ts >= start.ts &&
      (navigationId === undefined || navigationData(event).navigationId === navigationId),
  );
  let last = start.ts;
  for (const event of events) {
    if (sameThread(event, thread)) last = Math.max(last, event.ts + (event.dur ?? 0));
  }
  return {
    thread,
    url: documentLoaderURL ?? "",
    start: start.ts,
    fcp: paint ? (paint.ts - start.ts) / 1000 : undefined,
    end: (last - start.ts) / 1000,
  };
}

/** The thread's complete events in start order, outer before inner; unclosed B events dropped. */
function spansOf(events: TraceEvent[], thread: Thread): Span[] {
  const spans: Span[] = [];
  const open: TraceEvent[] = [];
  for (const event of events) {
    if (!sameThread(event, thread)) continue;
    if (event.ph === "X" && event.dur !== undefined) {
      spans.push({ name: event.name, ts: event.ts, dur: event.dur, args: event.args });
    } else if (event.ph === "B") {
      open.push(event);
    } else if (event.ph === "E") {
      const begin = open.pop();
      if (begin) {
        spans.push({
          name: begin.name,
          ts: begin.ts,
          dur: event.ts - begin.ts,
          args: { ...begin.args, ...event.args },
        });
      }
    }
  }
  return spans.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

function scriptUrlOf(span: Span): string | undefined {
  const data = span.args?.data as { url?: unknown } | undefined;
  const url = typeof data?.url === "string" ? data.url : span.args?.fileName;
  return typeof url === "string" && url !== "" ? url : undefined;
}

function emptyActivities(): Record<Activity, number> {
  return Object.fromEntries(ACTIVITIES.map((activity) => [activity, 0])) as Record<
    Activity,
    number
  >;
}

/**
 * The self time of a task's events by activity: an event's own time (its duration less its
 * children's) counts for its activity, or for its nearest ancestor's when it names none.
 */
function breakDown(task: Span, inside: Span[]): Pick<Task, "activities" | "scriptUrl"> {
  const activities = emptyActivities();
  const scriptTime = new Map<string, number>();
  const stack: Array<{ span: Span; activity: Activity; self: number }> = [
    { span: task, activity: "other", self: task.dur },
  ];
  const close = () => {
    const done = stack.pop();
    if (done) activities[done.activity] += Math.max(0, done.self) / 1000;
  };
  for (const span of inside) {
    while (stack.length > 1) {
      const top = stack[stack.length - 1];
      if (top && span.ts >= top.span.ts + top.span.dur) close();
      else break;
    }
    const parent = stack[stack.length - 1];
    if (!parent) break;
    // Clipped to the parent: trace clocks round, and a child must not outlast it.
    const dur = Math.min(span.dur, parent.span.ts + parent.span.dur - span.ts);
    parent.self -= dur;
    const activity = activityOf(span.name) ?? parent.activity;
    const url = scriptUrlOf(span);
    if (url && activity.startsWith("script")) {
      scriptTime.set(url, (scriptTime.get(url) ?? 0) + dur);
    }
    stack.push({ span: { ...span, dur }, activity, self: dur });
  }
  while (stack.length > 0) close();
  const [scriptUrl] = [...scriptTime].sort((a, b) => b[1] - a[1])[0] ?? [];
  return { activities, scriptUrl };
}

/** The main thread's top-level tasks that end after navigation start, in order. */
export function mainThreadTasks(events: TraceEvent[], navigation: Navigation): Task[] {
  const spans = spansOf(events, navigation.thread);
  const tasks: Task[] = [];
  let index = 0;
  while (index < spans.length) {
    const span = spans[index] as Span;
    index++;
    if (!TASK_NAMES.has(span.name)) continue;
    const end = span.ts + span.dur;
    const inside: Span[] = [];
    while (index < spans.length && (spans[index] as Span).ts < end) {
      inside.push(spans[index] as Span);
      index++;
    }
    if (end <= navigation.start) continue;
    tasks.push({
      start: (span.ts - navigation.start) / 1000,
      duration: span.dur / 1000,
      ...breakDown(span, inside),
    });
  }
  return tasks;
}

/** Lighthouse's threshold: the part of a task beyond 50 ms blocks input. */
export const LONG_TASK_MS = 50;

/**
 * Total Blocking Time as Lighthouse computes it (tbt-utils.js): for each task, its part
 * inside [from, to] less 50 ms, when positive, summed.
 */
export function totalBlockingTime(tasks: Task[], from: number, to: number): number {
  return tasks.reduce((sum, task) => sum + blockingTime(task, from, to), 0);
}

/** One task's part of Total Blocking Time. */
export function blockingTime(task: Task, from: number, to: number): number {
  const start = Math.max(task.start, from);
  const end = Math.min(task.start + task.duration, to);
  return end - start > LONG_TASK_MS ? end - start - LONG_TASK_MS : 0;
}

export interface MainThreadSummary {
  taskCount: number;
  /** Sum of the tasks' durations, ms. */
  busy: number;
  longest: Task | undefined;
  /** From first contentful paint (or navigation start when the trace has none) to the end. */
  totalBlockingTime: number;
  longTasks: Task[];
  /** Self time by activity over all tasks, ms. */
  activities: Record<Activity, number>;
}

export function summariseMainThread(tasks: Task[], navigation: Navigation): MainThreadSummary {
  const activities = emptyActivities();
  let longest: Task | undefined;
  for (const task of tasks) {
    for (const activity of ACTIVITIES) activities[activity] += task.activities[activity];
    if (!longest || task.duration > longest.duration) longest = task;
  }
  return {
    taskCount: tasks.length,
    busy: tasks.reduce((sum, task) => sum + task.duration, 0),
    longest,
    totalBlockingTime: totalBlockingTime(tasks, navigation.fcp ?? 0, navigation.end),
    longTasks: tasks.filter((task) => task.duration > LONG_TASK_MS),
    activities,
  };
}
