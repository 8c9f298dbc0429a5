import { requireAuth } from "../../auth/bearer";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { fallbackLang } from "../../i18n";
import { operationHandlers } from "../../operations";
import { ownBusiness } from "../../shared/own-business";
import { businessLimits } from "../../shared/plan-limits";
import { bannerValues } from "./banner-input";
import { findBanner, insertBanner, listBusinessBanners, toBannerDetail } from "./repository";

/**
 * A business's own banners: what it has and asked for, with their counts, and a new request,
 * which its plan must allow (`banner_access`, SPEC's `no_banner_access_business`).
 */
export function bannersBusinessHandlers({ db, payments }: AppContext) {
  return operationHandlers({
    async listMyBanners(request) {
      const { userId } = requireAuth(request);
      const business = await ownBusiness(db, userId);
      const lang = request.query?.lang ?? fallbackLang;
      const [{ limits }, items] = await Promise.all([
        businessLimits(db, business.id),
        listBusinessBanners(db, business.id, lang),
      ]);
      return { banner_access: limits.banner_access, items };
    },

    async requestMyBanner(request, reply) {
      const { userId } = requireAuth(request);
      const business = await ownBusiness(db, userId);
      const { limits } = await businessLimits(db, business.id);
      if (!limits.banner_access) throw new ApiError(403, "no_banner_access_business");
      if (business.status !== "accepted") {
        throw new ApiError(403, "business_status_not_accepted");
      }
      const values = await bannerValues(db, request.body, {
        userId,
        mustEndAfter: payments.now(),
      });
      const id = await insertBanner(db, values, { businessId: business.id, status: "pending" });
      const banner = await findBanner(db, id);
      if (!banner) throw new ApiError(404, "banner_not_found");
      reply.code(201);
      return toBannerDetail(banner, request.query?.lang ?? fallbackLang);
    },
  });
}
