// A lazy chunk: shares the first load's one chunk (src/app/first-load.ts says why).
import "../../app/first-load";
import { useSelector } from "@xstate/react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { useLocation, useSearch } from "wouter";
import { useActors } from "../../app/actors-context";
import { useDisplayCurrency } from "../../components/catalog/display-currency";
import { SearchBox } from "../../components/search/SearchBox";
import { type FilterChange, SearchFilters } from "../../components/search/SearchFilters";
import { SearchResultsPanel } from "../../components/search/SearchResultsPanel";
import { SortSelect } from "../../components/search/SortSelect";
import {
  activeFilterCount,
  cleanQuery,
  EMPTY_SEARCH,
  formatSearch,
  KIND_RULES,
  parseSearch,
  refine,
  type SearchKind,
  type SearchState,
  toRequest,
  withoutFilters,
} from "./search-params";
import { useSearchResults } from "./use-search-results";
import { useSearchTitle } from "./use-search-title";

const MESSAGE_KEY: Record<SearchKind, string> = {
  products: "products",
  service: "service",
  business: "business",
  "flash-sell": "flashSell",
};

/**
 * One of the four search lists (`/search/{kind}`). The URL query is the search: every control
 * navigates to a new URL (a history entry, so Back walks through earlier searches), and the
 * page shows whatever the URL says, asking again when it, the display currency or the
 * language changes.
 */
export function SearchPage({ kind }: { kind: SearchKind }) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const currency = useDisplayCurrency();
  // The language on screen: results are asked for in it, so titles match the page around them.
  const { locale } = useActors();
  const lang = useSelector(locale, (s) => s.context.shown ?? s.context.locale);

  const state = useMemo(() => parseSearch(kind, search), [kind, search]);
  const canonical = formatSearch(state);
  const request = useMemo(
    () => toRequest(kind, state, currency, lang),
    [kind, state, currency, lang],
  );
  const { results, error, loading, retry } = useSearchResults(request);
  const titleId = `search.${MESSAGE_KEY[kind]}.title`;
  useSearchTitle(titleId, state.q);

  const go = useCallback(
    (next: SearchState, options?: { replace: boolean }) => {
      const query = formatSearch(next);
      navigate(query ? `${path}?${query}` : path, options);
    },
    [navigate, path],
  );
  // What the page could not use is dropped from the address bar too, so a shared link says
  // exactly what it shows. Replacing keeps Back from returning to the broken address.
  useEffect(() => {
    if (canonical !== search) go(state, { replace: true });
  }, [canonical, search, state, go]);

  const changeFilters = useCallback(
    (changes: FilterChange, options?: { replace: boolean }) => go(refine(state, changes), options),
    [go, state],
  );
  const filtered = activeFilterCount(state) > 0;
  const facets =
    results?.list === "businesses"
      ? { categories: null, regions: results.page.facets.regions }
      : {
          categories: results?.page.facets.categories ?? null,
          regions: results?.page.facets.regions ?? null,
        };

  return (
    <>
      <h1>
        <FormattedMessage id={titleId} />
      </h1>
      <SearchBox
        key={state.q}
        query={state.q}
        labelId={`search.box.${MESSAGE_KEY[kind]}`}
        onSearch={(text) => go(refine(state, { q: cleanQuery(text) }))}
      />
      <Columns>
        <SearchFilters
          key={lang}
          kind={kind}
          state={state}
          currency={currency}
          facets={facets}
          onChange={changeFilters}
          onClear={() => go(withoutFilters(state))}
        />
        <SearchResultsPanel
          kind={kind}
          results={results}
          error={error}
          loading={loading}
          headingRef={headingRef}
          sort={
            <SortSelect
              sorts={KIND_RULES[kind].sorts}
              value={state.sort}
              onChange={(sort) => go(refine(state, { sort }))}
            />
          }
          onPage={(page) => {
            go({ ...state, page });
            headingRef.current?.focus();
          }}
          onRetry={retry}
          onClear={
            filtered
              ? { labelId: "search.filters.clear", run: () => go(withoutFilters(state)) }
              : state.q
                ? {
                    labelId: "search.results.clearQuery",
                    run: () => go({ ...EMPTY_SEARCH, sort: state.sort }),
                  }
                : null
          }
        />
      </Columns>
    </>
  );
}

const Columns = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: 56rem) {
    grid-template-columns: 16rem minmax(0, 1fr);
    align-items: start;
    gap: 1.5rem;
  }
`;
