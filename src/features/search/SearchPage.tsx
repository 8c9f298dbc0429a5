import { useSelector } from "@xstate/react";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { useLocation, useSearch } from "wouter";
import { useActors } from "../../lib/actors-context";
import { type SearchKind, searchMessageKey, searchTitleId } from "../../lib/catalog-paths";
import { useDisplayCurrency } from "../../lib/display-currency";
import { lazyComponent } from "../../lib/lazy-component";
import { RemovedFiltersNote } from "./RemovedFiltersNote";
import { SearchBox } from "./SearchBox";
import { type FilterChange, SearchFilters } from "./SearchFilters";
import { SearchResultsPanel } from "./SearchResultsPanel";
import { SortSelect } from "./SortSelect";
import {
  activeFilterCount,
  cleanQuery,
  EMPTY_SEARCH,
  formatSearch,
  KIND_RULES,
  parseSearch,
  refine,
  refusedFilters,
  type SearchState,
  toRequest,
  withoutFilters,
} from "./search-params";
import { useSearchResults } from "./use-search-results";
import { useSearchTitle } from "./use-search-title";

// Advertising beside the results: its own chunk and request (SearchBanners.tsx). index.html
// preloads the chunk and its messages with the page's (src/routes.json), so neither waits for
// the other on a slow phone.
const SearchBanners = lazyComponent(
  () => import("./SearchBanners"),
  (m) => m.SearchBanners,
);

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
  const titleId = searchTitleId(kind);
  useSearchTitle(titleId, state.q);

  const go = useCallback(
    (next: SearchState, options?: { replace: boolean }) => {
      const query = formatSearch(next);
      navigate(query ? `${path}?${query}` : path, options);
    },
    [navigate, path],
  );
  // The filters of the address the page could not use, shown while the search they were
  // dropped from is on screen (any other search, or dismissing, hides the note).
  const [removed, setRemoved] = useState<{ names: string[]; search: string } | null>(null);
  // Names removed from the search on screen add to those it was already noted for.
  const noteRemoved = useCallback((names: string[], from: string, after: string) => {
    setRemoved((previous) => ({
      names: [...new Set([...(previous?.search === from ? previous.names : []), ...names])],
      search: after,
    }));
  }, []);
  // What the page could not use is dropped from the address bar too, visibly, so a shared
  // link says exactly what it shows. Replacing keeps Back from returning to the broken address.
  useEffect(() => {
    if (canonical === search) return;
    const refused = refusedFilters(kind, search);
    if (refused.length > 0) noteRemoved(refused, search, canonical);
    go(state, { replace: true });
  }, [canonical, search, state, go, kind, noteRemoved]);
  const dropUnknown = useCallback(
    (names: Array<"category" | "region">) => {
      const next = refine(state, Object.fromEntries(names.map((name) => [name, null])));
      noteRemoved(names, search, formatSearch(next));
      go(next, { replace: true });
    },
    [state, search, go, noteRemoved],
  );

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
      {removed && removed.search === search && (
        <RemovedFiltersNote names={removed.names} onDismiss={() => setRemoved(null)} />
      )}
      <SearchBox
        key={state.q}
        query={state.q}
        labelId={`search.box.${searchMessageKey(kind)}`}
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
          onUnknown={dropUnknown}
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
        <Suspense fallback={null}>
          <Beside>
            <SearchBanners
              key={`${lang}:${state.category !== null}`}
              byCategory={state.category !== null}
            />
          </Beside>
        </Suspense>
      </Columns>
    </>
  );
}

// Filters, results, banners in reading order; on a wide screen the banners sit under the
// filters, beside the results.
const Columns = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: 56rem) {
    grid-template-columns: 16rem minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    align-items: start;
    gap: 1.5rem;
    /* The results panel (second, after the filters) spans both rows. */
    & > :nth-child(2) { grid-row: 1 / span 2; grid-column: 2; }
  }
`;

const Beside = styled.div`
  min-inline-size: 0;
  @media (min-width: 56rem) {
    grid-column: 1;
    grid-row: 2;
  }
`;
