import { existsSync } from "node:fs";
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
import { productPath, startProductionServer } from "./production-server";

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

function runCount(): number {
  const flag = process.argv.indexOf("--runs");
  const raw = flag >= 0 ? process.argv[flag + 1] : process.env.LIGHTHOUSE_RUNS;
  const runs = Number(raw ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: not a count: ${raw}`);
  return runs;
}

/** Every page once per round, the reference among them: load that comes and goes (other
 * work on the machine) then weighs on all of them alike rather than on one page's runs. */
async function auditAll(origin: string, pages: PageRuns[], runs: number): Promise<void> {
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
  const server = await startProductionServer({ port }).catch(async (error: unknown) => {
    await removeReference();
    throw error;
  });
  let failed = false;
  try {
    const page = (label: string, at: string): PageRuns => ({ label, path: at, audits: [] });
    const reference = page("reference", REFERENCE_PATH);
    const pages = [
      page("/", "/"),
      page("/search/products", "/search/products"),
      page("product page", await productPath(server.origin)),
    ];
    await auditAll(server.origin, [reference, ...pages], runs);
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
    await server.stop();
    await removeReference();
  }
  if (failed) process.exitCode = 1;
}

await main();
