import { availableParallelism, loadavg } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { type BenchTarget, startBenchServer } from "./bench-server";
import { connections, type Measurement, measure } from "./measure";
import { printReport, printSideBySide } from "./report";
import { type Scenario, scenarios } from "./scenarios";
import type { SignedIn } from "./signed-in";

/**
 * `npm run bench:api`: the search and detail calls, the signed-in reads (notifications, the
 * admin dashboard), the blog, and a mix of reads and writes, under 20 concurrent connections
 * (2 for the dashboard), on a fresh embedded database holding the demo data and N more
 * offerings (default 100,000; `--offerings N` or BENCH_OFFERINGS), and on PostgreSQL too when
 * DATABASE_URL is set (the two side by side).
 *
 * The server runs in a worker thread of this process, autocannon in the main thread, so the
 * load generator does not steal the server's event loop. A measurement, not a test: the exit
 * code is 0 whatever the figures (1 only when the benchmark itself breaks).
 */

type ToMain =
  | { type: "log"; line: string }
  | {
      type: "ready";
      port: number;
      offeringIds: string[];
      signedIn: SignedIn;
      seedSeconds: number;
    }
  | { type: "stopped" };

interface WorkerInput {
  target: BenchTarget;
  offerings: number;
}

function option(name: string, env: string, fallback: number): number {
  const flag = process.argv.indexOf(`--${name}`);
  const raw = flag >= 0 ? process.argv[flag + 1] : process.env[env];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw.replace(/_/g, ""));
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${name} / ${env}: not a count: ${raw}`);
  return value;
}

async function serveInWorker(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error("the bench server must run in a worker");
  const input = workerData as WorkerInput;
  const log = (line: string) => port.postMessage({ type: "log", line } satisfies ToMain);
  const server = await startBenchServer(input.target, input.offerings, log);
  port.once("message", () => {
    server.stop().then(() => port.postMessage({ type: "stopped" } satisfies ToMain));
  });
  port.postMessage({
    type: "ready",
    port: server.port,
    offeringIds: server.offeringIds,
    signedIn: server.signedIn,
    seedSeconds: server.seedSeconds,
  } satisfies ToMain);
}

/**
 * Each query once (first pages only, and a scenario's first requests, its writes among them):
 * one that does not succeed would measure an error page.
 */
async function preflight(baseUrl: string, all: Scenario[]): Promise<void> {
  const firstPages = all.flatMap((s) =>
    (s.unseen ? [] : s.requests)
      .slice(0, 200)
      .filter((r, i) => i < 5 || r.method !== undefined || /[?&]page=1(&|$)/.test(r.path)),
  );
  const unique = new Map(firstPages.map((r) => [`${r.method ?? "GET"} ${r.path}`, r]));
  const failures: string[] = [];
  for (const [name, request] of unique) {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method ?? "GET",
      ...(request.headers && { headers: request.headers }),
      ...(request.body !== undefined && { body: request.body }),
    });
    await response.arrayBuffer();
    if (response.status >= 300) failures.push(`${response.status} ${name}`);
  }
  if (failures.length > 0) console.log(`  these requests fail:\n    ${failures.join("\n    ")}`);
}

/**
 * Waits until requests the last scenario left in flight are answered: the embedded database
 * runs one query at a time, so a request that needs it returns only after the backlog.
 */
async function drain(baseUrl: string, offeringIds: string[]): Promise<void> {
  const started = performance.now();
  await (await fetch(`${baseUrl}/api/v1/offering/${offeringIds[0]}/`)).arrayBuffer();
  const waited = (performance.now() - started) / 1000;
  if (waited > 1)
    console.log(`  (${waited.toFixed(1)} s until the server had answered the backlog)`);
}

async function benchTarget(
  label: string,
  input: WorkerInput,
  seconds: number,
): Promise<Measurement[]> {
  console.log(
    `\n${label}: preparing a fresh database with the demo data and ${input.offerings} offerings…`,
  );
  const worker = new Worker(new URL(import.meta.url), { workerData: input });
  const failed = new Promise<never>((_, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`bench server exited (${code})`)));
  });
  const next = (type: ToMain["type"]) =>
    Promise.race([
      failed,
      new Promise<ToMain>((resolve) => {
        const listen = (message: ToMain) => {
          if (message.type === "log") console.log(message.line);
          else if (message.type === type) {
            worker.off("message", listen);
            resolve(message);
          }
        };
        worker.on("message", listen);
      }),
    ]);
  const ready = await next("ready");
  if (ready.type !== "ready") throw new Error("bench server did not start");
  console.log(`  ready in ${ready.seedSeconds.toFixed(1)} s on port ${ready.port}; warming up…`);
  const baseUrl = `http://127.0.0.1:${ready.port}`;
  const all = scenarios({ offeringIds: ready.offeringIds, signedIn: ready.signedIn });
  await preflight(baseUrl, all);
  await measure(
    baseUrl,
    {
      name: "warm-up",
      goalP95: 0,
      requests: all.flatMap((s) => (s.unseen ? [] : s.requests)),
    },
    3,
  );
  const results: Measurement[] = [];
  for (const scenario of all) {
    await drain(baseUrl, ready.offeringIds);
    console.log(
      `  ${scenario.name}: ${seconds} s, ${scenario.connections ?? connections} connections`,
    );
    results.push(...(await measure(baseUrl, scenario, seconds)));
  }
  // The last scenario's requests still in flight would meet a closing server.
  await drain(baseUrl, ready.offeringIds);
  await new Promise((resolve) => setTimeout(resolve, 500));
  worker.postMessage("stop");
  await next("stopped");
  return results;
}

async function main(): Promise<void> {
  const offerings = option("offerings", "BENCH_OFFERINGS", 100_000);
  const seconds = option("seconds", "BENCH_SECONDS", 10);
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(" ");
  console.log(
    `bench:api — Node ${process.version}, ${availableParallelism()} CPUs (load average ${load()}), ${connections} connections, ${seconds} s per scenario`,
  );
  const reports: Array<[string, Measurement[]]> = [];
  const embedded = await benchTarget(
    "embedded database (PGlite)",
    { target: { kind: "embedded" }, offerings },
    seconds,
  );
  reports.push([`Embedded database (PGlite), ${offerings} extra offerings`, embedded]);
  const url = process.env.DATABASE_URL;
  if (url) {
    const postgres = await benchTarget(
      "PostgreSQL (DATABASE_URL)",
      { target: { kind: "postgres", url }, offerings },
      seconds,
    );
    reports.push([
      `PostgreSQL (DATABASE_URL, a fresh schema), ${offerings} extra offerings`,
      postgres,
    ]);
  }
  const [first, second] = reports;
  if (first && second) printSideBySide(first, second);
  else for (const [title, measurements] of reports) printReport(title, measurements);
  console.log(
    [
      "",
      "Goals, on the embedded database: search, lists and the mix's reads p95 ≤ 50 ms, detail (an offering, a blog post) p95 ≤ 10 ms, the admin dashboard p95 ≤ 250 ms, the mix's writes p95 ≤ 50 ms (PostgreSQL is held to the same goals for comparison).",
      "The mix: of every ten requests a connection makes, eight read (searches, offerings) and two write (an offering saved to favourites, removed again, a support chat message); its reads and writes are also measured apart.",
      "p95 and p99 are computed from every response's latency (autocannon's own histogram stops at p90 and p97.5).",
      `Load average at the end: ${load()} (other work on this machine shares its ${availableParallelism()} CPUs).`,
    ].join("\n"),
  );
}

if (isMainThread) {
  await main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
} else {
  await serveInWorker();
}
