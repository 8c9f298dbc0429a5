import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { readCpuProfile } from "./cpu-profile";
import { snapshotDist } from "./dist-snapshot";
import { ProfileNames } from "./frame-names";
import { productPath, startProductionServer } from "./production-server";
import { type PageLoad, reportPageLoad } from "./profile-report";
import { ChunkSourceMaps } from "./source-maps";
import { findNavigation, mainThreadTasks, summariseMainThread } from "./trace-analysis";
import { captureStartup } from "./trace-capture";

/**
 * `npm run bench:profile`: where the main thread's time goes while a page of the production
 * build starts on a phone-like CPU. Each page (`/`, `/search/products`, one product page, or
 * only `--page PATH`) is loaded RUNS times (`--runs N`, default 3) in a new Chromium with a
 * phone's screen and its CPU 4x slower (`--cpu-slowdown N`), under Chromium's performance
 * trace, until no request and no long task has been seen for 2 s; the run with the
 * median Total Blocking Time is reported: its long tasks and what they consisted of, its
 * main-thread time by activity, and V8's CPU profile mapped back to modules and packages
 * through the source maps that `BUILD_SOURCEMAP=external node build.mjs` writes to
 * dist/sourcemaps (never served). `--save-traces DIR` keeps every run's trace for the DevTools
 * Performance panel; `--dist DIR` profiles a build kept elsewhere (a copy of dist/ made
 * before a change, say) instead of dist/; `--no-cpu-profile` leaves V8's sampling profiler
 * out, whose own work lengthens some tasks (the tables by owner and function are then empty).
 * docs/performance.md reads the results.
 */

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const port = Number(process.env.PROFILE_PORT ?? 8193);

function flag(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  if (at < 0) return undefined;
  const value = process.argv[at + 1];
  if (value === undefined) throw new Error(`${name} needs a value`);
  return value;
}

function count(name: string, fallback: number): number {
  const raw = flag(name) ?? String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name}: not a count: ${raw}`);
  return value;
}

/** `--save-traces DIR`: each run's trace as a file the DevTools Performance panel opens. */
function saveTrace(events: unknown[], page: string, run: number): void {
  const dir = flag("--save-traces");
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
  writeFileSync(path.join(dir, `${name}-${run + 1}.json`), JSON.stringify({ traceEvents: events }));
}

async function loadPage(
  origin: string,
  page: string,
  run: number,
  cpuSlowdown: number,
  cpuProfile: boolean,
): Promise<PageLoad> {
  const url = `${origin}${page}`;
  // A plain file of the same site, so the page loads in a renderer that already runs.
  const warmUrl = `${origin}/builds/latest.json`;
  const events = await captureStartup({ chromePath, warmUrl, url, cpuSlowdown, cpuProfile });
  saveTrace(events, page, run);
  const navigation = findNavigation(events, url);
  const tasks = mainThreadTasks(events, navigation);
  return {
    navigation,
    summary: summariseMainThread(tasks, navigation),
    profile: readCpuProfile(events, navigation.thread),
  };
}

/** The run of median TBT (the lower middle of an even count). */
function medianRun(loads: PageLoad[]): PageLoad {
  const sorted = [...loads].sort(
    (a, b) => a.summary.totalBlockingTime - b.summary.totalBlockingTime,
  );
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error("no run to report");
  return middle;
}

async function main(): Promise<void> {
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}`);
  const runs = count("--runs", 3);
  const cpuSlowdown = count("--cpu-slowdown", 4);
  const onlyPage = flag("--page");
  const cpuProfile = !process.argv.includes("--no-cpu-profile");
  const snapshot = await snapshotDist("profile", flag("--dist"));
  try {
    if (!existsSync(snapshot.sourceMapsDir)) {
      console.warn(
        "bench:profile: the build has no source maps (dist/sourcemaps): the profile names chunks, " +
          "not modules. Build with BUILD_SOURCEMAP=external node build.mjs.",
      );
    }
    const server = await startProductionServer({
      port,
      serverFile: snapshot.serverFile,
      staticDir: snapshot.publicDir,
    });
    try {
      const pages = onlyPage
        ? [onlyPage]
        : ["/", "/search/products", await productPath(server.origin)];
      const maps = new ChunkSourceMaps(snapshot.sourceMapsDir, server.origin);
      const load = loadavg().map((value) => value.toFixed(2));
      console.log(
        `Start-up profile: ${cpuSlowdown}x CPU slowdown, 412x823 phone screen, median TBT of ${runs} run(s); ` +
          `load average ${load.join(" ")} at ${new Date().toISOString()}`,
      );
      for (const page of pages) {
        const loads: PageLoad[] = [];
        for (let run = 0; run < runs; run++) {
          loads.push(await loadPage(server.origin, page, run, cpuSlowdown, cpuProfile));
        }
        const each = (value: (load: PageLoad) => number | undefined) =>
          loads.map((l) => Math.round(value(l) ?? Number.NaN)).join(", ");
        console.log(
          `\n${page}\n  runs: TBT ${each((l) => l.summary.totalBlockingTime)} ms; ` +
            `busy ${each((l) => l.summary.busy)} ms; FCP ${each((l) => l.navigation.fcp)} ms; ` +
            `load average now ${loadavg()[0]?.toFixed(2)}`,
        );
        const median = medianRun(loads);
        const names = new ProfileNames(median.profile, maps, server.origin);
        for (const line of reportPageLoad(median, names)) console.log(line);
      }
      if (maps.unmapped.size > 0) {
        console.warn(`\nno source map for: ${[...maps.unmapped].join(", ")}`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await snapshot.remove();
  }
}

await main();
