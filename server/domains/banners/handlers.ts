import { clientAddress } from "../../address-limits";
import { type AppContext, idParam } from "../../context";
import { operationHandlers } from "../../operations";
import { bannersAdminHandlers } from "./admin-handlers";
import { bannersBusinessHandlers } from "./business-handlers";

/**
 * Banners beyond showing them (listBanners is the catalogue's): the administration's editor
 * and queue, businesses' requests, and the click a visitor's browser reports.
 */
export function bannersHandlers(ctx: AppContext) {
  return {
    ...bannersAdminHandlers(ctx),
    ...bannersBusinessHandlers(ctx),
    ...operationHandlers({
      async recordBannerClick(request, reply) {
        ctx.bannerCounts.clicked(idParam(request.params), clientAddress(request));
        return reply.code(204).send();
      },
    }),
  };
}
