import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Messages } from "../../../machines/locale.machine";
import type { Lang } from "../../../sdk";

type Tree = { [key: string]: string | Tree };

/** What the production build makes of a locale file: flat ids with their parsed ICU messages. */
type CompiledMessages = Record<string, MessageFormatElement[]>;

/** Nested locale files become the flat `section.key` ids react-intl looks up. */
export function flattenMessages(tree: Tree, prefix = ""): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat[id] = value;
    else Object.assign(flat, flattenMessages(value, id));
  }
  return flat;
}

/**
 * build.mjs compiles each locale file to ASTs at build time (its `precompiledMessages` plugin),
 * so the bundle ships react-intl without the ICU parser; un-bundled (vitest) the import is the
 * JSON file itself, with strings react-intl parses.
 */
function isCompiled(catalogue: Tree | CompiledMessages): catalogue is CompiledMessages {
  return Object.values(catalogue).every((value) => Array.isArray(value));
}

// One literal import per language so the bundler emits each as its own lazy chunk.
const loaders: Record<Lang, () => Promise<{ default: Tree | CompiledMessages }>> = {
  en: () => import("../../../locales/en.json"),
  ru: () => import("../../../locales/ru.json"),
  uz: () => import("../../../locales/uz.json"),
  fa: () => import("../../../locales/fa.json"),
};

export async function loadMessages(locale: Lang): Promise<Messages> {
  const { default: catalogue } = await loaders[locale]();
  return isCompiled(catalogue) ? catalogue : flattenMessages(catalogue);
}
