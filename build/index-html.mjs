// dist/public/index.html: the first paint (src/shell/) with the preloads each page needs.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { chunkClosure, chunkOf, entryOutput } from "./chunk-graph.mjs";
import { DEFAULT_LOCALE, LOCALES } from "./locales.mjs";
import { MESSAGE_GROUP } from "./messages-plugin.mjs";
import { assetUrl, dist, publicDir, root } from "./paths.mjs";
import { earlyByRoute, ROUTES_FILE } from "./routes.mjs";

/**
 * What a first visit fetches after the entry has run, however it starts: without a hint the
 * browser learns of these chunks only once the entry has downloaded and run, then the page
 * chunk once the route renders, then the SDK once a machine calls it. index.html names them
 * at once instead (earlyLoadScript), so they download alongside the entry. Each page's own
 * are its `early` modules in src/routes.json.
 */
const EARLY_ALWAYS = ["sdk/index.ts", "sdk/client/index.ts", "src/app/auth-fetch.ts"];

/**
 * What a first visit fetches once the entry runs, per language and per route (URLs): the
 * first paint (src/shell/first-paint.ts) preloads them so they download alongside the entry.
 */
function earlyChunks(metafile, alreadyLoaded) {
  const outputs = metafile.outputs;
  const found = (input) => {
    const chunk = chunkOf(outputs, input);
    if (!chunk)
      throw new Error(`build: ${input} is in no chunk (update EARLY_ALWAYS or ${ROUTES_FILE})`);
    return chunk;
  };
  const urls = (modules) => {
    const chunks = new Set();
    for (const module of modules) chunkClosure(outputs, found(module), chunks);
    return [...chunks].filter((chunk) => !alreadyLoaded.has(chunk)).map(assetUrl);
  };
  // A lazy module's own messages (build/message-groups.mjs): its wrapper imports one chunk
  // per language, named for its group.
  const messages = (modules, locale) =>
    modules.flatMap((module) =>
      outputs[found(module)].imports
        .filter(({ kind, path }) => {
          const entry = kind === "dynamic-import" ? outputs[path]?.entryPoint : undefined;
          return entry?.startsWith(`${MESSAGE_GROUP}:${locale}-`);
        })
        .map(({ path }) => assetUrl(path)),
    );
  const byLocale = (modules) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, messages(modules, locale)]));
  return {
    always: urls(EARLY_ALWAYS),
    locale: Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        [...urls([`locales/${locale}.json`]), ...messages(EARLY_ALWAYS, locale)],
      ]),
    ),
    routes: earlyByRoute().map(([pattern, modules]) => [pattern, urls(modules), byLocale(modules)]),
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

export async function writeIndexHtml(metafile) {
  const entryPath = entryOutput(metafile.outputs);
  const entryOut = metafile.outputs[entryPath];
  const staticImports = entryOut.imports
    .filter((imported) => imported.kind === "import-statement")
    .map((imported) => imported.path);
  const { indexHtml } = await loadIndexHtml();
  const html = indexHtml({
    chunks: {
      entry: assetUrl(entryPath),
      entryImports: staticImports.map(assetUrl),
      ...earlyChunks(metafile, new Set([entryPath, ...staticImports])),
    },
    stylesheet: entryOut.cssBundle ? assetUrl(entryOut.cssBundle) : undefined,
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
