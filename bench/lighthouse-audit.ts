import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/**
 * One Lighthouse mobile audit (its defaults: a mid-range phone on slow 4G, 4× slower CPU,
 * simulated) of one URL in a fresh Chromium, reduced to the figures bench:lighthouse prints.
 */

export const CATEGORIES = ["performance", "accessibility"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The metrics the performance score is made of, as Lighthouse names its audits. */
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
} as const;
type Metric = keyof typeof METRICS;

/**
 * Main-thread figures in ms. All are Lighthouse's at its 4× CPU slowdown: TBT and the long
 * tasks come from its simulation (Lantern), busy and bootup are the observed trace times 4×.
 */
export interface MainThread {
  tbt: number;
  longestTask: number;
  longTasks: number;
  /** mainthread-work-breakdown: everything the main thread did during the load. */
  busy: number;
  /** bootup-time: JavaScript evaluation plus parse and compile. */
  bootup: number;
}

export interface Audit {
  scores: Record<Category, number>;
  metrics: Record<Metric, string>;
  main: MainThread;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** The long tasks' durations: debugData lists them all, the table only the 20 longest. */
function longTaskDurations(lhr: Lhr): number[] {
  const details: unknown = lhr.audits["long-tasks"]?.details;
  if (typeof details !== "object" || details === null) return [];
  const { items, debugData } = details as { items?: unknown; debugData?: { tasks?: unknown } };
  const tasks = Array.isArray(debugData?.tasks) ? debugData.tasks : items;
  if (!Array.isArray(tasks)) return [];
  return tasks
    .map((task: unknown) => (task as { duration?: unknown }).duration)
    .filter((duration): duration is number => typeof duration === "number");
}

function reduce(lhr: Lhr): Audit {
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metric = (name: Metric) => lhr.audits[METRICS[name]]?.displayValue ?? "?";
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const longTasks = longTaskDurations(lhr);
  return {
    scores: { performance: score("performance"), accessibility: score("accessibility") },
    metrics: {
      FCP: metric("FCP"),
      LCP: metric("LCP"),
      TBT: metric("TBT"),
      CLS: metric("CLS"),
      SI: metric("SI"),
    },
    main: {
      tbt: ms(METRICS.TBT),
      longestTask: Math.round(Math.max(0, ...longTasks)),
      longTasks: longTasks.length,
      busy: ms("mainthread-work-breakdown"),
      bootup: ms("bootup-time"),
    },
  };
}

export async function audit(chromePath: string, url: string): Promise<Audit> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return reduce(result.lhr);
  } finally {
    chrome.kill();
  }
}
