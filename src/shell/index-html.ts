import { SECTIONS } from "../components/layout/sections";
import { SEARCH_KINDS, searchTitleId } from "../lib/catalog-paths";
import { isRightToLeft, LOCALES } from "../lib/i18n/resolve-locale";
import { STORAGE_KEYS } from "../lib/storage-keys";
import { darkTheme, lightTheme } from "../lib/theme/theme";
import { type ChunkHints, drawShell, type ShellData, startApp } from "./first-paint";

/**
 * index.html, written by build.mjs for every build: the first paint (first-paint.ts) with the
 * texts it draws in each language, and the app's chunks, which it starts after drawing.
 */

type Tree = { [key: string]: string | Tree };

export interface IndexHtmlInput {
  /** The entry module, its static imports and the chunks pages ask for, as URLs. */
  chunks: ChunkHints;
  /** URL of the entry's CSS bundle, when it has one. */
  stylesheet?: string;
  /** Each language's locale file, as in locales/. */
  locales: Record<string, Tree>;
  defaultLocale: string;
}

/** Each search list's heading, as its page shows it; the home page's hero. */
const PAGES: ShellData["pages"] = {
  "/": { heading: "home.heading", lead: "home.lead" },
  ...Object.fromEntries(
    SEARCH_KINDS.map((kind) => [`/search/${kind}`, { heading: searchTitleId(kind) }]),
  ),
};
const BRAND_ID = "app.name";
const SECTIONS_LABEL_ID = "nav.sections";

function lookUp(tree: Tree, id: string): string {
  let node: string | Tree | undefined = tree;
  for (const key of id.split(".")) node = typeof node === "object" ? node[key] : undefined;
  if (typeof node !== "string") throw new Error(`first paint: no text ${id}`);
  return node;
}

/** The texts the first paint draws, per language; a missing one fails the build. */
export function firstPaintTexts(locales: Record<string, Tree>): ShellData["texts"] {
  const ids = [
    BRAND_ID,
    SECTIONS_LABEL_ID,
    ...SECTIONS.map((section) => section.labelId),
    ...Object.values(PAGES).flatMap((page) =>
      page.lead ? [page.heading, page.lead] : [page.heading],
    ),
  ];
  return Object.fromEntries(
    Object.entries(locales).map(([lang, tree]) => [
      lang,
      Object.fromEntries(ids.map((id) => [id, lookUp(tree, id)])),
    ]),
  );
}

/**
 * The header and headings as src/components/layout/Header.tsx, src/components/layout/Layouts.tsx and the pages
 * style them, so the drawing does not jump when the app replaces it; colours from the theme.
 * Scoped to `.fp`, so nothing of it outlives the drawing.
 */
export function firstPaintCss(): string {
  const colours = (theme: typeof lightTheme) =>
    `--fp-bg:${theme.color.background};--fp-surface:${theme.color.surface};--fp-text:${theme.color.text};--fp-muted:${theme.color.muted};--fp-border:${theme.color.border};--fp-primary:${theme.color.primary}`;
  return [
    "body{margin:0}",
    `.fp{${colours(lightTheme)};min-block-size:100vh;font-family:${lightTheme.font};font-size:16px;line-height:1.5;background:var(--fp-bg);color:var(--fp-text)}`,
    `.fp.fp-dark{${colours(darkTheme)};color-scheme:dark}`,
    ".fp *{box-sizing:border-box}",
    ".fp a{color:var(--fp-text);text-decoration:none}",
    ".fp-bar{background:var(--fp-surface);border-block-end:1px solid var(--fp-border)}",
    // The real top row holds 44 px tall controls: the same height keeps the sections in place.
    ".fp-top{display:flex;align-items:center;min-block-size:calc(2.75rem + 1rem);padding-block:.75rem .25rem;padding-inline:clamp(1rem,4vw,2.5rem)}",
    ".fp .fp-brand{font-size:1.5rem;font-weight:800;letter-spacing:-.02em;color:var(--fp-primary)}",
    // As the header's: the sections wrap onto a second line, each label whole (Header.tsx).
    ".fp-nav{padding-inline:clamp(1rem,4vw,2.5rem)}",
    ".fp-nav ul{display:flex;flex-wrap:wrap;gap:0 1rem;list-style:none;margin:0;padding:0}",
    ".fp-nav a{display:inline-block;padding-block:.6rem;border-block-end:2px solid transparent;white-space:nowrap}",
    "@media (max-width:30rem){.fp-nav ul{column-gap:.75rem;font-size:.9375rem}}",
    ".fp-nav a[aria-current=page]{color:var(--fp-primary);border-block-end-color:var(--fp-primary)}",
    ".fp-main{max-inline-size:72rem;margin-inline:auto;padding-block:2rem;padding-inline:clamp(1rem,4vw,2.5rem)}",
    ".fp-hero{padding-block:3rem}",
    ".fp-hero h1{font-size:clamp(1.8rem,5vw,2.8rem);margin-block:0 1rem}",
    ".fp-hero p{font-size:1.15rem;color:var(--fp-muted);max-inline-size:40rem}",
  ].join("");
}

/** A value as a script literal: `<` never appears raw inside the script element. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The inline script after #root: draws the first paint, then starts the app after it in the
 * language the drawing chose. Each function's own source, called with its data.
 */
export function firstPaintScript(shell: ShellData, chunks: ChunkHints): string {
  return `(${startApp.toString()})(${literal(chunks)},(${drawShell.toString()})(${literal(shell)}));`;
}

export function indexHtml(input: IndexHtmlInput): string {
  const shell: ShellData = {
    defaultLocale: input.defaultLocale,
    rightToLeft: LOCALES.filter(isRightToLeft),
    storageKeys: { locale: STORAGE_KEYS.locale, colorMode: STORAGE_KEYS.colorMode },
    texts: firstPaintTexts(input.locales),
    sections: SECTIONS,
    brandId: BRAND_ID,
    sectionsLabelId: SECTIONS_LABEL_ID,
    pages: PAGES,
  };
  const stylesheet = input.stylesheet
    ? `\n    <link rel="stylesheet" href="${input.stylesheet}">`
    : "";
  // The same on every page and in every language: fetched (and compiled off the main thread)
  // while the first paint is drawn, rather than asked for by the script after it.
  const entryPreloads = [input.chunks.entry, ...input.chunks.entryImports]
    .map((href) => `\n    <link rel="modulepreload" href="${href}">`)
    .join("");
  return `<!doctype html>
<html lang="${input.defaultLocale}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Bozor</title>
    <meta name="description" content="Bozor: mahsulotlar, xizmatlar va bizneslar bozori. Маркетплейс товаров, услуг и компаний Узбекистана.">
    <meta name="theme-color" content="#1d4ed8">
    <link rel="icon" href="data:,">${stylesheet}${entryPreloads}
    <style>${firstPaintCss()}</style>
  </head>
  <body>
    <div id="root"></div>
    <script>${firstPaintScript(shell, input.chunks)}</script>
    <noscript>Bozor needs JavaScript. Bozor uchun JavaScript kerak. Для Bozor нужен JavaScript.</noscript>
  </body>
</html>
`;
}
