import type { Lang, MyOffering, MyOfferingPage } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import type { Db } from "../../db/database";
import { ApiError } from "../../errors";
import { fallbackLang } from "../../i18n";
import { operationHandlers } from "../../operations";
import { ownBusiness } from "../../shared/own-business";
import { assertCanPublish, assertCanStartFlashSale } from "../../shared/plan-limits";
import { normalizeQuery, searchTextOf } from "../../shared/search-text";
import { toMyOffering, toMyOfferingCard } from "./my-offering";
import { checkCategory, checkImages, cleanTexts, priceOf } from "./offering-input";
import {
  countByStatus,
  countListed,
  deleteOfferingRow,
  deleteSaleRow,
  findOfferingRow,
  insertOffering,
  insertSale,
  isBelowPrice,
  type ListFilter,
  listOfferingRows,
  lockOffering,
  type OfferingChange,
  overlapsSale,
  replaceImages,
  salesStayBelow,
  updateOfferingRow,
} from "./repository";
import { saleWindow } from "./sale-rules";

/**
 * A business account's own offerings. Every operation works on the caller's business only: an
 * id of another business's offering or sale answers 404, as an unknown one does, so ids reveal
 * nothing. Writes go through the offerings table, whose triggers tell the catalogue cache and
 * the offering index (catalog_changes), so what is published is searchable at once.
 */

/** The offering as its owner sees it, read inside the transaction that wrote it. */
async function writtenOffering(
  db: Db,
  businessId: string,
  id: string,
  lang: Lang,
): Promise<MyOffering> {
  const row = await findOfferingRow(db, businessId, id);
  if (!row) throw new Error(`offering ${id} vanished inside its own transaction`);
  return toMyOffering(row, lang);
}

