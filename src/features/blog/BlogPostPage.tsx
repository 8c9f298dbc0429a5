import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { isMissingItem, unwrap } from "../../../machines/request-failure";
import type { BlogPost } from "../../../sdk";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { LazyMarkdown } from "../../components/LazyMarkdown";
import { isolate } from "../../lib/i18n/bidi";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";
import { imageUrl } from "../../lib/image-url";
import { useItemHead } from "../../lib/use-item-head";
import { useResource } from "../../lib/use-resource";
import { postPath } from "./blog-paths";
import { PostMeta } from "./PostMeta";

/**
 * /blog/:id: one post in the reader's language (else Russian, else one it has), rendered from
 * its Markdown here in the browser (docs/decisions.md, "The blog"), with its title,
 * description, cover and hreflang links in the head and links to its other languages.
 */
export function BlogPostPage({ id }: { id: string }) {
  const { locale } = useIntl();
  return <PostLoader key={`${id}:${locale}`} id={id} />;
}

function PostLoader({ id }: { id: string }) {
  // The renderer's chunk comes with the post, not after it: the page shows both at once.
  const post = useResource((sdk, call) =>
    Promise.all([
      sdk.getBlogPost({ ...call, path: { id } }).then(unwrap),
      LazyMarkdown.preload(),
    ]).then(([loaded]) => loaded),
  );
  if (post.error) {
    if (!isMissingItem(post.error)) return <LoadFailed code={post.error} onRetry={post.retry} />;
    return (
      <Article>
        <h1>
          <FormattedMessage id="blog.postMissing" />
        </h1>
        <BackLink />
      </Article>
    );
  }
  if (!post.data) {
    return (
      <p role="status">
        <FormattedMessage id="common.loading" />
      </p>
    );
  }
  return <PostView post={post.data} />;
}

function BackLink() {
  return (
    <Link href="/blog">
      <FormattedMessage id="blog.back" />
    </Link>
  );
}

function PostView({ post }: { post: BlogPost }) {
  const intl = useIntl();
  useItemHead({
    title: isolate(post.title),
    description: post.excerpt,
    image: post.cover,
    languages: post.languages,
  });
  const others = post.languages.filter((lang) => lang !== post.lang);
  return (
    <Article>
      <BackLink />
      <Content lang={post.lang} dir={post.lang === "fa" ? "rtl" : "auto"}>
        <h1>{post.title}</h1>
        <PostMeta publishedAt={post.published_at} minutes={post.reading_minutes} />
        {post.cover && <Cover src={imageUrl(post.cover)} alt="" width={1200} height={400} />}
        <LazyMarkdown source={post.body} lang={post.lang} />
      </Content>
      {others.length > 0 && (
        <nav aria-label={intl.formatMessage({ id: "blog.otherLanguages" })}>
          <FormattedMessage id="blog.otherLanguages" />{" "}
          {/* Each is its hreflang address: a full load, which takes the language from `?l=`. */}
          {intl.formatList(
            others.map((lang) => (
              <a key={lang} href={`${postPath(post.id)}?l=${lang}`} hrefLang={lang} lang={lang}>
                {LOCALE_AUTONYMS[lang]}
              </a>
            )),
            { type: "unit", style: "short" },
          )}
        </nav>
      )}
    </Article>
  );
}

const Article = styled.article`
  display: grid;
  gap: 1rem;
  max-inline-size: 46rem;
`;

const Content = styled.div`
  display: grid;
  gap: 0.75rem;
  h1 { margin: 0; line-height: 1.25; }
`;

const Cover = styled.img`
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 3 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
`;
