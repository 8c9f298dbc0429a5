import type {
  BusinessPage,
  Category,
  OfferingDetail,
  OfferingPage,
  Region,
} from "../../../sdk/types.gen";
import { type KeptBody, keptBodyFor } from "../../compression";
import { type AppContext, idParam } from "../../context";
import { ApiError } from "../../errors";
import { fallbackLang, pickText } from "../../i18n";
import { type OperationHandlers, operationHandlers, sendBytes } from "../../operations";
import { listRunningBanners } from "./banners";
import { batched, batchedPer } from "./batched";
import { businessCardsInOrder, loadBusinessCardRows } from "./business-cards";
import { findBusinessMatches } from "./business-search";
import { cacheKey } from "./cache-key";
import type { CacheView } from "./catalog-cache";
import { countBusinessMatches, countMatches } from "./facets";
import { idsNeeded, pageOf } from "./matches";
import type { Rate } from "./money";
import { type CardContext, cardsInOrder, loadCardRows } from "./offering-cards";
import {
  loadFlashSalePage,
  loadOfferingPages,
  loadRelated,
  loadViewerStates,
  type PublicOfferingPage,
  type RelatedOfferings,
  toOfferingDetail,
  viewerKey,
} from "./offering-detail";
import { searchIndex } from "./offering-index/index-search";
import { indexTextQuery } from "./offering-index/index-text-query";
import type { OfferingIndex } from "./offering-index/offering-index";
import { dependsOnClock, findOfferingMatches, type OfferingSort } from "./offering-search";
import { type CatalogReference, cachedReference } from "./reference";
import {
  businessFiltersOf,
  displayCurrencyOf,
  type FlashSaleQuery,
  type OfferingQuery,
  offeringFiltersOf,
  pagingOf,
} from "./search-filters";
import { queryWordsOf, type TextQuery, textQueryOf } from "./search-terms";
import { normalizeQuery } from "./search-text";

type DetailKind = "offering" | "flash-sale";
/** getOffering's and getFlashSale's request and reply: the same path id, query and answer. */
type DetailRequest = Parameters<OperationHandlers["getOffering"]>[0];
type DetailReply = Parameters<OperationHandlers["getOffering"]>[1];

