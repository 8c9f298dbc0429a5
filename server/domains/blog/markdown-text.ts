import MarkdownIt, { type Token } from "markdown-it";

// Parsed only, never rendered here: the server takes the words out of a post's Markdown for the
// excerpt and the reading time. `html: false` so raw HTML counts as the text it is shown as.
const parser = new MarkdownIt({ html: false });

const WORDS_PER_MINUTE = 200;
const EXCERPT_LENGTH = 200;

function collect(tokens: readonly Token[], into: string[]) {
  for (const token of tokens) {
    if (token.children) collect(token.children, into);
    else if (token.type === "text" || token.type === "code_inline") into.push(token.content);
    else if (token.type === "code_block" || token.type === "fence") into.push(token.content);
    else if (token.type === "softbreak" || token.type === "hardbreak") into.push(" ");
    // A block's end separates its words from the next block's.
    if (token.nesting === -1 && token.block) into.push(" ");
  }
}

/** A post's Markdown as the words a reader sees, on one line. */
export function plainText(markdown: string): string {
  const parts: string[] = [];
  collect(parser.parse(markdown, {}), parts);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** The first words, cut at a word near `EXCERPT_LENGTH` characters. */
export function excerptOf(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

/** Words / 200 per minute, rounded up, at least one minute. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
