import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { audit } from "./lighthouse-audit";
import { buildReference, REFERENCE_PATH, removeReference } from "./lighthouse-reference";
import {
  failures,
  type PageRuns,
  printComparison,
  printPage,
  SCORE_GOAL,
  TBT_GOAL,
} from "./lighthouse-report";

/**
 * `npm run bench:lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on a
 * slow 4G link, 4× slower CPU, simulated) of `/`, `/search/products` and one product page of
 * the production build, served by the real server on a fresh embedded database with the demo
 * data, and of a reference page (a bare React page, bench/reference/) served by the same
 * server in the same run. Ours are printed beside the reference's, so that a slow machine and
 * a fast one both show how far above the least a React page costs we are.
 *
 * Each page is audited RUNS times (default 3, `--runs N` or LIGHTHOUSE_RUNS) in a new
 * Chromium each time and the medians are kept: one run varies by a few points with what else
 * the machine is doing. Exit code 1 when one of our pages has a median score under 95 or a
 * median Total Blocking Time of 200 ms or more.
 */

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

/** Every page once per round, the reference among them: load that comes and goes (other
 * work on the machine) then weighs on all of them alike rather than on one page's runs. */
async function auditAll(pages: PageRuns[], runs: number): Promise<void> {
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) page.audits.push(await audit(chromePath, `${origin}${page.path}`));
    process.stderr.write(`round ${run} of ${runs} done\n`);
  }
}

async function main(): Promise<void> {
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}`);
  const runs = runCount();
  await buildReference().catch(async (error: unknown) => {
    await removeReference();
    throw error;
  });
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
    const page = (label: string, at: string): PageRuns => ({ label, path: at, audits: [] });
    const reference = page("reference", REFERENCE_PATH);
    const pages = [
      page("/", "/"),
      page("/search/products", "/search/products"),
      page("product page", await productPath()),
    ];
    await auditAll([reference, ...pages], runs);
    console.log(
      `Lighthouse (mobile: slow 4G, 4× CPU, simulated), median of ${runs} run(s); ` +
        `goals: scores >= ${SCORE_GOAL}, TBT < ${TBT_GOAL} ms\n` +
        "Times in ms at Lighthouse's 4× CPU: TBT and tasks simulated, busy and bootup observed × 4",
    );
    printPage(reference, false);
    for (const ours of pages) printPage(ours, true);
    printComparison(reference, pages);
    const failing = pages.flatMap((p) => failures(p).map((why) => `${p.label}: ${why}`));
    if (failing.length > 0) {
      failed = true;
      console.log(`\nFAIL: ${failing.join("; ")}`);
    }
  } finally {
    // The server closes its database on the way out: its files go only once it has exited.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill();
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
    await removeReference();
  }
  if (failed) process.exitCode = 1;
}

await main();
