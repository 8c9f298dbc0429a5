import type { AppContext } from "../../context";
import { blogAdminHandlers } from "./admin-handlers";
import { blogPublicHandlers } from "./public-handlers";

export function blogHandlers(ctx: AppContext) {
  return { ...blogPublicHandlers(ctx), ...blogAdminHandlers(ctx) };
}
