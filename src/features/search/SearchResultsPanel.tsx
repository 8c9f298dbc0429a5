import type { ReactNode, Ref } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { FailureCode } from "../../../machines/request-failure";
import type { SearchResults } from "../../../machines/search.machine";
import type { OfferingCard } from "../../../sdk";
import { Button } from "../../components/Button";
import { BusinessTile } from "../../components/catalog/BusinessTile";
import { OfferingTile } from "../../components/catalog/OfferingTile";
import { TileGrid } from "../../components/catalog/tiles";
import { ErrorText } from "../../components/ErrorText";
import { VisuallyHidden } from "../../components/form-controls";
import { PageNavigation } from "../../components/PageNavigation";
import type { SearchKind } from "../../lib/catalog-paths";
import { flashSalePath, offeringPath } from "../../lib/catalog-paths";
import { OfferingTiles } from "./offering-tiles";
import { ResultsSkeleton } from "./ResultsSkeleton";

interface SearchResultsPanelProps {
  kind: SearchKind;
  results: SearchResults | null;
  error: FailureCode | null;
  loading: boolean;
  /** The sort control, shown beside the count. */
  sort: ReactNode;
  /** Focused after a page change, so reading starts again at the top of the results. */
  headingRef: Ref<HTMLHeadingElement>;
  onPage: (page: number) => void;
  onRetry: () => void;
  /** What "nothing found" offers: clearing the filters, else the words; null when neither. */
  onClear: { labelId: string; run: () => void } | null;
}

// The contract's last page (openapi.yaml, Page.maximum).
const PAGE_MAX = 10_000;
// About one row of cards on a phone: their images load at once, the rest when scrolled to.
const EAGER_IMAGES = 4;

/** A search's results with their loading, empty, error and past-the-end states. */
export function SearchResultsPanel({
  kind,
  results,
  error,
  loading,
  sort,
  headingRef,
  onPage,
  onRetry,
  onClear,
}: SearchResultsPanelProps) {
  const page = results?.page;
  const pageCount = page ? Math.min(Math.ceil(page.total / page.page_size), PAGE_MAX) : 0;
  return (
    <Section aria-labelledby="search-results-heading" aria-busy={loading}>
      <Header>
        <VisuallyHidden as="h2" id="search-results-heading" tabIndex={-1} ref={headingRef}>
          <FormattedMessage id="search.results.heading" />
        </VisuallyHidden>
        <Count role="status">
          {loading ? (
            <FormattedMessage id="search.results.loading" />
          ) : page && !error ? (
            <FormattedMessage id="search.results.count" values={{ total: page.total }} />
          ) : null}
        </Count>
        {sort}
      </Header>
      {error ? (
        <State>
          <ErrorText code={error} />
          <Button type="button" onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </Button>
        </State>
      ) : !page ? (
        <ResultsSkeleton />
      ) : page.total === 0 ? (
        <State>
          <h3>
            <FormattedMessage id="search.results.empty" />
          </h3>
          <p>
            <FormattedMessage id="search.results.emptyHint" />
          </p>
          {onClear && (
            <Button type="button" onClick={onClear.run}>
              <FormattedMessage id={onClear.labelId} />
            </Button>
          )}
        </State>
      ) : page.items.length === 0 ? (
        <State>
          <p>
            <FormattedMessage id="search.results.pastEnd" />
          </p>
          <Button type="button" onClick={() => onPage(pageCount)}>
            <FormattedMessage id="search.results.lastPage" />
          </Button>
        </State>
      ) : (
        <Stale $stale={loading}>
          {results.list === "businesses" ? (
            <TileGrid>
              {results.page.items.map((business) => (
                <BusinessTile key={business.id} business={business} />
              ))}
            </TileGrid>
          ) : (
            <OfferingTiles>
              {results.page.items.map((offering, i) => (
                <OfferingTile
                  key={offering.id}
                  offering={offering}
                  href={offeringHref(kind, offering)}
                  eager={i < EAGER_IMAGES}
                  countdown={kind === "flash-sell"}
                  region
                />
              ))}
            </OfferingTiles>
          )}
        </Stale>
      )}
      {page && !error && pageCount > 1 && (
        <Pages>
          <PageNavigation
            page={Math.min(page.page, pageCount)}
            pageCount={pageCount}
            onChange={onPage}
            labelId="pagination.label"
          />
        </Pages>
      )}
    </Section>
  );
}

/** A result's detail page: a flash sale's own on the flash-sale list, else the offering's. */
function offeringHref(kind: SearchKind, offering: OfferingCard): string {
  return kind === "flash-sell" && offering.flash_sale
    ? flashSalePath(offering.flash_sale.id)
    : offeringPath(offering);
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-inline-size: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 0.75rem;
`;

const Count = styled.p`
  margin: 0;
  font-weight: 600;
`;

const State = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding-block: 2rem;
  padding-inline: 1.5rem;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
  h3, p { margin: 0; }
  p { color: ${({ theme }) => theme.color.muted}; }
`;

// Results of the previous search stay readable, dimmed, while the next one loads.
const Stale = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 0.2s;
`;

const Pages = styled.div`
  display: flex;
  justify-content: center;
`;
