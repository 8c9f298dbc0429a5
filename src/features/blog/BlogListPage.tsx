import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link, useLocation, useSearch } from "wouter";
import { unwrap } from "../../../machines/request-failure";
import type { BlogPostCard } from "../../../sdk";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { PageNavigation } from "../../components/PageNavigation";
import { imageUrl } from "../../lib/image-url";
import { useResource } from "../../lib/use-resource";
import { listPath, pageOf, postPath } from "./blog-paths";
import { PostMeta } from "./PostMeta";

export const BLOG_PAGE_SIZE = 12;

/** /blog: the published posts, newest first, each in the reader's language, paged. */
export function BlogListPage() {
  const { locale } = useIntl();
  const page = pageOf(useSearch());
  return (
    <Section>
      <h1>
        <FormattedMessage id="blog.title" />
      </h1>
      <BlogList key={`${locale}:${page}`} page={page} />
    </Section>
  );
}

function BlogList({ page }: { page: number }) {
  const [, navigate] = useLocation();
  const posts = useResource((sdk, call) =>
    sdk.listBlogPosts({ ...call, query: { page, page_size: BLOG_PAGE_SIZE } }).then(unwrap),
  );
  if (posts.error) return <LoadFailed code={posts.error} onRetry={posts.retry} />;
  if (!posts.data) {
    return (
      <p role="status">
        <FormattedMessage id="common.loading" />
      </p>
    );
  }
  if (posts.data.items.length === 0) {
    return (
      <Empty>
        <FormattedMessage id="blog.empty" />
      </Empty>
    );
  }
  const pageCount = Math.max(1, Math.ceil(posts.data.total / posts.data.page_size));
  return (
    <>
      <Posts>
        {posts.data.items.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </Posts>
      {pageCount > 1 && (
        <PageNavigation
          page={page}
          pageCount={pageCount}
          labelId="blog.pages"
          onChange={(next) => navigate(listPath(next))}
        />
      )}
    </>
  );
}

function PostCard({ post }: { post: BlogPostCard }) {
  return (
    <Card lang={post.lang} dir={post.lang === "fa" ? "rtl" : "auto"}>
      {/* The title's link names the post; the cover repeats it and stays out of the way. */}
      <Cover src={imageUrl(post.cover)} alt="" width={600} height={200} loading="lazy" />
      <h2>
        <Link href={postPath(post.id)}>{post.title}</Link>
      </h2>
      <PostMeta publishedAt={post.published_at} minutes={post.reading_minutes} />
      <p>{post.excerpt}</p>
    </Card>
  );
}

const Section = styled.section`
  display: grid;
  gap: 1rem;
  h1 { margin: 0; }
`;

const Posts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: 0.5rem;
  padding-block-end: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
  & > :not(img) { margin-inline: 1rem; }
  h2 { margin-block: 0.25rem 0; font-size: 1.15rem; line-height: 1.35; }
  h2 a { color: inherit; }
  p { margin-block: 0; }
`;

const Cover = styled.img`
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 3 / 1;
  object-fit: cover;
`;

const Empty = styled.p`
  padding: 2rem 1.5rem;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;
