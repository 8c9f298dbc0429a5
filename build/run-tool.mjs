// `node build.mjs --run F.ts`: run a TypeScript tool (npm run machines:paths, the benchmarks).
import { rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { dist, root } from "./paths.mjs";
import { serverOptions } from "./server.mjs";

/** Node 20 cannot run TypeScript itself: bundle the tool to a temporary file and import it. */
export async function runTool(entry) {
  // One file per process: two runs of the same tool at once (the SDK example in both server
  // test projects) must not import each other's half-written bundle.
  const name = `${entry.replace(/[^a-z0-9]+/gi, "-")}-${process.pid}.mjs`;
  const outfile = join(dist, "tools", name);
  await esbuild.build({
    ...serverOptions,
    entryPoints: [join(root, entry)],
    outfile,
    sourcemap: false,
  });
  try {
    await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}
