// Reading esbuild's metafile: which output holds a module, and what an output needs first.
import { LAZY_ROOT } from "./chunks-plugin.mjs";

/**
 * The module an output was made for, if any: a lazy chunk's is named in build/chunks-plugin.mjs's
 * namespace (`lazy-root:src/features/account/ProfilePage.tsx`), read here as the module it wraps.
 */
export function entryModule(output) {
  const entry = output.entryPoint;
  return entry?.startsWith(`${LAZY_ROOT}:`) ? entry.slice(LAZY_ROOT.length + 1) : entry;
}

/**
 * The output holding a module: for one imported with import(), its own output (entryPoint),
 * which may hold nothing but re-exports; otherwise the chunk its code went into.
 */
export function chunkOf(outputs, input) {
  const paths = Object.keys(outputs).filter((path) => !path.endsWith(".map"));
  return (
    paths.find((path) => entryModule(outputs[path]) === input) ??
    paths.find((path) => input in outputs[path].inputs)
  );
}

/** A chunk and everything it imports statically: what must arrive before it can run. */
export function chunkClosure(outputs, start, into = new Set()) {
  if (into.has(start) || !outputs[start]) return into;
  into.add(start);
  for (const imported of outputs[start].imports) {
    if (imported.kind === "import-statement") chunkClosure(outputs, imported.path, into);
  }
  return into;
}

/** The output of the app's entry (src/main.tsx) and its metafile entry. */
export function entryOutput(outputs) {
  const path = Object.keys(outputs).find((key) => outputs[key].entryPoint === "src/main.tsx");
  if (!path) throw new Error("build: no output for src/main.tsx");
  return path;
}
