import type { FastifyRequest } from "fastify";
import type {
  BusinessPage,
  Category,
  GetOfferingData,
  ListBannersData,
  ListCategoriesData,
  OfferingDetail,
  OfferingPage,
  Region,
} from "../../../sdk/types.gen";
import type { AppContext, OperationHandlers } from "../../context";
import { ApiError } from "../../errors";
import { fallbackLang, pickText } from "../../i18n";
import { listRunningBanners } from "./banners";
import { batched } from "./batched";
import { businessCardsInOrder, loadBusinessCardRows } from "./business-cards";
import { findBusinessMatches } from "./business-search";
import { type CacheView, CatalogCache } from "./catalog-cache";
import { countBusinessMatches, countMatches } from "./facets";
import { idsNeeded, pageOf } from "./matches";
import type { Rate } from "./money";
import { type CardContext, cardsInOrder, loadCardRows } from "./offering-cards";
import {
  loadFlashSalePage,
  loadOfferingPages,
  loadRelatedCandidates,
  loadViewerState,
  type PublicOfferingPage,
  toOfferingDetail,
} from "./offering-detail";
import { findOfferingMatches, type OfferingSort } from "./offering-search";
import { type CatalogReference, loadReference } from "./reference";
import {
  type BusinessQuery,
  businessFiltersOf,
  displayCurrencyOf,
  type FlashSaleQuery,
  type OfferingQuery,
  offeringFiltersOf,
  pagingOf,
} from "./search-filters";
import { type TextQuery, textQueryOf } from "./search-terms";
import { normalizeQuery } from "./search-text";

type DetailQuery = NonNullable<GetOfferingData["query"]>;

function queryOf<T>(request: FastifyRequest): T {
  return (request.query ?? {}) as T;
}

