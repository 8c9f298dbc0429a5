import { useMemo } from "react";
import styled from "styled-components";
import { renderMarkdown } from "./render-markdown";

export interface MarkdownBodyProps {
  source: string;
  /** The language the text is written in, for its direction and its reading. */
  lang: string;
}

/**
 * A post's Markdown as the reader sees it. The HTML set here comes from render-markdown.ts
 * alone, whose output never holds raw HTML from the source or a link of a scheme that runs.
 */
export function MarkdownBody({ source, lang }: MarkdownBodyProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <Body
      lang={lang}
      dir={lang === "fa" ? "rtl" : "auto"}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it output, raw HTML off, links allow-listed (render-markdown.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

const Body = styled.div`
  line-height: 1.65;
  overflow-wrap: anywhere;
  h1, h2, h3 { line-height: 1.3; margin-block: 1.5rem 0.5rem; }
  p, ul, ol, blockquote, pre { margin-block: 0 1rem; }
  ul, ol { padding-inline-start: 1.5rem; }
  &:lang(fa) ol { list-style-type: persian; }
  blockquote {
    margin-inline: 0;
    padding-inline-start: 1rem;
    border-inline-start: 3px solid ${({ theme }) => theme.color.border};
  }
  pre { overflow-x: auto; padding: 0.75rem; border-radius: 6px; background: ${({ theme }) => theme.color.background}; }
  code { font-family: ui-monospace, monospace; font-size: 0.95em; }
  img { max-inline-size: 100%; block-size: auto; }
`;
