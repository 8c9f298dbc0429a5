// The production build: the SPA into dist/public (minified twice, precompressed), the server
// into dist/server, and the size report.
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as esbuild from "esbuild";
import { analyseBuild, printSizeReport } from "./analyse.mjs";
import { clientOptions, minifyAgain } from "./client.mjs";
import { writeIndexHtml } from "./index-html.mjs";
import { planMessageGroups } from "./message-groups.mjs";
import { assetsDir, publicDir, root } from "./paths.mjs";
import { precompress } from "./precompress.mjs";
import { serverOptions } from "./server.mjs";
import { writeSideFiles } from "./side-files.mjs";

/** Builds everything and returns the analysed build (build/analyse.mjs) for the benchmark. */
export async function buildAll() {
  rmSync(publicDir, { recursive: true, force: true });
  mkdirSync(assetsDir, { recursive: true });
  const buildId = randomUUID();
  // A first pass, unminified and unwritten, only to learn which modules use which messages.
  const firstPass = await esbuild.build({
    ...clientOptions({ production: true, buildId }),
    minify: false,
    write: false,
  });
  const messageGroups = planMessageGroups(firstPass.metafile);
  const client = await esbuild.build(clientOptions({ production: true, buildId, messageGroups }));
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
