import { readFileSync } from "node:fs";
import path from "node:path";
import type { Lang } from "../../../sdk/types.gen";
import { projectRoot } from "../../contract";
import { languages } from "../../i18n";

type Tree = { [key: string]: string | Tree };

/** `{ "section": { "key": "…" } }` → `{ "section.key": "…" }`, as the app's messages are. */
function flatten(tree: Tree, prefix = "", flat = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat.set(id, value);
    else flatten(value, id, flat);
  }
  return flat;
}

/**
 * The messages the build put in the app (`locales/*.json`), flattened. The keys of the English
 * file are the keys there are: an override of any other key would show nowhere.
 */
export interface BundledMessages {
  /** Every key of locales/en.json, in the file's order. */
  keys: readonly string[];
  text(lang: Lang, key: string): string | null;
  has(key: string): boolean;
}

let loaded: BundledMessages | null = null;

/** Read once per process: the files change only with a new build (and a restart). */
export function bundledMessages(): BundledMessages {
  if (loaded) return loaded;
  const byLang = new Map<Lang, Map<string, string>>();
  for (const lang of languages) {
    const file = path.join(projectRoot(), "locales", `${lang}.json`);
    byLang.set(lang, flatten(JSON.parse(readFileSync(file, "utf8")) as Tree));
  }
  const english = byLang.get("en") ?? new Map<string, string>();
  loaded = {
    keys: [...english.keys()],
    text: (lang, key) => byLang.get(lang)?.get(key) ?? null,
    has: (key) => english.has(key),
  };
  return loaded;
}