export function catalogHandlers({ db, catalog: cache, offeringIndex }: AppContext) {
  // getOffering is the busiest call: pages missing from the cache and the callers' own states
  // asked together are read in one query each. Pages are priced in every currency of the
  // reference they were asked with.
  const loadPage = batchedPer((ref: CatalogReference) => {
    const currencies = [...ref.currencies.values()];
    return (ids: string[]) => loadOfferingPages(db, ids, currencies);
  });
  const loadViewerState = batched((keys: string[]) => loadViewerStates(db, keys));
  // Search pages: the cards no cached one serves, asked together, are read in one query per
  // display currency (each amount is converted in SQL, so one currency is cheaper than all),
  // and the queries' words likewise.
  const loadCard = batchedPer((display: Rate) => async (ids: string[]) => {
    const rows = await loadCardRows(db, ids, [display]);
    return new Map(rows.map((row) => [row.id, row]));
  });
  const loadQueryWords = batched((queries: string[]) => queryWordsOf(db, queries));

  const referenceOf = (view: CacheView): Promise<CatalogReference> => cachedReference(db, view);

  function textQuery(view: CacheView, q: string | undefined): Promise<TextQuery | null> {
    const normalized = normalizeQuery(q);
    if (!normalized) return Promise.resolve(null);
    return view.get(cacheKey("terms", normalized), () => textQueryOf(db, normalized));
  }

  /** The same, looked up in the offering index's vocabulary (the words it can find). */
  function cachedIndexTextQuery(
    view: CacheView,
    index: OfferingIndex,
    q: string | undefined,
  ): Promise<TextQuery | null> {
    const normalized = normalizeQuery(q);
    if (!normalized) return Promise.resolve(null);
    return view.get(cacheKey("index-terms", normalized), async () =>
      indexTextQuery(index, (await loadQueryWords(normalized)) ?? []),
    );
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
    // The index once it holds this version; the database while it is being built.
    const index = await offeringIndex.at(view.version);
    const text = index
      ? await cachedIndexTextQuery(view, index, query.q)
      : await textQuery(view, query.q);
    const filters = { ...checked, text };
    const limit = idsNeeded(paging);
    // Which sales run changes with the clock: matches that depend on it are kept a while only.
    const byClock = dependsOnClock(filters, sort);
    const matches = await (byClock ? view.getTimed : view.get)(
      cacheKey("offerings", index ? "index" : "sql", filters, sort, limit),
      async () =>
        index
          ? searchIndex(index, filters, sort, limit, Date.now() * 1000)
          : findOfferingMatches(db, filters, sort, limit),
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

  /** An offering's page as every visitor sees it: its own and its category's related offerings. */
  async function publicParts(
    view: CacheView,
    ref: CatalogReference,
    kind: DetailKind,
    id: string,
  ): Promise<{ page: PublicOfferingPage; related: RelatedOfferings } | null> {
    const currencies = [...ref.currencies.values()];
    const page = await view.getDetail<PublicOfferingPage | null>(
      cacheKey(kind, id),
      async () =>
        kind === "offering"
          ? ((await loadPage(ref, id)) ?? null)
          : loadFlashSalePage(db, id, currencies),
      (loaded) => loaded?.expiresAt ?? Number.POSITIVE_INFINITY,
    );
    if (!page) return null;
    const categoryId = page.row.category_id;
    const related = await view.getDetail(
      cacheKey("related", categoryId),
      () => loadRelated(db, categoryId, currencies),
      (loaded) => loaded.expiresAt,
    );
    return { page, related };
  }

  /**
   * getOffering and getFlashSale. The public parts come from the cache, in every language and
   * currency; a visitor's page is kept as sent (serialized once per language and currency); a
   * signed-in caller's adds their own favourite and feedback, read live. Null: not public.
   */
  async function offeringDetail(
    request: DetailRequest,
    reply: DetailReply,
    kind: DetailKind,
  ): Promise<OfferingDetail | Buffer | null> {
    const query = request.query ?? {};
    const id = idParam(request.params);
    const viewerId = request.auth?.userId ?? null;
    const view = await cache.open();
    const ref = await referenceOf(view);
    const display = displayCurrencyOf(ref, query.currency);
    const context: CardContext = { ref, lang: query.lang ?? fallbackLang, display };
    if (viewerId === null) {
      const sent = await view.getSent(
        cacheKey("sent", kind, id, context.lang, display.id),
        async (): Promise<(KeptBody & { expiresAt: number }) | null> => {
          const parts = await publicParts(view, ref, kind, id);
          if (!parts) return null;
          // The route's own serializer, as for any answer: only its result is kept.
          const serialize = reply.getSerializationFunction("200", "application/json");
          if (!serialize) throw new Error(`no serializer for ${request.url}`);
          return {
            body: Buffer.from(
              serialize(toOfferingDetail(parts.page, parts.related, context, null)),
            ),
            expiresAt: Math.min(parts.page.expiresAt, parts.related.expiresAt),
          };
        },
        (loaded) => loaded?.expiresAt ?? Number.POSITIVE_INFINITY,
      );
      if (!sent) return null;
      reply.type("application/json; charset=utf-8");
      return keptBodyFor(request, reply, sent);
    }
    const [parts, viewer] = await Promise.all([
      publicParts(view, ref, kind, id),
      // An offering's own id is known up front; a sale's offering only from its page.
      kind === "offering" ? loadViewerState(viewerKey(id, viewerId)) : undefined,
    ]);
    if (!parts) return null;
    const mine = viewer ?? (await loadViewerState(viewerKey(parts.page.row.id, viewerId)));
    return toOfferingDetail(parts.page, parts.related, context, viewerId, mine);
  }

  return operationHandlers({
    async listRegions(request) {
      const lang = request.query?.lang ?? fallbackLang;
      const ref = await referenceOf(await cache.open());
      return [...ref.regions.values()].map(
        (region): Region => ({ code: region.code, name: pickText(region.names, lang) }),
      );
    },

    async listCategories(request) {
      const query = request.query ?? {};
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
      const query = request.query ?? {};
      return searchOfferings(query, query.sort ?? "relevance", query.flash === true);
    },

    async searchFlashSales(request) {
      const query = request.query ?? {};
      return searchOfferings(query, query.sort ?? "ending_soon", true);
    },

    async getOffering(request, reply) {
      const detail = await offeringDetail(request, reply, "offering");
      if (!detail) throw new ApiError(404, "offering_not_found");
      return Buffer.isBuffer(detail) ? sendBytes(reply, detail) : detail;
    },

    async getFlashSale(request, reply) {
      const detail = await offeringDetail(request, reply, "flash-sale");
      if (!detail) throw new ApiError(404, "flash_sale_not_found");
      return Buffer.isBuffer(detail) ? sendBytes(reply, detail) : detail;
    },

    async searchBusinesses(request): Promise<BusinessPage> {
      const query = request.query ?? {};
      const lang = query.lang ?? fallbackLang;
      const sort = query.sort ?? "relevance";
      const view = await cache.open();
      const ref = await referenceOf(view);
      const paging = pagingOf(query);
      const checked = businessFiltersOf(ref, query);
      const filters = { ...checked, text: await textQuery(view, query.q) };
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

    async listBanners(request) {
      const { query } = request;
      return listRunningBanners(db, query.placement, query.lang ?? fallbackLang);
    },
  });
}
