import { existsSync } from "node:fs";
import { cp, readFile, rm } from "node:fs/promises";
import path from "node:path";

/**
 * A copy of the production build (the SPA, the server and the source maps) that a bench runs
 * from, so a rebuild of dist/ while it runs (a test, `npm start`) changes nothing under its
 * feet. It stays below dist/: the server finds the repository (and node_modules) by walking up.
 */
export interface DistSnapshot {
  publicDir: string;
  serverFile: string;
  /** dist/sourcemaps as the build left it: `assets/NAME.js.map` per chunk, or absent. */
  sourceMapsDir: string;
  remove(): Promise<void>;
}

/** Copies the build in `from` (a dist/ or a copy of one kept for comparison) below dist/. */
export async function snapshotDist(name: string, from = "dist"): Promise<DistSnapshot> {
  const dir = path.resolve("dist", `${name}-${process.pid}`);
  const snapshot: DistSnapshot = {
    publicDir: path.join(dir, "public"),
    serverFile: path.join(dir, "server", "main.mjs"),
    sourceMapsDir: path.join(dir, "sourcemaps"),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
  try {
    await cp(path.join(from, "public"), snapshot.publicDir, { recursive: true });
    await cp(path.join(from, "server", "main.mjs"), snapshot.serverFile);
    if (existsSync(path.join(from, "sourcemaps"))) {
      await cp(path.join(from, "sourcemaps"), snapshot.sourceMapsDir, { recursive: true });
    }
    await checkWhole(snapshot.publicDir);
  } catch (error) {
    await snapshot.remove();
    throw error;
  }
  return snapshot;
}

/** A build copied while another was being written misses the scripts its index.html names. */
async function checkWhole(publicDir: string): Promise<void> {
  const html = await readFile(path.join(publicDir, "index.html"), "utf8");
  for (const [, asset] of html.matchAll(/"\/(assets\/[^"]+\.js)"/g)) {
    if (asset && !existsSync(path.join(publicDir, asset))) {
      throw new Error(`dist/ changed while it was copied (no ${asset}): build again`);
    }
  }
}
