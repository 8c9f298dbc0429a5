import type { OfferingDetail } from "../../../sdk/types.gen";
import { type KeptBody, keptBodyFor } from "../../compression";
import { type AppContext, idParam } from "../../context";
import { ApiError } from "../../errors";
import { fallbackLang } from "../../i18n";
import { type OperationHandlers, operationHandlers, sendBytes } from "../../operations";
import { batched, batchedPer } from "../../shared/batched";
import { cacheKey } from "../../shared/cache-key";
import type { CardContext } from "../../shared/cards/offering-cards";
import type { CacheView } from "../../shared/catalog-cache";
import {
  type CatalogReference,
  cachedReference,
  displayCurrencyOf,
} from "../../shared/catalog-reference";
import { toOfferingDetail } from "./offering-page";
import {
  loadFlashSalePage,
  loadOfferingPages,
  loadRelated,
  loadViewerStates,
  type PublicOfferingPage,
  type RelatedOfferings,
  viewerKey,
} from "./repository/offering-pages";

/** Which page: an offering's (by its id) or a flash sale's (by the sale's id). */
type DetailKind = "offering" | "flash-sale";
/** getOffering's and getFlashSale's request and reply: the same path id, query and answer. */
type DetailRequest = Parameters<OperationHandlers["getOffering"]>[0];
type DetailReply = Parameters<OperationHandlers["getOffering"]>[1];

/** getOffering and getFlashSale: an offering's page, the busiest call of all. */
export function offeringPageHandlers({ db, catalog }: AppContext) {
  // Pages missing from the cache and the callers' own states asked together are read in one
  // query each. Pages are priced in every currency of the reference they were asked with.
  const loadPage = batchedPer((ref: CatalogReference) => {
    const currencies = [...ref.currencies.values()];
    return (ids: string[]) => loadOfferingPages(db, ids, currencies);
  });
  const loadViewerState = batched((keys: string[]) => loadViewerStates(db, keys));

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
    const view = await catalog.open();
    const ref = await cachedReference(db, view);
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
  });
}