export function catalogHandlers({ db }: AppContext): OperationHandlers {
  const cache = new CatalogCache(db);

  // getOffering is the busiest call: pages asked together are read in one query.
  const offeringPageLoaders = new Map<
    string,
    (id: string) => Promise<PublicOfferingPage | undefined>
  >();
  function offeringPageLoader(display: Rate) {
    const key = `${display.id}:${display.rate}`;
    const known = offeringPageLoaders.get(key);
    if (known) return known;
    const load = batched((ids: string[]) => loadOfferingPages(db, ids, display));
    offeringPageLoaders.set(key, load);
    return load;
  }

  const referenceOf = (view: CacheView): Promise<CatalogReference> =>
    view.get("reference", () => loadReference(db));

  function textQuery(view: CacheView, q: string | undefined): Promise<TextQuery | null> {
    const normalized = normalizeQuery(q);
    if (!normalized) return Promise.resolve(null);
    return view.get(`terms:${normalized}`, () => textQueryOf(db, normalized));
  }

  async function searchOfferings(
    query: OfferingQuery | FlashSaleQuery,
    sort: OfferingSort,
    flashOnly: boolean,
  ): Promise<OfferingPage> {
    const lang = query.lang ?? fallbackLang;
    const view = await cache.open();
    const ref = await referenceOf(view);
    const display = displayCurrencyOf(ref, query.currency);
    const paging = pagingOf(query);
    const checked = offeringFiltersOf(ref, query, display, flashOnly);
    const filters = { ...checked, text: await textQuery(view, query.q) };
    const limit = idsNeeded(paging);
    // Which sales run changes with the clock: matches that depend on it are kept a while only.
    const byClock = filters.flashOnly || sort === "ending_soon" || sort === "discount";
    const matches = await (byClock ? view.getTimed : view.get)(
      `offerings:${JSON.stringify([filters, sort, limit])}`,
      () => findOfferingMatches(db, filters, sort, limit),
    );
    const ids = pageOf(matches.ids, paging);
    const rows = await view.getTimed(`offering-cards:${display.id}:${ids.join()}`, () =>
      loadCardRows(db, ids, display),
    );
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

  /** getOffering and getFlashSale: the public page from the cache, the caller's state live. */
  async function offeringDetail(
    request: FastifyRequest,
    kind: "offering" | "flash-sale",
  ): Promise<OfferingDetail | null> {
    const query = queryOf<DetailQuery>(request);
    const id = (request.params as { id: string }).id.toLowerCase();
    const view = await cache.open();
    const ref = await referenceOf(view);
    const display = displayCurrencyOf(ref, query.currency);
    const page = await view.getTimed<PublicOfferingPage | null>(
      `${kind}:${id}:${display.id}`,
      async () =>
        kind === "offering"
          ? ((await offeringPageLoader(display)(id)) ?? null)
          : loadFlashSalePage(db, id, display),
    );
    if (!page) return null;
    const { category_id: categoryId } = page.row;
    const related = await view.getTimed(`related:${categoryId}:${display.id}`, () =>
      loadRelatedCandidates(db, categoryId, display),
    );
    const context: CardContext = { ref, lang: query.lang ?? fallbackLang, display };
    const viewerId = request.auth?.userId ?? null;
    const viewer = viewerId ? await loadViewerState(db, page.row.id, viewerId) : undefined;
    return toOfferingDetail(page, related, context, viewerId, viewer);
  }

  return {
    async listRegions(request) {
      const lang = queryOf<{ lang?: string }>(request).lang ?? fallbackLang;
      const ref = await referenceOf(await cache.open());
      return [...ref.regions.values()].map(
        (region): Region => ({ code: region.code, name: pickText(region.names, lang) }),
      );
    },

    async listCategories(request) {
      const query = queryOf<NonNullable<ListCategoriesData["query"]>>(request);
      const lang = query.lang ?? fallbackLang;
      const ref = await referenceOf(await cache.open());
      return ref.categories
        .inDisplayOrder()
        .filter((category) => !query.kind || category.kind === query.kind)
        .map(
          (category): Category => ({
            id: category.id,
            parent_id: category.parent_id,
            slug: category.slug,
            kind: category.kind,
            name: pickText(category.names, lang),
          }),
        );
    },

    async searchOfferings(request) {
      const query = queryOf<OfferingQuery>(request);
      return searchOfferings(query, query.sort ?? "relevance", query.flash === true);
    },

    async searchFlashSales(request) {
      const query = queryOf<FlashSaleQuery>(request);
      return searchOfferings(query, query.sort ?? "ending_soon", true);
    },

    async getOffering(request) {
      const detail = await offeringDetail(request, "offering");
      if (!detail) throw new ApiError(404, "offering_not_found");
      return detail;
    },

    async getFlashSale(request) {
      const detail = await offeringDetail(request, "flash-sale");
      if (!detail) throw new ApiError(404, "flash_sale_not_found");
      return detail;
    },

    async searchBusinesses(request): Promise<BusinessPage> {
      const query = queryOf<BusinessQuery>(request);
      const lang = query.lang ?? fallbackLang;
      const sort = query.sort ?? "relevance";
      const view = await cache.open();
      const ref = await referenceOf(view);
      const paging = pagingOf(query);
      const checked = businessFiltersOf(ref, query);
      const filters = { ...checked, text: await textQuery(view, query.q) };
      const limit = idsNeeded(paging);
      // Sorting by name sorts the names of `lang`.
      const key = JSON.stringify([filters, sort, sort === "name" ? lang : "", limit]);
      const matches = await view.get(`businesses:${key}`, () =>
        findBusinessMatches(db, filters, sort, lang, limit),
      );
      const ids = pageOf(matches.ids, paging);
      const rows = await view.get(`business-cards:${ids.join()}`, () =>
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

    async listBanners(request) {
      const query = queryOf<ListBannersData["query"]>(request);
      return listRunningBanners(db, query.placement, query.lang ?? fallbackLang);
    },
  };
}
