import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/**
 * `npm run bench:lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on a
 * slow 4G link, simulated) of `/`, `/search/products` and one product page of the production
 * build, served by the real server on a fresh embedded database with the demo data.
 *
 * Each page is audited RUNS times (default 3, `--runs N` or LIGHTHOUSE_RUNS) in a new
 * Chromium each time and the median score is kept: one run varies by a few points with what
 * else the machine is doing. Exit code 1 when a median is under the goal of 95.
 */

const GOAL = 95;
const CATEGORIES = ["performance", "accessibility"] as const;
type Category = (typeof CATEGORIES)[number];

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const port = Number(process.env.LIGHTHOUSE_PORT ?? 8191);
const origin = `http://127.0.0.1:${port}`;

function runCount(): number {
  const flag = process.argv.indexOf("--runs");
  const raw = flag >= 0 ? process.argv[flag + 1] : process.env.LIGHTHOUSE_RUNS;
  const runs = Number(raw ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: not a count: ${raw}`);
  return runs;
}

async function waitForServer(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const answer = await fetch(`${origin}/builds/latest.json`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not answer within 60 s");
}

/** The first product of the demo catalogue's first search page: a real detail page. */
async function productPath(): Promise<string> {
  const answer = await fetch(`${origin}/api/v1/offering/?kind=product&lang=en&page_size=1`);
  if (!answer.ok) throw new Error(`searching products answered ${answer.status}`);
  const body = (await answer.json()) as { items?: Array<{ id: string }> };
  const id = body.items?.[0]?.id;
  if (!id) throw new Error("the demo catalogue has no product");
  return `/search/products/${id}`;
}

type Scores = Record<Category, number>;

/** The metrics the performance score is made of, as Lighthouse names its audits. */
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
} as const;
type Metric = keyof typeof METRICS;

interface Audit {
  scores: Scores;
  metrics: Record<Metric, string>;
}

async function audit(url: string): Promise<Audit> {
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
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const metric = (name: Metric) => lhr.audits[METRICS[name]]?.displayValue ?? "?";
    return {
      scores: { performance: score("performance"), accessibility: score("accessibility") },
      metrics: {
        FCP: metric("FCP"),
        LCP: metric("LCP"),
        TBT: metric("TBT"),
        CLS: metric("CLS"),
        SI: metric("SI"),
      },
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

async function main(): Promise<void> {
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}`);
  const runs = runCount();
  const dataDir = await mkdtemp(path.join(tmpdir(), "bozor-lighthouse-"));
  const server = spawn(process.execPath, ["dist/server/main.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      // Production as it is run, with secrets made up for the run; the audit needs the demo
      // marketplace, and pays for nothing.
      JWT_SECRET: randomBytes(32).toString("base64url"),
      CARD_TOKEN_KEY: randomBytes(32).toString("base64url"),
      PAYMENT_PROVIDER: "sandbox",
      ALLOW_PAYMENT_SANDBOX: "1",
      SEED_DEMO_DATA: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let failed = false;
  try {
    await waitForServer(server);
    const pages = ["/", "/search/products", await productPath()];
    console.log(`Lighthouse (mobile), median of ${runs} run(s), goal ${GOAL}`);
    for (const page of pages) {
      const all: Audit[] = [];
      for (let run = 0; run < runs; run++) all.push(await audit(`${origin}${page}`));
      const line = CATEGORIES.map((category) => {
        const values = all.map((a) => a.scores[category]);
        const value = median(values);
        if (value < GOAL) failed = true;
        return `${category} ${value} (${values.join(", ")})${value < GOAL ? " FAIL" : ""}`;
      });
      console.log(`${page}\n  ${line.join("   ")}`);
      // The metrics of the run whose performance score was the median.
      const middle = all.find(
        (a) => a.scores.performance === median(all.map((b) => b.scores.performance)),
      );
      if (middle) {
        const metrics = Object.entries(middle.metrics).map(([name, value]) => `${name} ${value}`);
        console.log(`  ${metrics.join(", ")}`);
      }
    }
  } finally {
    // The server closes its database on the way out: its files go only once it has exited.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill();
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
