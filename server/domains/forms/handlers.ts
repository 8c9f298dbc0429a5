import type { AppContext } from "../../context";
import { formsAdminHandlers } from "./admin-handlers";
import { formsPublicHandlers } from "./public-handlers";

export function formsHandlers(ctx: AppContext) {
  return { ...formsPublicHandlers(ctx), ...formsAdminHandlers(ctx) };
}