export function listingsHandlers(ctx: AppContext) {
  const { db } = ctx;
  return operationHandlers({
    async listMyOfferings(request) {
      const { userId } = requireAuth(request);
      const query = request.query;
      const lang = query.lang ?? fallbackLang;
      const business = await ownBusiness(db, userId);
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 24;
      const filter: ListFilter = {
        businessId: business.id,
        kind: query.kind,
        status: query.status,
        text: normalizeQuery(query.q),
      };
      const [rows, total, counts] = await Promise.all([
        listOfferingRows(db, filter, pageSize, (page - 1) * pageSize),
        countListed(db, filter),
        countByStatus(db, business.id, query.kind),
      ]);
      const now = Date.now();
      const result: MyOfferingPage = {
        items: rows.map((row) => toMyOfferingCard(row, lang, now)),
        total,
        counts,
        page,
        page_size: pageSize,
      };
      return result;
    },

    async createMyOffering(request, reply) {
      const { userId } = requireAuth(request);
      const body = request.body;
      const lang = request.query?.lang ?? fallbackLang;
      const business = await ownBusiness(db, userId);
      const titles = cleanTexts(body.titles);
      const descriptions = cleanTexts(body.descriptions);
      const offering = await db.transaction().execute(async (trx) => {
        const categoryId = await checkCategory(trx, body.category_id, body.kind);
        const price = await priceOf(trx, body.price, body.currency);
        const images = await checkImages(trx, userId, null, body.images ?? []);
        const id = await insertOffering(trx, {
          businessId: business.id,
          kind: body.kind,
          categoryId,
          titles,
          descriptions,
          searchText: searchTextOf(titles, descriptions),
          price,
        });
        await replaceImages(trx, id, images);
        return writtenOffering(trx, business.id, id, lang);
      });
      reply.code(201);
      return offering;
    },

    async getMyOffering(request) {
      const { userId } = requireAuth(request);
      const business = await ownBusiness(db, userId);
      const row = await findOfferingRow(db, business.id, idParam(request.params));
      if (!row) throw new ApiError(404, "offering_not_found");
      return toMyOffering(row, request.query?.lang ?? fallbackLang);
    },

    async updateMyOffering(request) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      const body = request.body;
      const lang = request.query?.lang ?? fallbackLang;
      const business = await ownBusiness(db, userId);
      return db.transaction().execute(async (trx) => {
        const current = await lockOffering(trx, business.id, id);
        if (!current) throw new ApiError(404, "offering_not_found");
        const change: OfferingChange = {};
        if (body.category_id !== undefined) {
          change.categoryId = await checkCategory(trx, body.category_id, current.kind);
        }
        if (body.titles !== undefined || body.descriptions !== undefined) {
          const titles = body.titles === undefined ? current.titles : cleanTexts(body.titles);
          const descriptions =
            body.descriptions === undefined ? current.descriptions : cleanTexts(body.descriptions);
          Object.assign(change, {
            titles,
            descriptions,
            searchText: searchTextOf(titles, descriptions),
          });
        }
        if (body.price !== undefined || body.currency !== undefined) {
          change.price = await priceOf(
            trx,
            body.price ?? Number(current.price),
            body.currency ?? current.currency_code,
          );
          // A sale still to run or running stays a discount: its price is in the same units.
          if (!(await salesStayBelow(trx, id, change.price.price))) {
            throw new ApiError(400, "sale_price_not_below_price");
          }
        }
        const images =
          body.images === undefined ? undefined : await checkImages(trx, userId, id, body.images);
        await updateOfferingRow(trx, id, change);
        if (images !== undefined) await replaceImages(trx, id, images);
        return writtenOffering(trx, business.id, id, lang);
      });
    },

    async deleteMyOffering(request, reply) {
      const { userId } = requireAuth(request);
      const business = await ownBusiness(db, userId);
      if (!(await deleteOfferingRow(db, business.id, idParam(request.params)))) {
        throw new ApiError(404, "offering_not_found");
      }
      return reply.code(204).send();
    },

    async changeMyOfferingStatus(request) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      const { status } = request.body;
      const lang = request.query?.lang ?? fallbackLang;
      const business = await ownBusiness(db, userId);
      return db.transaction().execute(async (trx) => {
        const current = await lockOffering(trx, business.id, id);
        if (!current) throw new ApiError(404, "offering_not_found");
        if (status === "active" && business.status !== "accepted") {
          throw new ApiError(403, "business_status_not_accepted");
        }
        if (status === "active" && current.status !== "active") {
          await assertCanPublish(trx, business.id, ctx.payments.now());
        }
        if (status !== current.status) await updateOfferingRow(trx, id, { status });
        return writtenOffering(trx, business.id, id, lang);
      });
    },

    async createMyFlashSale(request, reply) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      const body = request.body;
      const lang = request.query?.lang ?? fallbackLang;
      const business = await ownBusiness(db, userId);
      const offering = await db.transaction().execute(async (trx) => {
        // Locked: two sales created at once cannot both miss each other's overlap.
        if (!(await lockOffering(trx, business.id, id))) {
          throw new ApiError(404, "offering_not_found");
        }
        const price = String(body.price);
        if (!(await isBelowPrice(trx, id, price))) {
          throw new ApiError(400, "sale_price_not_below_price");
        }
        const window = saleWindow(body.starts_at, body.ends_at, Date.now());
        if (await overlapsSale(trx, id, window.startsAt, window.endsAt)) {
          throw new ApiError(400, "sale_overlaps");
        }
        await assertCanStartFlashSale(trx, business.id, ctx.payments.now());
        await insertSale(trx, {
          offeringId: id,
          price,
          ...window,
          quantityLimit: body.quantity_limit ?? null,
        });
        return writtenOffering(trx, business.id, id, lang);
      });
      reply.code(201);
      return offering;
    },

    async deleteMyFlashSale(request) {
      const { userId } = requireAuth(request);
      const lang = request.query?.lang ?? fallbackLang;
      const business = await ownBusiness(db, userId);
      return db.transaction().execute(async (trx) => {
        const offeringId = await deleteSaleRow(trx, business.id, idParam(request.params));
        if (!offeringId) throw new ApiError(404, "flash_sale_not_found");
        return writtenOffering(trx, business.id, offeringId, lang);
      });
    },
  });
}
