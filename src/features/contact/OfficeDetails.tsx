import { useSelector } from "@xstate/react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { unwrap } from "../../../machines/request-failure";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { LazyMarkdown } from "../../components/LazyMarkdown";
import { useActors } from "../../lib/actors-context";
import { useAllowedLinks } from "../../lib/use-allowed-links";
import { useResource } from "../../lib/use-resource";

const EDITOR_LINKS = [{ href: "/admin/pages" }];

/**
 * The office's address, phone, email and hours: the `contact-us` site page, which the
 * administrators edit like the other pages (its title names this box).
 */
export function OfficeDetails() {
  const { locale } = useActors();
  const lang = useSelector(locale, (s) => s.context.locale);
  return <OfficeText key={lang} />;
}

function OfficeText() {
  const office = useResource((sdk, call) =>
    sdk.getPage({ ...call, path: { slug: "contact-us" } }).then(unwrap),
  );
  const mayEdit = useAllowedLinks(EDITOR_LINKS).length > 0;
  return (
    <Aside aria-busy={office.loading}>
      {office.error ? (
        <LoadFailed code={office.error} onRetry={office.retry} />
      ) : office.data ? (
        <LazyMarkdown source={office.data.body} lang={office.data.lang} />
      ) : (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {mayEdit ? (
        <Link href="/admin/pages/contact-us">
          <FormattedMessage id="sitePages.edit" />
        </Link>
      ) : null}
    </Aside>
  );
}

const Aside = styled.aside`
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  h2 { font-size: 1.1rem; margin-block: 1rem 0.25rem; }
  h2:first-child { margin-block-start: 0; }
  p { margin-block: 0 0.5rem; }
  ul { padding-inline-start: 1.25rem; }
`;
