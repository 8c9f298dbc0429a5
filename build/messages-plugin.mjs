// locales/*.json compiled to ICU message ASTs at build time (an esbuild plugin).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./paths.mjs";

/** `{ "section": { "key": "…" } }` → `{ "section.key": "…" }`, as src/i18n/load-messages.ts does. */
function flattenTree(tree, prefix = "", flat = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat[id] = value;
    else if (typeof value === "object" && value !== null) flattenTree(value, id, flat);
    else throw new Error(`${id} is neither a string nor an object`);
  }
  return flat;
}

/**
 * locales/*.json become flat `{ id: MessageFormatElement[] }` ASTs at build time, so the browser
 * never parses ICU messages and the parser (with its skeleton parser) stays out of the bundle:
 * `@formatjs/icu-messageformat-parser` resolves to its `no-parser.js` build (same version, per
 * importer), which keeps the AST helpers and throws if a string message ever reaches it. A
 * malformed message now fails the build instead of a page at run time.
 */
export const precompiledMessages = {
  name: "precompiled-messages",
  async setup(build) {
    // The parser intl-messageformat itself depends on, so the ASTs are exactly what it would
    // have made at run time (the devDependency of the same name may be another version).
    const runtime = createRequire(createRequire(import.meta.url).resolve("intl-messageformat"));
    const { parse: parseMessage } = await import(
      pathToFileURL(runtime.resolve("@formatjs/icu-messageformat-parser")).href
    );
    const localesDir = join(root, "locales");
    build.onLoad({ filter: /[\\/]locales[\\/][a-z]{2}\.json$/ }, ({ path }) => {
      if (dirname(path) !== localesDir) return undefined;
      const lang = basename(path, ".json");
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
      return errors.length ? { errors } : { contents: JSON.stringify(compiled), loader: "json" };
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
