// What a production build weighs: every output's size as served, and each route's first load.
import { existsSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { chunkClosure, chunkOf, entryOutput } from "./chunk-graph.mjs";
import { publicDir, root } from "./paths.mjs";
import { pageModule } from "./routes.mjs";

/**
 * Routes whose static first load is checked by name (their pages come from src/routes.json):
 * while a page is in the entry's static imports its route's first load is the entry's; once it
 * is a lazy chunk, the route's first load adds that chunk and its static imports. What a page
 * really fetches until it is complete is measured in a browser (build/bench-size.mjs).
 */
const MEASURED_ROUTES = ["/", "/profile"];

export const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/**
 * Every output of a client build with its sizes, the chunks each route needs first, and
 * `sizeOf(path)`: any file's size as served (a metafile path, relative to the repository).
 */
export function analyseBuild(metafile) {
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

  const entry = entryOutput(outputs);
  const entryClosure = closure(entry);
  const routes = MEASURED_ROUTES.map((route) => [route, pageModule(route)])
    .filter(([, page]) => page !== undefined)
    .map(([route, page]) => {
      const pageChunk = chunkOf(outputs, page);
      if (!pageChunk) return { route, page, missing: true };
      const lazy = !entryClosure.has(pageChunk);
      const roots = lazy ? ["src/main.tsx", page] : ["src/main.tsx"];
      return { route, page, lazy, ...measure(closure(pageChunk, new Set(entryClosure)), roots) };
    });
  /**
   * The shortest chain of static imports from `roots` to a module matching `pattern`; given
   * `loaded` (modules the browser ran), of any imports, import() too, through those alone.
   */
  const importChain = (roots, pattern, loaded) => {
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
        if (cameFrom.has(imported.path)) continue;
        if (loaded ? !loaded.has(imported.path) : imported.kind === "dynamic-import") continue;
        cameFrom.set(imported.path, current);
        queue.push(imported.path);
      }
    }
    return null;
  };

  return {
    outputs,
    files,
    sizeOf: sizes,
    entry: measure(entryClosure, ["src/main.tsx"]),
    routes,
    importChain,
  };
}

/** Sizes of every output, and what the entry needs before it runs. */
export function printSizeReport(build) {
  console.log("\nbundle size report (dist/public)");
  console.log(`${"file".padEnd(48)}${"raw".padStart(10)}${"gzip".padStart(10)}`);
  for (const row of build.files) {
    console.log(
      `${row.file.padEnd(48)}${kib(row.bytes).padStart(10)}${kib(row.gzip).padStart(10)}`,
    );
  }
  console.log(
    `the entry and its static imports: ${build.entry.chunks.length} files, ${kib(build.entry.gzip)} gzip (all that / fetches: npm run bench:size)\n`,
  );
}
