import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nearestOwner, readCpuProfile, selfTimeBy } from "../../bench/cpu-profile";
import { ProfileNames } from "../../bench/frame-names";
import { byArea } from "../../bench/owner-areas";
import { ChunkSourceMaps } from "../../bench/source-maps";
import { ownerOf } from "../../bench/source-owner";
import {
  findNavigation,
  mainThreadTasks,
  summariseMainThread,
  totalBlockingTime,
} from "../../bench/trace-analysis";
import type { TraceEvent } from "../../bench/trace-events";

// A small made-up trace of bench:profile's kind: one renderer main thread (pid 2, tid 20),
// times in microseconds from 1_000_000, the navigation starting at 1_000_000.
const T0 = 1_000_000;
const main = { pid: 2, tid: 20 };
const URL_ = "http://127.0.0.1:8193/";
const CHUNK = "http://127.0.0.1:8193/assets/chunk-A.js";

const x = (name: string, at: number, dur: number, args?: TraceEvent["args"]): TraceEvent => ({
  name,
  cat: "devtools.timeline",
  ph: "X",
  ...main,
  ts: T0 + at * 1000,
  dur: dur * 1000,
  ...(args ? { args } : {}),
});

const trace: TraceEvent[] = [
  // Another renderer's navigation (the page opened before): not the one measured.
  {
    name: "navigationStart",
    cat: "blink.user_timing",
    ph: "R",
    pid: 3,
    tid: 30,
    ts: T0 - 5000,
    args: { data: { documentLoaderURL: "", isLoadingMainFrame: true, navigationId: "old" } },
  },
  {
    name: "navigationStart",
    cat: "blink.user_timing",
    ph: "R",
    ...main,
    ts: T0,
    args: { data: { documentLoaderURL: URL_, isLoadingMainFrame: true, navigationId: "nav" } },
  },
  {
    name: "firstContentfulPaint",
    cat: "loading",
    ph: "R",
    ...main,
    ts: T0 + 200_000,
    args: { data: { navigationId: "nav" } },
  },
  // Before navigation start: the previous page's task.
  x("RunTask", -100, 80),
  // 0-100 ms: parsing, with a script evaluated inside and a GC inside the script.
  x("RunTask", 0, 100),
  x("ThreadControllerImpl::RunTask", 0, 100),
  x("ParseHTML", 10, 60),
  x("EvaluateScript", 20, 40, { data: { url: URL_ } }),
  x("MinorGC", 30, 10),
  // 150-270 ms: 120 ms, straddling first contentful paint (200 ms).
  x("RunTask", 150, 120),
  x("v8.compileModule", 150, 20, { fileName: CHUNK }),
  x("v8.evaluateModule", 170, 90),
  x("FunctionCall", 180, 50, { data: { url: CHUNK } }),
  // 300-340 ms: short, style and layout.
  x("RunTask", 300, 40),
  x("UpdateLayoutTree", 300, 15),
  x("Layout", 315, 20),
  // 400-560 ms as a B/E pair: a timer.
  { name: "RunTask", cat: "toplevel", ph: "B", ...main, ts: T0 + 400_000 },
  x("TimerFire", 410, 140),
  { name: "RunTask", cat: "toplevel", ph: "E", ...main, ts: T0 + 560_000 },
  // The CPU profile: started 0 ms, samples at 0, 10, 20, 30, 40 ms (the last has no length).
  {
    name: "Profile",
    cat: "disabled-by-default-v8.cpu_profiler",
    ph: "P",
    ...main,
    ts: T0,
    id: "0x1",
    args: { data: { startTime: T0 } },
  },
  {
    name: "ProfileChunk",
    cat: "disabled-by-default-v8.cpu_profiler",
    ph: "P",
    pid: 2,
    tid: 21,
    ts: T0 + 50_000,
    id: "0x1",
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: { functionName: "(root)", url: "" } },
            { id: 2, parent: 1, callFrame: { functionName: "(program)", url: "" } },
            {
              id: 3,
              parent: 1,
              callFrame: { functionName: "a", url: CHUNK, lineNumber: 0, columnNumber: 10 },
            },
            { id: 4, parent: 3, callFrame: { functionName: "appendChild", url: "" } },
          ],
          samples: [2, 3, 4],
        },
        timeDeltas: [0, 10_000, 10_000],
      },
    },
  },
  {
    name: "ProfileChunk",
    cat: "disabled-by-default-v8.cpu_profiler",
    ph: "P",
    pid: 2,
    tid: 21,
    ts: T0 + 90_000,
    id: "0x1",
    args: {
      data: {
        cpuProfile: { samples: [3, 2] },
        timeDeltas: [10_000, 10_000],
        lines: [1, 0],
        columns: [15, 0],
      },
    },
  },
];

