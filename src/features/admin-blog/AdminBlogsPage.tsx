import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { unwrap } from "../../../machines/request-failure";
import type { AdminBlogPostSummary } from "../../../sdk";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import type { DataTableColumn } from "../../components/DataTable";
import { PagedTable } from "../../components/PagedTable";
import { formatDate, formatTime } from "../../lib/format/date-time";
import { LOCALE_AUTONYMS } from "../../lib/i18n/resolve-locale";
import { useResource } from "../../lib/use-resource";
import { editorPath } from "./admin-blog-paths";

const PAGE_SIZE = 20;

/** /admin/blogs: every post (drafts, scheduled, published), last changed first, paged. */
export function AdminBlogsPage() {
  const { locale } = useIntl();
  const [page, setPage] = useState(1);
  return (
    <Page>
      <Heading>
        <h1>
          <FormattedMessage id="admin.blogs.title" />
        </h1>
        <ButtonLink href="/admin/blogs/new">
          <FormattedMessage id="admin.blogs.newPost" />
        </ButtonLink>
      </Heading>
      <PostTable key={`${locale}:${page}`} page={page} onPage={setPage} />
    </Page>
  );
}

function PostTable({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const posts = useResource((sdk, call) =>
    sdk.listAdminBlogPosts({ ...call, query: { page, page_size: PAGE_SIZE } }).then(unwrap),
  );
  if (posts.error) return <LoadFailed code={posts.error} onRetry={posts.retry} />;
  const columns: DataTableColumn<AdminBlogPostSummary>[] = [
    {
      key: "title",
      header: <FormattedMessage id="admin.blogs.postTitle" />,
      rowHeader: true,
      render: (post) => (
        <Link href={editorPath(post.id)} lang={post.lang} dir="auto">
          {post.title}
        </Link>
      ),
    },
    {
      key: "languages",
      header: <FormattedMessage id="admin.blogs.languages" />,
      render: (post) => post.languages.map((lang) => LOCALE_AUTONYMS[lang]).join(", "),
    },
    {
      key: "state",
      header: <FormattedMessage id="admin.blogs.state" />,
      render: (post) => <FormattedMessage id={`admin.blogs.states.${post.state}`} />,
    },
    {
      key: "publish_at",
      header: <FormattedMessage id="admin.blogs.publishAt" />,
      render: (post) =>
        post.publish_at ? (
          <time dateTime={post.publish_at}>
            {formatDate(post.publish_at, intl.locale)} {formatTime(post.publish_at, intl.locale)}
          </time>
        ) : (
          ""
        ),
    },
  ];
  const data = posts.data;
  return (
    <>
      {data && (
        <p>
          <FormattedMessage id="admin.blogs.total" values={{ count: data.total }} />
        </p>
      )}
      <PagedTable
        columns={columns}
        rows={data?.items ?? []}
        caption={<FormattedMessage id="admin.blogs.title" />}
        emptyText={<FormattedMessage id="admin.blogs.empty" />}
        loading={!data}
        rowKey={(post) => post.id}
        page={data?.page ?? page}
        pageCount={data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 0}
        pagesLabelId="pagination.label"
        onPage={onPage}
      />
    </>
  );
}

const Page = styled.div`
  display: grid;
  gap: 1rem;
  min-inline-size: 0;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  h1 { margin: 0; }
`;

const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.primaryHover}; }
`;
