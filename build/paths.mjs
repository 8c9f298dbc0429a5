// Where the build reads and writes: one place, so every build module agrees.
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository: build/ sits at its top. */
export const root = dirname(dirname(fileURLToPath(import.meta.url)));
export const dist = join(root, "dist");
export const publicDir = join(dist, "public");
export const assetsDir = join(publicDir, "assets");
export const serverOut = join(dist, "server", "main.mjs");
/** The hash of the sources the last build was made from (`--if-needed`). */
export const hashFile = join(dist, ".source-hash");
/** esbuild's change stream in `--dev`; the page's live reload listens to it. */
export const LIVE_RELOAD_PORT = Number(process.env.LIVE_RELOAD_PORT ?? 8081);

/** A built file (a metafile path, relative to root) as the page asks for it. */
export const assetUrl = (path) => `/${relative(publicDir, join(root, path))}`;
