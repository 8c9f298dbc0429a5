import type { Messages } from "../../machines/locale.machine";
import type { Lang } from "../../sdk";

type Tree = { [key: string]: string | Tree };

/** Nested locale files become the flat `section.key` ids react-intl looks up. */
export function flattenMessages(tree: Tree, prefix = ""): Messages {
  const flat: Messages = {};
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat[id] = value;
    else Object.assign(flat, flattenMessages(value, id));
  }
  return flat;
}

// One literal import per language so the bundler emits each as its own lazy chunk.
const loaders: Record<Lang, () => Promise<{ default: Tree }>> = {
  en: () => import("../../locales/en.json"),
  ru: () => import("../../locales/ru.json"),
  uz: () => import("../../locales/uz.json"),
  fa: () => import("../../locales/fa.json"),
};

export async function loadMessages(locale: Lang): Promise<Messages> {
  const module = await loaders[locale]();
  return flattenMessages(module.default);
}
