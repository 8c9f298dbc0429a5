import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import * as esbuild from "esbuild";
// @ts-expect-error build/ is plain JavaScript without declarations
import { precompress } from "../build/precompress.mjs";

/**
 * The reference page of bench:lighthouse (bench/reference/reference-page.tsx), built into the
 * production build's dist/public for the length of the run only: the server serves any file
 * there, so the audit sees it through the same server, compression and headers as our pages,
 * while `npm start` never ships it (the bench deletes it, and every build empties dist/public).
 */

const publicDir = path.resolve("dist/public");
const folder = "bench-reference";
const dir = path.join(publicDir, folder);

/** The page as the server answers it; a folder URL would get the SPA's 404 shell. */
export const REFERENCE_PATH = `/${folder}/index.html`;

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="bench:lighthouse's reference: a bare React page">
<title>Reference</title>
<style>body{margin:0 auto;max-width:40rem;padding:1rem;font:16px/1.5 system-ui,sans-serif}</style>
<script type="module" src="reference.js"></script>
</head>
<body><div id="root"></div></body>
</html>
`;

export async function buildReference(): Promise<void> {
  if (!existsSync(path.join(publicDir, "index.html"))) {
    throw new Error("no production build in dist/public: run `node build.mjs` first");
  }
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  // As build/client.mjs makes our bundle, less what only our app needs.
  await esbuild.build({
    entryPoints: [path.resolve("bench/reference/reference-page.tsx")],
    outfile: path.join(dir, "reference.js"),
    bundle: true,
    splitting: false,
    format: "esm",
    platform: "browser",
    target: ["es2022", "chrome100", "firefox100", "safari15"],
    jsx: "automatic",
    minify: true,
    legalComments: "none",
    logLevel: "warning",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  });
  await writeFile(path.join(dir, "index.html"), html);
  // The server sends the .br or .gz beside a file when there is one, as for our pages.
  await precompress(dir);
}

export async function removeReference(): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
