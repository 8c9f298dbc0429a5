import type { OfferingPage } from "../../../sdk/types.gen";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { fallbackLang } from "../../i18n";
import { operationHandlers } from "../../operations";
import { batchedPer } from "../../shared/batched";
import { cacheKey } from "../../shared/cache-key";
import { type CardContext, cardsInOrder, loadCardRows } from "../../shared/cards/offering-cards";
import { cachedReference, displayCurrencyOf } from "../../shared/catalog-reference";
import type { Rate } from "../../shared/money";
import { countMatches } from "./facets";
import { idsNeeded, pageOf } from "./matches";
import { searchIndex } from "./offering-index/index-search";
import {
  dependsOnClock,
  type FlashSaleQuery,
  type OfferingQuery,
  type OfferingSort,
  offeringFiltersOf,
  pagingOf,
} from "./search-filters";
import type { textQueries } from "./text-queries";

/** searchOfferings and searchFlashSales: pages of offering cards, with facets. */
export function offeringSearchHandlers(
  { db, catalog, offeringIndex, searchCounts }: AppContext,
  { cachedTextQuery }: ReturnType<typeof textQueries>,
) {
  // The cards no cached one serves, asked together, are read in one query per display
  // currency (each amount is converted in SQL, so one currency is cheaper than all).
  const loadCard = batchedPer((display: Rate) => async (ids: string[]) => {
    const rows = await loadCardRows(db, ids, [display]);
    return new Map(rows.map((row) => [row.id, row]));
  });

  async function findOfferingPage(
    query: OfferingQuery | FlashSaleQuery,
    sort: OfferingSort,
    onFlashSale: boolean,
  ): Promise<OfferingPage> {
    const lang = query.lang ?? fallbackLang;
    const view = await catalog.open();
    const ref = await cachedReference(db, view);
    const display = displayCurrencyOf(ref, query.currency);
    const paging = pagingOf(query);
    const checked = offeringFiltersOf(ref, query, display, onFlashSale);
    // The one place offerings are searched: the index, once it holds this version.
    const index = await offeringIndex.at(view.version);
    if (!index) throw new ApiError(503, "not_ready");
    const textQuery = await cachedTextQuery(
      view,
      "offerings",
      (word) => index.lookUp(word),
      query.q,
    );
    const filters = { ...checked, textQuery };
    const limit = idsNeeded(paging);
    // Which sales run changes with the clock: matches that depend on it are kept a while only.
    const byClock = dependsOnClock(filters, sort);
    const matches = await (byClock ? view.getTimed : view.get)(
      cacheKey("offerings", filters, sort, limit),
      async () => searchIndex(index, filters, sort, limit, Date.now() * 1000),
    );
    const ids = pageOf(matches.ids, paging);
    // Each card on its own: the next search, whatever its words, shows many of the same.
    const found = await Promise.all(
      ids.map((id) => view.getCard(cacheKey("card", display.id, id), () => loadCard(display, id))),
    );
    const rows = found.filter((row) => row !== undefined);
    const context: CardContext = { ref, lang, display };
    const counted = countMatches(matches.counts, ref, filters, lang);
    return {
      items: cardsInOrder(ids, rows, context),
      total: counted.total,
      page: paging.page,
      page_size: paging.pageSize,
      facets: { categories: counted.categories, regions: counted.regions },
    };
  }

  return operationHandlers({
    async searchOfferings(request) {
      searchCounts.count();
      const query = request.query ?? {};
      return findOfferingPage(query, query.sort ?? "relevance", query.flash === true);
    },

    async searchFlashSales(request) {
      searchCounts.count();
      const query = request.query ?? {};
      return findOfferingPage(query, query.sort ?? "ending_soon", true);
    },
  });
}
