import type { BusinessPage } from "../../../sdk/types.gen";
import type { AppContext } from "../../context";
import { fallbackLang } from "../../i18n";
import { operationHandlers } from "../../operations";
import { cacheKey } from "../../shared/cache-key";
import { businessCardsInOrder, loadBusinessCardRows } from "../../shared/cards/business-cards";
import { cachedReference } from "../../shared/catalog-reference";
import { BusinessTexts } from "./business-texts";
import { countBusinessMatches } from "./facets";
import { idsNeeded, pageOf } from "./matches";
import { findBusinessMatches } from "./repository/businesses";
import { businessFiltersOf, pagingOf } from "./search-filters";
import type { textQueries } from "./text-queries";

/** searchBusinesses: pages of business cards, with the region facet. */
export function businessSearchHandlers(
  { db, catalog, searchCounts }: AppContext,
  { cachedTextQuery }: ReturnType<typeof textQueries>,
) {
  return operationHandlers({
    async searchBusinesses(request): Promise<BusinessPage> {
      searchCounts.count();
      const query = request.query ?? {};
      const lang = query.lang ?? fallbackLang;
      const sort = query.sort ?? "relevance";
      const view = await catalog.open();
      const ref = await cachedReference(db, view);
      const paging = pagingOf(query);
      const checked = businessFiltersOf(ref, query);
      const texts = await view.get(cacheKey("business-texts"), () => BusinessTexts.load(db));
      const textQuery = await cachedTextQuery(
        view,
        "businesses",
        (word) => texts.lookUp(word),
        query.q,
      );
      const filters = { ...checked, textMatches: textQuery ? texts.score(textQuery) : null };
      const limit = idsNeeded(paging);
      // Sorting by name sorts the names of `lang`.
      const key = cacheKey("businesses", filters, sort, sort === "name" ? lang : null, limit);
      const matches = await view.get(key, () =>
        findBusinessMatches(db, filters, sort, lang, limit),
      );
      const ids = pageOf(matches.ids, paging);
      const rows = await view.get(cacheKey("business-cards", ids), () =>
        loadBusinessCardRows(db, ids),
      );
      const counted = countBusinessMatches(matches.counts, ref, filters.region, lang);
      return {
        items: businessCardsInOrder(ids, rows, ref, lang),
        total: counted.total,
        page: paging.page,
        page_size: paging.pageSize,
        facets: { regions: counted.regions },
      };
    },
  });
}
