import { useSelector } from "@xstate/react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link, useParams } from "wouter";
import { unwrap } from "../../../machines/request-failure";
import type { PageSummary } from "../../../sdk";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { DataTable, type DataTableColumn } from "../../components/DataTable";
import { CollectionIcon } from "../../components/icons/CollectionIcon";
import { useActors } from "../../lib/actors-context";
import { formatDate, formatTime } from "../../lib/format/date-time";
import { useResource } from "../../lib/use-resource";
import { PageEditor } from "./PageEditor";

/** /admin/pages lists the site's pages; /admin/pages/:slug edits one. */
export function AdminSitePages() {
  const { slug } = useParams<{ slug?: string }>();
  const { locale } = useActors();
  const lang = useSelector(locale, (s) => s.context.locale);
  if (slug) return <PageEditor key={slug} slug={slug} />;
  // The titles are in the interface's language: another language is another list to load.
  return <PageList key={lang} />;
}

function PageList() {
  const intl = useIntl();
  const pages = useResource((sdk, call) => sdk.listAdminPages(call).then(unwrap));
  const columns: DataTableColumn<PageSummary>[] = [
    {
      key: "title",
      rowHeader: true,
      header: <FormattedMessage id="sitePages.admin.page" />,
      render: (page) => (
        <TitleLink href={`/admin/pages/${page.slug}`}>
          {page.icon ? <CollectionIcon icon={page.icon} /> : null}
          <bdi>{page.title}</bdi>
        </TitleLink>
      ),
    },
    {
      key: "updated_at",
      header: <FormattedMessage id="sitePages.admin.updatedAt" />,
      render: (page) => (
        <time dateTime={page.updated_at}>
          {formatDate(page.updated_at, intl.locale)} {formatTime(page.updated_at, intl.locale)}
        </time>
      ),
    },
    {
      key: "updated_by",
      header: <FormattedMessage id="sitePages.admin.updatedBy" />,
      render: (page) =>
        page.updated_by ? (
          <bdi>{page.updated_by.name}</bdi>
        ) : (
          <FormattedMessage id="sitePages.admin.original" />
        ),
    },
    {
      key: "open",
      header: <FormattedMessage id="sitePages.admin.open" />,
      render: (page) => (
        <a href={`/${page.slug}`} dir="ltr">
          /{page.slug}
        </a>
      ),
    },
  ];
  return (
    <Section>
      <h1>
        <FormattedMessage id="sitePages.admin.title" />
      </h1>
      <p>
        <FormattedMessage id="sitePages.admin.intro" />
      </p>
      {pages.error ? (
        <LoadFailed code={pages.error} onRetry={pages.retry} />
      ) : (
        <DataTable
          columns={columns}
          rows={pages.data ?? []}
          rowKey={(page) => page.slug}
          caption={<FormattedMessage id="sitePages.admin.title" />}
          emptyText={<FormattedMessage id="sitePages.admin.loadFailed" />}
          loading={pages.loading && !pages.data}
        />
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: 1rem;
  h1, p { margin: 0; }
`;

const TitleLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
`;
