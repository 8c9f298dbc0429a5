import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../locales/en.json";
import fa from "../../locales/fa.json";
import ru from "../../locales/ru.json";
import uz from "../../locales/uz.json";
import type { ChunkHints } from "../../src/shell/first-paint";
import { firstPaintScript, firstPaintTexts, indexHtml } from "../../src/shell/index-html";

const LOCALES = { ru, uz, en, fa };

const CHUNKS: ChunkHints = {
  entry: "/assets/main.js",
  entryImports: ["/assets/first-load.js"],
  always: ["/assets/sdk.js"],
  locale: {
    ru: ["/assets/ru.js"],
    uz: ["/assets/uz.js"],
    en: ["/assets/en.js"],
    fa: ["/assets/fa.js"],
  },
  routes: [
    ["^/?$", ["/assets/HomeSections.js"], { ru: ["/assets/ru-HomeSections.js"] }],
    [
      "^/search/[^/]+/?$",
      ["/assets/SearchPage.js"],
      { en: ["/assets/en-SearchPage.js"], ru: ["/assets/ru-SearchPage.js"] },
    ],
  ],
};

/**
 * index.html's inline script, taken out of the page the build writes and run as the browser
 * would: it is the functions' own source, so this also proves they refer to nothing outside.
 */
function runFirstPaint(url: string, options: { dark?: boolean } = {}) {
  window.history.replaceState(null, "", url);
  window.matchMedia = vi.fn().mockReturnValue({ matches: options.dark ?? false });
  const html = indexHtml({ chunks: CHUNKS, locales: LOCALES, defaultLocale: "ru" });
  const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1];
  if (!script) throw new Error("index.html has no inline script");
  new Function(script)();
}

const chunksRequested = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute("href"),
  );

beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = '<div id="root"></div>';
  localStorage.clear();
  vi.useFakeTimers();
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) =>
    setTimeout(() => callback(0), 16),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute("dir");
});

describe("the first paint", () => {
  it("draws the header and the home page's heading in the default language", () => {
    runFirstPaint("/");
    const shell = document.querySelector("#root > .fp");
    expect(shell?.classList.contains("fp-dark")).toBe(false);
    expect(shell?.querySelector("header .fp-brand")?.textContent).toBe("Bozor");
    expect(shell?.querySelector("nav")?.getAttribute("aria-label")).toBe(ru.nav.sections);
    const sections = [...(shell?.querySelectorAll("nav a") ?? [])].map((a) => a.textContent);
    expect(sections).toContain(ru.search.products.title);
    expect(shell?.querySelector("main h1")?.textContent).toBe(ru.home.heading);
    expect(shell?.querySelector("main p")?.textContent).toBe(ru.home.lead);
    expect(document.documentElement.lang).toBe("ru");
  });

  it("follows ?l=, then the stored language, right to left in Persian", () => {
    localStorage.setItem("user-locale", "uz");
    runFirstPaint("/search/products");
    expect(document.querySelector("main h1")?.textContent).toBe(uz.search.products.title);
    expect(document.querySelector('nav a[aria-current="page"]')?.getAttribute("href")).toBe(
      "/search/products",
    );

    document.body.innerHTML = '<div id="root"></div>';
    runFirstPaint("/search/products?l=fa");
    expect(document.querySelector("main h1")?.textContent).toBe(fa.search.products.title);
    expect(document.documentElement.dir).toBe("rtl");
  });

  it("ignores a stored language that is not one of the four", () => {
    localStorage.setItem("user-locale", "de");
    runFirstPaint("/");
    expect(document.querySelector("main h1")?.textContent).toBe(ru.home.heading);
  });

  it("takes no inherited property for a language", () => {
    runFirstPaint("/?l=constructor");
    expect(document.documentElement.lang).toBe("ru");
    vi.advanceTimersByTime(20);
    expect(chunksRequested()).toContain("/assets/ru.js");
  });

  it("is dark when the stored mode or the system says so, and light when the stored mode does", () => {
    runFirstPaint("/", { dark: true });
    expect(document.querySelector(".fp")?.classList.contains("fp-dark")).toBe(true);

    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem("color-mode", "light");
    runFirstPaint("/", { dark: true });
    expect(document.querySelector(".fp")?.classList.contains("fp-dark")).toBe(false);

    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem("color-mode", "dark");
    runFirstPaint("/");
    expect(document.querySelector(".fp")?.classList.contains("fp-dark")).toBe(true);
  });

  it("draws only the header on a page without a known heading, and nothing over existing content", () => {
    runFirstPaint("/search/products/0b7c3c5e-0000-4000-8000-000000000000");
    expect(document.querySelector(".fp header")).not.toBeNull();
    expect(document.querySelector(".fp main")?.childElementCount).toBe(0);

    document.body.innerHTML = '<div id="root"><p>the app</p></div>';
    runFirstPaint("/");
    expect(document.querySelector(".fp")).toBeNull();
  });

  it("starts the app after the paint: the entry, its imports and the page's chunks", () => {
    localStorage.setItem("user-locale", "en");
    runFirstPaint("/search/products");
    expect(document.querySelector('script[type="module"]')).toBeNull();

    vi.advanceTimersByTime(20);
    expect(chunksRequested()).toEqual([
      "/assets/sdk.js",
      "/assets/en.js",
      "/assets/SearchPage.js",
      // The page's own messages, in the language shown only.
      "/assets/en-SearchPage.js",
    ]);
    expect(document.querySelector('script[type="module"]')?.getAttribute("src")).toBe(
      "/assets/main.js",
    );

    // The timer for tabs that never paint finds the app started and does nothing more.
    vi.advanceTimersByTime(1000);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it("starts the app in a tab that never paints", () => {
    vi.stubGlobal("requestAnimationFrame", () => 0);
    runFirstPaint("/");
    vi.advanceTimersByTime(300);
    expect(chunksRequested()).toContain("/assets/HomeSections.js");
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});

describe("index.html", () => {
  it("preloads the entry and its imports from its head, in every language", () => {
    const html = indexHtml({ chunks: CHUNKS, locales: LOCALES, defaultLocale: "ru" });
    const head = html.slice(0, html.indexOf("</head>"));
    expect(
      [...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]),
    ).toEqual(["/assets/main.js", "/assets/first-load.js"]);
  });

  it("refuses a language file without a text the first paint draws", () => {
    const { home: _home, ...withoutHome } = en;
    expect(() => firstPaintTexts({ ...LOCALES, en: withoutHome })).toThrow(/home\.heading/);
  });

  it("keeps a text's markup out of the script element", () => {
    const script = firstPaintScript(
      {
        defaultLocale: "ru",
        rightToLeft: ["fa"],
        storageKeys: { locale: "user-locale", colorMode: "color-mode" },
        texts: { ru: { "app.name": "</script><script>alert(1)</script>" } },
        sections: [],
        brandId: "app.name",
        sectionsLabelId: "app.name",
        pages: {},
      },
      CHUNKS,
    );
    expect(script).not.toContain("</script>");
  });
});