describe("the start-up profile's trace analysis", () => {
  const navigation = findNavigation(trace, URL_);
  const tasks = mainThreadTasks(trace, navigation);

  it("finds the page's main thread, its start and first contentful paint", () => {
    expect(navigation.thread).toEqual(main);
    expect(navigation.start).toBe(T0);
    expect(navigation.fcp).toBe(200);
    expect(navigation.end).toBe(560);
    expect(() => findNavigation(trace, "http://elsewhere/")).toThrow(/no navigation/);
  });

  it("lists the top-level tasks after navigation start, B/E pairs included", () => {
    expect(tasks.map((task) => [task.start, task.duration])).toEqual([
      [0, 100],
      [150, 120],
      [300, 40],
      [400, 160],
    ]);
  });

  it("splits a task into the self time of its events by activity", () => {
    const [parse, module] = tasks;
    expect(parse?.activities).toMatchObject({
      "HTML parse": 20,
      "script evaluate": 30,
      GC: 10,
      other: 40,
    });
    expect(parse?.scriptUrl).toBe(URL_);
    expect(module?.activities).toMatchObject({
      "script compile": 20,
      "script evaluate": 40,
      "script run": 50,
      other: 10,
    });
    // The function call ran longer than the compile: its script is the task's.
    expect(module?.scriptUrl).toBe(CHUNK);
    const total = (task: (typeof tasks)[number]) =>
      Object.values(task.activities).reduce((sum, time) => sum + time, 0);
    for (const task of tasks) expect(total(task)).toBeCloseTo(task.duration);
  });

  it("computes Total Blocking Time as Lighthouse does: from FCP, less 50 ms a task", () => {
    // The 120 ms task counts from FCP on: 70 ms, 20 of them blocking; the timer 160 - 50.
    expect(totalBlockingTime(tasks, 200, 560)).toBe(20 + 110);
    // From navigation start the parse task blocks 50 ms and the module task 70.
    expect(totalBlockingTime(tasks, 0, 560)).toBe(50 + 70 + 110);
    const summary = summariseMainThread(tasks, navigation);
    expect(summary.totalBlockingTime).toBe(130);
    expect(summary.busy).toBe(420);
    expect(summary.longest?.start).toBe(400);
    expect(summary.longTasks.map((task) => task.start)).toEqual([0, 150, 400]);
    expect(summary.activities["script run"]).toBe(50 + 140);
  });
});

describe("the start-up profile's CPU profile", () => {
  const profile = readCpuProfile(trace, main);

  it("keeps the position V8 recorded for a sample", () => {
    expect(profile.samples[3]).toMatchObject({ node: 3, line: 1, column: 15 });
    expect(profile.samples[4]?.line).toBeUndefined();
  });

  it("reads the samples of every chunk with the time to the next", () => {
    expect(profile.samples.map((s) => [(s.ts - T0) / 1000, s.node, s.duration / 1000])).toEqual([
      [0, 2, 10],
      [10, 3, 10],
      [20, 4, 10],
      [30, 3, 10],
      [40, 2, 0],
    ]);
  });

  it("finds the caller a native function's time counts for", () => {
    const hasScript = (frame: { url: string }) => frame.url !== "";
    const native = profile.nodes.get(4);
    expect(native && nearestOwner(profile, native, hasScript)?.callFrame.functionName).toBe("a");
    const program = profile.nodes.get(2);
    expect(program && nearestOwner(profile, program, hasScript)).toBeUndefined();
  });

  it("sums self time by key within a window", () => {
    const byName = (from?: number, to?: number) =>
      selfTimeBy(
        profile,
        (node) =>
          nearestOwner(profile, node, (frame) => frame.url !== "")?.callFrame.functionName ??
          node.callFrame.functionName,
        from,
        to,
      );
    expect(byName()).toEqual([
      ["a", 30],
      ["(program)", 10],
    ]);
    expect(byName(T0 + 15_000, T0 + 35_000)).toEqual([["a", 20]]);
  });
});

