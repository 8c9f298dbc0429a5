import { useEffect, useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { type FailureCode, unwrap } from "../../../machines/request-failure";
import type { FacetCount } from "../../../sdk";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";
import { kindSegment, type SearchKind, searchTitleId } from "../../lib/catalog-paths";
import { useResource } from "../../lib/use-resource";
import { ChoiceSelect } from "./ChoiceSelect";
import { categoryChoices, regionChoices } from "./filter-choices";
import { PriceRange } from "./PriceRange";
import { RatingSelect } from "./RatingSelect";
import { activeFilterCount, KIND_RULES, orderedPrices, type SearchState } from "./search-params";

export type FilterChange = Partial<Omit<SearchState, "page" | "q" | "sort">>;

interface SearchFiltersProps {
  kind: SearchKind;
  state: SearchState;
  currency: string;
  /** The last results' counts per category and region; null until a search answered. */
  facets: { categories: FacetCount[] | null; regions: FacetCount[] | null };
  onChange: (changes: FilterChange, options?: { replace: boolean }) => void;
  /** A category or region of the address that does not exist: the page drops it and says so. */
  onUnknown: (names: Array<"category" | "region">) => void;
  onClear: () => void;
}

/**
 * The filters of a search list. Give it a `key` from the language: the category and region
 * names it loads are translated. On a narrow screen the filters fold away behind a button.
 */
export function SearchFilters({
  kind,
  state,
  currency,
  facets,
  onChange,
  onUnknown,
  onClear,
}: SearchFiltersProps) {
  const intl = useIntl();
  const rules = KIND_RULES[kind];
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const categories = useResource((sdk, call) =>
    sdk
      .listCategories({ ...call, query: rules.categories ? { kind: rules.categories } : {} })
      .then(unwrap),
  );
  const regions = useResource((sdk, call) => sdk.listRegions(call).then(unwrap));

  // A shared or old link may name a category or region that no longer exists: once the lists
  // are known, the page drops such a filter from the URL and says so.
  const unknownCategory =
    state.category !== null &&
    categories.data !== null &&
    !categories.data.some((category) => category.slug === state.category);
  const unknownRegion =
    state.region !== null &&
    regions.data !== null &&
    !regions.data.some((region) => region.code === state.region);
  useEffect(() => {
    if (unknownCategory || unknownRegion) {
      onUnknown([
        ...(unknownCategory ? (["category"] as const) : []),
        ...(unknownRegion ? (["region"] as const) : []),
      ]);
    }
  }, [unknownCategory, unknownRegion, onUnknown]);

  const active = activeFilterCount(state);
  const title = (id: string) => intl.formatMessage({ id });
  return (
    <Aside aria-labelledby={`${panelId}-heading`}>
      <Toggle
        type="button"
        $tone="plain"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <FormattedMessage id="search.filters.toggle" values={{ count: active }} />
      </Toggle>
      <Panel id={panelId} $open={open}>
        <h2 id={`${panelId}-heading`}>
          <FormattedMessage id="search.filters.title" />
        </h2>
        <ChoiceSelect
          label={title("search.filters.category")}
          anyLabel={title("search.filters.allCategories")}
          groups={categoryChoices(categories.data ?? [], facets.categories)}
          groupLabel={(kind) => title(searchTitleId(kindSegment(kind)))}
          value={state.category}
          onChange={(category) => onChange({ category })}
        />
        {categories.error && <ListFailed code={categories.error} onRetry={categories.retry} />}
        <ChoiceSelect
          label={title("search.filters.region")}
          anyLabel={title("search.filters.allRegions")}
          groups={[{ kind: null, choices: regionChoices(regions.data ?? [], facets.regions) }]}
          value={state.region}
          onChange={(region) => onChange({ region })}
        />
        {regions.error && <ListFailed code={regions.error} onRetry={regions.retry} />}
        {rules.price && (
          <PriceRange
            key={`${state.priceMin}:${state.priceMax}:${currency}`}
            currency={currency}
            min={state.priceMin}
            max={state.priceMax}
            onApply={(min, max) => onChange(orderedPrices(min, max))}
          />
        )}
        <RatingSelect value={state.ratingMin} onChange={(ratingMin) => onChange({ ratingMin })} />
        {rules.flash && (
          <Check>
            <input
              type="checkbox"
              checked={state.flash}
              onChange={(event) => onChange({ flash: event.target.checked })}
            />
            <FormattedMessage id="search.filters.flash" />
          </Check>
        )}
        {active > 0 && (
          <Button type="button" $tone="plain" onClick={onClear}>
            <FormattedMessage id="search.filters.clear" />
          </Button>
        )}
      </Panel>
    </Aside>
  );
}

function ListFailed({ code, onRetry }: { code: FailureCode; onRetry: () => void }) {
  return (
    <Failed>
      <ErrorText code={code} />
      <Button type="button" $tone="plain" onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </Failed>
  );
}

// Below this width the filters sit above the results, folded behind the toggle.
const WIDE = "56rem";

const Aside = styled.aside`
  min-inline-size: 0;
`;

const Toggle = styled(Button)`
  inline-size: 100%;
  @media (min-width: ${WIDE}) {
    display: none;
  }
`;

const Panel = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? "flex" : "none")};
  flex-direction: column;
  gap: 1rem;
  margin-block-start: 0.75rem;
  padding: 1rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 { margin: 0; font-size: 1.1rem; }
  @media (min-width: ${WIDE}) {
    display: flex;
    margin-block-start: 0;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-block-size: 44px;
  font-weight: 600;
  input { inline-size: 1.25rem; block-size: 1.25rem; margin: 0; }
`;

const Failed = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  align-items: flex-start;
`;
