import { useSelector } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link, useLocation, useSearch } from "wouter";
import type { Lang, OfferingKind } from "../../../sdk";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { PageNavigation } from "../../components/PageNavigation";
import { useActors } from "../../lib/actors-context";
import { BusinessStatusNote } from "./BusinessStatusNote";
import { editorPath, formatListPlace, parseListPlace } from "./listing-paths";
import { OfferingRow } from "./OfferingRow";
import { PlanLine } from "./PlanLimits";
import { StatusFilter } from "./StatusFilter";
import { useMyOfferings } from "./use-my-offerings";

/** /my-products and /my-services: the business's own offerings, by status, a page at a time. */
export function MyOfferingsPage({ kind }: { kind: OfferingKind }) {
  const { session } = useActors();
  const intl = useIntl();
  const search = useSearch();
  const [, navigate] = useLocation();
  const businessStatus = useSelector(session, (s) => s.context.user?.business_status ?? null);
  const place = useMemo(() => parseListPlace(search), [search]);
  const lang = intl.locale as Lang;
  const request = useMemo(
    () => ({
      kind,
      ...(place.status ? { status: place.status } : {}),
      page: place.page,
      lang,
    }),
    [kind, place, lang],
  );
  const { page, error, loading, retry } = useMyOfferings(request);
  // The business's verification may have moved since sign-in: the note says what holds now.
  useEffect(() => {
    session.send({ type: "session.reloadUser" });
  }, [session]);
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.page_size)) : 1;

  return (
    <Page>
      <Heading>
        <h1>
          <FormattedMessage id={kind === "product" ? "myProducts.title" : "myServices.title"} />
        </h1>
        <AddLink href={editorPath(kind, null)}>
          <FormattedMessage id={`listings.add.${kind}`} />
        </AddLink>
      </Heading>
      <PlanLine />
      <BusinessStatusNote status={businessStatus} />
      <StatusFilter kind={kind} current={place.status} counts={page?.counts ?? null} />
      {error ? (
        <LoadFailed code={error} onRetry={retry} />
      ) : !page ? (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      ) : page.items.length === 0 ? (
        <Empty role="status">
          <FormattedMessage
            id={place.status ? "listings.empty.filtered" : `listings.empty.${kind}`}
          />
        </Empty>
      ) : (
        <>
          <List aria-busy={loading}>
            {page.items.map((offering) => (
              <OfferingRow key={offering.id} offering={offering} />
            ))}
          </List>
          {pageCount > 1 && (
            <PageNavigation
              page={page.page}
              pageCount={pageCount}
              labelId="pagination.label"
              onChange={(next) => navigate(formatListPlace(kind, { ...place, page: next }))}
            />
          )}
        </>
      )}
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: 1rem;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  h1 { margin: 0; }
`;

const AddLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: 1.1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  padding: 2rem 1.5rem;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;
