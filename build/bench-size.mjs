// `npm run bench:size`: a production build's figures, held to the budgets below.
import { kib } from "./analyse.mjs";
import { DEFAULT_LOCALE } from "./locales.mjs";

/** What `npm run bench:size` holds the production build to. */
const BUDGETS = {
  /**
   * Gzipped JavaScript a route needs before it can render: its chunks and their static imports.
   * 110 KiB until the listings (issue 15): their lazy page's entry in the route table and the
   * route guard's `registerBusiness` decision cost ~110 bytes, with 56 left under 110 KiB.
   * 110.3 KiB since the admin area and support (issue 17): every admin section shares one
   * entry (src/app/admin-pages.tsx), but each route is a line of the route table, and a
   * person's /support has an entry of its own so that it never downloads the admin area.
   * 110.6 KiB since the content tools (issue 18): eight more routes (blog, forms, pages,
   * /my-banners, …) and the translation overrides' fetch and merge before the first render
   * (~0.1 KiB). Issue 20 measures everything / fetches and takes the route table apart.
   */
  firstLoadGzip: { "/": 110.6 * 1024 },
  /**
   * Files the entry loads before it runs: each is a round trip on a phone link. Three is the
   * entry, src/app/first-load.ts's one chunk and esbuild's runtime helpers; a lazy chunk the
   * build does not hang on first-load.ts (build/chunks-plugin.mjs) splits shared code into more.
   */
  entryFiles: 3,
  /** Modules that must never be in the first load of any route (DESIGN.md: heavy parts load lazily). */
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

/** The package (or our top-level folder) a metafile input belongs to. */
function ownerOf(input) {
  const inPackage = input.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  const [top, next] = input.split("/");
  return top === "src" && next && !next.includes(".") ? `src/${next}` : top;
}

const header = (title) =>
  console.log(`\n${title.padEnd(56)}${"raw".padStart(11)}${"gzip".padStart(11)}`);
const row = (label, bytes, gzip) =>
  console.log(`${label.padEnd(56)}${kib(bytes).padStart(11)}${kib(gzip).padStart(11)}`);
const files = (count) => `${count} ${count === 1 ? "file" : "files"}`;

/** The figures: first loads per route, lazy chunks, totals, the largest chunks, by package. */
function printFigures(build) {
  const measured = build.routes.filter((route) => !route.missing);
  console.log("\nsize benchmark (production build; gzip as served: zopfli .gz files)");
  header("first-load JavaScript per route");
  for (const route of measured) {
    const how = route.lazy ? "entry + lazy page" : "entry";
    row(`${route.route} (${how}, ${files(route.chunks.length)})`, route.bytes, route.gzip);
  }
  const home = measured.find((route) => route.route === "/");
  if (build.messages && home) {
    row(
      `+ ${DEFAULT_LOCALE} messages (fetched before the first render)`,
      build.messages.bytes,
      build.messages.gzip,
    );
    row(
      "= / before the first render",
      home.bytes + build.messages.bytes,
      home.gzip + build.messages.gzip,
    );
  }

  header("lazy chunks (on demand, beyond the entry's first load)");
  for (const chunk of build.lazyChunks.slice(0, 12)) {
    row(`${chunk.module} (${files(chunk.chunks.length)})`, chunk.bytes, chunk.gzip);
  }
  if (build.lazyChunks.length > 12) console.log(`… and ${build.lazyChunks.length - 12} more`);

  header("all outputs");
  for (const extension of [".js", ".css"]) {
    const ofKind = build.files.filter((file) => file.path.endsWith(extension));
    const bytes = ofKind.reduce((sum, file) => sum + file.bytes, 0);
    const gzip = ofKind.reduce((sum, file) => sum + file.gzip, 0);
    if (ofKind.length) row(`${extension.slice(1)} (${files(ofKind.length)})`, bytes, gzip);
  }

  header("largest chunks");
  const firstLoad = new Set(build.entry.chunks);
  for (const file of build.files.slice(0, 8)) {
    row(`${file.file}${firstLoad.has(file.path) ? " (first load)" : ""}`, file.bytes, file.gzip);
  }

  // Gzip does not split by module: the raw minified share is what to chase.
  const owners = new Map();
  for (const path of build.entry.chunks) {
    for (const [input, { bytesInOutput }] of Object.entries(build.outputs[path].inputs)) {
      owners.set(ownerOf(input), (owners.get(ownerOf(input)) ?? 0) + bytesInOutput);
    }
  }
  console.log(
    `\n${"first load of the entry by package (minified)".padEnd(56)}${"raw".padStart(11)}`,
  );
  for (const [owner, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 14)) {
    console.log(`${owner.padEnd(56)}${kib(bytes).padStart(11)}`);
  }
}

/** Prints the figures and whether each budget holds; false when one fails. */
export function benchSize(build) {
  printFigures(build);
  const failures = [];
  const verdict = (ok, text) => {
    console.log(`${ok ? "PASS" : "FAIL"}  ${text}`);
    if (!ok) failures.push(text);
  };
  console.log("\nbudgets");
  const entryFiles = build.entry.chunks.length;
  verdict(
    entryFiles <= BUDGETS.entryFiles,
    `the entry loads ${entryFiles} files before it runs (budget ${BUDGETS.entryFiles}; every lazy chunk imports src/app/first-load.ts: build/chunks-plugin.mjs)`,
  );
  for (const route of build.routes) {
    if (route.missing) {
      verdict(false, `${route.route}: ${route.page} is not in the build (update src/routes.json)`);
      continue;
    }
    const budget = BUDGETS.firstLoadGzip[route.route];
    if (budget !== undefined) {
      verdict(
        route.gzip <= budget,
        `first-load JavaScript of ${route.route}: ${kib(route.gzip)} gzip (budget ${kib(budget)})`,
      );
    }
    for (const { name, pattern } of BUDGETS.notInFirstLoad) {
      const found = route.inputs.find((input) => pattern.test(input));
      const chain = found ? (build.importChain(route.roots, pattern) ?? [found]) : [];
      const via = found ? `, imported by ${chain.join(" → ")}` : "";
      verdict(!found, `${name} not in the first load of ${route.route}${via}`);
    }
  }
  for (const route of Object.keys(BUDGETS.firstLoadGzip)) {
    if (!build.routes.some((measured) => measured.route === route && !measured.missing)) {
      verdict(
        false,
        `${route} has a budget but is not measured (MEASURED_ROUTES, src/routes.json)`,
      );
    }
  }
  console.log(
    failures.length ? `\n${failures.length} budget check(s) failed\n` : "\nall budgets hold\n",
  );
  return failures.length === 0;
}
