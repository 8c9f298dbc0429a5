import { useParams } from "wouter";
import { BlogListPage } from "./BlogListPage";
import { BlogPostPage } from "./BlogPostPage";

/**
 * /blog and /blog/:id behind one lazy entry: each entry of the route table is bytes in every
 * visitor's first download (src/app/routes.tsx). The Markdown renderer is not in this chunk:
 * the post loads it (LazyMarkdown) while its text is on the way.
 */
export function BlogPage() {
  const { id } = useParams<{ id?: string }>();
  return id ? <BlogPostPage id={id} /> : <BlogListPage />;
}
