import { useSelector } from "@xstate/react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { unwrap } from "../../../machines/request-failure";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { CollectionIcon } from "../../components/icons/CollectionIcon";
import { LazyMarkdown } from "../../components/LazyMarkdown";
import { useActors } from "../../lib/actors-context";
import { formatDate } from "../../lib/format/date-time";
import { useAllowedLinks } from "../../lib/use-allowed-links";
import { useResource } from "../../lib/use-resource";

/** The site's pages with a route of their own (/contact-us shows its text beside the form). */
export type SitePageSlug = "about-us" | "terms-and-privacy-policy";

// Shown to those the admin area's guard lets in, exactly as its menu would be.
const EDITOR_LINKS = [{ href: "/admin/pages" }];

/**
 * /about-us and /terms-and-privacy-policy: text the administrators edit (getPage), in the
 * reader's language, rendered from Markdown; an administrator finds "Edit page" beside the title.
 * Until the text comes, the heading is the route's own title.
 */
export function SitePage({ slug, titleId }: { slug: SitePageSlug; titleId: string }) {
  const { locale } = useActors();
  const lang = useSelector(locale, (s) => s.context.locale);
  // The text is in one language: another language is another page to load.
  return <SitePageText key={`${slug}:${lang}`} slug={slug} titleId={titleId} />;
}

function SitePageText({ slug, titleId }: { slug: SitePageSlug; titleId: string }) {
  const intl = useIntl();
  const page = useResource((sdk, call) => sdk.getPage({ ...call, path: { slug } }).then(unwrap));
  const mayEdit = useAllowedLinks(EDITOR_LINKS).length > 0;
  const data = page.data;
  return (
    <Article aria-busy={page.loading}>
      <Header>
        <h1>
          {data?.icon ? <CollectionIcon icon={data.icon} /> : null}
          <span>{data ? data.title : <FormattedMessage id={titleId} />}</span>
        </h1>
        {mayEdit ? (
          <Link href={`/admin/pages/${slug}`}>
            <FormattedMessage id="sitePages.edit" />
          </Link>
        ) : null}
      </Header>
      {page.error ? (
        <LoadFailed code={page.error} onRetry={page.retry} />
      ) : data ? (
        <>
          <LazyMarkdown source={data.body} lang={data.lang} />
          <Updated>
            <FormattedMessage
              id="sitePages.updated"
              values={{
                date: (
                  <time dateTime={data.updated_at}>{formatDate(data.updated_at, intl.locale)}</time>
                ),
              }}
            />
          </Updated>
        </>
      ) : (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      )}
    </Article>
  );
}

const Article = styled.article`
  max-inline-size: 46rem;
  font-size: 1.05rem;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  h1 { display: flex; align-items: center; gap: 0.5rem; margin: 0; }
  h1 svg { color: ${({ theme }) => theme.color.primary}; }
`;

const Updated = styled.p`
  margin-block-start: 2rem;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.95rem;
`;
