import MarkdownIt from "markdown-it";

/**
 * Blog posts' Markdown as HTML, the one configuration for the post page and the editor's
 * preview. Nothing in a post runs: raw HTML is off (a `<script>` or an `onerror=` is shown as
 * the text it is), and a link or an image must be http(s), mailto or one of the site's own
 * paths; anything else (`javascript:`, `data:`, `//elsewhere`) stays the text it was typed as.
 * The page's CSP (no inline script) is the second line, not the first.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const SITE_PATH = /^\/(?!\/)/;
const ALLOWED_SCHEME = /^(https?:|mailto:)/i;

markdown.validateLink = (url: string) => {
  const link = url.trim();
  return ALLOWED_SCHEME.test(link) || SITE_PATH.test(link) || link.startsWith("#");
};

const renderLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));

// A link to another site leaves ours without our page as referrer or opener, and earns the
// other site no standing from us (posts may quote any address).
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  if (token && /^https?:/i.test(String(token.attrGet("href") ?? ""))) {
    token.attrSet("rel", "nofollow noopener noreferrer");
  }
  return renderLinkOpen(tokens, idx, options, env, self);
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
