import { searchBusinesses, searchOfferings } from "../sdk";
import { type Client, createClient, createConfig } from "../sdk/client";
import { type DemoKeys, loadDemoKeys } from "./relevance/demo-keys";
import type { JudgedQuery } from "./relevance/judged-query";
import { mrrDepth } from "./relevance/metrics";
import { judgedQueries } from "./relevance/queries";
import { languageNames, type Outcome, printRelevanceReport } from "./relevance/relevance-report";
import { startRelevanceServer } from "./relevance/relevance-server";

/**
 * `npm run bench:relevance`: issue 21's measuring stick. Asks the real server, started as
 * production runs it on a fresh embedded database with the demo data, every judged query of
 * bench/relevance/queries.ts through the generated SDK (offerings by searchOfferings, businesses
 * by searchBusinesses, `sort=relevance`, the first 10 answers), and prints hit@3, MRR@10 and
 * the empty answers per language, then the failing queries.
 *
 * Exit code 1 when a language misses the goal (hit@3 < 0.95 or MRR@10 < 0.85) or a query with
 * relevant items gets an empty page; 2 when the benchmark itself breaks. `--port N` (or
 * BENCH_PORT) picks the server's port; any free one by default.
 */

function portOption(): number {
  const flag = process.argv.indexOf("--port");
  const raw = flag >= 0 ? process.argv[flag + 1] : process.env.BENCH_PORT;
  if (raw === undefined || raw === "") return 0;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`--port / BENCH_PORT: not a port: ${raw}`);
  }
  return port;
}

/** A refused search would score as a miss: the benchmark stops instead. */
function refused(judged: JudgedQuery, error: unknown, response: Response | undefined): never {
  const status = response ? `HTTP ${response.status}` : "no answer";
  throw new Error(`«${judged.query}» (${judged.target}): ${status} ${JSON.stringify(error)}`);
}

/** The first answers to a judged query: each one's id, what the page shows and its seller. */
async function answers(
  client: Client,
  judged: JudgedQuery,
): Promise<Array<{ id: string; shown: string; seller: string | null }>> {
  const query = {
    q: judged.query,
    lang: judged.lang,
    page_size: mrrDepth,
    sort: "relevance" as const,
  };
  if (judged.target === "offerings") {
    const { data, error, response } = await searchOfferings({ client, query });
    if (!data) refused(judged, error, response);
    return data.items.map((item) => ({
      id: item.id,
      shown: item.title,
      seller: item.business.name,
    }));
  }
  const { data, error, response } = await searchBusinesses({ client, query });
  if (!data) refused(judged, error, response);
  return data.items.map((item) => ({ id: item.id, shown: item.name, seller: null }));
}

async function ask(client: Client, judged: JudgedQuery, keys: DemoKeys): Promise<Outcome> {
  const found = await answers(client, judged);
  const ranked = found.map((answer) => answer.id);
  return {
    judged,
    ranked,
    relevant: keys.relevantIds(judged),
    shown: found.map((answer) => answer.shown),
    sellers: found.flatMap((answer) => (answer.seller === null ? [] : [answer.seller])),
    keys: ranked.map(keys.keyOf),
  };
}

async function main(): Promise<void> {
  const port = portOption();
  const counts = (Object.keys(languageNames) as JudgedQuery["lang"][])
    .map((lang) => `${judgedQueries.filter((q) => q.lang === lang).length} ${lang}`)
    .join(", ");
  console.log(
    `bench:relevance — ${judgedQueries.length} judged queries (${counts}); starting the production server on a fresh embedded database with the demo data…`,
  );
  const started = performance.now();
  const server = await startRelevanceServer(port);
  try {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`  ready at ${server.origin} in ${seconds} s, offering index built`);
    const keys = await loadDemoKeys(server.db);
    const client = createClient(createConfig({ baseUrl: `${server.origin}/api` }));
    const outcomes: Outcome[] = [];
    // One at a time: a ranking, not a load test.
    for (const judged of judgedQueries) outcomes.push(await ask(client, judged, keys));
    const misses = printRelevanceReport(outcomes);
    if (misses.length > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
