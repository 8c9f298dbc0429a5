/**
 * What index.html draws and fetches before the app's code has arrived. On a slow phone link the
 * JavaScript takes a second or two to download and run; until then a visitor would look at a
 * blank page. This draws the header and, where a page has one, its heading in the visitor's
 * language and colour mode, and starts downloading every chunk that page will ask for.
 * React replaces the drawing when it renders (createRoot empties #root).
 */

export interface FirstPaintPage {
  /** Text id of the page heading. */
  heading: string;
  /** Text id of the paragraph under it (the home page's lead). */
  lead?: string;
}

/** What drawShell draws. */
export interface ShellData {
  defaultLocale: string;
  /** Languages written right to left. */
  rightToLeft: string[];
  /** The app's storage keys for the language and the colour mode (STORAGE_KEYS). */
  storageKeys: { locale: string; colorMode: string };
  /** Text id → text, per language: only the ids the drawing uses. */
  texts: Record<string, Record<string, string>>;
  sections: ReadonlyArray<{ href: string; labelId: string }>;
  brandId: string;
  sectionsLabelId: string;
  /** Exact path → its heading. */
  pages: Record<string, FirstPaintPage>;
}

/** What startApp fetches: chunk URLs, as build.mjs finds them in the build's metafile. */
export interface ChunkHints {
  /** The app's entry module. */
  entry: string;
  /** The chunks it imports statically. */
  entryImports: string[];
  /** Chunks every page asks for once the entry runs. */
  always: string[];
  /** Per language, the chunks of its messages every page needs. */
  locale: Record<string, string[]>;
  /**
   * A path pattern (regular expression source), the chunks of the page it shows and, per
   * language, those of the page's own messages.
   */
  routes: Array<[string, string[], Record<string, string[]>]>;
}

/**
 * Starts the app once the first paint is on screen: the entry module, and a modulepreload link
 * for every chunk the page will ask for (the messages of `lang`, the language drawShell chose),
 * so they download alongside the entry instead of one after another. Waiting for the paint
 * costs a frame; not waiting lets a fast or cached download run the app's code before
 * anything is drawn. A background tab paints nothing, so a timer starts the app there.
 * Serialised with Function.prototype.toString by src/shell/index-html.ts: it must not refer to
 * anything outside itself but its arguments and the browser's globals.
 */
export function startApp(hints: ChunkHints, lang: string): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The entry and its static imports are preloaded by index.html's head already.
    let chunks = hints.always.concat(hints.locale[lang] ?? []);
    for (const [pattern, list, messages] of hints.routes) {
      if (new RegExp(pattern).test(location.pathname)) {
        chunks = chunks.concat(list, messages[lang] ?? []);
      }
    }
    const entry = document.createElement("script");
    entry.type = "module";
    entry.src = hints.entry;
    document.head.appendChild(entry);
    // One link a task: starting a request costs the main thread a few milliseconds on a slow
    // phone, and thirty in one task held it for up to 600 ms (docs/performance.md). The
    // entry's own import() of a chunk not yet announced fetches it all the same.
    const queue = [...new Set(chunks)];
    const next = () => {
      const href = queue.shift();
      if (href === undefined) return;
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
      setTimeout(next, 0);
    };
    next();
  };
  // A frame callback runs just before the paint; the timeout inside it, just after.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
}

/**
 * Draws the header and the page heading in the visitor's language, chosen as
 * src/i18n/resolve-locale.ts chooses it (`?l=`, then the stored language, then the default),
 * and colour mode (the stored one, else the system's, as the colour mode machine decides).
 * Returns the language, for startApp. Self-contained, like startApp.
 */
export function drawShell(data: ShellData): string {
  let storedLocale: string | null = null;
  let storedMode: string | null = null;
  try {
    storedLocale = localStorage.getItem(data.storageKeys.locale);
    storedMode = localStorage.getItem(data.storageKeys.colorMode);
  } catch {
    // Storage refused (private mode, a sandboxed frame): the defaults below.
  }
  const asked = new URLSearchParams(location.search).get("l");
  // Own keys only: `?l=constructor` is not a language.
  const known = (l: string | null): l is string => l !== null && Object.hasOwn(data.texts, l);
  const lang = [asked, storedLocale].find(known) ?? data.defaultLocale;
  const path = location.pathname;

  const root = document.getElementById("root");
  if (!root || root.firstChild) return lang;
  const texts = data.texts[lang] ?? {};
  const text = (id: string) => texts[id] ?? "";
  const element = (tag: string, className?: string, content?: string) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (content !== undefined) node.textContent = content;
    return node;
  };

  document.documentElement.lang = lang;
  document.documentElement.dir = data.rightToLeft.includes(lang) ? "rtl" : "ltr";
  const dark =
    storedMode === "dark" ||
    (storedMode !== "light" && matchMedia("(prefers-color-scheme: dark)").matches);

  const shell = element("div", dark ? "fp fp-dark" : "fp");
  const bar = element("header", "fp-bar");
  const top = element("div", "fp-top");
  const brand = element("a", "fp-brand", text(data.brandId));
  brand.setAttribute("href", "/");
  top.appendChild(brand);
  const nav = element("nav", "fp-nav");
  nav.setAttribute("aria-label", text(data.sectionsLabelId));
  const list = element("ul");
  for (const section of data.sections) {
    const link = element("a", undefined, text(section.labelId));
    link.setAttribute("href", section.href);
    if (section.href === path) link.setAttribute("aria-current", "page");
    const item = element("li");
    item.appendChild(link);
    list.appendChild(item);
  }
  nav.appendChild(list);
  bar.append(top, nav);

  const main = element("main", "fp-main");
  const page = data.pages[path];
  if (page) {
    const holder = page.lead ? element("section", "fp-hero") : main;
    holder.appendChild(element("h1", undefined, text(page.heading)));
    if (page.lead) holder.appendChild(element("p", undefined, text(page.lead)));
    if (holder !== main) main.appendChild(holder);
  }
  shell.append(bar, main);
  root.appendChild(shell);
  return lang;
}
