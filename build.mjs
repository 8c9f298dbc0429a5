#!/usr/bin/env node
// Builds Bozor: the SPA (esbuild, code-split, hashed, minified) into dist/public and the API
// server (bundled for Node 20) into dist/server.
//   node build.mjs             production build, prints the size report
//   node build.mjs --if-needed build only when a source changed since the last build (npm start)
//   node build.mjs --dev       watch both, restart the server and live-reload the browser
//   node build.mjs --run F.ts  bundle a TypeScript tool for Node and run it (npm run machines:paths)
//   node build.mjs --bench-size production build, then the size benchmark: first-load JavaScript
//                              per route, totals, largest chunks and the budgets below; exits 1
//                              when a budget fails (npm run bench:size)
import { spawn } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";
import * as esbuild from "esbuild";
import { minify as terser } from "terser";

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, "dist");
const publicDir = join(dist, "public");
const assetsDir = join(publicDir, "assets");
const serverOut = join(dist, "server", "main.mjs");
const hashFile = join(dist, ".source-hash");
const LIVE_RELOAD_PORT = Number(process.env.LIVE_RELOAD_PORT ?? 8081);

const args = new Set(process.argv.slice(2));

/** What `npm run bench:size` holds the production build to. */
const BUDGETS = {
  /** Gzipped JavaScript a route needs before it can render: its chunks and their static imports. */
  firstLoadGzip: { "/": 110 * 1024 },
  /**
   * Files the entry loads before it runs: each is a round trip on a phone link. Three is the
   * entry, src/app/first-load.ts's one chunk and esbuild's runtime helpers; a lazy module that
   * does not import first-load.ts splits shared code into more.
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

/**
 * Routes measured by name, with the page module each renders: while a page is in the entry's
 * static imports its route's first load is the entry's; once it is a lazy chunk, the route's
 * first load adds that chunk and its static imports. Every other lazy chunk is listed on its own.
 */
const ROUTE_PAGES = {
  "/": "src/features/home/HomePage.tsx",
  "/profile": "src/features/account/ProfilePage.tsx",
};

/**
 * What a first visit fetches after the entry has run, however it starts: without a hint the
 * browser learns of these chunks only once the entry has downloaded and run, then the page
 * chunk once the route renders, then the SDK once a machine calls it. index.html names them
 * at once instead (earlyLoadScript), so they download alongside the entry.
 */
const EARLY_ALWAYS = [
  "src/components/layout/deferred-ui.ts",
  "sdk/index.ts",
  "sdk/client/index.ts",
  "src/app/auth-fetch.ts",
];
/** Each route pattern (as in src/app/routes.tsx) with the lazy modules its page renders at once. */
const EARLY_BY_ROUTE = [
  ["/", ["src/features/home/HomeSections.tsx"]],
  ["/search/:kind", ["src/features/search/SearchPage.tsx"]],
  ["/search/:kind/:id", ["src/features/catalog/catalog-pages.tsx"]],
  ["/favorites", ["src/features/catalog/catalog-pages.tsx"]],
  ["/for-business", ["src/features/catalog/catalog-pages.tsx"]],
  ["/banner", ["src/features/catalog/catalog-pages.tsx"]],
  ["/profile", ["src/features/account/ProfilePage.tsx"]],
];

/** The language shown when neither `?l=` nor a stored choice says otherwise (DESIGN.md: i18n). */
const DEFAULT_LOCALE = "ru";
const LOCALES = ["ru", "uz", "en", "fa"];

/** Everything that goes into a build; a change to any of it means the build is stale. */
function sourceHash() {
  const hash = createHash("sha256");
  const walk = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) walk(join(path, name));
    } else {
      hash.update(relative(root, path));
      hash.update(readFileSync(path));
    }
  };
  for (const entry of [
    "src",
    "machines",
    "sdk",
    "server",
    "locales",
    "openapi.yaml",
    "package-lock.json",
    "build.mjs",
  ]) {
    walk(join(root, entry));
  }
  return hash.digest("hex");
}

