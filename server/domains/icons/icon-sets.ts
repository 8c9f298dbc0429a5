import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { IconifyJSON } from "@iconify/types";

/**
 * The icon collections the server carries, each an `@iconify-json/<prefix>` package (one
 * collection each, not the whole `@iconify/json`). Add a collection by installing its package
 * and naming it here.
 */
const COLLECTION_FILES: Record<string, string> = {
  mdi: "@iconify-json/mdi/icons.json",
};

export interface IconCollection {
  data: IconifyJSON;
  /** Every name an icon can be asked by (icons and aliases, hidden ones left out), sorted. */
  names: string[];
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, Promise<IconCollection>>();

async function readCollection(file: string): Promise<IconCollection> {
  const data = JSON.parse(await readFile(require.resolve(file), "utf8")) as IconifyJSON;
  const visible = (entries: Record<string, { hidden?: boolean }> | undefined) =>
    Object.entries(entries ?? {})
      .filter(([, icon]) => !icon.hidden)
      .map(([name]) => name);
  const names = [...visible(data.icons), ...visible(data.aliases)].sort();
  return { data, names };
}

/**
 * A collection by its prefix, or null when the server has none such. A collection is a few
 * megabytes of JSON: it is read on its first request, not at start, and kept.
 */
export function iconCollection(prefix: string): Promise<IconCollection> | null {
  const file = Object.hasOwn(COLLECTION_FILES, prefix) ? COLLECTION_FILES[prefix] : undefined;
  if (!file) return null;
  let collection = loaded.get(prefix);
  if (!collection) {
    collection = readCollection(file);
    // A failed read is not kept: the next request tries again.
    collection.catch(() => loaded.delete(prefix));
    loaded.set(prefix, collection);
  }
  return collection;
}

/** Whether `collection:name` is an icon the server can serve (an icon page's `icon`). */
export async function iconExists(icon: string): Promise<boolean> {
  const [prefix = "", name = ""] = icon.split(":");
  const collection = await iconCollection(prefix);
  if (!collection) return false;
  const { icons, aliases } = collection.data;
  return Object.hasOwn(icons, name) || Boolean(aliases && Object.hasOwn(aliases, name));
}
