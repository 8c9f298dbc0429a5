import type { AppContext } from "../../context";
import { leadsAdminHandlers } from "./admin-handlers";
import { contactHandlers } from "./contact-handlers";

export function leadsHandlers(ctx: AppContext) {
  return { ...contactHandlers(ctx), ...leadsAdminHandlers(ctx) };
}