/** `{ "section": { "key": "…" } }` → `{ "section.key": "…" }`, as src/lib/i18n/load-messages.ts does. */
function flattenTree(tree, prefix = "", flat = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat[id] = value;
    else if (typeof value === "object" && value !== null) flattenTree(value, id, flat);
    else throw new Error(`${id} is neither a string nor an object`);
  }
  return flat;
}

/**
 * locales/*.json become flat `{ id: MessageFormatElement[] }` ASTs at build time, so the browser
 * never parses ICU messages and the parser (with its skeleton parser) stays out of the bundle:
 * `@formatjs/icu-messageformat-parser` resolves to its `no-parser.js` build (same version, per
 * importer), which keeps the AST helpers and throws if a string message ever reaches it. A
 * malformed message now fails the build instead of a page at run time.
 */
const precompiledMessages = {
  name: "precompiled-messages",
  async setup(build) {
    // The parser intl-messageformat itself depends on, so the ASTs are exactly what it would
    // have made at run time (the devDependency of the same name may be another version).
    const runtime = createRequire(createRequire(import.meta.url).resolve("intl-messageformat"));
    const { parse: parseMessage } = await import(
      pathToFileURL(runtime.resolve("@formatjs/icu-messageformat-parser")).href
    );
    const localesDir = join(root, "locales");
    build.onLoad({ filter: /[\\/]locales[\\/][a-z]{2}\.json$/ }, ({ path }) => {
      if (dirname(path) !== localesDir) return undefined;
      const lang = basename(path, ".json");
      const compiled = {};
      const errors = [];
      for (const [id, message] of Object.entries(
        flattenTree(JSON.parse(readFileSync(path, "utf8"))),
      )) {
        try {
          // The options react-intl would parse with at run time (intl-messageformat adds the locale).
          compiled[id] = parseMessage(message, { locale: new Intl.Locale(lang) });
        } catch (error) {
          errors.push({ text: `${lang}: message "${id}" is not valid ICU: ${error.message}` });
        }
      }
      return errors.length ? { errors } : { contents: JSON.stringify(compiled), loader: "json" };
    });
    build.onResolve({ filter: /^@formatjs\/icu-messageformat-parser$/ }, (args) =>
      build.resolve("@formatjs/icu-messageformat-parser/no-parser.js", {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
      }),
    );
  },
};

/**
 * @xstate/react and wouter import the `use-sync-external-store` shims, which carry a fallback for React
 * before 18. React 19 has `useSyncExternalStore` itself: resolve the shim to React and the
 * selector shim to the package's non-shim build, which calls React's.
 */
const builtInExternalStore = {
  name: "built-in-external-store",
  setup(build) {
    build.onResolve(
      { filter: /^use-sync-external-store\/shim(\/index|\/with-selector)?(\.js)?$/ },
      (args) =>
        build.resolve(
          args.path.includes("with-selector") ? "use-sync-external-store/with-selector" : "react",
          { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer },
        ),
    );
  },
};

function clientOptions({ production, buildId }) {
  return {
    absWorkingDir: root,
    entryPoints: [join(root, "src/main.tsx")],
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: ["es2022", "chrome100", "firefox100", "safari15"],
    outdir: assetsDir,
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    assetNames: "[name]-[hash]",
    jsx: "automatic",
    minify: production,
    sourcemap: production ? false : "linked",
    metafile: true,
    legalComments: "none",
    // Module scripts are always decoded as UTF-8: Cyrillic and Persian messages ship as
    // themselves instead of \uXXXX escapes (half the raw size of the ru and fa chunks).
    charset: "utf8",
    logLevel: "warning",
    plugins: [precompiledMessages, builtInExternalStore],
    define: {
      "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development"),
      __LIVE_RELOAD_URL__: JSON.stringify(
        production ? "" : `http://127.0.0.1:${LIVE_RELOAD_PORT}/esbuild`,
      ),
      // The running bundle knows its build; builds/latest.json names the newest one.
      __BUILD_ID__: JSON.stringify(buildId),
    },
  };
}

