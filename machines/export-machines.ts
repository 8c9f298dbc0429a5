import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import * as esbuild from "esbuild";

/**
 * `npm run machines:export`: one self-contained file per machine for the Stately visualizer
 * (stately.ai/viz), `dist/machines/<name>.machine.js` (`MACHINES_EXPORT_DIR` for another
 * folder). The machine files import local modules (the session its setup and the socket
 * machine, request-failure, next-path …), which the visualizer cannot fetch: here they are
 * inlined, types vanish, and `xstate` is the only import left. Machines get their effects
 * injected, so a machine that needs the SDK, `src/` or a package other than xstate at run time
 * is refused rather than exported with it. Run from the repository root, as npm runs scripts.
 */

const root = process.cwd();
const outDir = resolve(process.env.MACHINES_EXPORT_DIR ?? join(root, "dist", "machines"));

const entryPoints = readdirSync(join(root, "machines"))
  .filter((name) => name.endsWith(".machine.ts"))
  .map((name) => join("machines", name))
  .sort();
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const { metafile } = await esbuild.build({
  absWorkingDir: root,
  entryPoints,
  outdir: outDir,
  bundle: true,
  format: "esm",
  platform: "neutral",
  // Every package stays an import, so one other than xstate is refused below, not inlined.
  packages: "external",
  target: "es2022",
  metafile: true,
  logLevel: "warning",
});
const problems = Object.entries(metafile.outputs).flatMap(([file, output]) => [
  ...output.imports
    .filter((imported) => imported.path !== "xstate")
    .map((imported) => `${file} imports "${imported.path}"`),
  ...Object.keys(output.inputs)
    .filter((input) => !input.startsWith("machines/"))
    .map((input) => `${file} needs ${input} at run time`),
]);
if (problems.length > 0) {
  console.error(`machines:export: not self-contained:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`machines:export: ${entryPoints.length} machines, xstate their only import`);
for (const file of Object.keys(metafile.outputs).sort()) console.log(`  ${file}`);
