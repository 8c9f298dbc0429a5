import type { BannerDetail } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import type { Db } from "../../db/database";
import { ApiError } from "../../errors";
import { fallbackLang } from "../../i18n";
import { operationHandlers } from "../../operations";
import { recordAdminAction } from "../../shared/audit-log";
import { localizedParams } from "../../shared/notification-params";
import { bannerValues } from "./banner-input";
import {
  businessOwner,
  deleteBanner,
  findBanner,
  insertBanner,
  listBanners,
  lockBanner,
  type StoredBanner,
  setBannerStatus,
  toBannerDetail,
  updateBanner,
} from "./repository";

async function lockedBanner(trx: Db, id: string): Promise<StoredBanner> {
  const banner = await lockBanner(trx, id);
  if (!banner) throw new ApiError(404, "banner_not_found");
  return banner;
}

async function bannerAfter(trx: Db, id: string, lang: string): Promise<BannerDetail> {
  const banner = await findBanner(trx, id);
  if (!banner) throw new ApiError(404, "banner_not_found");
  return toBannerDetail(banner, lang);
}

/** What the audit log keeps of a banner: what an administrator can change. */
function audited(banner: BannerDetail) {
  const { id, impressions, clicks, created_at, updated_at, business, ...rest } = banner;
  return rest;
}

/**
 * The administration's banners: the queue and editor, each change recorded in the audit log
 * in its own transaction; a decision on a business's request tells its owner (live).
 */
export function bannersAdminHandlers({ db, notifier }: AppContext) {
  return operationHandlers({
    async listAdminBanners(request) {
      const {
        page = 1,
        page_size: pageSize = 24,
        lang = fallbackLang,
        ...filters
      } = request.query ?? {};
      const { items, total } = await listBanners(db, filters, page, pageSize, lang);
      return { items, total, page, page_size: pageSize };
    },

    async getAdminBanner(request) {
      const banner = await findBanner(db, idParam(request.params));
      if (!banner) throw new ApiError(404, "banner_not_found");
      return toBannerDetail(banner, request.query?.lang ?? fallbackLang);
    },

    async createAdminBanner(request, reply) {
      const { userId } = requireAuth(request);
      const lang = request.query?.lang ?? fallbackLang;
      const values = await bannerValues(db, request.body, { userId });
      const detail = await db.transaction().execute(async (trx) => {
        const id = await insertBanner(trx, values, { businessId: null, status: "approved" });
        const created = await bannerAfter(trx, id, lang);
        await recordAdminAction(trx, {
          actorId: userId,
          action: "banner.create",
          target: { kind: "banner", id },
          before: null,
          after: audited(created),
        });
        return created;
      });
      reply.code(201);
      return detail;
    },

    async updateAdminBanner(request) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      const lang = request.query?.lang ?? fallbackLang;
      return db.transaction().execute(async (trx) => {
        const current = await lockedBanner(trx, id);
        const values = await bannerValues(trx, request.body, {
          userId,
          currentImage: current.image_id,
        });
        await updateBanner(trx, id, values);
        const changed = await bannerAfter(trx, id, lang);
        await recordAdminAction(trx, {
          actorId: userId,
          action: "banner.update",
          target: { kind: "banner", id },
          before: audited(toBannerDetail(current, lang)),
          after: audited(changed),
        });
        return changed;
      });
    },

    async deleteAdminBanner(request, reply) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      await db.transaction().execute(async (trx) => {
        const current = await lockedBanner(trx, id);
        await deleteBanner(trx, id);
        await recordAdminAction(trx, {
          actorId: userId,
          action: "banner.delete",
          target: { kind: "banner", id },
          before: audited(toBannerDetail(current, fallbackLang)),
          after: null,
        });
      });
      return reply.code(204).send();
    },

    async decideBanner(request) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      const lang = request.query?.lang ?? fallbackLang;
      const { action } = request.body;
      const reason = request.body.reason?.trim() ?? "";
      if (action === "reject" && !reason) throw new ApiError(400, "reason_required");
      const status = action === "approve" ? "approved" : "rejected";
      const decided = await db.transaction().execute(async (trx) => {
        const current = await lockedBanner(trx, id);
        if (current.status !== "pending") throw new ApiError(409, "status_invalid");
        await setBannerStatus(trx, id, status, status === "rejected" ? reason : null);
        await recordAdminAction(trx, {
          actorId: userId,
          action: `banner.${action}`,
          target: { kind: "banner", id },
          before: { status: current.status },
          after: { status, ...(status === "rejected" && { reason }) },
        });
        return { detail: await bannerAfter(trx, id, lang), current };
      });
      const ownerId = decided.current.business_id
        ? await businessOwner(db, decided.current.business_id)
        : undefined;
      if (ownerId) {
        await notifier.notify(ownerId, "banner_decision", {
          banner_id: id,
          status,
          ...(status === "rejected" && { reason }),
          ...localizedParams("banner_title", decided.current.titles),
        });
      }
      return decided.detail;
    },
  });
}
