import { chromium, type Page } from "playwright-core";
import type { TraceEvent } from "./trace-events";

/**
 * One start-up of a page as a cheap phone sees it: a new Chromium, a phone's screen, its CPU
 * slowed down (4x: Lighthouse's mobile setting), and Chromium's performance trace of the whole
 * load with the sampled CPU profile in it.
 */

/** Top-level tasks and what ran in them, the CPU profile, paint and user-timing marks. */
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
  "blink.user_timing",
  "loading",
  "toplevel",
];

/** Room for the profiler's start (logging every compiled function it finds) before the load. */
const PROFILER_START_MS = 500;

/**
 * Start-up is over once no request has started or ended and no long task has run for this
 * long. Playwright's network idle alone ended too early: the first paint's long task (adding
 * the modulepreload links) held back the requests it started past its 500 ms of quiet, before
 * any of the app's code had run. A connection that stays open (a socket, a stream) does not
 * keep it waiting.
 */
const QUIET_MS = 2_000;
const POLL_MS = 250;
const TIMEOUT_MS = 120_000;

export interface StartupCapture {
  chromePath: string;
  /**
   * A plain file of the same site, opened first, untraced: the page then loads in a renderer
   * that already runs, as a second page of a visit would. In a renderer started during the
   * trace, V8's sampling profiler starts inside the page's first task (some 75 ms at 4x) and
   * the first few hundred milliseconds have no samples.
   */
  warmUrl: string;
  url: string;
  cpuSlowdown: number;
  /**
   * V8's sampling profiler costs time of its own: it reparses large functions to learn their
   * lines (V8.CollectSourcePositions), react-dom's client among them. Without it the trace
   * has the tasks' true lengths, and no profile.
   */
  cpuProfile: boolean;
}

export async function captureStartup(capture: StartupCapture): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: capture.chromePath });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(capture.warmUrl);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: capture.cpuSlowdown });
    // Every document keeps the end of its last long task, for waitUntilQuiet.
    await page.addInitScript(() => {
      const state = globalThis as { lastLongTaskEnd?: number };
      state.lastLongTaskEnd = 0;
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) {
          state.lastLongTaskEnd = Math.max(
            state.lastLongTaskEnd ?? 0,
            task.startTime + task.duration,
          );
        }
      }).observe({ type: "longtask", buffered: true });
    });
    const categories = capture.cpuProfile
      ? CATEGORIES
      : CATEGORIES.filter((category) => !category.includes("cpu_profiler"));
    await browser.startTracing(page, { categories });
    let trace: Buffer;
    try {
      // V8 starts its sampling profiler at the next JavaScript it runs: here, not in the page.
      await page.evaluate(() => 0);
      await page.waitForTimeout(PROFILER_START_MS);
      const network = watchNetwork(page);
      await page.goto(capture.url, { waitUntil: "load", timeout: TIMEOUT_MS });
      await waitUntilQuiet(page, network);
    } finally {
      trace = await browser.stopTracing();
    }
    return (JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

interface NetworkWatch {
  /** Date.now() of the last request started or ended. */
  lastChange: number;
}

function watchNetwork(page: Page): NetworkWatch {
  const watch = { lastChange: Date.now() };
  const changed = () => {
    watch.lastChange = Date.now();
  };
  page.on("request", changed);
  page.on("requestfinished", changed);
  page.on("requestfailed", changed);
  return watch;
}

async function waitUntilQuiet(page: Page, network: NetworkWatch): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    await page.waitForTimeout(POLL_MS);
    if (Date.now() - network.lastChange < QUIET_MS) continue;
    const sinceLongTask = await page.evaluate(
      () => performance.now() - ((globalThis as { lastLongTaskEnd?: number }).lastLongTaskEnd ?? 0),
    );
    if (sinceLongTask >= QUIET_MS) return;
  }
  throw new Error(`${page.url()} did not settle within ${TIMEOUT_MS / 1000} s`);
}
