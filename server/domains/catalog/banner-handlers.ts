import type { AppContext } from "../../context";
import { fallbackLang } from "../../i18n";
import { operationHandlers } from "../../operations";
import { listRunningBanners } from "./repository/banners";

/**
 * listBanners: a placement's banners running now, read live (they start and end by the clock).
 * Each banner served is an impression, counted in memory (docs/decisions.md, Banners): the
 * SPA asks only when it shows the placement, so serving is showing.
 */
export function bannerHandlers({ db, bannerCounts }: AppContext) {
  return operationHandlers({
    async listBanners(request) {
      const { query } = request;
      const banners = await listRunningBanners(db, query.placement, query.lang ?? fallbackLang);
      bannerCounts.served(banners.map((banner) => banner.id));
      return banners;
    },
  });
}
