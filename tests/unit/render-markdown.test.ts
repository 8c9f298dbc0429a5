import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../src/components/markdown/render-markdown";

describe("a blog post's Markdown", () => {
  it("renders Markdown", () => {
    expect(renderMarkdown("## Title\n\n**bold** and [a page](/contact-us)")).toBe(
      '<h2>Title</h2>\n<p><strong>bold</strong> and <a href="/contact-us">a page</a></p>\n',
    );
  });

  it("shows raw HTML as text: script, event attributes, iframes", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|<img|<iframe/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "jav&#x09;ascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox(1)",
    "//evil.example/path",
    "file:///etc/passwd",
  ])("keeps a %s link as text", (href) => {
    const html = renderMarkdown(`[click](${href}) ![pic](${href}) <${href}>`);
    expect(html).not.toMatch(/<a |<img /);
  });

  it("allows http(s), mailto and the site's paths, other sites marked nofollow", () => {
    const html = renderMarkdown(
      "[a](https://example.uz/x) [b](mailto:info@bozor.uz) [c](/blog) ![d](/api/v1/image/1)",
    );
    expect(html).toContain(
      '<a href="https://example.uz/x" rel="nofollow noopener noreferrer">a</a>',
    );
    expect(html).toContain('<a href="mailto:info@bozor.uz">b</a>');
    expect(html).toContain('<a href="/blog">c</a>');
    expect(html).toContain('<img src="/api/v1/image/1" alt="d">');
  });
});
