// The SPA: esbuild's options for the browser bundle, and terser's second pass over it.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { minify as terser } from "terser";
import { firstLoadChunk } from "./chunks-plugin.mjs";
import { builtInExternalStore } from "./external-store-plugin.mjs";
import { precompiledMessages } from "./messages-plugin.mjs";
import { assetsDir, LIVE_RELOAD_PORT, root } from "./paths.mjs";

/** esbuild options of the SPA: code-split ES modules with hashed names in dist/public/assets. */
export function clientOptions({ production, buildId }) {
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
    sourcemap: production ? false : "linked",
    metafile: true,
    legalComments: "none",
    // Module scripts are always decoded as UTF-8: Cyrillic and Persian messages ship as
    // themselves instead of \uXXXX escapes (half the raw size of the ru and fa chunks).
    charset: "utf8",
    logLevel: "warning",
    plugins: [precompiledMessages, builtInExternalStore, firstLoadChunk],
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
export async function minifyAgain(metafile) {
  for (const path of Object.keys(metafile.outputs).filter((p) => p.endsWith(".js"))) {
    const file = join(root, path);
    const { code } = await terser(readFileSync(file, "utf8"), {
      module: true,
      ecma: 2020,
      compress: { passes: 2 },
      mangle: true,
    });
    if (code === undefined) throw new Error(`terser returned nothing for ${path}`);
    writeFileSync(file, code);
  }
}
