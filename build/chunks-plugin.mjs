// Where the bundler puts code shared by the entry and the lazy chunks: in the first load's one
// chunk (an esbuild plugin), decided here so that no source file imports anything for it.
import { dirname, join, relative, sep } from "node:path";
import { root } from "./paths.mjs";

/** Everything the entry (src/main.tsx) runs: the module every lazy chunk is made to import. */
export const FIRST_LOAD = join(root, "src/app/first-load.ts");
/** The namespace of the wrappers below; build/chunk-graph.mjs reads metafile names without it. */
export const LAZY_ROOT = "lazy-root";
const SRC = join(root, "src") + sep;

/**
 * esbuild puts code in a chunk per set of entry points that reach it. Code the entry shares
 * with some lazy chunks (import()) would then land in a dozen small shared chunks, each one
 * more request before the first render (a round trip on a phone link). So every import() of a
 * module of src/ is answered with a wrapper that imports the first-load module and re-exports
 * the module asked for: every lazy chunk then reaches all of the entry's code, which lands in
 * one chunk. The wrapper costs a lazy chunk nothing: the first load has already run. A
 * module imported statically is left alone, so a shared component is still one module.
 * `npm run bench:size` counts the first load's files (its `entryFiles` budget).
 */
export const firstLoadChunk = {
  name: "first-load-chunk",
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== "dynamic-import" || args.pluginData === LAZY_ROOT) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        // Not this plugin again: esbuild's own resolution.
        pluginData: LAZY_ROOT,
      });
      if (resolved.errors.length) return { errors: resolved.errors };
      const { path } = resolved;
      if (resolved.namespace !== "file" || !path.startsWith(SRC) || path === FIRST_LOAD) {
        return resolved;
      }
      // Named after the module, so its chunk keeps the module's name (ProfilePage-[hash].js),
      // and relative, so the metafile says `lazy-root:src/features/account/ProfilePage.tsx` on any machine.
      return { path: relative(root, path), namespace: LAZY_ROOT };
    });
    build.onLoad({ filter: /.*/, namespace: LAZY_ROOT }, ({ path }) => {
      const module = join(root, path);
      return {
        contents: `import ${JSON.stringify(FIRST_LOAD)};\nexport * from ${JSON.stringify(module)};\n`,
        resolveDir: dirname(module),
        loader: "js",
      };
    });
  },
};
