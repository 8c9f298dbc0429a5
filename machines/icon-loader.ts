import type { ExtendedIconifyIcon, IconifyJSON } from "@iconify/types";
import { getIconData } from "@iconify/utils/lib/icon-set/get-icon";

/** SPEC section 9: an icon request's URL stays under 500 characters and waits 5000 ms at most. */
export const ICON_URL_LIMIT = 500;
export const ICON_TIMEOUT_MS = 5000;
/** SPEC section 7's words, logged whenever an answer is not an icon set. */
export const ICONS_FAILED_MESSAGE = "Failed to load custom icons";

/** An icon ready to draw: its SVG body and box, the collection's defaults filled in. */
export type LoadedIcon = ExtendedIconifyIcon;

export interface IconLoaderEffects {
  /**
   * The icon endpoint's URL base (`<origin>/api`); requests go to
   * `<base>/_nuxt_icon/<collection>.json?icons=a,b`, which the loader keeps under the limit.
   */
  baseUrl: string;
  /** One request of some icons of a collection (the SDK's `getIcons`); rejects on a bad answer. */
  fetchIcons: (collection: string, names: string[], signal: AbortSignal) => Promise<unknown>;
  /** `console.error` in the app. */
  logError: (message: string, detail: unknown) => void;
  /** When the names asked in this tick are sent: the next macrotask in the app. */
  schedule?: (flush: () => void) => void;
}

export interface IconLoader {
  /** The icon `collection:name`, or null when the collection has none such or it failed. */
  load: (icon: string) => Promise<LoadedIcon | null>;
  /** The icon when it has loaded already (so a screen draws it at once, without a spinner). */
  peek: (icon: string) => LoadedIcon | null | undefined;
}

interface Waiting {
  resolve: (icon: LoadedIcon | null) => void;
}

/** `mdi:home` → ["mdi", "home"]; a name without a collection is none. */
export function splitIconName(icon: string): [string, string] | null {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*):([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(icon);
  return match ? [match[1] ?? "", match[2] ?? ""] : null;
}

/** The request's URL as it is measured: commas counted encoded (`%2C`), the longest form. */
export function iconsUrl(baseUrl: string, collection: string, names: string[]): string {
  return `${baseUrl}/_nuxt_icon/${collection}.json?icons=${encodeURIComponent(names.join(","))}`;
}

/** The names in as few requests as the URL limit allows, in the order they were asked. */
export function splitByUrlLimit(baseUrl: string, collection: string, names: string[]): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  for (const name of names) {
    if (
      batch.length > 0 &&
      iconsUrl(baseUrl, collection, [...batch, name]).length > ICON_URL_LIMIT
    ) {
      batches.push(batch);
      batch = [];
    }
    batch.push(name);
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

function isIconSet(value: unknown, collection: string): value is IconifyJSON {
  if (typeof value !== "object" || value === null) return false;
  const set = value as Partial<IconifyJSON>;
  return set.prefix === collection && typeof set.icons === "object" && set.icons !== null;
}

/**
 * SPEC section 7's icon loader: every icon a screen asks for in one tick goes out in one
 * request per collection (more only when the URL would pass 500 characters), each given
 * 5000 ms. A bad answer (an error status, a timeout, anything that is not an icon set) logs
 * "Failed to load custom icons" and its icons draw as missing; they are asked again by the
 * next screen that needs them. Icons loaded, or known not to exist, are kept.
 */
export function createIconLoader(effects: IconLoaderEffects): IconLoader {
  const schedule = effects.schedule ?? ((flush) => setTimeout(flush, 0));
  const known = new Map<string, LoadedIcon | null>();
  const pending = new Map<string, Promise<LoadedIcon | null>>();
  let asked = new Map<string, Map<string, Waiting[]>>();
  let scheduled = false;

  async function request(collection: string, names: string[], waiting: Map<string, Waiting[]>) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ICON_TIMEOUT_MS);
    let set: IconifyJSON | null = null;
    try {
      const answer = await effects.fetchIcons(collection, names, controller.signal);
      if (!isIconSet(answer, collection)) throw new Error("not an icon set");
      set = answer;
    } catch (error) {
      effects.logError(ICONS_FAILED_MESSAGE, error);
    } finally {
      clearTimeout(timer);
    }
    for (const name of names) {
      const icon = `${collection}:${name}`;
      const data = set ? getIconData(set, name) : null;
      // Only an answer that says so makes an icon missing for good; a failure may pass.
      if (set) known.set(icon, data);
      pending.delete(icon);
      for (const { resolve } of waiting.get(name) ?? []) resolve(data);
    }
  }

  function flush() {
    scheduled = false;
    const batch = asked;
    asked = new Map();
    for (const [collection, waiting] of batch) {
      for (const names of splitByUrlLimit(effects.baseUrl, collection, [...waiting.keys()])) {
        void request(collection, names, waiting);
      }
    }
  }

  return {
    peek: (icon) => known.get(icon),
    load(icon) {
      if (known.has(icon)) return Promise.resolve(known.get(icon) ?? null);
      const inFlight = pending.get(icon);
      if (inFlight) return inFlight;
      const parts = splitIconName(icon);
      if (!parts) return Promise.resolve(null);
      const [collection, name] = parts;
      const loading = new Promise<LoadedIcon | null>((resolve) => {
        const waiting = asked.get(collection) ?? new Map<string, Waiting[]>();
        asked.set(collection, waiting);
        waiting.set(name, [...(waiting.get(name) ?? []), { resolve }]);
      });
      pending.set(icon, loading);
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
      return loading;
    },
  };
}