const serverOptions = {
  entryPoints: [join(root, "server/main.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  outfile: serverOut,
  sourcemap: "linked",
  logLevel: "warning",
};

/** A built file's URL as the page asks for it. */
const assetUrl = (path) => `/${relative(publicDir, join(root, path))}`;

/**
 * The output holding a module: for one imported with import(), its own output (entryPoint),
 * which may hold nothing but re-exports; otherwise the chunk its code went into.
 */
function chunkOf(outputs, input) {
  const paths = Object.keys(outputs).filter((path) => !path.endsWith(".map"));
  return (
    paths.find((path) => outputs[path].entryPoint === input) ??
    paths.find((path) => input in outputs[path].inputs)
  );
}

/** A chunk and everything it imports statically: what must arrive before it can run. */
function chunkClosure(outputs, start, into = new Set()) {
  if (into.has(start) || !outputs[start]) return into;
  into.add(start);
  for (const imported of outputs[start].imports) {
    if (imported.kind === "import-statement") chunkClosure(outputs, imported.path, into);
  }
  return into;
}

/**
 * What a first visit fetches once the entry runs, per language and per route (URLs): the
 * first paint (src/shell/first-paint.ts) preloads them so they download alongside the entry.
 */
function earlyChunks(metafile, alreadyLoaded) {
  const outputs = metafile.outputs;
  const found = (input) => {
    const chunk = chunkOf(outputs, input);
    if (!chunk)
      throw new Error(`build: ${input} is in no chunk (update EARLY_ALWAYS / EARLY_BY_ROUTE)`);
    return chunk;
  };
  const urls = (modules) => {
    const chunks = new Set();
    for (const module of modules) chunkClosure(outputs, found(module), chunks);
    return [...chunks].filter((chunk) => !alreadyLoaded.has(chunk)).map(assetUrl);
  };
  return {
    always: urls(EARLY_ALWAYS),
    locale: Object.fromEntries(LOCALES.map((locale) => [locale, urls([`locales/${locale}.json`])])),
    routes: EARLY_BY_ROUTE.map(([pattern, modules]) => [
      `^${pattern.replace(/:[A-Za-z]+/g, "[^/]+").replace(/\/$/, "")}/?$`,
      urls(modules),
    ]),
  };
}

/** src/shell/index-html.ts, bundled for Node and imported: TypeScript, checked and tested. */
async function loadIndexHtml() {
  const outfile = join(dist, "tools", "index-html.mjs");
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [join(root, "src/shell/index-html.ts")],
    bundle: true,
    platform: "neutral",
    format: "esm",
    // The first paint's function is inlined into every page as its own source: minified.
    minify: true,
    target: "es2020",
    outfile,
    logLevel: "warning",
  });
  return import(`${pathToFileURL(outfile).href}?${Date.now()}`);
}

async function writeIndexHtml(metafile) {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, output]) => output.entryPoint?.endsWith("src/main.tsx"));
  if (!entry) throw new Error("build: no output for src/main.tsx");
  const [entryPath, entryOutput] = entry;
  const staticImports = entryOutput.imports
    .filter((imported) => imported.kind === "import-statement")
    .map((imported) => imported.path);
  const { indexHtml } = await loadIndexHtml();
  const html = indexHtml({
    chunks: {
      entry: assetUrl(entryPath),
      entryImports: staticImports.map(assetUrl),
      ...earlyChunks(metafile, new Set([entryPath, ...staticImports])),
    },
    stylesheet: entryOutput.cssBundle ? assetUrl(entryOutput.cssBundle) : undefined,
    locales: Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        JSON.parse(readFileSync(join(root, "locales", `${locale}.json`), "utf8")),
      ]),
    ),
    defaultLocale: DEFAULT_LOCALE,
  });
  writeFileSync(join(publicDir, "index.html"), html);
}

