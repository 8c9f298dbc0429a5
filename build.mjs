#!/usr/bin/env node
// Builds Bozor: the SPA (esbuild, code-split, hashed, minified) into dist/public and the API
// server (bundled for Node 20) into dist/server.
//   node build.mjs             production build, prints the size report
//   node build.mjs --if-needed build only when a source changed since the last build (npm start)
//   node build.mjs --dev       watch both, restart the server and live-reload the browser
//   node build.mjs --run F.ts  bundle a TypeScript tool for Node and run it (npm run machines:paths)
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
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, "dist");
const publicDir = join(dist, "public");
const assetsDir = join(publicDir, "assets");
const serverOut = join(dist, "server", "main.mjs");
const hashFile = join(dist, ".source-hash");
const LIVE_RELOAD_PORT = Number(process.env.LIVE_RELOAD_PORT ?? 8081);

const args = new Set(process.argv.slice(2));

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

function clientOptions({ production, buildId }) {
  return {
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
    logLevel: "warning",
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

function writeIndexHtml(metafile) {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, output]) => output.entryPoint?.endsWith("src/main.tsx"));
  if (!entry) throw new Error("build: no output for src/main.tsx");
  const [entryPath, entryOutput] = entry;
  const href = (path) => `/${relative(publicDir, join(root, path))}`;
  const css = entryOutput.cssBundle
    ? `\n    <link rel="stylesheet" href="${href(entryOutput.cssBundle)}">`
    : "";
  const preloads = entryOutput.imports
    .filter((imported) => imported.kind === "import-statement")
    .map((imported) => `\n    <link rel="modulepreload" href="${href(imported.path)}">`)
    .join("");
  const html = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Bozor</title>
    <meta name="description" content="Bozor: mahsulotlar, xizmatlar va bizneslar bozori. Маркетплейс товаров, услуг и компаний Узбекистана.">
    <meta name="theme-color" content="#1d4ed8">
    <link rel="icon" href="data:,">${css}${preloads}
    <script type="module" src="${href(entryPath)}"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Bozor needs JavaScript. Bozor uchun JavaScript kerak. Для Bozor нужен JavaScript.</noscript>
  </body>
</html>
`;
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

/** Sizes of every output, and what the browser must download before `/` can render. */
function printSizeReport(metafile) {
  const rows = [];
  const gz = (path) => gzipSync(readFileSync(join(root, path)), { level: 9 }).length;
  for (const [path, output] of Object.entries(metafile.outputs)) {
    if (path.endsWith(".map")) continue;
    rows.push({ file: relative(publicDir, join(root, path)), bytes: output.bytes, gzip: gz(path) });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`.padStart(10);
  console.log("\nbundle size report (dist/public)");
  console.log(`${"file".padEnd(48)}${"raw".padStart(10)}${"gzip".padStart(10)}`);
  for (const row of rows) console.log(`${row.file.padEnd(48)}${kib(row.bytes)}${kib(row.gzip)}`);

  const entry = Object.entries(metafile.outputs).find(([, o]) =>
    o.entryPoint?.endsWith("src/main.tsx"),
  );
  const firstLoad = new Set();
  const visit = (path) => {
    if (firstLoad.has(path)) return;
    firstLoad.add(path);
    for (const imported of metafile.outputs[path].imports) {
      if (imported.kind === "import-statement") visit(imported.path);
    }
  };
  if (entry) visit(entry[0]);
  const firstLoadGzip = [...firstLoad].reduce((sum, path) => sum + gz(path), 0);
  console.log(
    `first-load JavaScript of /: ${[...firstLoad].length} files, ${kib(firstLoadGzip).trim()} gzip\n`,
  );
}

async function buildAll() {
  rmSync(publicDir, { recursive: true, force: true });
  mkdirSync(assetsDir, { recursive: true });
  const buildId = randomUUID();
  const client = await esbuild.build(clientOptions({ production: true, buildId }));
  writeIndexHtml(client.metafile);
  writeSideFiles(buildId);
  await esbuild.build(serverOptions);
  printSizeReport(client.metafile);
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
      env: { ...process.env, LIVE_RELOAD_ORIGIN: `http://127.0.0.1:${LIVE_RELOAD_PORT}` },
    });
  };
  const client = await esbuild.context({
    ...clientOptions({ production: false, buildId }),
    plugins: [
      {
        name: "index-html",
        setup(build) {
          build.onEnd((result) => {
            if (result.metafile) writeIndexHtml(result.metafile);
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
