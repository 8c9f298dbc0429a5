// Where the bundler puts code shared by the entry and the lazy chunks: in the first load's one
// chunk (an esbuild plugin), decided here so that no source file imports anything for it.
import { dirname, join, relative, sep } from "node:path";
import { LOCALES } from "./locales.mjs";
import { MESSAGE_GROUP } from "./messages-plugin.mjs";
import { root } from "./paths.mjs";

/** Everything the entry (src/main.tsx) runs: the module every lazy chunk is made to import. */
export const FIRST_LOAD = join(root, "src/app/first-load.ts");
/** The namespace of the wrappers below; build/chunk-graph.mjs reads metafile names without it. */
export const LAZY_ROOT = "lazy-root";
/** Where a lazy module's wrapper asks for its messages (build/message-groups.mjs). */
const MESSAGE_GROUPS_RUNTIME = join(root, "src/app/effects/message-groups.ts");
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
export function firstLoadChunk(plan) {
  return {
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
        const group = plan?.groups.get(path.split(sep).join("/"));
        return {
          contents: [
            `import ${JSON.stringify(FIRST_LOAD)};`,
            ...(group ? waitForMessages(group) : []),
            `export * from ${JSON.stringify(module)};`,
            "",
          ].join("\n"),
          resolveDir: dirname(module),
          loader: "js",
        };
      });
    },
  };
}

/**
 * A lazy module's own messages (build/message-groups.mjs), one chunk per language: its
 * import() resolves once those of the language shown have joined the catalogue, so the
 * module never renders an id it has no message for.
 */
function waitForMessages({ name }) {
  const loaders = LOCALES.map(
    (lang) => `${lang}: () => import(${JSON.stringify(`${MESSAGE_GROUP}:${lang}-${name}`)})`,
  );
  return [
    `import { messageGroupReady } from ${JSON.stringify(MESSAGE_GROUPS_RUNTIME)};`,
    `await messageGroupReady(${JSON.stringify(name)}, { ${loaders.join(", ")} });`,
  ];
}
