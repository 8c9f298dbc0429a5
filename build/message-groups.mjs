// Which messages each part of the app uses, so that a page downloads its own and no others.
import { existsSync, readFileSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { LAZY_ROOT } from "./chunks-plugin.mjs";
import { DEFAULT_LOCALE } from "./locales.mjs";
import { flattenTree } from "./messages-plugin.mjs";
import { root } from "./paths.mjs";

/**
 * The production build splits each language's messages by where they are used: the entry's
 * ("core", in the language's chunk that loads before the first render) and, for each module
 * the app imports lazily, the ones its code uses beyond the core, in a chunk of their own per
 * language that its wrapper (build/chunks-plugin.mjs) loads before the module's import()
 * resolves (src/app/effects/message-groups.ts). A visitor's first page then fetches a few
 * hundred messages instead of all of them (docs/performance.md).
 *
 * Which ids a module uses is read from its source: every string or template literal that
 * starts with a namespace of the locale files (`"nav.home"`, `` `errors.${code}` ``,
 * `"subscription.period."`) takes every id it is a prefix of, and an id that is a namespace of
 * its own (`"error"`) is taken where it is quoted whole. So an id must appear in the
 * code that renders it, whole or as a literal prefix; one put together from two variables
 * would be missed (the e2e runs fail on a missing message: tests/e2e/test.ts).
 */

const ENTRY = "src/main.tsx";

/** Every message id of the default locale file (all four have the same ids: a unit test). */
function messageIds() {
  const tree = JSON.parse(readFileSync(join(root, "locales", `${DEFAULT_LOCALE}.json`), "utf8"));
  return Object.keys(flattenTree(tree));
}

/** The ids a source file's literals name (see above). */
export function idsInSource(source, ids, namespaces) {
  const literal = new RegExp(
    `["'\`]((?:${namespaces.join("|")})\\.[A-Za-z0-9_.-]*)(?=["'\`]|\\$\\{)`,
    "g",
  );
  const found = new Set();
  for (const [, prefix] of source.matchAll(literal)) {
    for (const id of ids) if (id.startsWith(prefix)) found.add(id);
  }
  // An id of a namespace's own (`error`) is named whole.
  for (const id of ids) {
    if (!id.includes(".") && new RegExp(`["'\`]${id}["'\`]`).test(source)) found.add(id);
  }
  return found;
}

/** A module and everything it imports statically (not through import()), in the metafile. */
function staticClosure(inputs, start) {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    for (const imported of inputs[queue.shift()]?.imports ?? []) {
      if (imported.kind === "dynamic-import" || seen.has(imported.path)) continue;
      seen.add(imported.path);
      queue.push(imported.path);
    }
  }
  return seen;
}

/**
 * From a first pass's metafile: the core ids and, per lazily imported module of src/ (as
 * build/chunks-plugin.mjs names it), its group: an id and the ids it adds to the core.
 */
export function planMessageGroups(metafile) {
  const { inputs } = metafile;
  const ids = messageIds();
  const namespaces = [...new Set(ids.map((id) => id.split(".")[0]))];
  const cache = new Map();
  const idsOf = (modules) => {
    const found = new Set();
    for (const module of modules) {
      if (!cache.has(module)) {
        const file = join(root, module);
        const scanned =
          module.includes("node_modules/") || module.includes(":") || !existsSync(file)
            ? new Set()
            : idsInSource(readFileSync(file, "utf8"), ids, namespaces);
        cache.set(module, scanned);
      }
      for (const id of cache.get(module)) found.add(id);
    }
    return found;
  };

  const lazyPrefix = `${LAZY_ROOT}:`;
  const wrapped = Object.keys(inputs)
    .filter((input) => input.startsWith(lazyPrefix))
    .map((input) => input.slice(lazyPrefix.length));
  // import() of modules the build does not wrap (the SDK) cannot wait for messages: theirs
  // join the core.
  const unwrapped = new Set();
  for (const input of Object.values(inputs)) {
    for (const imported of input.imports ?? []) {
      if (imported.kind === "dynamic-import" && !imported.path.startsWith(lazyPrefix)) {
        unwrapped.add(imported.path);
      }
    }
  }
  const core = idsOf(staticClosure(inputs, ENTRY));
  for (const module of unwrapped)
    for (const id of idsOf(staticClosure(inputs, module))) core.add(id);

  const groups = new Map();
  const taken = new Set();
  for (const module of wrapped.sort()) {
    const own = [...idsOf(staticClosure(inputs, module))].filter((id) => !core.has(id)).sort();
    if (!own.length) continue;
    const base = basename(module, extname(module));
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    groups.set(module, { name, ids: own });
  }
  return { core: [...core].sort(), groups, total: ids.length };
}