describe("the names of a profile's functions, through the build's source maps", () => {
  const origin = "http://127.0.0.1:8193";
  const profile = readCpuProfile(trace, main);
  const dir = mkdtempSync(path.join(tmpdir(), "bozor-profile-test-"));
  mkdirSync(path.join(dir, "assets"));
  // chunk-A.js's line 1 from column 0 is react-dom's `render` (line 1), from column 12 its line 2.
  writeFileSync(
    path.join(dir, "assets", "chunk-A.js.map"),
    JSON.stringify({
      version: 3,
      sources: ["../../../node_modules/react-dom/index.js"],
      names: ["render"],
      mappings: "AAAAA,YACA",
    }),
  );
  const names = new ProfileNames(profile, new ChunkSourceMaps(dir, origin), origin);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const node = (id: number) => {
    const found = profile.nodes.get(id);
    if (!found) throw new Error(`no node ${id}`);
    return found;
  };

  it("names the owner: the package, also for the natives it calls", () => {
    expect(names.owner(node(3))).toBe("react-dom");
    expect(names.owner(node(4))).toBe("react-dom");
    expect(names.owner(node(2))).toBe("(program)");
  });

  it("names the function with its source and line, and a native one's caller", () => {
    expect(names.function(node(3))).toBe("render  node_modules/react-dom/index.js:1");
    expect(names.function(node(4))).toBe(
      "appendChild (native) <- render  node_modules/react-dom/index.js:1",
    );
  });

  it("names the line a sample ran", () => {
    const [, first, , atLine2] = profile.samples;
    if (!first || !atLine2) throw new Error("samples missing");
    expect(names.line(node(3), first)).toBe("render  node_modules/react-dom/index.js:1");
    expect(names.line(node(3), atLine2)).toBe("node_modules/react-dom/index.js:2  in render");
  });
});

describe("who a bundled module belongs to", () => {
  it.each([
    ["../../../node_modules/react-dom/cjs/react-dom-client.production.js", "react-dom"],
    ["../../../node_modules/@formatjs/intl/lib/src/create-intl.js", "@formatjs/intl"],
    ["../../../node_modules/a/node_modules/@xstate/react/dist/index.js", "@xstate/react"],
    ["../../../src/features/home/HomeSections.tsx", "src/features/home"],
    ["../../../src/app/start-actors.ts", "src/app"],
    ["../../../src/main.tsx", "src/main.tsx"],
    ["lazy-root:src/features/search/SearchPage.tsx", "src/features/search"],
    ["message-group:en-HomeSections", "locales"],
    ["../../../locales/en.json", "locales"],
    ["../../../machines/session.machine.ts", "machines"],
    ["../../../sdk/client/client.gen.ts", "sdk"],
    ["unchecked-answers:zod.gen", "sdk"],
    ["(esbuild runtime)", "(esbuild runtime)"],
  ])("%s: %s", (source, owner) => {
    expect(ownerOf(source)).toBe(owner);
  });
});

describe("the areas of start-up", () => {
  it("sums owners by area, the rest as other packages", () => {
    expect(
      byArea([
        ["react-dom", 30],
        ["(program)", 25],
        ["scheduler", 10],
        ["@formatjs/intl", 8],
        ["locales", 2],
        ["src/features/home", 4],
        ["imask", 1],
      ]),
    ).toEqual([
      ["React (react, react-dom, scheduler)", 40],
      ["(program): the browser's native work", 25],
      ["messages (react-intl, @formatjs, intl-messageformat, locales)", 10],
      ["the app's own code (src)", 4],
      ["other packages and scripts", 1],
    ]);
  });
});
