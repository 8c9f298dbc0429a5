// `npm run bench:size`: what the pages of a production build fetch until they are complete, in
// Chromium against the real server, and the build's static import graph, held to the budgets.
import { kib } from "./analyse.mjs";
import { DEFAULT_LOCALE } from "./locales.mjs";
import { recordPageFetches } from "./page-fetches.mjs";
import { startProductionServer } from "./production-server.mjs";
import { printByPackage, printScriptChanges, printScripts, printVisit } from "./size-report.mjs";
import { weighVisit } from "./visit-weight.mjs";

/** What `npm run bench:size` holds the production build to. */
const BUDGETS = {
  /**
   * Gzipped JavaScript (code and messages, as served) a first visit of the page fetches until it
   * is complete, in every language measured (visits below); the page's own HTML, data and images are
   * printed beside it. Issue 20 replaced the budget of the entry and its static imports (110.6
   * KiB at the end, while / fetched ~199 KiB in 29 scripts) with this one: the sections, the
   * SDK and the messages are part of a page as much as the entry is.
   */
  completeScriptsGzip: { "/": 120 * 1024 },
  /**
   * Files the entry loads before it runs: each is a round trip on a phone link. Three is the
   * entry, src/app/first-load.ts's one chunk and esbuild's runtime helpers; a lazy chunk the
   * build does not hang on first-load.ts (build/chunks-plugin.mjs) splits shared code into more.
   */
  entryFiles: 3,
  /**
   * Modules that must never be in the first load of any route (DESIGN.md: heavy parts load
   * lazily): not in its static imports, nor in anything a budgeted page fetches until complete.
   */
  notInFirstLoad: [
    { name: "@statelyai/inspect", pattern: /(^|\/)node_modules\/@statelyai\/inspect\// },
    { name: "uplot", pattern: /(^|\/)node_modules\/uplot\// },
    { name: "zod", pattern: /(^|\/)node_modules\/zod\// },
    { name: "imask", pattern: /(^|\/)node_modules\/(react-)?imask\// },
    {
      // Messages are compiled at build time (precompiledMessages): only the no-parser build ships.
      name: "ICU message parser",
      pattern:
        /(^|\/)node_modules\/@formatjs\/(icu-messageformat-parser\/index\.js|icu-skeleton-parser\/)/,
    },
  ],
};

/** The server's port while the benchmark runs (BENCH_SIZE_PORT). */
const PORT = Number(process.env.BENCH_SIZE_PORT ?? 8196);

/** The first product of the demo catalogue's first search page: a real detail page. */
async function productPath(origin) {
  const answer = await fetch(`${origin}/api/v1/offering/?kind=product&lang=en&page_size=1`);
  if (!answer.ok) throw new Error(`searching products answered ${answer.status}`);
  const id = (await answer.json()).items?.[0]?.id;
  if (!id) throw new Error("the demo catalogue has no product");
  return `/search/products/${id}`;
}

/**
 * First visits measured: no cache, no stored choice, so in the default language unless `?l=`
 * (src/lib/i18n/resolve-locale.ts) says otherwise; `fa` also for its right-to-left layout.
 */
async function visits(origin) {
  const ru = DEFAULT_LOCALE;
  return [
    { route: "/", label: `/ (${ru})`, path: "/" },
    { route: "/", label: "/ (fa)", path: "/?l=fa" },
    { route: "/search/products", label: `/search/products (${ru})`, path: "/search/products" },
    {
      route: "/search/products/:id",
      label: `product page (${ru})`,
      path: await productPath(origin),
    },
    { route: "/profile", label: `/profile, signed out (${ru})`, path: "/profile" },
  ];
}

async function recordVisits() {
  const server = await startProductionServer(PORT);
  try {
    return await recordPageFetches(server.origin, await visits(server.origin));
  } finally {
    await server.stop();
  }
}

/** The module of `pattern` a visit ran, and a chain of imports to it through what it ran. */
function fetchedModule(build, weight, pattern) {
  const loaded = new Set(
    weight.scripts.flatMap((script) => Object.keys(build.outputs[script.path]?.inputs ?? {})),
  );
  const found = [...loaded].find((input) => pattern.test(input));
  if (!found) return null;
  return (build.importChain(["src/main.tsx"], pattern, loaded) ?? [found]).join(" → ");
}

/** Measures, prints the figures and whether each budget holds; false when one fails. */
export async function benchSize(build) {
  const failures = [];
  const verdict = (ok, text) => {
    console.log(`${ok ? "PASS" : "FAIL"}  ${text}`);
    if (!ok) failures.push(text);
  };
  console.log(
    "\nsize benchmark: what a first visit fetches until the page is complete (Chromium, 412x823, no request for 1 s);",
  );
  console.log(
    "files of the build at their gzip size as served (zopfli .gz), the rest as transferred",
  );
  const firstOfRoute = new Map();
  for (const visit of await recordVisits()) {
    const weight = weighVisit(build, visit.fetched);
    const budget = BUDGETS.completeScriptsGzip[visit.route];
    printVisit(visit, weight, budget);
    const first = firstOfRoute.get(visit.route);
    if (first) printScriptChanges(first, weight);
    else firstOfRoute.set(visit.route, { visit, weight });
    if (budget === undefined) continue;
    const document = visit.fetched.find((fetch) => fetch.type === "document");
    const answered = document?.status === 200 ? "" : `; the page answered ${document?.status}`;
    verdict(
      !answered && weight.script.bytes <= budget,
      `${visit.label}: JavaScript until complete ${kib(weight.script.bytes)} gzip in ${weight.script.files} files (budget ${kib(budget)})${answered}`,
    );
    for (const { name, pattern } of BUDGETS.notInFirstLoad) {
      const chain = fetchedModule(build, weight, pattern);
      verdict(!chain, `${name} not fetched by ${visit.label}${chain ? `: ${chain}` : ""}`);
    }
    if (!first) {
      printScripts(build, visit, weight);
      printByPackage(build, visit, weight);
    }
  }

  console.log(
    "\nstatic checks (the metafile: the entry and each page's chunk with their static imports)",
  );
  const entryFiles = build.entry.chunks.length;
  verdict(
    entryFiles <= BUDGETS.entryFiles,
    `the entry loads ${entryFiles} files before it runs, ${kib(build.entry.gzip)} gzip (budget ${BUDGETS.entryFiles} files; every lazy chunk imports src/app/first-load.ts: build/chunks-plugin.mjs)`,
  );
  for (const route of build.routes) {
    if (route.missing) {
      verdict(false, `${route.route}: ${route.page} is not in the build (update src/routes.json)`);
      continue;
    }
    for (const { name, pattern } of BUDGETS.notInFirstLoad) {
      const found = route.inputs.find((input) => pattern.test(input));
      const chain = found ? (build.importChain(route.roots, pattern) ?? [found]) : [];
      const via = found ? `, imported by ${chain.join(" → ")}` : "";
      verdict(!found, `${name} not in the static first load of ${route.route}${via}`);
    }
  }
  console.log(
    failures.length ? `\n${failures.length} budget check(s) failed:` : "\nall budgets hold\n",
  );
  for (const failure of failures) console.log(`FAIL  ${failure}`);
  if (failures.length) console.log("");
  return failures.length === 0;
}
