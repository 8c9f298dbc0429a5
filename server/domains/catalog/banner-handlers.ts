import type { AppContext } from "../../context";
import { fallbackLang } from "../../i18n";
import { operationHandlers } from "../../operations";
import { listRunningBanners } from "./repository/banners";

/** listBanners: a placement's banners running now, read live (they start and end by the clock). */
export function bannerHandlers({ db }: AppContext) {
  return operationHandlers({
    async listBanners(request) {
      const { query } = request;
      return listRunningBanners(db, query.placement, query.lang ?? fallbackLang);
    },
  });
}
