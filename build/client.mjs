// The SPA: esbuild's options for the browser bundle, and terser's second pass over it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { minify as terser } from "terser";
import { firstLoadChunk } from "./chunks-plugin.mjs";
import { builtInExternalStore } from "./external-store-plugin.mjs";
import { precompiledMessages } from "./messages-plugin.mjs";
import { packagesAsInstalled } from "./packages-as-installed-plugin.mjs";
import { assetsDir, dist, LIVE_RELOAD_PORT, publicDir, root } from "./paths.mjs";
import { uncheckedAnswers } from "./unchecked-answers-plugin.mjs";

/**
 * `BUILD_SOURCEMAP=external` (npm run bench:profile): the production build with source maps,
 * so a CPU profile of the minified chunks can be mapped back to its modules. "external" adds
 * no sourceMappingURL comment, and minifyAgain moves each map to dist/sourcemaps/: the server
 * never offers them. The chunks hold the same code as without maps: only their hashed names
 * differ (esbuild's hash covers the map), and with them the minified names of their imports.
 */
const externalMaps = process.env.BUILD_SOURCEMAP === "external";
const sourceMapsDir = join(dist, "sourcemaps");

/**
 * esbuild options of the SPA: code-split ES modules with hashed names in dist/public/assets.
 * `messageGroups` (production: build/message-groups.mjs) splits each language's messages by
 * the modules that use them; without it every message is in the language's one chunk.
 */
export function clientOptions({ production, buildId, messageGroups }) {
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
    sourcemap: production ? (externalMaps ? "external" : false) : "linked",
    metafile: true,
    legalComments: "none",
    // Module scripts are always decoded as UTF-8: Cyrillic and Persian messages ship as
    // themselves instead of \uXXXX escapes (half the raw size of the ru and fa chunks).
    charset: "utf8",
    logLevel: "warning",
    plugins: [
      precompiledMessages(messageGroups),
      builtInExternalStore,
      firstLoadChunk(messageGroups),
      // Development builds keep the SDK's answer checks: drift shows while working.
      ...(production ? [uncheckedAnswers] : []),
      // Last: the plugins above load their own files first.
      ...(production && externalMaps ? [packagesAsInstalled] : []),
    ],
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

/**
 * esbuild minifies fast; terser, run once more over each production chunk, finds what esbuild
 * leaves (about 3% of the gzipped first load). Names keep esbuild's content hashes, which still
 * change exactly when the code does.
 */
/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): every function of the
 * file is compiled while the script streams in, off the main thread. Without it V8 compiles a
 * function on its first call, on the main thread: react-dom's client alone, which esbuild wraps
 * in one function (it is CommonJS), took 150–300 ms of the entry's task on a phone-speed CPU
 * (docs/performance.md). Only for the first-load chunk, all of whose code runs at start.
 * Browsers without the hint read a comment.
 */
const COMPILE_ALL_HINT = "//# allFunctionsCalledOnLoad";
const FIRST_LOAD_INPUT = "src/app/first-load.ts";

export async function minifyAgain(metafile) {
  // Maps of an earlier build would no longer match the chunks of the same names' successors.
  rmSync(sourceMapsDir, { recursive: true, force: true });
  for (const path of Object.keys(metafile.outputs).filter((p) => p.endsWith(".js"))) {
    const file = join(root, path);
    const { code, map } = await terser(readFileSync(file, "utf8"), {
      module: true,
      ecma: 2020,
      compress: { passes: 2 },
      mangle: true,
      // terser maps its output through esbuild's map, back to the modules.
      sourceMap: externalMaps ? { content: readFileSync(`${file}.map`, "utf8") } : false,
    });
    if (code === undefined) throw new Error(`terser returned nothing for ${path}`);
    const eager = FIRST_LOAD_INPUT in metafile.outputs[path].inputs;
    writeFileSync(file, eager ? `${COMPILE_ALL_HINT}\n${code}` : code);
    if (externalMaps && typeof map === "string") {
      // As deep below dist/ as the chunk was: the map's relative source paths still resolve.
      const mapFile = join(sourceMapsDir, `${relative(publicDir, file)}.map`);
      mkdirSync(dirname(mapFile), { recursive: true });
      // The hint's line comes before the code the map describes.
      writeFileSync(mapFile, eager ? map.replace('"mappings":"', '"mappings":";') : map);
      rmSync(`${file}.map`);
    }
  }
}
