// `--if-needed`: build only when something that goes into a build changed since the last one.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { hashFile, publicDir, root, serverOut } from "./paths.mjs";

/** Everything that goes into a build; a change to any of it means the build is stale. */
const SOURCES = [
  "src",
  "machines",
  "sdk",
  "server",
  "locales",
  "openapi.yaml",
  "package-lock.json",
  "build.mjs",
  "build",
];

export function sourceHash() {
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
  for (const entry of SOURCES) walk(join(root, entry));
  return hash.digest("hex");
}

/** Whether dist/ holds a whole build made from sources that hash to `hash`. */
export function isFresh(hash) {
  return (
    existsSync(join(publicDir, "index.html")) &&
    existsSync(serverOut) &&
    existsSync(hashFile) &&
    readFileSync(hashFile, "utf8") === hash
  );
}

/** Marks dist/ as built from sources that hash to `hash`. */
export function recordBuilt(hash) {
  writeFileSync(hashFile, hash);
}
