// `node build.mjs --run F.ts`: run a TypeScript tool (npm run machines:paths, the benchmarks).
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { dist, root } from "./paths.mjs";
import { serverOptions } from "./server.mjs";

/** Node 20 cannot run TypeScript itself: bundle the tool to a temporary file and import it. */
export async function runTool(entry) {
  const outfile = join(dist, "tools", `${entry.replace(/[^a-z0-9]+/gi, "-")}.mjs`);
  await esbuild.build({
    ...serverOptions,
    entryPoints: [join(root, entry)],
    outfile,
    sourcemap: false,
  });
  await import(pathToFileURL(outfile).href);
}
