// locales/*.json compiled to ICU message ASTs at build time (an esbuild plugin).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./paths.mjs";

/** `{ "section": { "key": "…" } }` → `{ "section.key": "…" }`, as src/i18n/load-messages.ts does. */
export function flattenTree(tree, prefix = "", flat = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat[id] = value;
    else if (typeof value === "object" && value !== null) flattenTree(value, id, flat);
    else throw new Error(`${id} is neither a string nor an object`);
  }
  return flat;
}

export const MESSAGE_GROUP = "message-group";

/**
 * locales/*.json become flat `{ id: MessageFormatElement[] }` ASTs at build time, so the browser
 * never parses ICU messages and the parser (with its skeleton parser) stays out of the bundle:
 * `@formatjs/icu-messageformat-parser` resolves to its `no-parser.js` build (same version, per
 * importer), which keeps the AST helpers and throws if a string message ever reaches it. A
 * malformed message now fails the build instead of a page at run time.
 *
 * With a plan (build/message-groups.mjs, production builds) `locales/<lang>.json` holds only the
 * core messages, and `message-group:<lang>-<name>` (imported by build/chunks-plugin.mjs's
 * wrappers) a lazy module's own.
 */
export function precompiledMessages(plan) {
  return {
    name: "precompiled-messages",
    async setup(build) {
      // The parser intl-messageformat itself depends on, so the ASTs are exactly what it would
      // have made at run time (the devDependency of the same name may be another version).
      const runtime = createRequire(createRequire(import.meta.url).resolve("intl-messageformat"));
      const { parse: parseMessage } = await import(
        pathToFileURL(runtime.resolve("@formatjs/icu-messageformat-parser")).href
      );
      const localesDir = join(root, "locales");
      const compiledByLang = new Map();
      /** Every message of a language, compiled once per build: `{ compiled, errors }`. */
      const compile = (lang) => {
        if (!compiledByLang.has(lang)) {
          const path = join(localesDir, `${lang}.json`);
          const compiled = {};
          const errors = [];
          for (const [id, message] of Object.entries(
            flattenTree(JSON.parse(readFileSync(path, "utf8"))),
          )) {
            try {
              // The options react-intl would parse with at run time (intl-messageformat adds the locale).
              compiled[id] = parseMessage(message, { locale: new Intl.Locale(lang) });
            } catch (error) {
              errors.push({ text: `${lang}: message "${id}" is not valid ICU: ${error.message}` });
            }
          }
          compiledByLang.set(lang, { compiled, errors });
        }
        return compiledByLang.get(lang);
      };
      const pick = (lang, ids, watchFile) => {
        const { compiled, errors } = compile(lang);
        if (errors.length) return { errors };
        const chosen = ids ? Object.fromEntries(ids.map((id) => [id, compiled[id]])) : compiled;
        return {
          contents: JSON.stringify(chosen),
          loader: "json",
          watchFiles: [watchFile],
        };
      };
      build.onLoad({ filter: /[\\/]locales[\\/][a-z]{2}\.json$/ }, ({ path }) => {
        if (dirname(path) !== localesDir) return undefined;
        return pick(basename(path, ".json"), plan?.core, path);
      });
      build.onResolve({ filter: new RegExp(`^${MESSAGE_GROUP}:`) }, ({ path }) => ({
        path: path.slice(MESSAGE_GROUP.length + 1),
        namespace: MESSAGE_GROUP,
      }));
      build.onLoad({ filter: /.*/, namespace: MESSAGE_GROUP }, ({ path }) => {
        const [lang, name] = [path.slice(0, 2), path.slice(3)];
        const group = [...(plan?.groups.values() ?? [])].find((g) => g.name === name);
        if (!group) return { errors: [{ text: `no message group ${name}` }] };
        return pick(lang, group.ids, join(localesDir, `${lang}.json`));
      });
      build.onResolve({ filter: /^@formatjs\/icu-messageformat-parser$/ }, (args) =>
        build.resolve("@formatjs/icu-messageformat-parser/no-parser.js", {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
        }),
      );
    },
  };
}