function writeSideFiles(buildId) {
  mkdirSync(join(publicDir, "builds"), { recursive: true });
  // A new id on every build: open tabs compare it with theirs to notice a deploy.
  writeFileSync(
    join(publicDir, "builds", "latest.json"),
    `${JSON.stringify({ id: buildId, timestamp: Date.now() })}\n`,
  );
  writeFileSync(join(publicDir, "spa-routes.json"), readFileSync(join(root, "src/routes.json")));
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** Every output of a client build with its sizes, and the chunks each route needs first. */
function analyseBuild(metafile) {
  const { inputs, outputs } = metafile;
  // Sizes as served: the file after terser, and its .gz, or the file itself when gzip would
  // not have made it smaller (precompress writes no .gz then, so it goes out as it is).
  const sizeCache = new Map();
  const sizes = (path) => {
    if (!sizeCache.has(path)) {
      const file = join(root, path);
      sizeCache.set(path, {
        bytes: statSync(file).size,
        gzip: statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size,
      });
    }
    return sizeCache.get(path);
  };
  const gzip = (path) => sizes(path).gzip;
  const bytes = (path) => sizes(path).bytes;
  const files = Object.entries(outputs)
    .filter(([path]) => !path.endsWith(".map"))
    .map(([path]) => ({
      path,
      file: relative(publicDir, join(root, path)),
      bytes: bytes(path),
      gzip: gzip(path),
    }))
    .sort((a, b) => b.gzip - a.gzip);

  const closure = (start, into) => chunkClosure(outputs, start, into);
  const measure = (chunks, roots) => {
    const paths = [...chunks];
    return {
      chunks: paths,
      roots,
      bytes: paths.reduce((sum, path) => sum + bytes(path), 0),
      gzip: paths.reduce((sum, path) => sum + gzip(path), 0),
      inputs: [...new Set(paths.flatMap((path) => Object.keys(outputs[path].inputs)))],
    };
  };

  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint === "src/main.tsx");
  if (!entry) throw new Error("build: no output for src/main.tsx");
  const entryClosure = closure(entry);
  const known = new Set(JSON.parse(readFileSync(join(root, "src/routes.json"), "utf8")));
  const routes = Object.entries(ROUTE_PAGES)
    .filter(([route]) => known.has(route))
    .map(([route, page]) => {
      const pageChunk = chunkOf(outputs, page);
      if (!pageChunk) return { route, page, missing: true };
      const lazy = !entryClosure.has(pageChunk);
      const roots = lazy ? ["src/main.tsx", page] : ["src/main.tsx"];
      return { route, page, lazy, ...measure(closure(pageChunk, new Set(entryClosure)), roots) };
    });
  // Chunks loaded on demand (import()), with what each adds on top of the first load.
  const lazyChunks = Object.keys(outputs)
    .filter((path) => outputs[path].entryPoint && path !== entry && !path.endsWith(".map"))
    .map((path) => {
      const added = [...closure(path)].filter((chunk) => !entryClosure.has(chunk));
      return { module: outputs[path].entryPoint, ...measure(added, [outputs[path].entryPoint]) };
    })
    .sort((a, b) => b.gzip - a.gzip);

  /** The shortest chain of static imports from a route's roots to a module matching `pattern`. */
  const importChain = (roots, pattern) => {
    const cameFrom = new Map(roots.map((module) => [module, null]));
    const queue = [...roots];
    while (queue.length) {
      const current = queue.shift();
      if (pattern.test(current)) {
        const chain = [];
        for (let at = current; at; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      for (const imported of inputs[current]?.imports ?? []) {
        if (imported.kind === "dynamic-import" || cameFrom.has(imported.path)) continue;
        cameFrom.set(imported.path, current);
        queue.push(imported.path);
      }
    }
    return null;
  };

  const messagesChunk = chunkOf(outputs, `locales/${DEFAULT_LOCALE}.json`);
  const messages = messagesChunk ? measure(closure(messagesChunk), []) : null;
  return {
    outputs,
    files,
    entry: measure(entryClosure, ["src/main.tsx"]),
    routes,
    lazyChunks,
    messages,
    importChain,
  };
}

/** Sizes of every output, and what the browser must download before `/` can render. */
function printSizeReport(build) {
  console.log("\nbundle size report (dist/public)");
  console.log(`${"file".padEnd(48)}${"raw".padStart(10)}${"gzip".padStart(10)}`);
  for (const row of build.files) {
    console.log(
      `${row.file.padEnd(48)}${kib(row.bytes).padStart(10)}${kib(row.gzip).padStart(10)}`,
    );
  }
  console.log(
    `first-load JavaScript of /: ${build.entry.chunks.length} files, ${kib(build.entry.gzip)} gzip\n`,
  );
}

/** The package (or our top-level folder) a metafile input belongs to. */
function ownerOf(input) {
  const inPackage = input.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  const [top, next] = input.split("/");
  return top === "src" && next && !next.includes(".") ? `src/${next}` : top;
}

/** `npm run bench:size`: the figures of a production build, and whether each budget holds. */
function benchSize(build) {
  const failures = [];
  const verdict = (ok, text) => {
    console.log(`${ok ? "PASS" : "FAIL"}  ${text}`);
    if (!ok) failures.push(text);
  };
  const header = (title) =>
    console.log(`\n${title.padEnd(56)}${"raw".padStart(11)}${"gzip".padStart(11)}`);
  const row = (label, bytes, gzip) =>
    console.log(`${label.padEnd(56)}${kib(bytes).padStart(11)}${kib(gzip).padStart(11)}`);
  const measured = build.routes.filter((route) => !route.missing);
  const files = (count) => `${count} ${count === 1 ? "file" : "files"}`;

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

  console.log("\nbudgets");
  const entryFiles = build.entry.chunks.length;
  verdict(
    entryFiles <= BUDGETS.entryFiles,
    `the entry loads ${entryFiles} files before it runs (budget ${BUDGETS.entryFiles}; every lazy module imports src/app/first-load.ts)`,
  );
  for (const route of build.routes) {
    if (route.missing) {
      verdict(false, `${route.route}: ${route.page} is not in the build (update ROUTE_PAGES)`);
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
    if (!measured.some((measuredRoute) => measuredRoute.route === route)) {
      verdict(false, `${route} has a budget but no page in ROUTE_PAGES and src/routes.json`);
    }
  }
  console.log(
    failures.length ? `\n${failures.length} budget check(s) failed\n` : "\nall budgets hold\n",
  );
  return failures.length === 0;
}

/**
 * esbuild minifies fast; terser, run once more over each production chunk, finds what esbuild
 * leaves (about 3% of the gzipped first load). Names keep esbuild's content hashes, which still
 * change exactly when the code does.
 */
async function minifyAgain(metafile) {
  for (const path of Object.keys(metafile.outputs).filter((p) => p.endsWith(".js"))) {
    const file = join(root, path);
    const { code } = await terser(readFileSync(file, "utf8"), {
      module: true,
      ecma: 2020,
      compress: { passes: 2 },
      mangle: true,
    });
    if (code === undefined) throw new Error(`terser returned nothing for ${path}`);
    writeFileSync(file, code);
  }
}

/**
 * Every text file of the SPA beside its `.gz` (zopfli: gzip any browser can read, a few percent
 * smaller than zlib's best) and `.br` (brotli 11), which the server sends when the browser
 * accepts them (server/static.ts). Compressed once at build time instead of on every request.
 */
async function precompress(dir) {
  // Loaded here, not at the top: its wasm loader hooks uncaughtException for the whole
  // process, so any tool run with --run printed the loader's minified source on an error.
  const { gzipAsync: zopfliGzip } = await import("@gfx/zopfli");
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(name));
    if (!/\.(js|css|html|json|svg)$/.test(file)) continue;
    const source = readFileSync(file);
    const gz = await zopfliGzip(source, { numiterations: 15 });
    if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
    const br = brotliCompressSync(source, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    if (br.length < source.length) writeFileSync(`${file}.br`, br);
  }
}

async function buildAll() {
  rmSync(publicDir, { recursive: true, force: true });
  mkdirSync(assetsDir, { recursive: true });
  const buildId = randomUUID();
  const client = await esbuild.build(clientOptions({ production: true, buildId }));
  await minifyAgain(client.metafile);
  await writeIndexHtml(client.metafile);
  writeSideFiles(buildId);
  await precompress(publicDir);
  // For https://esbuild.github.io/analyze/ when the size report is not enough; not served.
  writeFileSync(join(root, "dist/meta.json"), JSON.stringify(client.metafile));
  await esbuild.build(serverOptions);
  const build = analyseBuild(client.metafile);
  printSizeReport(build);
  return build;
}

async function dev() {
  mkdirSync(assetsDir, { recursive: true });
  // One id for the whole dev session: live reload, not the build check, brings new code.
  const buildId = `dev-${randomUUID()}`;
  writeSideFiles(buildId);
  let server = null;
  const restartServer = () => {
    if (server) server.kill("SIGTERM");
    server = spawn(process.execPath, ["--enable-source-maps", serverOut], {
      stdio: "inherit",
      // The sandbox endpoints (codes, test notifications) exist only when asked for: here.
      env: {
        SANDBOX: "1",
        ...process.env,
        LIVE_RELOAD_ORIGIN: `http://127.0.0.1:${LIVE_RELOAD_PORT}`,
      },
    });
  };
  const options = clientOptions({ production: false, buildId });
  const client = await esbuild.context({
    ...options,
    plugins: [
      ...options.plugins,
      {
        name: "index-html",
        setup(build) {
          build.onEnd(async (result) => {
            if (result.metafile) await writeIndexHtml(result.metafile);
          });
        },
      },
    ],
  });
  const serverContext = await esbuild.context({
    ...serverOptions,
    plugins: [
      { name: "restart", setup: (build) => build.onEnd((r) => r.errors.length || restartServer()) },
    ],
  });
  await client.watch();
  await serverContext.watch();
  // esbuild's own server only provides the /esbuild change stream the page listens to.
  await client.serve({ host: "127.0.0.1", port: LIVE_RELOAD_PORT, servedir: publicDir });
  console.log(
    `dev: http://127.0.0.1:${process.env.PORT ?? 8080}/ (live reload from :${LIVE_RELOAD_PORT})`,
  );
  const stop = async () => {
    server?.kill("SIGTERM");
    await client.dispose();
    await serverContext.dispose();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/** Node 20 cannot run TypeScript itself: bundle the tool to a temporary file and import it. */
async function runTool(entry) {
  const outfile = join(dist, "tools", `${entry.replace(/[^a-z0-9]+/gi, "-")}.mjs`);
  await esbuild.build({
    ...serverOptions,
    entryPoints: [join(root, entry)],
    outfile,
    sourcemap: false,
  });
  await import(pathToFileURL(outfile).href);
}

if (args.has("--run")) {
  await runTool(process.argv[process.argv.indexOf("--run") + 1]);
} else if (args.has("--dev")) {
  await dev();
} else if (args.has("--bench-size")) {
  const hash = sourceHash();
  const build = await buildAll();
  writeFileSync(hashFile, hash);
  if (!benchSize(build)) process.exitCode = 1;
} else {
  const hash = sourceHash();
  const fresh =
    existsSync(join(publicDir, "index.html")) &&
    existsSync(serverOut) &&
    existsSync(hashFile) &&
    readFileSync(hashFile, "utf8") === hash;
  if (args.has("--if-needed") && fresh) {
    console.log("build: up to date");
  } else {
    await buildAll();
    writeFileSync(hashFile, hash);
  }
}
