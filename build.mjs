#!/usr/bin/env node
// Builds Bozor: the SPA (esbuild, code-split, hashed, minified) into dist/public and the API
// server (bundled for Node 20) into dist/server. This file only reads the flags; each job is a
// module of build/.
//   node build.mjs             production build, prints the size report (build/production.mjs)
//   node build.mjs --if-needed build only when a source changed since the last build (npm start;
//                              build/source-hash.mjs)
//   node build.mjs --dev       watch both, restart the server and live-reload the browser
//                              (build/dev.mjs)
//   node build.mjs --run F.ts  bundle a TypeScript tool for Node and run it (npm run
//                              machines:paths; build/run-tool.mjs)
//   node build.mjs --bench-size production build, then the size benchmark: what each page
//                              fetches until it is complete, measured in Chromium against the
//                              real server, and budgets; exits 1 when a budget fails
//                              (npm run bench:size; build/bench-size.mjs)
// Each job imports only its own modules: a --run tool loads neither terser nor zopfli.
const args = process.argv.slice(2);
const flags = new Set(args);

if (flags.has("--run")) {
  const tool = args[args.indexOf("--run") + 1];
  if (!tool) throw new Error("build.mjs --run: name the tool to run (a .ts file)");
  const { runTool } = await import("./build/run-tool.mjs");
  await runTool(tool);
} else if (flags.has("--dev")) {
  const { dev } = await import("./build/dev.mjs");
  await dev();
} else {
  const { isFresh, recordBuilt, sourceHash } = await import("./build/source-hash.mjs");
  const hash = sourceHash();
  if (flags.has("--if-needed") && !flags.has("--bench-size") && isFresh(hash)) {
    console.log("build: up to date");
  } else {
    const { buildAll } = await import("./build/production.mjs");
    const build = await buildAll();
    recordBuilt(hash);
    if (flags.has("--bench-size")) {
      const { benchSize } = await import("./build/bench-size.mjs");
      if (!(await benchSize(build))) process.exitCode = 1;
    }
  }
}
